/// \file
/// \brief Human descriptions of hand values, shared by every ranking.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/rank.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/hand_category.hpp>

#include <bit>
#include <string>

namespace carnival::detail {

/// Rank names of \p mask, highest first, joined by '-': "ace-king-nine".
inline std::string rank_list(unsigned mask) {
    std::string out;
    while (mask != 0) {
        const int top = std::bit_width(mask) - 1;
        if (!out.empty()) out += '-';
        out += name(rank_at(top));
        mask &= ~(1U << top);
    }
    return out;
}

/// The name of the highest rank in a non-empty \p mask.
inline std::string top_name(unsigned mask) { return std::string(name(rank_at(std::bit_width(mask) - 1))); }

/// The plural name of the highest rank in a non-empty \p mask.
inline std::string top_plural(unsigned mask) { return std::string(plural_name(rank_at(std::bit_width(mask) - 1))); }

/// ", ace kicker" or ", ace-queen kickers", or nothing when \p kickers is empty.
inline std::string kicker_text(unsigned kickers) {
    if (kickers == 0) return {};
    return ", " + rank_list(kickers) + (std::has_single_bit(kickers) ? " kicker" : " kickers");
}

/// \brief Describes a hand of category \p c with the major and minor rank masks of its code:
/// "Pair of kings, ace kicker", "Straight, ace high", "Full house, kings full of nines".
inline std::string describe(hand_category c, unsigned major, unsigned minor) {
    switch (c) {
        case hand_category::high_card: return "High card, " + rank_list(minor);
        case hand_category::pair: return "Pair of " + top_plural(major) + kicker_text(minor);
        case hand_category::two_pair:
            return "Two pair, " + top_plural(major) + " and " + top_plural(major & ~top_bit(major)) + kicker_text(minor);
        case hand_category::three_of_a_kind: return "Three of a kind, " + top_plural(major) + kicker_text(minor);
        case hand_category::straight: return "Straight, " + top_name(major) + " high";
        case hand_category::flush: return "Flush, " + rank_list(minor);
        case hand_category::full_house: return "Full house, " + top_plural(major) + " full of " + top_plural(minor);
        case hand_category::four_of_a_kind: return "Four of a kind, " + top_plural(major) + kicker_text(minor);
        case hand_category::straight_flush: return "Straight flush, " + top_name(major) + " high";
        case hand_category::royal_flush: return "Royal flush";
    }
    return "?";
}

}  // namespace carnival::detail
