/// \file
/// \brief `carnival::hand_category`: the names of poker hand categories.
#pragma once

#include <carnival/config.hpp>

#include <cstdint>
#include <string_view>

namespace carnival {

/// \brief A poker hand category, by name.
///
/// The enumerators name categories; they do not rank them. How categories rank is up to a
/// ranking policy (in three-card poker a straight beats a flush, NY (b)(2); in five-card poker
/// a flush beats a straight): see `ranking::categories`. Pay tables key on these names.
enum class hand_category : std::uint8_t {
    high_card,
    pair,
    two_pair,
    three_of_a_kind,
    straight,
    flush,
    full_house,
    four_of_a_kind,
    straight_flush,
    royal_flush,
};

/// Number of hand_category enumerators.
inline constexpr int hand_category_count = 10;

/// The category's name as the rule texts write it: "High card", "Pair", "Two pair", "Three of a
/// kind", "Straight", "Flush", "Full house", "Four of a kind", "Straight flush", "Royal flush".
[[nodiscard]] constexpr std::string_view name(hand_category c) noexcept {
    switch (c) {
        case hand_category::high_card: return "High card";
        case hand_category::pair: return "Pair";
        case hand_category::two_pair: return "Two pair";
        case hand_category::three_of_a_kind: return "Three of a kind";
        case hand_category::straight: return "Straight";
        case hand_category::flush: return "Flush";
        case hand_category::full_house: return "Full house";
        case hand_category::four_of_a_kind: return "Four of a kind";
        case hand_category::straight_flush: return "Straight flush";
        case hand_category::royal_flush: return "Royal flush";
    }
    return "?";
}

}  // namespace carnival
