#include "fuzz_support.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "core/text.hpp"
#include "engine/registry.hpp"

namespace plies::fuzz {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

void check(bool condition, std::string_view what, std::string_view input) {
    if (condition) return;
    std::fprintf(stderr, "fuzz invariant broken: %.*s\ninput: %s\n", static_cast<int>(what.size()),
                 what.data(), core::printable(input.substr(0, 300)).c_str());
    std::abort();
}

TempFile::TempFile(std::string_view stem)
    : path_((std::filesystem::temp_directory_path() /
             (std::string("plies-fuzz-") + std::string(stem) + "-" + std::to_string(::getpid())))
                .string()) {}

TempFile::~TempFile() {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
}

const std::string& TempFile::write(std::string_view bytes) {
    std::ofstream out(path_, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return path_;
}

void fuzz_position(std::string_view name, const engine::GameOptions& options,
                   std::string_view input) {
    const auto lines = split_lines(input);
    if (lines.empty()) return;
    std::unique_ptr<engine::Game> game;
    try {
        game = engine::create_game(name, options);
        game->set_position(lines[0]);
    } catch (const engine::Error&) {
        return;
    }
    const std::string position = game->position();
    (void)game->render();
    (void)game->board_view();
    (void)game->end_description();
    (void)game->winning_moves(0);
    (void)game->winning_moves(1);
    const auto legal = game->legal_moves();
    check(legal.empty() == (game->outcome() != engine::Outcome::ongoing),
          "legal moves exist exactly while the game goes on", input);

    auto copy = game->clone();
    copy->set_position(position);
    check(copy->position() == position, "position() reads back as itself", input);

    int played = 0;
    for (std::size_t i = 1; i < lines.size() && i < 64; ++i) {
        try {
            game->play(lines[i]);
            ++played;
        } catch (const engine::Error&) {
        }
    }
    (void)game->render();
    for (; played > 0; --played) game->undo();
    check(game->position() == position, "undoing every move restores the position", input);
}

}  // namespace plies::fuzz
