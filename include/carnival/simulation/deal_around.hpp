/// \file
/// \brief `carnival::simulation::deal_around<Game>(hole)`: a deal of a game made up ahead of
/// play, for a plan that settles every round alike once (hole_card_plan, ending_counts).
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/colex.hpp>
#include <carnival/settlement/dealt_cards.hpp>

#include <bit>
#include <cstddef>

namespace carnival::simulation {

/// \brief A deal of \p Game whose player holds the cards of \p hole (a mask of exactly the
/// player's number of cards, or 0: the lowest cards), and every other hand the lowest cards left,
/// in order.
template <class Game>
[[nodiscard]] dealt_cards<Game> deal_around(card_mask hole = 0) noexcept {
    dealt_cards<Game> d;
    card_mask left = full_deck & ~hole;
    const auto take = [](card_mask& from) {
        const card c = card::from_dense_index_unchecked(std::countr_zero(from));
        from &= from - 1;
        return c;
    };
    for (card& c : d.player) c = take(hole != 0 ? hole : left);
    for (card& c : d.dealer) c = take(left);
    for (card& c : d.board) c = take(left);
    return d;
}

}  // namespace carnival::simulation
