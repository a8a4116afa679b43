# For the Emscripten build only: Debian's nlohmann-json headers (header-only already).
include(${CMAKE_CURRENT_LIST_DIR}/wasm-headers.cmake)
if(NOT TARGET nlohmann_json::nlohmann_json)
  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
  set_target_properties(nlohmann_json::nlohmann_json PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${PLIES_WASM_HEADERS}")
endif()
set(nlohmann_json_FOUND TRUE)
