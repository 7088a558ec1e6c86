/// \file
/// \brief `carnival::uniform_below`: an unbiased integer in [0, n), the same on every platform.
#pragma once

#include <carnival/config.hpp>

#include <carnival/random/bit_generator.hpp>
#include <carnival/random/bounded.hpp>
#include <carnival/random/uniform_bits.hpp>

#include <concepts>
#include <cstdint>
#include <stdexcept>

namespace carnival {

namespace detail {

/// \brief Rejection sampling on W-bit words from \p next: words below `2^W mod n` are drawn
/// again and the rest taken modulo n, so each result comes from exactly `floor(2^W / n)` words
/// (the tests enumerate every 8-bit word for every n; uniform_below is the 64-bit instance).
/// Precondition: n > 0.
template <std::unsigned_integral W, class Next>
[[nodiscard]] constexpr W modulo_below(Next&& next, W n) {
    const W threshold = static_cast<W>(static_cast<W>(-n) % n);  // 2^W mod n
    for (;;) {
        const W x = static_cast<W>(next());
        if (x >= threshold) return static_cast<W>(x % n);
    }
}

}  // namespace detail

/// \brief A uniformly distributed integer in `[0, n)` drawn from \p g.
///
/// Rejection sampling on 64-bit words (uniform_bits64, then detail::modulo_below), so every
/// result is exactly equally likely; a portable replacement for `std::uniform_int_distribution`,
/// whose algorithm is implementation-defined. Throws std::invalid_argument when \p n is 0.
template <uniform_random_bit_generator G>
[[nodiscard]] constexpr std::uint64_t uniform_below(G& g, std::uint64_t n) {
    if (n == 0) detail::throw_empty_bound("uniform_below");
    return detail::modulo_below<std::uint64_t>([&g] { return uniform_bits64(g); }, n);
}

}  // namespace carnival
