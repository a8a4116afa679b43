// The translation unit that carries the tests' shared precompiled header (tests/CMakeLists.txt).
