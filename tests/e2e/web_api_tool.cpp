// The native side of the WASM parity test: answers the engine API's JSON requests, one per
// line on stdin, one per line on stdout, through the same code the WebAssembly module runs.
#include <iostream>
#include <string>

#include "wasm/engine_api.hpp"

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty()) continue;
        std::cout << plies::web::run_request_text(line) << '\n';
    }
    return 0;
}
