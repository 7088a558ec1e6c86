/// \file
/// \brief carnival's version.
#pragma once

/// Major version.
#define CARNIVAL_VERSION_MAJOR 0
/// Minor version.
#define CARNIVAL_VERSION_MINOR 1
/// Patch version.
#define CARNIVAL_VERSION_PATCH 0
/// The version as one number: major * 10000 + minor * 100 + patch.
#define CARNIVAL_VERSION (CARNIVAL_VERSION_MAJOR * 10000 + CARNIVAL_VERSION_MINOR * 100 + CARNIVAL_VERSION_PATCH)
