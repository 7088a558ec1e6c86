/// \file
/// \brief `carnival::uniform_below`: an unbiased integer in [0, n), the same on every platform.
#pragma once

#include <carnival/config.hpp>

#include <carnival/random/uniform_bits.hpp>

#include <cstdint>
#include <random>
#include <stdexcept>

namespace carnival {

/// \brief A uniformly distributed integer in `[0, n)` drawn from \p g.
///
/// Rejection sampling on 64-bit words (uniform_bits64): words below `2^64 mod n` are drawn
/// again, so every result is exactly equally likely; a portable replacement for
/// `std::uniform_int_distribution`, whose algorithm is implementation-defined.
/// Throws std::invalid_argument when \p n is 0.
template <std::uniform_random_bit_generator G>
[[nodiscard]] constexpr std::uint64_t uniform_below(G& g, std::uint64_t n) {
    if (n == 0) throw std::invalid_argument("carnival::uniform_below: the bound n must be positive, got 0");
    const std::uint64_t threshold = (0 - n) % n;  // 2^64 mod n
    for (;;) {
        const std::uint64_t x = uniform_bits64(g);
        if (x >= threshold) return x % n;
    }
}

}  // namespace carnival
