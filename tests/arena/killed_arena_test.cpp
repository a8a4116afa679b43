// An arena killed with SIGKILL (no chance to clean up) takes its engines with it: each engine
// is started with a parent-death signal, so none is left running, hung, after its manager.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "test_support.hpp"

namespace plies::arena {
namespace {

std::vector<int> read_pids(const std::string& file) {
    std::ifstream in(file);
    std::vector<int> pids;
    for (int pid = 0; in >> pid;) pids.push_back(pid);
    return pids;
}

TEST(KilledArenaTest, ItsEnginesDieWithIt) {
    testing::TempDir dir;
    const std::string pids = dir.file("engines");
    const std::string script = dir.file("pbrain_hang");
    // Says OK and its name, then never answers a move (exec: the shell itself is the engine).
    std::ofstream(script) << "#!/bin/sh\n"
                          << "echo $$ >> " << pids << "\n"
                          << "exec awk '/^START/ {print \"OK\"; fflush()} "
                          << "/^ABOUT/ {print \"name=\\\"hang\\\"\"; fflush()}'\n";
    std::filesystem::permissions(script, std::filesystem::perms::owner_all);
    const pid_t arena = fork();
    ASSERT_GE(arena, 0);
    if (arena == 0) {
        const std::string engine = "pbrain:" + script + ",time=60s";
        const std::string db = dir.file("runs.db");
        execl(PLIES_BINARY, "plies", "arena", "gomoku", "-p", engine.c_str(), "random", "--games",
              "2", "-j", "2", "--db", db.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    // Both engines started and thinking.
    for (int i = 0; i < 200 && read_pids(pids).size() < 2; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(25));
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const std::vector<int> engines = read_pids(pids);
    ASSERT_EQ(engines.size(), 2U);
    for (const int pid : engines) EXPECT_TRUE(testing::process_running(pid)) << pid;
    ::kill(arena, SIGKILL);
    ::waitpid(arena, nullptr, 0);
    for (const int pid : engines) {
        for (int i = 0; i < 100 && testing::process_running(pid); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        EXPECT_FALSE(testing::process_running(pid)) << "engine " << pid << " outlived its arena";
    }
}

}  // namespace
}  // namespace plies::arena
