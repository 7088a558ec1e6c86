/// \file
/// \brief The bit layout of a hand value's code, and the rank-mask arithmetic the rankings share.
#pragma once

#include <carnival/config.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

namespace carnival::detail {

/// \brief A hand value's code: `category_index << 26 | major << 13 | minor`.
///
/// - `category_index`: position of the category in the ranking's order (0 = lowest);
/// - `major`: 13-bit rank mask of the ranks that define the category (the pair, the trips, the two
///   pairs, the full house's trips, the top card of a straight), empty for high card and flush;
/// - `minor`: 13-bit rank mask of the remaining deciding ranks (kickers, a full house's pair, all
///   ranks of a high-card hand or flush).
///
/// Within a category, two rank masks with the same number of bits compare as integers exactly as
/// the rule texts compare hands: the hand holding the highest rank the other lacks is higher
/// (NY (b)(3)). So comparing codes as integers ranks hands.
inline constexpr int category_shift = 26;
inline constexpr int major_shift = 13;
inline constexpr std::uint32_t rank_mask_bits = 0x1FFFU;

/// Assembles a code.
[[nodiscard]] constexpr std::uint32_t make_code(unsigned category_index, unsigned major, unsigned minor) noexcept {
    return static_cast<std::uint32_t>(category_index << category_shift | major << major_shift | minor);
}
/// The category index of \p code.
[[nodiscard]] constexpr unsigned code_category(std::uint32_t code) noexcept { return code >> category_shift; }
/// The major rank mask of \p code.
[[nodiscard]] constexpr unsigned code_major(std::uint32_t code) noexcept { return (code >> major_shift) & rank_mask_bits; }
/// The minor rank mask of \p code.
[[nodiscard]] constexpr unsigned code_minor(std::uint32_t code) noexcept { return code & rank_mask_bits; }

/// `popcount13_table[m]`: bits set in the 13-bit mask m (for targets without a popcount instruction).
inline constexpr auto popcount13_table = [] {
    std::array<std::uint8_t, 8192> t{};
    for (unsigned m = 0; m < 8192; ++m) t[m] = static_cast<std::uint8_t>(std::popcount(m));
    return t;
}();

/// Bits set in a 13-bit mask: one instruction where the target has it, a 8 KiB table otherwise.
[[nodiscard]] constexpr int popcount13(unsigned mask) noexcept {
#if defined(__POPCNT__) || defined(__aarch64__) || defined(_M_ARM64)
    return std::popcount(mask);
#else
    if (std::is_constant_evaluated()) return std::popcount(mask);
    return popcount13_table[mask & rank_mask_bits];
#endif
}

/// The \p k highest bits of \p mask (all of them if it has fewer).
[[nodiscard]] constexpr unsigned top_bits(unsigned mask, int k) noexcept {
    for (int n = popcount13(mask); n > k; --n) mask &= mask - 1;
    return mask;
}

/// Highest bit of a non-zero \p mask, as a mask.
[[nodiscard]] constexpr unsigned top_bit(unsigned mask) noexcept {
    return mask == 0 ? 0U : 1U << (std::bit_width(mask) - 1);
}

/// \brief The top rank of the highest straight of \p length consecutive ranks in \p ranks, as a
/// one-bit rank mask, or 0 if none. The ace (bit 12) also plays below the two, so A-2-3 is a
/// three-card straight with top rank three and A-2-3-4-5 a five-card one with top rank five.
[[nodiscard]] constexpr unsigned straight_top(unsigned ranks, int length) noexcept {
    // Extended mask: bit 0 is the low ace, bit i + 1 is rank i.
    const unsigned e = (ranks << 1) | ((ranks >> 12) & 1U);
    unsigned run = e;
    for (int i = 1; i < length; ++i) run &= e >> i;  // bit j: ranks j … j + length - 1 (extended) all present
    if (run == 0) return 0;
    // Top extended index is bit_width(run) - 1 + length - 1; the rank index is one less.
    return 1U << (std::bit_width(run) + length - 3);
}

}  // namespace carnival::detail
