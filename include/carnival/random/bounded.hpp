/// \file
/// \brief `carnival::bounded`: an unbiased integer in [0, n) by multiplication (Lemire), for hot
/// loops; a fixed algorithm, the same on every platform.
#pragma once

#include <carnival/config.hpp>

#include <cstdint>
#include <random>

namespace carnival {

namespace detail {
/// The high and low 64-bit halves of a * b, computed portably.
constexpr void multiply_64(std::uint64_t a, std::uint64_t b, std::uint64_t& high, std::uint64_t& low) noexcept {
    const std::uint64_t a_lo = a & 0xFFFFFFFFULL, a_hi = a >> 32, b_lo = b & 0xFFFFFFFFULL, b_hi = b >> 32;
    const std::uint64_t lo_lo = a_lo * b_lo, hi_lo = a_hi * b_lo, lo_hi = a_lo * b_hi, hi_hi = a_hi * b_hi;
    const std::uint64_t cross = (lo_lo >> 32) + (hi_lo & 0xFFFFFFFFULL) + lo_hi;
    high = hi_hi + (hi_lo >> 32) + (cross >> 32);
    low = (cross << 32) | (lo_lo & 0xFFFFFFFFULL);
}
}  // namespace detail

/// \brief A uniformly distributed integer in `[0, n)` from a generator with a full 64-bit range
/// (e.g. xoshiro256ss), by Lemire's multiply-and-reject method: exactly unbiased, and rarely
/// needs a division. Precondition: n > 0.
template <std::uniform_random_bit_generator G>
    requires(G::min() == 0 && G::max() == ~std::uint64_t{0})
[[nodiscard]] constexpr std::uint64_t bounded(G& g, std::uint64_t n) noexcept {
    std::uint64_t high = 0, low = 0;
    detail::multiply_64(g(), n, high, low);
    if (low < n) {
        const std::uint64_t threshold = (0 - n) % n;
        while (low < threshold) detail::multiply_64(g(), n, high, low);
    }
    return high;
}

}  // namespace carnival
