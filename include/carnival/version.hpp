/// \file
/// \brief carnival's version: the one place it is written.
///
/// CMakeLists.txt and the Conan recipe (conan/conanfile.py) read the three numbers below, and a
/// test (tests/version.cpp) fails if the CMake package, the pkg-config file or the recipe disagree.
#pragma once

#include <carnival/config.hpp>

/// Major version.
#define CARNIVAL_VERSION_MAJOR 0
/// Minor version.
#define CARNIVAL_VERSION_MINOR 1
/// Patch version.
#define CARNIVAL_VERSION_PATCH 0
/// The version as one number: major * 10000 + minor * 100 + patch.
#define CARNIVAL_VERSION (CARNIVAL_VERSION_MAJOR * 10000 + CARNIVAL_VERSION_MINOR * 100 + CARNIVAL_VERSION_PATCH)

/// \cond
#define CARNIVAL_DETAIL_STRINGIZE2(x) #x
#define CARNIVAL_DETAIL_STRINGIZE(x) CARNIVAL_DETAIL_STRINGIZE2(x)
/// \endcond

/// The version as text, "major.minor.patch".
#define CARNIVAL_VERSION_STRING                                                                    \
    CARNIVAL_DETAIL_STRINGIZE(CARNIVAL_VERSION_MAJOR)                                              \
    "." CARNIVAL_DETAIL_STRINGIZE(CARNIVAL_VERSION_MINOR) "." CARNIVAL_DETAIL_STRINGIZE(CARNIVAL_VERSION_PATCH)
