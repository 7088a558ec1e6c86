// The test runner's main() for Catch2 2; Catch2 3 links Catch2::Catch2WithMain instead.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
