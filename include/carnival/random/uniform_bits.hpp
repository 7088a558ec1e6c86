/// \file
/// \brief `carnival::uniform_bits64`: 64 uniform random bits from any uniform random bit generator.
#pragma once

#include <carnival/config.hpp>

#include <carnival/random/bit_generator.hpp>

#include <bit>
#include <cstdint>

namespace carnival {

/// \brief 64 independent uniform bits from \p g, whatever its range.
///
/// The algorithm is fixed here, not left to the standard library, so a given generator state
/// gives the same bits on every compiler and platform:
/// - a generator whose range is all 64 bits is used as is;
/// - one whose range holds 2^k values contributes k bits per call, most significant first;
/// - any other range is cut to its largest power of two by rejection, then as above.
template <uniform_random_bit_generator G>
[[nodiscard]] constexpr std::uint64_t uniform_bits64(G& g) {
    using result = typename G::result_type;
    constexpr std::uint64_t lo = static_cast<std::uint64_t>(G::min());
    constexpr std::uint64_t span = static_cast<std::uint64_t>(G::max()) - lo;  // values - 1
    if constexpr (span == ~std::uint64_t{0}) {
        return static_cast<std::uint64_t>(static_cast<result>(g())) - lo;
    } else {
        // k bits per call: the largest power of two not above span + 1.
        constexpr int k = std::bit_width(span + 1) - 1;
        constexpr std::uint64_t limit = std::uint64_t{1} << k;
        std::uint64_t bits = 0;
        for (int have = 0; have < 64; have += k) {
            std::uint64_t v = 0;
            do {
                v = static_cast<std::uint64_t>(g()) - lo;
            } while (v >= limit);  // never true when span + 1 is a power of two
            bits = (bits << k) | v;
        }
        return bits;
    }
}

}  // namespace carnival
