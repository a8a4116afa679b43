// A child process with pipes to its stdin and stdout, read line by line with a deadline: the
// transport under external engines (the Gomocup protocol). POSIX only.
#pragma once

#include <sys/types.h>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace plies::arena {

// Throws engine::Error unless `path` names a program we may run.
void check_program(const std::string& path);

class ChildProcess {
  public:
    // Starts `path` with `arguments` in a process group of its own (killed with the arena);
    // its stderr goes to /dev/null. Throws engine::Error.
    explicit ChildProcess(const std::string& path, const std::vector<std::string>& arguments = {});
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Writes one line (a newline is added). Returns false if the child has closed its input.
    bool write_line(const std::string& line);
    // The next line (without its end: LF, CR LF or CR), or nullopt at the deadline or when the
    // child closed its output (see exited()).
    std::optional<std::string> read_line(std::chrono::steady_clock::time_point deadline);
    // True once the child's output is closed.
    [[nodiscard]] bool closed() const { return closed_; }
    // Kills the child's process group (SIGKILL: the child and anything it started) and reaps
    // the child.
    void kill();
    // Waits up to `grace` for the child to exit by itself, then kills it.
    void finish(std::chrono::milliseconds grace);
    // A description of how the child ended, e.g. "exited with status 1", if it has.
    [[nodiscard]] std::string exit_description();

  private:
    bool reap(bool block);

    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    std::string buffer_;
    bool after_cr_ = false;  // the last line ended with CR: an LF next is part of its end
    bool closed_ = false;
    bool reaped_ = false;
    int status_ = 0;
};

}  // namespace plies::arena
