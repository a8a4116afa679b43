// A fresh directory under the system's temporary directory for one test, removed with it.
#pragma once

#include <filesystem>
#include <random>
#include <string>
#include <system_error>

#include <fmt/format.h>

namespace plies::testing {

class TempDir {
  public:
    TempDir() {
        std::random_device device;
        path_ = std::filesystem::temp_directory_path() /
                fmt::format("plies-test-{:08x}{:08x}", device(), device());
        std::filesystem::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    [[nodiscard]] std::string file(const std::string& name) const {
        return (path_ / name).string();
    }
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

}  // namespace plies::testing
