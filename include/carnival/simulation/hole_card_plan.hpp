/// \file
/// \brief `carnival::simulation::hole_card_plan<Game>`: a round's settlement read by the player's
/// hole cards and the contest class, where nothing else decides it — made once, by settle's own
/// code, for every set of hole cards.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/colex.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/settlement/acting_wagers.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/result.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/settlement/wager_slip.hpp>
#include <carnival/simulation/deal_around.hpp>
#include <carnival/simulation/result_columns.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace carnival::simulation {

/// \brief Whether \p Game decides every round on the player's hole cards alone: no decision point
/// sees a board card or a dealer's card, the player's hand is made of the hole cards only, and
/// its sets of hole cards are few enough to plan at once (at most 2^15: three cards or fewer, a
/// plan made in milliseconds).
template <class Game>
inline constexpr bool decides_on_hole_cards = [] {
    using deal = typename Game::sequence_type;
    for (std::size_t p = 0; p < deal::decision_points; ++p)
        if (deal::board_visible[p] != 0 || deal::dealer_visible[p] != 0) return false;
    for (card_source s : Game::player_hand::sources)
        if (s != card_source::player) return false;
    return deal::player_cards <= 7 && binomial(deck_size, deal::player_cards) <= (std::uint64_t{1} << 15);
}();

/// \brief The results of every round of \p Game on one slip and strategy, by the player's set of
/// hole cards and the round's contest_class: what settle() gives (detail::settle_contest, run here
/// once for each set and class), counted into groups as a simulation counts them. A round is then
/// settled by one lookup and, unless the player folded, the contest: a simulation counts its
/// rounds by result (result_of), and each result's nets once a block.
///
/// It exists where the hole cards and the contest decide everything (decides_on_hole_cards, and
/// no wager with action on the slip reads a hand other than one of the hole cards): make() says.
template <class Game>
class hole_card_plan {
public:
    static constexpr std::size_t hole_cards = Game::sequence_type::player_cards;  ///< the player's cards

    /// \brief The plan of \p slip played by \p strategy, each round's results counted in \p
    /// columns, or none when the slip or the game is not decided by the hole cards alone (or has
    /// more than 32,767 different results by hole cards), or when \p strategy or settle() throws
    /// for a set of hole cards (a simulation then meets the error where the round is dealt). Asks
    /// \p strategy about every set of hole cards.
    template <class S>
    [[nodiscard]] static std::optional<hole_card_plan> make(const wager_slip<Game>& slip, const S& strategy, const result_columns& columns) {
        if constexpr (!decides_on_hole_cards<Game>) {
            return std::nullopt;
        } else {
            if (!reads_hole_cards_only(slip)) return std::nullopt;
            try {
                return planned(slip, strategy, columns);
            } catch (...) {
                return std::nullopt;  // an error the rounds dealt so will meet, and report, themselves
            }
        }
    }

    /// The results each round is counted in: each group's, then (with more than one) the whole slip's.
    [[nodiscard]] std::size_t columns() const noexcept { return columns_; }

    /// The different results a round can have (indices of results_of()).
    [[nodiscard]] std::size_t result_count() const noexcept { return results_.size() / (2 * columns_); }

    /// The result (an index below result_count()) of the round dealt \p cards.
    [[nodiscard]] std::size_t result_of(const dealt_cards<Game>& cards) const {
        card_mask hole = 0;
        for (card c : cards.player) hole |= card_mask{1} << c.dense_index();
        const std::uint16_t p = profile_of_[colex_rank_of<hole_cards>(hole)];
        const contest_class contest = (p & 1U) != 0 ? contest_class::higher : detail::contest_of(detail::round_hands<Game>(cards));
        return (p >> 1) * contest_classes + static_cast<std::size_t>(contest);
    }

    /// Result \p r settled: columns() nets, then columns() amounts wagered.
    [[nodiscard]] std::span<const money> results_of(std::size_t r) const noexcept {
        return {results_.data() + r * 2 * columns_, 2 * columns_};
    }

private:
    static constexpr std::size_t max_profiles = 32'767;  // an index and the fold in 16 bits

    explicit hole_card_plan(std::size_t columns)
        : columns_(columns), profile_of_(static_cast<std::size_t>(binomial(deck_size, hole_cards))) {}

    // The plan, made: settle's results for every set of hole cards and contest class.
    template <class S>
    static std::optional<hole_card_plan> planned(const wager_slip<Game>& slip, const S& strategy, const result_columns& columns) {
        hole_card_plan plan(columns.size());
        std::map<std::vector<std::int64_t>, std::uint16_t> index;  // a set's results → its profile
        std::vector<money> results(contest_classes * 2 * plan.columns_);
        std::uint32_t rank = 0;
        for (card_mask hole = (card_mask{1} << hole_cards) - 1; hole <= full_deck; hole = next_set(hole), ++rank) {
            const dealt_cards<Game> cards = deal_around<Game>(hole);
            const auto taken = detail::ask_strategy(slip, cards, strategy, [](std::size_t, decision) {});
            const detail::round_hands<Game> hands(cards);
            const bool folded = taken.folded_at.has_value();
            std::vector<std::int64_t> key{folded};
            for (std::size_t c = 0; c < contest_classes; ++c) {
                // A fold forfeits every wager against the dealer, whatever the dealer holds (settle_decided).
                const auto contest = folded ? contest_class::higher : static_cast<contest_class>(c);
                money* net = results.data() + c * 2 * plan.columns_;
                columns.fill(net, net + plan.columns_, [&](auto&& sink) { detail::settle_contest(slip, hands, taken, contest, sink); });
                for (std::size_t i = 0; i < 2 * plan.columns_; ++i) key.push_back(net[i].minor_units());
            }
            const auto [at, added] = index.try_emplace(std::move(key), static_cast<std::uint16_t>(index.size()));
            if (added) {
                if (index.size() > max_profiles) return std::nullopt;
                plan.results_.insert(plan.results_.end(), results.begin(), results.end());
            }
            plan.profile_of_[rank] = static_cast<std::uint16_t>(at->second << 1 | (folded ? 1U : 0U));
        }
        return plan;
    }

    // Whether every wager with action on the slip reads no hand but one made of the hole cards
    // (the player's hand is, by decides_on_hole_cards): a wager without action reads nothing.
    static bool reads_hole_cards_only(const wager_slip<Game>& slip) {
        return none_acting(slip, [](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (wager_traits<W>::paid_by_table) {
                for (card_source s : W::hand::sources)
                    if (s != card_source::player) return true;
            }
            return false;
        });
    }

    // The next set of as many cards in increasing order of masks (colex order): Gosper's hack.
    static constexpr card_mask next_set(card_mask s) noexcept {
        const card_mask lowest = s & (~s + 1), ripple = s + lowest;
        return ripple | (((ripple ^ s) >> 2) / lowest);
    }

    std::size_t columns_;
    std::vector<std::uint16_t> profile_of_;  // by colex rank of the hole cards: profile << 1 | folded
    std::vector<money> results_;             // by profile, then contest class: columns_ nets, then columns_ wagered
};

}  // namespace carnival::simulation
