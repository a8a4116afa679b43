# For the Emscripten build only: the command line is not part of the WebAssembly module, so
# CLI11 is only named (its targets are configured but never built there).
if(NOT TARGET CLI11::CLI11)
  add_library(CLI11::CLI11 INTERFACE IMPORTED)
endif()
set(CLI11_FOUND TRUE)
