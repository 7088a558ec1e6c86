/// \file
/// \brief `carnival::made_hand<R>`: a hand's value together with the cards that made it.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card_set.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/eval/ranking.hpp>

#include <string>

namespace carnival {

/// \brief The best hand a selection found: its value and the `R::hand_size` cards that form it
/// (the cards a dealer places "so as to form the highest possible ranking hand", NY (e)(2)).
template <ranking R>
struct made_hand {
    hand_value<R> value;  ///< the hand's value
    card_set cards;       ///< the cards that form it

    /// "Straight, ace high (Qs Kd Ah)"-style text: the description, then the cards.
    [[nodiscard]] std::string describe() const { return value.describe() + " (" + to_string(cards) + ")"; }

    /// Same value and same cards.
    friend constexpr bool operator==(const made_hand&, const made_hand&) = default;
};

}  // namespace carnival
