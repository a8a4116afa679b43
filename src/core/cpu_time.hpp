// This thread's CPU time: what benchmarks compare on a shared, loaded machine, where wall time
// counts the waits for a core.
#pragma once

#include <ctime>

namespace plies::core {

[[nodiscard]] inline double thread_cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

}  // namespace plies::core
