// pbrain-plies: the plies Gomoku / Renju engine as a Gomocup brain (Piskvork protocol on
// stdin/stdout). The manager chooses the rule with `INFO rule` and the size with START.
#include <iostream>

#include "protocol/gomocup.hpp"

int main() {
    std::ios::sync_with_stdio(false);
    return plies::protocol::run_brain(std::cin, std::cout);
}
