// plies: the command-line front end. One file per subcommand; see commands.hpp.
#include <exception>
#include <filesystem>
#include <iostream>
#include <new>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/text.hpp"

int main(int argc, char** argv) {
    CLI::App app{"plies: board-game AIs (tictactoe, connect4, gomoku, othello)", "plies"};
    app.require_subcommand(1);
    app.footer("Run 'plies COMMAND --help' for a command's options and examples.");
    plies::cli::add_play_command(app);
    plies::cli::add_demo_command(app);
    plies::cli::add_perft_command(app);
    plies::cli::add_solve_command(app);
    plies::cli::add_analyse_command(app);
    plies::cli::add_tree_command(app);
    plies::cli::add_bench_command(app);
    plies::cli::add_serve_command(app);
    plies::cli::add_arena_command(app);
    plies::cli::add_records_command(app);
    plies::cli::add_review_command(app);
    plies::cli::add_tactics_command(app);
    plies::cli::add_book_command(app);
    plies::cli::add_train_command(app);
    plies::cli::add_nboard_command(app);
    plies::cli::add_gtp_command(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    } catch (const std::filesystem::filesystem_error& e) {
        // A path the commands did not check themselves: say which and why, never abort.
        std::cerr << "plies: " << plies::core::printable(e.path1().string()) << ": "
                  << e.code().message() << "\n";
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "plies: out of memory\n";
        return 3;
    } catch (const std::exception& e) {
        // The engine's errors (engine::Error), and whatever else a layer below throws (a game's
        // data file that cannot be read, say): a message, never a termination.
        std::cerr << "plies: " << plies::core::printable(e.what()) << "\n";
        return 2;
    }
    return 0;
}
