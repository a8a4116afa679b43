// A throw-away web root for the server tests: index.html, a script, a wasm file, an empty
// folder, a hidden file, a symbolic link leading out, and a secret file next to (outside) it.
#pragma once

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

namespace plies::server::testing {

inline constexpr const char* kSecret = "TOP-SECRET-CONTENT";

class TestRoot {
  public:
    TestRoot() {
        std::random_device device;
        base_ = std::filesystem::temp_directory_path() /
                ("plies-server-test-" + std::to_string(device()));
        root_ = base_ / "web";
        std::filesystem::create_directories(root_ / "engine");
        std::filesystem::create_directories(root_ / "empty");
        write(root_ / "index.html", "<!doctype html><title>plies</title>");
        std::string script;  // large enough for gzip to pay
        for (int i = 0; i < 100; ++i) script += "console.log('plies');\n";
        write(root_ / "app.js", script);
        write(root_ / "engine" / "plies-engine.wasm", std::string("\0asm\1\0\0\0", 8));
        write(root_ / "engine" / "plies-engine-0123456789abcdef.wasm",
              std::string("\0asm\1\0\0\0", 8));
        write(root_ / "engine" / "othello-weights-0123456789abcdef.bin",
              std::string(4096, '\0') + "weights");
        write(root_ / ".hidden", "hidden");
        write(base_ / "secret.txt", kSecret);
        std::filesystem::create_directory_symlink(base_, root_ / "outside");
    }
    ~TestRoot() {
        std::error_code ignored;
        std::filesystem::remove_all(base_, ignored);
    }
    TestRoot(const TestRoot&) = delete;
    TestRoot& operator=(const TestRoot&) = delete;

    [[nodiscard]] const std::filesystem::path& root() const { return root_; }

  private:
    static void write(const std::filesystem::path& file, const std::string& text) {
        std::ofstream(file, std::ios::binary) << text;
    }
    std::filesystem::path base_;
    std::filesystem::path root_;
};

}  // namespace plies::server::testing
