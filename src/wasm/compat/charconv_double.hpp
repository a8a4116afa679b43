// Forced into every file of the WebAssembly build only (scripts/build-wasm.sh, -include):
// Debian's emscripten 3.1.6 ships the libc++ of LLVM 14, which has std::from_chars for integers
// but not for floating point (added in LLVM 17), and the engine parses `blunder=0.2` with it.
// This overload gives the same answers as the standard one for the decimal text the engine
// parses (no leading space or '+', no hex), through strtod in the "C" locale the module runs in.
#pragma once

#include <charconv>
#include <cstdlib>
#include <string>
#include <system_error>

#if defined(__EMSCRIPTEN__) && defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 170000
namespace std {
inline from_chars_result from_chars(const char* first, const char* last, double& value) {
    const string text(first, last);
    const bool plain = !text.empty() && text.find_first_of(" \t\n\v\f\r+xXpP") == string::npos;
    char* end = nullptr;
    const double parsed = plain ? strtod(text.c_str(), &end) : 0.0;
    if (!plain || end == text.c_str()) return {first, errc::invalid_argument};
    value = parsed;
    return {first + (end - text.c_str()), errc{}};
}
}  // namespace std
#endif
