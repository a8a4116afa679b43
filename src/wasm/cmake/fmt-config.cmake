# For the Emscripten build only (scripts/build-wasm.sh points fmt_DIR here): Debian's fmt,
# used header-only, since its compiled library is for the host, not WebAssembly.
include(${CMAKE_CURRENT_LIST_DIR}/wasm-headers.cmake)
if(NOT TARGET fmt::fmt)
  add_library(fmt::fmt INTERFACE IMPORTED)
  set_target_properties(fmt::fmt PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${PLIES_WASM_HEADERS}"
    INTERFACE_COMPILE_DEFINITIONS FMT_HEADER_ONLY=1)
endif()
set(fmt_FOUND TRUE)
