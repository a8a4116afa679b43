#include "arena/storage.hpp"

#include <sqlite3.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/json_text.hpp"
#include "core/text.hpp"

namespace plies::arena {

namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,        -- JSON object
    players TEXT NOT NULL,        -- JSON array of specs
    seed TEXT NOT NULL,           -- decimal: SQLite integers are signed 64-bit
    planned_games INTEGER NOT NULL,
    created TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX IF NOT EXISTS runs_by_key ON runs(key);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    run_id INTEGER NOT NULL REFERENCES runs(id),
    game_index INTEGER NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    first_spec TEXT NOT NULL,
    second_spec TEXT NOT NULL,
    first_player INTEGER NOT NULL,
    second_player INTEGER NOT NULL,
    seed TEXT NOT NULL,
    opening TEXT NOT NULL,
    start_position TEXT NOT NULL,
    result TEXT NOT NULL,         -- 1-0, 0-1, 1/2-1/2 (first side first)
    termination TEXT NOT NULL,
    plies INTEGER NOT NULL,
    end_reason TEXT NOT NULL DEFAULT '',  -- end_reason_name(); '' in databases made before it
    finished TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    UNIQUE (run_id, game_index)
);
CREATE TABLE IF NOT EXISTS moves (
    game_id INTEGER NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL,
    move TEXT NOT NULL,
    time_us INTEGER NOT NULL,
    score INTEGER,                -- the mover's engine score, NULL if none
    score_text TEXT NOT NULL,
    note TEXT NOT NULL,
    opening INTEGER NOT NULL,
    depth INTEGER,                -- the depth the mover reported, NULL if none
    PRIMARY KEY (game_id, ply)
);
)sql";

// A prepared statement that finalizes itself.
class Statement {
  public:
    Statement(sqlite3* db, const std::string& sql) : db_(db) {
        if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt_, nullptr) != SQLITE_OK)
            throw engine::Error(fmt::format("database error: {}", sqlite3_errmsg(db)));
    }
    ~Statement() { sqlite3_finalize(stmt_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int i, const std::string& text) {
        sqlite3_bind_text(stmt_, i, text.c_str(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement& bind(int i, std::int64_t value) {
        sqlite3_bind_int64(stmt_, i, value);
        return *this;
    }
    void reset() {
        sqlite3_reset(stmt_);
        sqlite3_clear_bindings(stmt_);
    }
    Statement& bind_null(int i) {
        sqlite3_bind_null(stmt_, i);
        return *this;
    }
    // True while there is a row.
    bool step() {
        const int rc = sqlite3_step(stmt_);
        if (rc == SQLITE_ROW) return true;
        if (rc == SQLITE_DONE) return false;
        throw engine::Error(fmt::format("database error: {}", sqlite3_errmsg(db_)));
    }
    // Text as it goes to a terminal or a JSON export: a database written by an older version
    // (or by hand) may hold an engine's raw bytes, ESC sequences and invalid UTF-8 included.
    [[nodiscard]] std::string text(int column) const {
        const auto* p = sqlite3_column_text(stmt_, column);
        return p == nullptr ? std::string() : core::printable(reinterpret_cast<const char*>(p));
    }
    [[nodiscard]] std::int64_t integer(int column) const {
        return sqlite3_column_int64(stmt_, column);
    }
    [[nodiscard]] bool is_null(int column) const {
        return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
    }

  private:
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
};

std::string options_json(const engine::GameOptions& options) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [k, v] : options) j[k] = v;
    return core::json_text(j);
}

engine::GameOptions parse_options(const std::string& text) {
    engine::GameOptions out;
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_object())
        for (const auto& [k, v] : j.items())
            out[k] = v.is_string() ? v.get<std::string>() : core::json_text(v);
    return out;
}

// The reason of a game stored before the reason had a column of its own, from its text.
EndReason legacy_end_reason(const std::string& termination) {
    for (const EndReason reason : {EndReason::hung, EndReason::time_forfeit, EndReason::crash,
                                   EndReason::illegal_move, EndReason::adjudicated}) {
        if (termination.starts_with(end_reason_name(reason))) return reason;
    }
    if (termination.find("could not start") != std::string::npos) return EndReason::failed_start;
    return EndReason::normal;
}

std::uint64_t parse_seed(const std::string& text) {
    try {
        return std::stoull(text);
    } catch (const std::exception&) {
        return 0;
    }
}

constexpr const char* kRunColumns =
    "SELECT r.id, r.key, r.game, r.options, r.players, r.seed, r.planned_games, r.created, "
    "(SELECT COUNT(*) FROM games g WHERE g.run_id = r.id) FROM runs r ";

RunInfo read_run(const Statement& s) {
    RunInfo run;
    run.id = s.integer(0);
    run.key = s.text(1);
    run.game = s.text(2);
    run.options = parse_options(s.text(3));
    const auto players = nlohmann::json::parse(s.text(4), nullptr, false);
    if (players.is_array())
        for (const auto& p : players)
            run.players.push_back(p.is_string() ? p.get<std::string>() : core::json_text(p));
    run.seed = parse_seed(s.text(5));
    run.planned_games = static_cast<int>(s.integer(6));
    run.created = s.text(7);
    run.stored_games = static_cast<int>(s.integer(8));
    return run;
}

}  // namespace

Database::Database(const std::string& path, Access access) : path_(path) {
    const int flags = access == Access::read_only
                          ? SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX
                          : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX;
    if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
        const std::string message = db_ != nullptr ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        db_ = nullptr;
        throw engine::Error(fmt::format("cannot open database '{}': {}", path, message));
    }
    sqlite3_busy_timeout(db_, 5000);
    try {
        if (access == Access::read_only) {
            check_read_only_schema();
            return;
        }
        // WAL: a committed game survives a killed process, and readers (plies records) do not
        // block the running arena.
        execute("PRAGMA journal_mode=WAL");
        execute("PRAGMA synchronous=NORMAL");
        execute("PRAGMA foreign_keys=ON");
        execute(kSchema);
        add_missing_columns();
    } catch (const engine::Error& e) {
        sqlite3_close(db_);
        db_ = nullptr;
        throw engine::Error(fmt::format("'{}' is not a plies database: {}", path, e.what()));
    }
}

void Database::check_read_only_schema() {
    for (const char* table : {"runs", "games", "moves"}) {
        Statement s(db_, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
        s.bind(1, std::string(table));
        if (!s.step()) throw engine::Error(fmt::format("no '{}' table", table));
    }
    has_end_reason_ = has_column("games", "end_reason");
    has_depth_ = has_column("moves", "depth");
}

Database::~Database() {
    sqlite3_close(db_);
}

bool Database::has_column(const std::string& table, const std::string& column) {
    Statement s(db_, fmt::format("PRAGMA table_info({})", table));
    while (s.step())
        if (s.text(1) == column) return true;
    return false;
}

void Database::add_missing_columns() {
    // Databases written by earlier versions: the same tables, fewer columns.
    if (!has_column("games", "end_reason"))
        execute("ALTER TABLE games ADD COLUMN end_reason TEXT NOT NULL DEFAULT ''");
    if (!has_column("moves", "depth")) execute("ALTER TABLE moves ADD COLUMN depth INTEGER");
}

void Database::execute(const std::string& sql) {
    char* error = nullptr;
    if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
        const std::string message = error != nullptr ? error : "unknown error";
        sqlite3_free(error);
        throw engine::Error(fmt::format("database error in '{}': {}", path_, message));
    }
}

std::int64_t Database::create_run(const RunInfo& run) {
    std::lock_guard lock(mutex_);
    Statement s(db_,
                "INSERT INTO runs (key, game, options, players, seed, planned_games) "
                "VALUES (?, ?, ?, ?, ?, ?)");
    s.bind(1, run.key).bind(2, run.game).bind(3, options_json(run.options));
    s.bind(4, core::json_text(nlohmann::json(run.players))).bind(5, std::to_string(run.seed));
    s.bind(6, static_cast<std::int64_t>(run.planned_games));
    s.step();
    return sqlite3_last_insert_rowid(db_);
}

std::optional<RunInfo> Database::find_run(const std::string& key) {
    std::lock_guard lock(mutex_);
    Statement s(db_, std::string(kRunColumns) + "WHERE r.key = ? ORDER BY r.id DESC LIMIT 1");
    s.bind(1, key);
    if (!s.step()) return std::nullopt;
    return read_run(s);
}

std::optional<RunInfo> Database::run(std::int64_t id) {
    std::lock_guard lock(mutex_);
    Statement s(db_, std::string(kRunColumns) + "WHERE r.id = ?");
    s.bind(1, id);
    if (!s.step()) return std::nullopt;
    return read_run(s);
}

std::vector<RunInfo> Database::runs() {
    std::lock_guard lock(mutex_);
    Statement s(db_, std::string(kRunColumns) + "ORDER BY r.id");
    std::vector<RunInfo> out;
    while (s.step()) out.push_back(read_run(s));
    return out;
}

void Database::store_game(GameRecord& record) {
    std::lock_guard lock(mutex_);
    execute("BEGIN IMMEDIATE");
    try {
        Statement g(db_,
                    "INSERT INTO games (run_id, game_index, game, options, first_spec, "
                    "second_spec, first_player, second_player, seed, opening, start_position, "
                    "result, termination, plies, end_reason) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
        g.bind(1, record.run_id).bind(2, static_cast<std::int64_t>(record.index));
        g.bind(3, record.game).bind(4, options_json(record.options));
        g.bind(5, record.specs[0]).bind(6, record.specs[1]);
        g.bind(7, static_cast<std::int64_t>(record.players[0]));
        g.bind(8, static_cast<std::int64_t>(record.players[1]));
        g.bind(9, std::to_string(record.seed)).bind(10, record.opening);
        g.bind(11, record.start_position).bind(12, result_text(record.outcome));
        g.bind(13, record.termination).bind(14, static_cast<std::int64_t>(record.moves.size()));
        g.bind(15, std::string(end_reason_name(record.end_reason)));
        g.step();
        record.id = sqlite3_last_insert_rowid(db_);
        Statement m(db_,
                    "INSERT INTO moves (game_id, ply, move, time_us, score, score_text, note, "
                    "opening, depth) VALUES (?,?,?,?,?,?,?,?,?)");
        for (std::size_t i = 0; i < record.moves.size(); ++i) {
            const auto& move = record.moves[i];
            m.reset();
            m.bind(1, record.id).bind(2, static_cast<std::int64_t>(i + 1)).bind(3, move.move);
            m.bind(4, move.time_us);
            if (move.score) {
                m.bind(5, static_cast<std::int64_t>(*move.score));
            } else {
                m.bind_null(5);
            }
            m.bind(6, move.score_text).bind(7, move.note);
            m.bind(8, static_cast<std::int64_t>(move.opening ? 1 : 0));
            if (move.depth) {
                m.bind(9, static_cast<std::int64_t>(*move.depth));
            } else {
                m.bind_null(9);
            }
            m.step();
        }
        execute("COMMIT");
    } catch (...) {
        char* ignored = nullptr;
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, &ignored);
        sqlite3_free(ignored);
        throw;
    }
}

std::vector<GameRecord> Database::query_games(const std::string& where, std::int64_t value,
                                              bool with_moves) {
    std::lock_guard lock(mutex_);
    Statement s(db_,
                "SELECT id, run_id, game_index, game, options, first_spec, second_spec, "
                "first_player, second_player, seed, opening, start_position, result, "
                "termination, " +
                    std::string(has_end_reason_ ? "end_reason" : "''") + " FROM games " + where);
    if (!where.empty() && where.find('?') != std::string::npos) s.bind(1, value);
    std::vector<GameRecord> out;
    while (s.step()) {
        GameRecord r;
        r.id = s.integer(0);
        r.run_id = s.integer(1);
        r.index = static_cast<int>(s.integer(2));
        r.game = s.text(3);
        r.options = parse_options(s.text(4));
        r.specs[0] = s.text(5);
        r.specs[1] = s.text(6);
        r.players[0] = static_cast<int>(s.integer(7));
        r.players[1] = static_cast<int>(s.integer(8));
        r.seed = parse_seed(s.text(9));
        r.opening = s.text(10);
        r.start_position = s.text(11);
        r.outcome = parse_result_text(s.text(12));
        r.termination = s.text(13);
        const auto reason = parse_end_reason(s.text(14));
        r.end_reason = reason ? *reason : legacy_end_reason(r.termination);
        out.push_back(std::move(r));
    }
    if (with_moves)
        for (auto& r : out) load_moves(r);
    return out;
}

void Database::load_moves(GameRecord& record) {
    Statement s(db_, "SELECT move, time_us, score, score_text, note, opening, " +
                         std::string(has_depth_ ? "depth" : "NULL") +
                         " FROM moves "
                         "WHERE game_id = ? ORDER BY ply");
    s.bind(1, record.id);
    while (s.step()) {
        MoveRecord m;
        m.move = s.text(0);
        m.time_us = s.integer(1);
        if (!s.is_null(2)) m.score = static_cast<int>(s.integer(2));
        m.score_text = s.text(3);
        m.note = s.text(4);
        m.opening = s.integer(5) != 0;
        if (!s.is_null(6)) m.depth = static_cast<int>(s.integer(6));
        record.moves.push_back(std::move(m));
    }
}

std::vector<GameRecord> Database::games_of_run(std::int64_t run_id, bool with_moves) {
    return query_games("WHERE run_id = ? ORDER BY game_index", run_id, with_moves);
}

std::vector<GameRecord> Database::all_games(bool with_moves) {
    return query_games("ORDER BY id", 0, with_moves);
}

std::optional<GameRecord> Database::game(std::int64_t id) {
    auto games = query_games("WHERE id = ?", id, true);
    if (games.empty()) return std::nullopt;
    return std::move(games.front());
}

}  // namespace plies::arena
