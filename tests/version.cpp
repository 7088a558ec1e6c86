// version.hpp: the one place the version is written. CMake reads it (this test fails if the
// project's version is ever written anywhere else and drifts); the installed CMake package
// (consumer.find_package asks for this exact version), the pkg-config file (consumer.pkg_config)
// and the Conan recipe (consumer.conan, scripts/check-conan) are checked against the same number.
#include "support/catch.hpp"

#include <carnival/version.hpp>

#include <string>
#include <string_view>

TEST_CASE("version: the header's numbers are the CMake project's version", "[version]") {
    CHECK(std::string_view{CARNIVAL_VERSION_STRING} == std::string_view{CARNIVAL_TEST_PROJECT_VERSION});
    const std::string parts = std::to_string(CARNIVAL_VERSION_MAJOR) + '.' + std::to_string(CARNIVAL_VERSION_MINOR) +
                              '.' + std::to_string(CARNIVAL_VERSION_PATCH);
    CHECK(parts == CARNIVAL_VERSION_STRING);
    CHECK(CARNIVAL_VERSION == CARNIVAL_VERSION_MAJOR * 10000 + CARNIVAL_VERSION_MINOR * 100 + CARNIVAL_VERSION_PATCH);
    STATIC_REQUIRE(CARNIVAL_VERSION_MINOR < 100);
    STATIC_REQUIRE(CARNIVAL_VERSION_PATCH < 100);
}
