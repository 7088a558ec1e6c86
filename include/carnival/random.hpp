/// \file
/// \brief The random layer: portable uniform draws and a reproducible shuffle.
#pragma once

#include <carnival/config.hpp>

#include <carnival/random/bit_generator.hpp>
#include <carnival/random/block_generator.hpp>
#include <carnival/random/bounded.hpp>
#include <carnival/random/shuffle.hpp>
#include <carnival/random/uniform_below.hpp>
#include <carnival/random/uniform_bits.hpp>
#include <carnival/random/xoshiro256.hpp>
