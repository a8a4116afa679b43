// The errors the engine interface reports to front ends: each carries a message for the user.
#pragma once

#include <stdexcept>
#include <string>

namespace plies::engine {

// Anything a user did wrong (bad move, bad position, bad player spec, unknown game or option).
class Error : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class InvalidMove : public Error {
  public:
    using Error::Error;
};

class InvalidPosition : public Error {
  public:
    using Error::Error;
};

class SpecError : public Error {
  public:
    using Error::Error;
};

// The game does not offer this tool (e.g. an exact solver for a game too large to solve).
class Unsupported : public Error {
  public:
    using Error::Error;
};

}  // namespace plies::engine
