/// \file
/// \brief `carnival::block_generator(seed, block)`: the generator of numbered block \p block of a
/// run seeded with \p seed — what every simulation's blocks and a table's shuffles draw from, so
/// that a result depends on the seed alone, not on threads or on who asks first.
#pragma once

#include <carnival/config.hpp>

#include <carnival/random/xoshiro256.hpp>

#include <cstdint>

namespace carnival {

/// \brief The generator of block \p block of a run seeded with \p seed. The seed is mixed before
/// the block number joins it, so distinct (seed, block) pairs give unrelated generators (block b
/// of seed a is not block a of seed b).
[[nodiscard]] constexpr xoshiro256ss block_generator(std::uint64_t seed, std::uint64_t block) noexcept {
    return xoshiro256ss(splitmix64(splitmix64(seed) ^ block));
}

}  // namespace carnival
