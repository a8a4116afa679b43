// Fuzzes the Connect Four opening-book loader (data/connect4/book.bin's format, book.hpp) on the
// file's bytes; a loaded book is then looked up.
#include "fuzz_support.hpp"
#include "games/connect4/book.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace plies::connect4;
    std::string error;
    const auto book = Book::parse(plies::fuzz::as_text(data, size), "input", error);
    plies::fuzz::check(book.has_value() != !error.empty(), "an error exactly when nothing loads",
                       "(binary)");
    if (!book) return 0;
    for (std::size_t i = 0; i < book->size(); ++i)
        plies::fuzz::check(book->lookup_key(book->key_at(i)) == book->score_at(i),
                           "every entry is found", "(binary)");
    (void)book->lookup(Position{});
    return 0;
}
