/// \file
/// \brief `carnival::player_view<Game>`: what a player knows at a decision point, and the
/// `strategy_for` concept: a function from that view to a decision.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/error.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/settlement/options.hpp>
#include <carnival/rules/decision.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <span>
#include <utility>

namespace carnival {

/// \brief The order of cards in a player_view: higher rank first, and between cards of one rank
/// the higher suit (spades, hearts, diamonds, clubs) first.
[[nodiscard]] constexpr bool shown_before(card a, card b) noexcept {
    return a.rank() != b.rank() ? a.rank() > b.rank() : a.suit() > b.suit();
}

/// \brief Sorts \p cards into the order of a player_view (shown_before): by insertion, as a view
/// holds a few cards and a simulation sorts them every round.
constexpr void sort_for_view(std::span<card> cards) noexcept {
    for (std::size_t i = 1; i < cards.size(); ++i) {
        const card c = cards[i];
        std::size_t j = i;
        for (; j > 0 && shown_before(c, cards[j - 1]); --j) cards[j] = cards[j - 1];
        cards[j] = c;
    }
}

/// \brief The player's information at decision point \p point of a round of \p Game: their hole
/// cards, the community cards turned up so far, and the dealer's cards dealt face up so far.
///
/// The order in which cards were dealt within a hand or a step carries no information, so a view
/// shows them in one fixed order: the hole cards sorted by shown_before, then the community cards
/// and the dealer's face-up cards step by step, each step sorted by shown_before. `hole[0]` is the
/// player's highest card. Exact analysis and simulation show the same view for the same cards, so
/// a strategy that reads positions gets the same figures from both.
template <class Game>
struct player_view {
    using sequence_type = typename Game::sequence_type;  ///< the sequence of play it follows
    std::size_t point = 0;                                      ///< the decision point, from 0
    std::span<const card, sequence_type::player_cards> hole;    ///< the player's hole cards
    std::span<const card> board{};      ///< `sequence_type::board_visible[point]` community cards
    std::span<const card> dealer_up{};  ///< `sequence_type::dealer_visible[point]` dealer cards dealt face up
};

/// \brief Every card a player sees in one round of \p Game, sorted once as player_view shows it;
/// `at(point)` is the view at each decision point.
template <class Game>
class visible_cards {
public:
    using sequence_type = typename Game::sequence_type;  ///< the sequence of play it follows

    /// The cards of \p dealt as the player sees them.
    template <class Dealt>
    constexpr explicit visible_cards(const Dealt& dealt) noexcept : hole_(dealt.player), board_(dealt.board) {
        sort_for_view(hole_);
        std::size_t b = 0, up = 0, d = 0;
        [&]<std::size_t... I>(std::index_sequence<I...>) {  // unrolled: each step's kind and count are constants
            (
                [&] {
                    constexpr step_info s = sequence_type::steps[I];
                    if constexpr (s.kind == step_kind::to_board) {
                        sort_for_view(std::span<card>(board_).subspan(b, s.cards));
                        b += s.cards;
                    } else if constexpr (s.kind == step_kind::to_dealer) {
                        if constexpr (s.shown == face::up) {
                            for (std::size_t i = 0; i < s.cards; ++i) dealer_up_[up + i] = dealt.dealer[d + i];
                            sort_for_view(std::span<card>(dealer_up_).subspan(up, s.cards));
                            up += s.cards;
                        }
                        d += s.cards;
                    }
                }(),
                ...);
        }(std::make_index_sequence<sequence_type::steps.size()>{});
    }

    /// \brief The view at decision point \p point; throws std::out_of_range, naming \p point, for
    /// a point the sequence of play does not have.
    [[nodiscard]] constexpr player_view<Game> at(std::size_t point) const {
        if (point >= sequence_type::decision_points)
            carnival::detail::fail<std::out_of_range>({"carnival::visible_cards::at: decision point ", std::to_string(point),
                                                       " of a game with ", std::to_string(sequence_type::decision_points),
                                                       " (points run from 0)"});
        return {point, hole_, std::span<const card>(board_).first(sequence_type::board_visible[point]),
                std::span<const card>(dealer_up_).first(sequence_type::dealer_visible[point])};
    }

private:
    std::array<card, sequence_type::player_cards> hole_;
    std::array<card, sequence_type::board_cards> board_;
    std::array<card, sequence_type::dealer_up_cards> dealer_up_{};
};

/// \brief A strategy for \p Game: called with the player's view at each decision point reached,
/// it returns a decision among the point's options (decision::play, decision::raise(2),
/// decision::fold, decision::check, decision::pull_back). It sees only what the player sees — its
/// cards, the board and the dealer's face-up cards — so it cannot peek at the dealer's hidden
/// cards or cards to come.
template <class S, class Game>
concept strategy_for = std::invocable<const S&, const player_view<Game>&> &&
                       std::same_as<std::invoke_result_t<const S&, const player_view<Game>&>, decision>;

/// \brief Fails to compile, with a message a designer can read, unless \p S is a strategy for
/// \p Game; for functions that take a strategy.
template <class S, class Game>
constexpr void require_strategy() noexcept {
    static_assert(strategy_for<S, Game>,
                  "carnival: a strategy is called as strategy(const carnival::player_view<Game>&) and returns "
                  "carnival::decision (decision::play, decision::raise(n), decision::fold, decision::check or "
                  "decision::pull_back)");
}

/// \brief Asks \p strategy for its decision at \p view; throws invalid_decision, naming the value,
/// the decision point and what it offers, when the answer is not one of the point's options or
/// raises more than the view allows (may_raise_up_to).
template <class Game, class S>
[[nodiscard]] decision ask(const S& strategy, const player_view<Game>& view) {
    using sequence = typename Game::sequence_type;
    const decision d = strategy(view);
    if (!detail::is_offered<sequence>(view.point, d))  // throws, naming what the point offers
        detail::with_option<sequence>(view.point, view.point, d, [](auto, auto) {});
    if constexpr (detail::limits_by_view<sequence>) {
        detail::with_option<sequence>(view.point, view.point, d, [&](auto p, auto o) {
            using O = typename decltype(o)::type;
            if constexpr (O::act == action::raise) {
                using P = typename decltype(p)::type;
                detail::check_limit<P, O>(view.point, view.point, d, detail::raise_times<P, O>(view.point, view.point, d), view);
            }
        });
    }
    return d;
}

/// The strategy that makes every raise at the point's only multiple.
struct always_play {
    /// decision::play, whatever the view.
    template <class Game>
    constexpr decision operator()(const player_view<Game>&) const noexcept {
        return decision::play;
    }
};

}  // namespace carnival
