// Game records in SQLite: runs (one per `plies arena` invocation and its resumptions), games
// and moves. Each finished game is written in one transaction, so a run killed at any moment
// loses only the games that were being played.
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "arena/record.hpp"

struct sqlite3;

namespace plies::arena {

struct RunInfo {
    std::int64_t id = 0;
    std::string key;  // the settings that make a run resumable, as JSON text
    std::string game;
    engine::GameOptions options;
    std::vector<std::string> players;
    std::uint64_t seed = 0;
    int planned_games = 0;
    std::string created;  // UTC, "YYYY-MM-DD HH:MM:SS"
    int stored_games = 0;
};

class Database {
  public:
    enum class Access {
        read_write,  // creates the file and its tables if needed, upgrades older schemas
        read_only,   // reads an existing database as it is, never writing to it
    };
    // Opens the database file; throws engine::Error (also, read-only, when the file is not a
    // plies database: an empty file stays empty).
    explicit Database(const std::string& path, Access access = Access::read_write);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    [[nodiscard]] std::int64_t create_run(const RunInfo& run);
    // The latest run with this key, if any.
    [[nodiscard]] std::optional<RunInfo> find_run(const std::string& key);
    [[nodiscard]] std::optional<RunInfo> run(std::int64_t id);
    [[nodiscard]] std::vector<RunInfo> runs();

    // Stores a finished game and its moves in one transaction; sets record.id. Safe to call
    // from several threads.
    void store_game(GameRecord& record);

    // Games in schedule order; without moves when `with_moves` is false.
    [[nodiscard]] std::vector<GameRecord> games_of_run(std::int64_t run_id, bool with_moves);
    [[nodiscard]] std::vector<GameRecord> all_games(bool with_moves);
    [[nodiscard]] std::optional<GameRecord> game(std::int64_t id);

  private:
    void execute(const std::string& sql);
    bool has_column(const std::string& table, const std::string& column);
    void add_missing_columns();
    void check_read_only_schema();
    std::vector<GameRecord> query_games(const std::string& where, std::int64_t value,
                                        bool with_moves);
    void load_moves(GameRecord& record);

    sqlite3* db_ = nullptr;
    std::string path_;
    // Columns added by later versions; a database opened read-only may lack them.
    bool has_end_reason_ = true;
    bool has_depth_ = true;
    std::recursive_mutex mutex_;
};

}  // namespace plies::arena
