/// \file
/// \brief `carnival::player_view<Game>`: what a player knows at a decision point, and the
/// `strategy_for` concept: a function from that view to a decision.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/error.hpp>
#include <carnival/settlement/decision.hpp>

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <string>
#include <span>

namespace carnival {

/// \brief The order of cards in a player_view: higher rank first, and between cards of one rank
/// the higher suit (spades, hearts, diamonds, clubs) first.
[[nodiscard]] constexpr bool shown_before(card a, card b) noexcept {
    return a.rank() != b.rank() ? a.rank() > b.rank() : a.suit() > b.suit();
}

/// Sorts \p cards into the order of a player_view (shown_before).
constexpr void sort_for_view(std::span<card> cards) noexcept { std::sort(cards.begin(), cards.end(), shown_before); }

/// \brief The player's information at decision point \p point of a round of \p Game: their hole
/// cards and the community cards turned up so far (none at the first point).
///
/// The order in which cards were dealt within a hand or a street carries no information, so a
/// view shows them in one fixed order: the hole cards sorted by shown_before, then the community
/// cards street by street, each street sorted by shown_before. `hole[0]` is the player's highest
/// card. Exact analysis and simulation show the same view for the same cards, so a strategy that
/// reads positions gets the same figures from both.
template <class Game>
struct player_view {
    using deal_type = typename Game::deal_type;  ///< the deal it follows
    std::size_t point = 0;                                          ///< 0 after the deal, then one per street
    std::span<const card, deal_type::player_cards> hole;            ///< the player's hole cards
    std::span<const card> board;                                    ///< `deal_type::board_visible[point]` cards
};

/// \brief A strategy for \p Game: called with the player's view at each decision point reached,
/// it returns decision::play (make the raise) or decision::fold. It sees only what the player
/// sees, so it cannot peek at the dealer's cards or cards to come.
template <class S, class Game>
concept strategy_for = std::invocable<const S&, const player_view<Game>&> &&
                       std::same_as<std::invoke_result_t<const S&, const player_view<Game>&>, decision>;

/// \brief Fails to compile, with a message a designer can read, unless \p S is a strategy for
/// \p Game; for functions that take a strategy.
template <class S, class Game>
constexpr void require_strategy() noexcept {
    static_assert(strategy_for<S, Game>,
                  "carnival: a strategy is called as strategy(const carnival::player_view<Game>&) and returns "
                  "carnival::decision (decision::play or decision::fold)");
}

/// \brief Asks \p strategy for its decision at \p view; throws invalid_decision, naming the value
/// and the decision point, when it answers something that is neither decision::play nor
/// decision::fold (an enum can hold other values).
template <class Game, class S>
[[nodiscard]] decision decide(const S& strategy, const player_view<Game>& view) {
    const decision d = strategy(view);
    if (!is_decision(d))
        throw invalid_decision("carnival: the strategy answered " + std::to_string(static_cast<unsigned>(d)) +
                               " at decision point " + std::to_string(view.point) +
                               ", which is neither decision::play nor decision::fold");
    return d;
}

/// The strategy that makes every raise.
struct always_play {
    /// decision::play, whatever the view.
    template <class Game>
    constexpr decision operator()(const player_view<Game>&) const noexcept {
        return decision::play;
    }
};

}  // namespace carnival
