/// \file
/// \brief Which cards a wager looks at, and how it values them: `ranked_hand`, `raw_cards`.
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/ranking.hpp>
#include <carnival/rules/card_source.hpp>
#include <carnival/eval/selection.hpp>

#include <array>
#include <cstddef>

namespace carnival {

/// \brief A hand valued by ranking \p R with selection \p S over the cards of \p From, laid out
/// in that order. Three Card Poker's player hand: `ranked_hand<three_card, all_of<3>,
/// card_source::player>`; the six-card bonus: `ranked_hand<five_card, best_of<6>,
/// card_source::player, card_source::dealer>` (NY (f)(2)); Mini-Tex: `ranked_hand<three_card,
/// hole_and_board<2, 3, 1, 2>, card_source::player, card_source::board>` (13:69F-37 (g)).
template <ranking R, class S, card_source... From>
    requires selection_for<S, R>
struct ranked_hand {
    using ranking_type = R;    ///< how the hand is valued
    using selection_type = S;  ///< which subsets may form it
    /// The card sources, in layout order.
    static constexpr std::array<card_source, sizeof...(From)> sources{From...};
    /// Cards the selection reads.
    static constexpr std::size_t card_count = S::card_count;
    static_assert(sizeof...(From) > 0, "carnival::ranked_hand: name at least one card source");
};

/// \brief The cards of \p From as they are, unranked (pocket poker pays on the player's two hole
/// cards themselves, 13:69F-37 (g)(6)).
template <card_source... From>
struct raw_cards {
    /// The card sources, in layout order.
    static constexpr std::array<card_source, sizeof...(From)> sources{From...};
    static_assert(sizeof...(From) > 0, "carnival::raw_cards: name at least one card source");
};

/// The dealer's hand of a game without one (Let It Ride pays its bets on a pay table).
struct no_dealer_hand {};

namespace detail {
template <class H> inline constexpr bool is_ranked_hand = requires { typename H::ranking_type; };
}  // namespace detail

}  // namespace carnival
