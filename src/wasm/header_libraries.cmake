# For the WebAssembly build (included by the root CMakeLists.txt under Emscripten, whose
# find_package sees only its own sysroot): fmt and nlohmann-json as the header-only libraries
# they can be, from Debian's headers. The headers are copied into the build tree so that the
# compiler sees them without the host's C library headers beside them in /usr/include.
set(PLIES_WASM_HEADERS "${CMAKE_BINARY_DIR}/wasm-headers")
foreach(library fmt nlohmann)
  if(NOT EXISTS /usr/include/${library})
    message(FATAL_ERROR "/usr/include/${library} is missing: install the Debian -dev package "
                        "(scripts/setup.sh)")
  endif()
  file(COPY /usr/include/${library} DESTINATION ${PLIES_WASM_HEADERS})
endforeach()

add_library(plies_wasm_fmt INTERFACE)
target_include_directories(plies_wasm_fmt SYSTEM INTERFACE ${PLIES_WASM_HEADERS})
target_compile_definitions(plies_wasm_fmt INTERFACE FMT_HEADER_ONLY=1)
add_library(fmt::fmt ALIAS plies_wasm_fmt)

add_library(plies_wasm_json INTERFACE)
target_include_directories(plies_wasm_json SYSTEM INTERFACE ${PLIES_WASM_HEADERS})
add_library(nlohmann_json::nlohmann_json ALIAS plies_wasm_json)
