/// \file
/// \brief `carnival::deal`: who gets how many cards, the community streets and the decision points.
#pragma once

#include <carnival/config.hpp>

#include <array>
#include <cstddef>

namespace carnival {

/// \brief One community street: \p Burn cards burned, then \p Cards cards turned face up.
/// Mini-Tex: the flop is `street<1, 2>`, the river `street<1, 1>` (13:69F-37 (b), (d)).
template <std::size_t Burn, std::size_t Cards>
struct street {
    static constexpr std::size_t burn = Burn;    ///< cards burned first
    static constexpr std::size_t cards = Cards;  ///< community cards turned up
    static_assert(Cards > 0, "carnival::street: a street turns up at least one card");
};

/// \brief The deal of a round: \p Player hole cards to each player, \p Dealer to the dealer, then
/// the community \p Streets. The player decides once after the deal and once after each street,
/// so there are `1 + sizeof...(Streets)` decision points.
///
/// Three Card Poker: `deal<3, 3>` (NY (d)); Mini-Tex: `deal<2, 2, street<1, 2>, street<1, 1>>`.
template <std::size_t Player, std::size_t Dealer, class... Streets>
struct deal {
    static constexpr std::size_t player_cards = Player;                          ///< each player's hole cards
    static constexpr std::size_t dealer_cards = Dealer;                          ///< the dealer's hole cards
    static constexpr std::size_t board_cards = (std::size_t{0} + ... + Streets::cards);  ///< community cards
    static constexpr std::size_t burn_cards = (std::size_t{0} + ... + Streets::burn);    ///< burned cards
    static constexpr std::size_t decision_points = 1 + sizeof...(Streets);       ///< decisions a player makes
    /// Cards burned before each street, in order.
    static constexpr std::array<std::size_t, sizeof...(Streets)> street_burns{Streets::burn...};
    /// Cards turned up on each street, in order.
    static constexpr std::array<std::size_t, sizeof...(Streets)> street_cards{Streets::cards...};
    /// Community cards visible at each decision point (0 at the first).
    static constexpr std::array<std::size_t, decision_points> board_visible = [] {
        std::array<std::size_t, decision_points> visible{};
        for (std::size_t i = 0; i < street_cards.size(); ++i) visible[i + 1] = visible[i] + street_cards[i];
        return visible;
    }();
    static_assert(Player > 0, "carnival::deal: a player needs at least one card");
    static_assert(Player + Dealer + board_cards + burn_cards <= 52, "carnival::deal: more cards than a deck holds");
};

}  // namespace carnival
