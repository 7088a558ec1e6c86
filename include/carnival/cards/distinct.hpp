/// \file
/// \brief `carnival::insert_distinct`: the check that cards handed in are cards, each dealt once.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/error.hpp>

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace carnival {

namespace detail {
// The messages of insert_distinct, out of line so that the check itself stays small.
[[noreturn, gnu::cold, gnu::noinline]] inline void throw_not_a_card(std::string_view whose, std::size_t at, card c) {
    throw invalid_cards("carnival: " + std::string(whose) + " card " + std::to_string(at + 1) + " has code " +
                        std::to_string(c.code()) + ", which is not a card (16 * suit + rank: suit 0 to 3, rank 0 to 12)");
}
[[noreturn, gnu::cold, gnu::noinline]] inline void throw_dealt_twice(std::string_view whose, card c) {
    throw invalid_cards("carnival: the card " + to_string(c) + " (" + std::string(whose) +
                        ") was dealt twice: every card of a round is distinct");
}
}  // namespace detail

/// \brief Adds \p cards to \p seen; throws invalid_cards, naming \p whose card and its value, when
/// one is not one of the 52 cards (bytes copied in from elsewhere) or is already in \p seen (a
/// card cannot be dealt twice). On a throw, \p seen holds the cards before the bad one.
constexpr void insert_distinct(card_set& seen, std::span<const card> cards, std::string_view whose) {
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const card c = cards[i];
        if (!c.is_valid()) detail::throw_not_a_card(whose, i, c);
        if (seen.contains(c)) detail::throw_dealt_twice(whose, c);
        seen.insert(c);
    }
}

}  // namespace carnival
