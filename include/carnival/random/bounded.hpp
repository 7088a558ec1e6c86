/// \file
/// \brief `carnival::bounded`: an unbiased integer in [0, n) by multiplication (Lemire), for hot
/// loops; a fixed algorithm, the same on every platform.
#pragma once

#include <carnival/config.hpp>

#include <carnival/random/bit_generator.hpp>

#include <concepts>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace carnival {

namespace detail {

/// The high and low halves of the 128-bit product of two 64-bit words, from four 32-bit products
/// (any platform; the tests hold the native product to it).
constexpr void multiply_wide_by_halves(std::uint64_t a, std::uint64_t b, std::uint64_t& high, std::uint64_t& low) noexcept {
    const std::uint64_t a_lo = a & 0xFFFFFFFFULL, a_hi = a >> 32, b_lo = b & 0xFFFFFFFFULL, b_hi = b >> 32;
    const std::uint64_t lo_lo = a_lo * b_lo, hi_lo = a_hi * b_lo, lo_hi = a_lo * b_hi, hi_hi = a_hi * b_hi;
    const std::uint64_t cross = (lo_lo >> 32) + (hi_lo & 0xFFFFFFFFULL) + lo_hi;
    high = hi_hi + (hi_lo >> 32) + (cross >> 32);
    low = (cross << 32) | (lo_lo & 0xFFFFFFFFULL);
}

/// \brief The high and low halves of the double-width product of two W-bit words: one
/// instruction where the compiler has a 128-bit integer type (the same bits as by halves).
template <std::unsigned_integral W>
constexpr void multiply_wide(W a, W b, W& high, W& low) noexcept {
    if constexpr (sizeof(W) <= 4) {
        const std::uint64_t product = std::uint64_t{a} * b;
        high = static_cast<W>(product >> (8 * sizeof(W)));
        low = static_cast<W>(product);
    } else {
        static_assert(sizeof(W) == 8, "multiply_wide: words of 8 to 64 bits");
#if defined(__SIZEOF_INT128__)
        __extension__ typedef unsigned __int128 wide;
        const wide product = static_cast<wide>(a) * b;
        high = static_cast<W>(product >> 64);
        low = static_cast<W>(product);
#else
        multiply_wide_by_halves(a, b, high, low);
#endif
    }
}

/// \brief Lemire's multiply-and-reject method on W-bit words from \p next: the high half of
/// `word * n`, drawing again while the low half is below `2^W mod n`. Each of the n results then
/// comes from exactly `floor(2^W / n)` words, so it is exactly uniform (the tests enumerate every
/// 8-bit word for every n to prove it; bounded() is the 64-bit instance). Precondition: n > 0.
template <std::unsigned_integral W, class Next>
[[nodiscard]] constexpr W lemire_below(Next&& next, W n) {
    W high{}, low{};
    multiply_wide<W>(static_cast<W>(next()), n, high, low);
    if (low < n) {
        const W threshold = static_cast<W>(static_cast<W>(-n) % n);  // 2^W mod n
        while (low < threshold) multiply_wide<W>(static_cast<W>(next()), n, high, low);
    }
    return high;
}

[[noreturn, gnu::cold, gnu::noinline]] inline void throw_empty_bound(const char* function) {
    throw std::invalid_argument(std::string("carnival::") + function + ": the bound n must be positive, got 0");
}

}  // namespace detail

/// \brief A uniformly distributed integer in `[0, n)` from a generator with a full 64-bit range
/// (e.g. xoshiro256ss), by Lemire's multiply-and-reject method (detail::lemire_below): exactly
/// unbiased, and rarely needs a division. Throws std::invalid_argument when \p n is 0.
template <uniform_random_bit_generator G>
    requires(G::min() == 0 && G::max() == ~std::uint64_t{0})
[[nodiscard]] constexpr std::uint64_t bounded(G& g, std::uint64_t n) {
    if (n == 0) detail::throw_empty_bound("bounded");
    return detail::lemire_below<std::uint64_t>(g, n);
}

}  // namespace carnival
