/// \file
/// \brief The simulation layer: seeded, multi-threaded, shardable Monte Carlo.
#pragma once

#include <carnival/config.hpp>

#include <carnival/simulation/blocks.hpp>
#include <carnival/simulation/settled_rounds.hpp>
