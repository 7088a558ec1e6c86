/// \file
/// \brief `carnival::uniform_below`: an unbiased integer in [0, n), the same on every platform.
#pragma once

#include <carnival/config.hpp>

#include <carnival/random/bit_generator.hpp>
#include <carnival/random/bounded.hpp>
#include <carnival/random/uniform_bits.hpp>

#include <array>
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

/// The bounds uniform_below serves from a table, without a division: every deck's (n ≤ 64).
inline constexpr std::uint64_t small_bound = 64;

/// \brief What modulo_below needs of a bound \p n ≤ small_bound, computed once: `2^64 mod n`
/// (the words drawn again) and `c = ceil(2^128 / n)`, with which `x mod n` is the high 64 bits of
/// `((c · x) mod 2^128) · n` for every 64-bit x — two multiplications instead of a division
/// (Lemire, Kaser and Kurz, "Faster remainder by direct computation", 2019, Theorem 1: exact
/// since 128 ≥ 64 + log2 n).
struct small_modulus {
    std::uint64_t threshold = 0;  ///< 2^64 mod n
    std::uint64_t high = 0;       ///< c's high 64 bits
    std::uint64_t low = 0;        ///< c's low 64 bits
};

/// small_modulus of \p n (n ≥ 1).
[[nodiscard]] constexpr small_modulus small_modulus_of(std::uint64_t n) noexcept {
    __extension__ using wide = unsigned __int128;
    const wide c = ~wide{0} / n + 1;  // ceil(2^128 / n); 0 (2^128 mod 2^128) for n = 1, where every x mod 1 is 0
    return {static_cast<std::uint64_t>(-n) % n, static_cast<std::uint64_t>(c >> 64), static_cast<std::uint64_t>(c)};
}

/// small_modulus_of(n) for every n from 1 to small_bound (index n).
inline constexpr auto small_moduli = [] {
    std::array<small_modulus, small_bound + 1> table{};
    for (std::uint64_t n = 1; n <= small_bound; ++n) table[n] = small_modulus_of(n);
    return table;
}();

/// `x mod n`, by \p m = small_modulus_of(n).
[[nodiscard]] constexpr std::uint64_t remainder(const small_modulus& m, std::uint64_t x, std::uint64_t n) noexcept {
    __extension__ using wide = unsigned __int128;
    const wide fraction = ((wide{m.high} << 64) | m.low) * x;  // mod 2^128: x / n's fractional part, in 128 bits
    const wide low = static_cast<wide>(static_cast<std::uint64_t>(fraction)) * n;
    const wide high = static_cast<wide>(static_cast<std::uint64_t>(fraction >> 64)) * n;
    return static_cast<std::uint64_t>((high + (low >> 64)) >> 64);
}

/// modulo_below on 64-bit words for a bound \p n ≤ small_bound: the same words drawn, the same result.
template <class Next>
[[nodiscard]] constexpr std::uint64_t small_modulo_below(Next&& next, std::uint64_t n) {
    const small_modulus& m = small_moduli[n];
    for (;;) {
        const std::uint64_t x = next();
        if (x >= m.threshold) return remainder(m, x, n);
    }
}

}  // namespace detail

/// \brief A uniformly distributed integer in `[0, n)` drawn from \p g.
///
/// Rejection sampling on 64-bit words (uniform_bits64, then detail::modulo_below), so every
/// result is exactly equally likely (bounds up to 64, every deck's, by a table of inverses instead
/// of divisions: the same words, the same results); a portable replacement for `std::uniform_int_distribution`,
/// whose algorithm is implementation-defined. Throws std::invalid_argument when \p n is 0.
template <uniform_random_bit_generator G>
[[nodiscard]] constexpr std::uint64_t uniform_below(G& g, std::uint64_t n) {
    if (n == 0) detail::throw_empty_bound("uniform_below");
    if (n <= detail::small_bound) return detail::small_modulo_below([&g] { return uniform_bits64(g); }, n);  // a deck's: no division
    return detail::modulo_below<std::uint64_t>([&g] { return uniform_bits64(g); }, n);
}

}  // namespace carnival
