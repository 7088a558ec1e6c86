/// \file
/// \brief A 16-bit code for rankings whose categories each fix how many major and minor ranks a
/// hand has: `category_index << 12 | index`, the index ranking the (major, minor) rank masks.
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/detail/value_code.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace carnival::detail {

/// What a code says: the category's index, and its major and minor rank masks (see value_code.hpp).
struct code_parts {
    unsigned category = 0;
    unsigned major = 0;
    unsigned minor = 0;
    friend constexpr bool operator==(const code_parts&, const code_parts&) = default;
};

/// `binomial[n][k]`: the ways to choose k of n ranks (n ≤ 13, k ≤ 5).
inline constexpr auto binomial = [] {
    std::array<std::array<std::uint32_t, 6>, 14> c{};
    for (std::size_t n = 0; n < 14; ++n) {
        c[n][0] = 1;
        for (std::size_t k = 1; k < 6 && k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k < n ? c[n - 1][k] : 0);
    }
    return c;
}();

/// \brief The place of the rank mask \p mask among the masks with as many bits, in increasing
/// order (colexicographic rank): masks with the same number of bits compare as integers, so this
/// keeps their order, and it is below `binomial[13][bits]`.
[[nodiscard]] constexpr std::uint32_t mask_index(unsigned mask) noexcept {
    std::uint32_t index = 0;
    for (std::size_t held = 1; mask != 0 && held < 6; ++held, mask &= mask - 1)
        index += binomial[static_cast<std::size_t>(std::countr_zero(mask))][held];
    return index;
}

/// The mask of \p bits bits whose mask_index() is \p index (the inverse).
[[nodiscard]] constexpr unsigned mask_at(std::uint32_t index, unsigned bits) noexcept {
    unsigned mask = 0;
    for (std::size_t held = bits; held > 0; --held) {
        std::size_t rank = held - 1;  // the highest rank whose binomial does not pass the index
        while (rank + 1 < 13 && binomial[rank + 1][held] <= index) ++rank;
        index -= binomial[rank][held];
        mask |= 1U << rank;
    }
    return mask;
}

/// \brief The compact code of a ranking whose category `c` always has `shape[c][0]` major and
/// `shape[c][1]` minor ranks: `c << 12 | mask_index(major) * binomial[13][minor bits] + mask_index(minor)`.
/// Codes of one category compare as make_code() compares them; every index fits 12 bits when
/// `binomial[13][major bits] * binomial[13][minor bits] <= 4096` (a pair and three kickers: 3,718).
template <std::size_t Categories>
struct compact_code {
    std::array<std::array<unsigned, 2>, Categories> shape;

    /// The code of (\p category, \p major, \p minor).
    [[nodiscard]] constexpr std::uint32_t encode(unsigned category, unsigned major, unsigned minor) const noexcept {
        const std::uint32_t minors = binomial[13][shape[category][1]];
        return category << 12 | (mask_index(major) * minors + mask_index(minor));
    }
    /// The category index of \p code (any code has one).
    [[nodiscard]] static constexpr unsigned category_of(std::uint32_t code) noexcept { return (code >> 12) % Categories; }
    /// What \p code says (the inverse of encode()).
    [[nodiscard]] constexpr code_parts decode(std::uint32_t code) const noexcept {
        const unsigned category = category_of(code);
        const std::uint32_t index = code & 0xFFFU, minors = binomial[13][shape[category][1]];
        return {category, mask_at(index / minors, shape[category][0]), mask_at(index % minors, shape[category][1])};
    }
};

}  // namespace carnival::detail
