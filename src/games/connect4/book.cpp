#include "games/connect4/book.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <ostream>
#include <sstream>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>

#include "core/data_file.hpp"

#include "core/limits.hpp"
#include "games/connect4/move_sorter.hpp"
#include "games/connect4/solver.hpp"

namespace plies::connect4 {
namespace {

constexpr char kMagic[8] = {'P', 'L', 'I', 'E', 'S', 'C', '4', 'B'};
constexpr std::uint32_t kVersion = 1;
constexpr int kKeyBytes = 7;

void put_le(std::string& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}
std::uint64_t get_le(const char* in, int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= std::uint64_t{static_cast<unsigned char>(in[i])} << (8 * i);
    return value;
}

// Whether `key` is some position's key(): nothing above the 7 columns of 7 bits, and no column
// with all 7 bits set (adding the bottom row would carry out of it, which Position::from_key
// cannot read).
bool is_position_key(std::uint64_t key) {
    constexpr std::uint64_t kColumn = (std::uint64_t{1} << kColumnBits) - 1;
    if (key >> (kWidth * kColumnBits) != 0) return false;
    for (int col = 0; col < kWidth; ++col)
        if (((key >> (col * kColumnBits)) & kColumn) == kColumn) return false;
    return true;
}

}  // namespace

std::uint64_t canonical_key(const Position& position) {
    const std::uint64_t key = position.key();
    return std::min(key, mirror_key(key));
}

std::optional<int> Book::lookup(const Position& position) const {
    if (position.moves() > deepest_) return std::nullopt;
    return lookup_key(canonical_key(position));
}

std::optional<int> Book::lookup_key(std::uint64_t key) const {
    const auto it = std::lower_bound(keys_.begin(), keys_.end(), key);
    if (it == keys_.end() || *it != key) return std::nullopt;
    return scores_[static_cast<std::size_t>(it - keys_.begin())];
}

void Book::add(std::uint64_t key, int score) {
    deepest_ = std::max(deepest_, Position::from_key(key).moves());
    keys_.push_back(key);
    scores_.push_back(static_cast<std::int8_t>(score));
}

void Book::finish() {
    std::vector<std::size_t> order(keys_.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [this](std::size_t a, std::size_t b) { return keys_[a] < keys_[b]; });
    std::vector<std::uint64_t> keys;
    std::vector<std::int8_t> scores;
    keys.reserve(order.size());
    scores.reserve(order.size());
    for (const std::size_t i : order) {
        if (!keys.empty() && keys.back() == keys_[i]) continue;
        keys.push_back(keys_[i]);
        scores.push_back(scores_[i]);
    }
    keys_ = std::move(keys);
    scores_ = std::move(scores);
}

std::optional<Book> Book::load(const std::string& path, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = fmt::format("cannot open book '{}'", path);
        return std::nullopt;
    }
    const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return parse(data, path, error);
}

std::optional<Book> Book::parse(std::string_view data, const std::string& name,
                                std::string& error) {
    constexpr std::size_t kHeader = 8 + 4 + 4 + 8;
    constexpr std::size_t kEntry = kKeyBytes + 1;
    if (data.size() < kHeader || std::memcmp(data.data(), kMagic, 8) != 0) {
        error = fmt::format("'{}' is not a plies Connect Four book", name);
        return std::nullopt;
    }
    const auto version = static_cast<std::uint32_t>(get_le(data.data() + 8, 4));
    const auto depth = static_cast<std::int32_t>(get_le(data.data() + 12, 4));
    const std::uint64_t count = get_le(data.data() + 16, 8);
    // The size check divides: count * kEntry would overflow for a crafted count.
    const std::size_t body = data.size() - kHeader;
    if (version != kVersion || depth < -1 || depth > kCells || body % kEntry != 0 ||
        body / kEntry != count) {
        error = fmt::format("bad book file '{}': bad version, depth or size", name);
        return std::nullopt;
    }
    Book book(depth);
    book.keys_.reserve(count);
    book.scores_.reserve(count);
    const char* p = data.data() + kHeader;
    for (std::uint64_t i = 0; i < count; ++i, p += kEntry) {
        const std::uint64_t key = get_le(p, kKeyBytes);
        const auto score = static_cast<std::int8_t>(p[kKeyBytes]);
        if ((!book.keys_.empty() && key <= book.keys_.back()) || !is_position_key(key) ||
            score < kMinScore - 4 || score > kMaxScore + 4) {
            error = fmt::format("bad book file '{}': corrupt at entry {}", name, i);
            return std::nullopt;
        }
        book.add(key, score);
    }
    return book;
}

bool Book::save(const std::string& path, std::string& error) const {
    std::string data(kMagic, 8);
    put_le(data, kVersion, 4);
    put_le(data, static_cast<std::uint32_t>(depth_), 4);
    put_le(data, keys_.size(), 8);
    for (std::size_t i = 0; i < keys_.size(); ++i) {
        put_le(data, keys_[i], kKeyBytes);
        data.push_back(static_cast<char>(scores_[i]));
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out || !out.write(data.data(), static_cast<std::streamsize>(data.size()))) {
        error = fmt::format("cannot write book '{}'", path);
        return false;
    }
    return true;
}

const Book* default_book() {
#ifdef PLIES_SOURCE_BOOK
    const char* source_path = PLIES_SOURCE_BOOK;
#else
    const char* source_path = nullptr;
#endif
    static const std::optional<Book> book = core::load_first(
        core::data_file_candidates("PLIES_CONNECT4_BOOK", source_path, kShippedBookPath),
        [](const std::string& path, std::string& error) { return Book::load(path, error); });
    return book ? &*book : nullptr;
}

namespace {

// Every position of each level up to `depth` whose game is not over, one per mirror pair, in
// depth-first order (neighbours in the list share most of their subtrees, which keeps the
// solver's table useful from one position to the next).
std::vector<std::vector<Position>> enumerate_levels(int depth) {
    std::vector<std::vector<Position>> levels(static_cast<std::size_t>(depth) + 1);
    std::vector<std::unordered_set<std::uint64_t>> seen(levels.size());
    auto visit = [&](auto&& self, const Position& position) -> void {
        const auto level = static_cast<std::size_t>(position.moves());
        if (!seen[level].insert(canonical_key(position)).second) return;
        levels[level].push_back(position);
        if (position.moves() == depth) return;
        for (const int col : kCentreFirst) {
            if (!position.can_play(col) || position.is_winning_move(col)) continue;
            Position child = position;
            child.play(col);
            self(self, child);
        }
    };
    visit(visit, Position{});
    return levels;
}

std::unordered_map<std::uint64_t, int> read_partial(const std::string& path) {
    std::unordered_map<std::uint64_t, int> solved;
    std::ifstream in(path);
    std::string line;
    // A run killed while writing may leave a last line without its newline: ignore it, it may
    // be cut inside the score.
    while (std::getline(in, line) && !in.eof()) {
        std::istringstream fields(line);
        std::uint64_t key = 0;
        int score = 0;
        std::string extra;
        if ((fields >> key >> score) && !(fields >> extra) && score >= kMinScore &&
            score <= kMaxScore + 4)
            solved[key] = score;
    }
    return solved;
}

// The partial files of a book: `out_path.partial` and every shard's `out_path.partial.<k>`.
std::vector<std::string> partial_files(const std::string& partial_path) {
    std::vector<std::string> files{partial_path};
    const std::filesystem::path path(partial_path);
    const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : ".";
    const std::string prefix = path.filename().string() + ".";
    std::error_code ignored;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ignored)) {
        const std::string name = entry.path().filename().string();
        if (name.size() > prefix.size() && name.compare(0, prefix.size(), prefix) == 0 &&
            name.find_first_not_of("0123456789", prefix.size()) == std::string::npos)
            files.push_back(
                (path.has_parent_path() ? dir / name : std::filesystem::path(name)).string());
    }
    return files;
}

}  // namespace

bool generate_book(int depth, const std::string& out_path, std::size_t table_bytes,
                   std::chrono::seconds budget, std::ostream& log, BookProgress& progress,
                   std::string& error, BookShard shard) {
    if (depth < 0 || depth > 16) {
        error = fmt::format("book depth must be 0-16 (got {})", depth);
        return false;
    }
    if (shard.count < 1 || shard.index < 0 || shard.index >= shard.count) {
        error = fmt::format("bad shard {}/{}: use K/N with 0 <= K < N", shard.index, shard.count);
        return false;
    }
    const bool sharded = shard.count > 1;
    const auto levels = enumerate_levels(depth);
    const std::string partial_path = out_path + ".partial";
    const auto partials = partial_files(partial_path);
    std::unordered_map<std::uint64_t, int> solved;
    for (const auto& file : partials) solved.merge(read_partial(file));
    // Every entry of a book already at `out_path` is kept, whatever its depth: the level-D
    // ones count as solved (resuming), the deeper ones go into the new book unchanged (a
    // shallower run must not throw away a deeper book's work), and the shallower ones stay
    // even if this run cannot derive them again.
    int previous_depth = -1;
    {
        std::string ignored;  // no book there yet: nothing to resume from
        if (const auto previous = Book::load(out_path, ignored)) {
            previous_depth = previous->depth();
            for (std::size_t i = 0; i < previous->size(); ++i)
                solved.emplace(previous->key_at(i), previous->score_at(i));
        }
    }
    const std::string write_path =
        sharded ? fmt::format("{}.{}", partial_path, shard.index) : partial_path;
    std::ofstream partial(write_path, std::ios::app);
    if (!partial) {
        error = fmt::format("cannot write '{}'", write_path);
        return false;
    }

    const auto& deepest = levels.back();
    progress.positions = deepest.size();
    const auto already = std::count_if(deepest.begin(), deepest.end(), [&](const Position& p) {
        return solved.contains(canonical_key(p));
    });
    log << fmt::format("{} positions at {} moves, {} already solved\n", deepest.size(), depth,
                       already);
    Solver solver(table_bytes);
    core::SearchLimits limits;
    limits.time = budget;
    core::SearchControl control(limits, nullptr);
    solver.set_control(&control);
    // This run's share of the positions still unsolved: all of them, or one shard's block.
    std::vector<const Position*> unsolved;
    for (const Position& position : deepest)
        if (!solved.contains(canonical_key(position))) unsolved.push_back(&position);
    const std::size_t first = unsolved.size() * static_cast<std::size_t>(shard.index) /
                              static_cast<std::size_t>(shard.count);
    const std::size_t last = unsolved.size() * static_cast<std::size_t>(shard.index + 1) /
                             static_cast<std::size_t>(shard.count);
    if (sharded)
        log << fmt::format("shard {}/{}: {} of the {} unsolved positions\n", shard.index,
                           shard.count, last - first, unsolved.size());
    progress.resumed = deepest.size() - unsolved.size();
    const auto start = std::chrono::steady_clock::now();
    auto last_report = start;
    std::size_t done = progress.resumed;
    for (std::size_t i = first; i < last; ++i) {
        const Position& position = *unsolved[i];
        const std::uint64_t key = canonical_key(position);
        if (solved.contains(key)) continue;  // a mirror image met earlier in this run
        const auto score = solver.solve(position);
        if (!score) break;  // out of time: the partial file keeps what is done
        ++done;
        solved[key] = *score;
        partial << key << ' ' << *score << '\n' << std::flush;
        const auto now = std::chrono::steady_clock::now();
        if (now - last_report > std::chrono::seconds(30)) {
            last_report = now;
            log << fmt::format("{}/{} solved, {:.0f} s\n", done, deepest.size(),
                               std::chrono::duration<double>(now - start).count());
        }
    }
    partial.close();
    progress.solved = done;
    progress.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (sharded) {
        log << fmt::format(
            "shard {}/{} done: {} solved in {:.0f} s, in {}; an unsharded run "
            "writes the book\n",
            shard.index, shard.count, done - progress.resumed, progress.seconds, write_path);
        return true;
    }

    // Shallower levels by negamax over the children, deepest first, wherever every child is
    // known. The book's depth is the deepest level complete from the empty board down (or the
    // earlier book's, if that went deeper and this run completed every level up to D).
    for (int level = depth - 1; level >= 0; --level) {
        for (const Position& position : levels[static_cast<std::size_t>(level)]) {
            int best = -kCells;
            bool known = true;
            for (int col = 0; col < kWidth && known; ++col) {
                if (!position.can_play(col)) continue;
                if (position.is_winning_move(col)) {
                    best = std::max(best, immediate_win_score(position.moves()));
                    continue;
                }
                Position child = position;
                child.play(col);
                const auto found = solved.find(canonical_key(child));
                known = found != solved.end();
                if (known) best = std::max(best, -found->second);
            }
            if (known) solved[canonical_key(position)] = best;
        }
    }
    auto level_known = [&](int level) {
        const auto& positions = levels[static_cast<std::size_t>(level)];
        return std::all_of(positions.begin(), positions.end(), [&](const Position& position) {
            return solved.contains(canonical_key(position));
        });
    };
    int complete = -1;
    while (complete < depth && level_known(complete + 1)) ++complete;
    if (complete == depth) complete = std::max(complete, previous_depth);
    Book book(complete);
    for (const auto& [key, score] : solved) book.add(key, score);
    book.finish();
    if (!book.save(out_path, error)) return false;
    progress.complete_depth = complete;
    if (complete == depth)
        for (const auto& file : partials) std::remove(file.c_str());
    log << fmt::format("wrote {} positions to {} (complete to depth {})\n", book.size(), out_path,
                       complete);
    return true;
}

}  // namespace plies::connect4
