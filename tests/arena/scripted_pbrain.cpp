// A Gomocup-protocol engine for the arena's transcript tests: it logs every line it receives
// and answers from a script. Run as `scripted_pbrain SCRIPT LOG` (tests start it through a
// one-line shell wrapper, since the arena runs engines without arguments).
//
// Script lines:
//   start_delay_ms N    wait N ms before answering START
//   no_start_reply      never answer START (the engine then only reads and logs)
//   reply A ;; B ;; ... the lines to answer the next BEGIN, TURN or BOARD...DONE with, in order
// Answers end with CR LF and OK is written in lower case, as some engines do.
#include <chrono>
#include <deque>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: scripted_pbrain SCRIPT LOG\n";
        return 2;
    }
    std::ifstream script(argv[1]);
    std::ofstream log(argv[2], std::ios::app);
    int start_delay_ms = 0;
    bool answer_start = true;
    std::deque<std::string> replies;
    for (std::string line; std::getline(script, line);) {
        std::istringstream in(line);
        std::string word;
        in >> word;
        if (word == "start_delay_ms") in >> start_delay_ms;
        if (word == "no_start_reply") answer_start = false;
        if (word == "reply") {
            std::string rest;
            std::getline(in, rest);
            replies.push_back(rest.substr(rest.find_first_not_of(' ')));
        }
    }
    const auto answer = [&](const std::string& lines) {
        for (std::size_t from = 0;;) {
            const auto end = lines.find(" ;; ", from);
            std::cout << lines.substr(from, end - from) << "\r\n";
            if (end == std::string::npos) break;
            from = end + 4;
        }
        std::cout.flush();
    };
    const auto next_move = [&] {
        if (replies.empty()) {
            answer("ERROR script has no more replies");
            return;
        }
        answer(replies.front());
        replies.pop_front();
    };
    bool in_board = false;
    for (std::string line; std::getline(std::cin, line);) {
        log << line << "\n";
        log.flush();
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (in_board) {
            if (line == "DONE") {
                in_board = false;
                next_move();
            }
            continue;
        }
        std::istringstream in(line);
        std::string command;
        in >> command;
        if (command == "START" || command == "RECTSTART") {
            if (!answer_start) continue;
            std::this_thread::sleep_for(std::chrono::milliseconds(start_delay_ms));
            answer("ok");
        } else if (command == "ABOUT") {
            answer("name=\"scripted\", version=\"1\"");
        } else if (command == "BEGIN" || command == "TURN") {
            next_move();
        } else if (command == "BOARD") {
            in_board = true;
        } else if (command == "END") {
            return 0;
        } else if (command != "INFO") {
            answer("UNKNOWN " + command);
        }
    }
    return 0;
}
