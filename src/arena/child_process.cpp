#include "arena/child_process.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include "engine/errors.hpp"

namespace plies::arena {

void check_program(const std::string& path) {
    if (access(path.c_str(), X_OK) != 0)
        throw engine::Error(fmt::format("cannot run '{}': {}", path, std::strerror(errno)));
    struct stat info {};
    if (stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode))
        throw engine::Error(fmt::format("cannot run '{}': not a program file", path));
}

ChildProcess::ChildProcess(const std::string& path, const std::vector<std::string>& arguments) {
    // A child that dies while we write must not kill the arena with SIGPIPE: writes then fail
    // with EPIPE instead, and the player loses the game.
    std::signal(SIGPIPE, SIG_IGN);
    check_program(path);
    int in_pipe[2];
    int out_pipe[2];
    if (pipe2(in_pipe, O_CLOEXEC) != 0) throw engine::Error("cannot create a pipe");
    if (pipe2(out_pipe, O_CLOEXEC) != 0) {
        close(in_pipe[0]);
        close(in_pipe[1]);
        throw engine::Error("cannot create a pipe");
    }
    const int null_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    // Everything the child needs is prepared before fork: between fork and exec only
    // async-signal-safe calls are allowed (the arena has other threads).
    std::vector<std::string> words{path};
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    pid_ = fork();
    if (pid_ < 0) {
        close(in_pipe[0]);
        close(in_pipe[1]);
        close(out_pipe[0]);
        close(out_pipe[1]);
        if (null_fd >= 0) close(null_fd);
        throw engine::Error(fmt::format("cannot start '{}': fork failed", path));
    }
    if (pid_ == 0) {
        // A process group of its own, so that a kill reaches the engine's own children (a
        // script's sleep, a helper process); and killed with the arena if the arena dies.
        setpgid(0, 0);
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        dup2(in_pipe[0], STDIN_FILENO);
        dup2(out_pipe[1], STDOUT_FILENO);
        if (null_fd >= 0) dup2(null_fd, STDERR_FILENO);
        execv(argv[0], argv.data());
        _exit(127);
    }
    // Also from this side: the group must exist before any kill, whichever process runs first.
    setpgid(pid_, pid_);
    close(in_pipe[0]);
    close(out_pipe[1]);
    if (null_fd >= 0) close(null_fd);
    to_child_ = in_pipe[1];
    from_child_ = out_pipe[0];
}

ChildProcess::~ChildProcess() {
    kill();
    if (to_child_ >= 0) close(to_child_);
    if (from_child_ >= 0) close(from_child_);
}

bool ChildProcess::write_line(const std::string& line) {
    const std::string text = line + "\n";
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(to_child_, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::optional<std::string> ChildProcess::read_line(std::chrono::steady_clock::time_point deadline) {
    for (;;) {
        // Lines may end with LF, CR LF or a lone CR (the Gomocup protocol allows all three): a
        // CR ends the line at once, and an LF right after it is then skipped.
        if (after_cr_ && !buffer_.empty()) {
            if (buffer_.front() == '\n') buffer_.erase(0, 1);
            after_cr_ = false;
        }
        const auto end = buffer_.find_first_of("\r\n");
        if (end != std::string::npos) {
            std::string line = buffer_.substr(0, end);
            after_cr_ = buffer_[end] == '\r';
            buffer_.erase(0, end + 1);
            return line;
        }
        if (closed_) return std::nullopt;
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline) return std::nullopt;
        const auto wait =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count() + 1;
        pollfd fd{from_child_, POLLIN, 0};
        const int ready = poll(&fd, 1, static_cast<int>(std::min<long long>(wait, 1'000'000)));
        if (ready < 0 && errno != EINTR) {
            closed_ = true;
            continue;
        }
        if (ready <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(from_child_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            closed_ = true;
            continue;
        }
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

bool ChildProcess::reap(bool block) {
    if (reaped_ || pid_ <= 0) return true;
    const pid_t r = waitpid(pid_, &status_, block ? 0 : WNOHANG);
    if (r == pid_ || (r < 0 && errno == ECHILD)) reaped_ = true;
    return reaped_;
}

void ChildProcess::kill() {
    if (pid_ <= 0) return;
    // The whole group: the engine's own children go too, even when the engine has exited.
    ::kill(-pid_, SIGKILL);
    if (!reap(false)) {
        ::kill(pid_, SIGKILL);
        reap(true);
    }
}

void ChildProcess::finish(std::chrono::milliseconds grace) {
    if (pid_ <= 0) return;
    if (to_child_ >= 0) {
        close(to_child_);
        to_child_ = -1;
    }
    const auto deadline = std::chrono::steady_clock::now() + grace;
    while (!reap(false) && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    kill();
}

std::string ChildProcess::exit_description() {
    if (!reap(false)) return "still running";
    if (WIFEXITED(status_)) return fmt::format("exited with status {}", WEXITSTATUS(status_));
    if (WIFSIGNALED(status_)) return fmt::format("killed by signal {}", WTERMSIG(status_));
    return "ended";
}

}  // namespace plies::arena
