# Copies the header-only libraries the engine uses from the host (/usr/include) into the build
# tree, so the WebAssembly build sees them without seeing the host's C library headers.
if(NOT PLIES_WASM_HEADERS)
  set(PLIES_WASM_HEADERS "${CMAKE_BINARY_DIR}/wasm-headers")
  foreach(library fmt nlohmann)
    if(NOT EXISTS /usr/include/${library})
      message(FATAL_ERROR "/usr/include/${library} is missing: install the Debian -dev package")
    endif()
    file(COPY /usr/include/${library} DESTINATION ${PLIES_WASM_HEADERS})
  endforeach()
endif()
