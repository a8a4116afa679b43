// A tiny Gomocup-protocol engine for the arena's tests. Its behaviour comes from the name it
// is run under (tests make symlinks): "..._exit" exits at the first move request, "..._hang"
// never answers one, "..._illegal" always answers 0,0; otherwise it plays the first empty cell.
#include <chrono>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

int main(int, char** argv) {
    const std::string name = argv[0];
    const auto ends_with = [&](const std::string& suffix) {
        return name.size() >= suffix.size() &&
               name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    int width = 0;
    int height = 0;
    std::vector<int> board;
    auto put = [&](int x, int y) {
        if (x >= 0 && y >= 0 && x < width && y < height)
            board[static_cast<std::size_t>(y * width + x)] = 1;
    };
    auto answer = [&]() {
        if (ends_with("_exit")) std::exit(3);
        if (ends_with("_hang")) {
            for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
        }
        if (ends_with("_illegal")) {
            std::cout << "0,0" << std::endl;
            return;
        }
        for (int i = 0; i < width * height; ++i) {
            if (board[static_cast<std::size_t>(i)] == 0) {
                board[static_cast<std::size_t>(i)] = 1;
                std::cout << "MESSAGE thinking" << std::endl;
                std::cout << i % width << "," << i / width << std::endl;
                return;
            }
        }
        std::cout << "ERROR board full" << std::endl;
    };
    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::istringstream in(line);
        std::string command;
        in >> command;
        char comma = 0;
        if (command == "START") {
            in >> width;
            height = width;
            board.assign(static_cast<std::size_t>(width * height), 0);
            std::cout << "OK" << std::endl;
        } else if (command == "RECTSTART") {
            in >> width >> comma >> height;
            board.assign(static_cast<std::size_t>(width * height), 0);
            std::cout << "OK" << std::endl;
        } else if (command == "INFO") {
            continue;
        } else if (command == "BEGIN") {
            answer();
        } else if (command == "TURN") {
            int x = 0;
            int y = 0;
            in >> x >> comma >> y;
            put(x, y);
            answer();
        } else if (command == "BOARD") {
            std::fill(board.begin(), board.end(), 0);
            for (std::string cell; std::getline(std::cin, cell);) {
                if (cell.rfind("DONE", 0) == 0) break;
                std::istringstream c(cell);
                int x = 0;
                int y = 0;
                c >> x >> comma >> y;
                put(x, y);
            }
            answer();
        } else if (command == "END") {
            return 0;
        } else {
            std::cout << "UNKNOWN " << command << std::endl;
        }
    }
    return 0;
}
