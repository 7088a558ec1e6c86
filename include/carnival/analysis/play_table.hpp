/// \file
/// \brief `carnival::analysis::play_table<Game>`: a strategy for a game with one decision before
/// any community card, kept as a table of the hands that play — still a strategy function.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/error.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/settlement/player_view.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace carnival::analysis {

/// \brief A strategy of a game whose only decision comes after the deal (Three Card Poker): for
/// each of the C(52, player cards) hands, in colexicographic order of their dense card indices,
/// whether it makes the raise. It is a strategy function like any other — called with the
/// player's view, it answers decision::play or decision::fold — and the analysis and the
/// heads-up simulation read its table directly instead of asking it hand by hand.
template <class Game>
class play_table {
public:
    using sequence_type = typename Game::sequence_type;  ///< the sequence of play
    static constexpr std::size_t cards = sequence_type::player_cards;  ///< cards in a hand
    static_assert(sequence_type::decision_points == 1 && sequence_type::board_cards == 0 && sequence_type::dealer_up_cards == 0,
                  "carnival::analysis::play_table: a game with one decision, made on the player's cards alone");
    /// Hands in the table: C(52, cards).
    static constexpr std::size_t hands = binomial(52, cards);

    /// \brief The table \p plays (one entry per hand, colexicographic); throws
    /// std::invalid_argument for a table of another size.
    explicit play_table(std::vector<bool> plays) : plays_(std::make_shared<const std::vector<bool>>(std::move(plays))) {
        if (plays_->size() != hands)
            carnival::detail::fail<std::invalid_argument>({"carnival::analysis::play_table: the strategy table needs one entry per player hand (",
                                                           std::to_string(hands), "), got ", std::to_string(plays_->size())});
    }

    /// \brief \p strategy's decision on every hand, asked once per hand with the view after the
    /// deal; a play_table is taken as it is. Throws invalid_decision when the strategy answers
    /// something the decision point does not offer.
    template <class S>
    [[nodiscard]] static play_table of(const S& strategy) {
        require_strategy<S, Game>();
        if constexpr (std::is_same_v<S, play_table>) {
            return strategy;
        } else {
            std::vector<bool> plays(hands);
            for_each_index_set<cards>([&](const std::array<int, cards>& s) {
                std::array<card, cards> hole{};
                for (std::size_t i = 0; i < cards; ++i) hole[i] = card::from_dense_index_unchecked(s[i]);
                sort_for_view(hole);
                plays[colex_rank_unchecked(s)] = carnival::ask(strategy, player_view<Game>{0, hole}).act == action::raise;
            });
            return play_table(std::move(plays));
        }
    }

    /// decision::play for a hand the table plays, else decision::fold.
    [[nodiscard]] decision operator()(const player_view<Game>& view) const {
        std::array<int, cards> dense{};
        for (std::size_t i = 0; i < cards; ++i) dense[i] = view.hole[i].dense_index();
        std::sort(dense.begin(), dense.end());
        return (*plays_)[colex_rank_unchecked(dense)] ? decision::play : decision::fold;
    }

    /// \brief Whether the hand of colexicographic rank \p i plays; throws std::out_of_range,
    /// naming \p i, for a rank the table does not have (0 to C(52, cards) − 1).
    [[nodiscard]] bool plays(std::size_t i) const {
        if (i >= hands)
            carnival::detail::fail<std::out_of_range>({"carnival::analysis::play_table::plays: hand rank ", std::to_string(i),
                                                       " is not one of the table's ", std::to_string(hands),
                                                       " hands (ranks 0 to ", std::to_string(hands - 1), ")"});
        return (*plays_)[i];
    }
    /// The table, one entry per hand in colexicographic order.
    [[nodiscard]] const std::vector<bool>& table() const noexcept { return *plays_; }

private:
    std::shared_ptr<const std::vector<bool>> plays_;  // shared: copies of a strategy are cheap
};

}  // namespace carnival::analysis
