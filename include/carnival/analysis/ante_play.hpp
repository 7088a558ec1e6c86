/// \file
/// \brief The ante-play figures of a heads-up game: each player hand's expected value when it
/// plays and when it folds, the optimal strategy, and the figures of any strategy.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/contest_units.hpp>
#include <carnival/analysis/figures.hpp>
#include <carnival/analysis/heads_up.hpp>
#include <carnival/analysis/play_table.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/error.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/settlement/player_view.hpp>


#include <array>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <string>
#include <type_traits>
#include <vector>

namespace carnival::analysis {


/// \brief The ante and its raise(s) with the ante bonus, as one decision wager per unit ante.
template <class Game>
class ante_play {
public:
    using hand = typename heads_up<Game>::player_hand;  ///< a player hand with its dealer counts

    /// Analyses every hand of \p counts.
    explicit ante_play(const heads_up<Game>& counts) : counts_(counts) {
        const contest_units u = contest_units_of<Game>();
        contest_units_ = u.by_class;
        raise_units_ = u.raises;
        for (const hand& h : counts.hands()) bonus_units_.push_back(bonus_units_of<Game>(h.cards, h.value));
    }

    /// Expected net per unit ante when hand \p i (in the order of heads_up::hands) plays; throws
    /// std::out_of_range for an index past the last hand.
    [[nodiscard]] double play_ev(std::size_t i) const {
        if (i >= counts_.hands().size())
            carnival::detail::fail<std::out_of_range>({"carnival::analysis::ante_play::play_ev: hand ", std::to_string(i), " of ",
                                                       std::to_string(counts_.hands().size()), " (indices run from 0)"});
        const hand& h = counts_.hands()[i];
        long double sum = 0;
        for (std::size_t c = 0; c < 6; ++c) sum += static_cast<long double>(h.dealer[c]) * static_cast<long double>(contest_units_[c]);
        return static_cast<double>(sum / static_cast<long double>(heads_up<Game>::dealer_hands)) + static_cast<double>(bonus_units_[i]);
    }
    /// Expected net per unit ante when folding: the ante is forfeited.
    [[nodiscard]] static constexpr double fold_ev() noexcept { return -1.0; }

    /// The optimal strategy, a strategy function: play exactly the hands whose play_ev exceeds fold_ev.
    [[nodiscard]] play_table<Game> optimal() const {
        std::vector<bool> plays(counts_.hands().size());
        for (std::size_t i = 0; i < plays.size(); ++i) plays[i] = play_ev(i) > fold_ev();
        return play_table<Game>(std::move(plays));
    }

    /// \brief The figures of \p strategy (strategy_for: a function of the player's view; the
    /// optimal() strategy is one), asked once per hand with the view after the deal.
    template <class S>
    [[nodiscard]] wager_figures figures(const S& strategy, std::string strategy_name = "a strategy function") const {
        const play_table<Game> table = play_table<Game>::of(strategy);
        const std::vector<bool>& plays = table.table();
        const auto& hands = counts_.hands();
        distribution d(money::cents(100));
        for (std::size_t i = 0; i < hands.size(); ++i) {
            if (!plays[i]) {
                d.add(money::cents(-100), heads_up<Game>::dealer_hands, money::cents(100));
                continue;
            }
            const money wagered = money::cents(100 * (1 + raise_units_));
            for (std::size_t c = 0; c < 6; ++c)
                d.add(money::cents(100 * (contest_units_[c] + bonus_units_[i])), hands[i].dealer[c], wagered);
        }
        wager_figures f = d.figures();
        // By the player's hand category: how often, and its share of the expected value.
        struct category_total {
            std::uint64_t combinations = 0;
            long double ev_share = 0;
        };
        std::array<category_total, hand_category_count> by_category{};
        const long double all = static_cast<long double>(d.total());
        for (std::size_t i = 0; i < hands.size(); ++i) {
            category_total& entry = by_category[static_cast<std::size_t>(hands[i].value.category())];
            entry.combinations += heads_up<Game>::dealer_hands;
            entry.ev_share += static_cast<long double>(plays[i] ? play_ev(i) : fold_ev()) *
                              static_cast<long double>(heads_up<Game>::dealer_hands) / all;
        }
        // Highest category of the ranking first.
        using R = typename heads_up<Game>::ranking_type;
        for (auto c = R::categories.rbegin(); c != R::categories.rend(); ++c) {
            const category_total& entry = by_category[static_cast<std::size_t>(*c)];
            if (entry.combinations == 0) continue;
            f.categories.push_back({std::string(name(*c)), entry.combinations,
                                    static_cast<double>(static_cast<long double>(entry.combinations) / all),
                                    static_cast<double>(entry.ev_share)});
        }
        f.wager = "ante-play";
        f.strategy = std::move(strategy_name);
        return f;
    }

    /// \brief A player holding the ante and side wager \p W (pair plus) together, for stakes
    /// \p ante and \p side: each hand plays when the two wagers' combined expectation beats
    /// folding — which forfeits W too when its rule says so (NY (e)(2)) — and the figures of the
    /// combined wager per unit of the initial total (ante + side). Throws invalid_wager for a
    /// stake that is not positive or that W's pay table does not take.
    template <class W>
    [[nodiscard]] wager_figures coupled_figures(money ante, money side) const {
        static_assert(W::kind == wager_kind::side, "coupled_figures: W is a side wager");
        static_assert(std::is_same_v<typename W::hand, typename Game::player_hand>,
                      "coupled_figures: the side wager must be paid on the player's hand");
        check_amount<typename Game::ante_type>(ante);
        check_amount<W>(side);
        const auto& hands = counts_.hands();
        const money initial = ante + side;
        distribution d(initial);
        const money raised = ante * raise_units_;
        for (std::size_t i = 0; i < hands.size(); ++i) {
            card_set set;
            for (card c : hands[i].cards) set.insert(c);
            const auto pay = W::pay_table::lookup(paid_hand<decltype(hands[i].value)>{hands[i].value, set});
            const money side_net = pay ? pay->for_stake(side) : -side;
            const money fold_net = -ante + (W::fold == on_fold::forfeited ? -side : side_net);
            const long double play_value = static_cast<long double>(play_ev(i)) * static_cast<long double>(ante.minor_units()) +
                                           static_cast<long double>(side_net.minor_units());
            if (play_value <= static_cast<long double>(fold_net.minor_units())) {
                d.add(fold_net, heads_up<Game>::dealer_hands, initial);
                continue;
            }
            for (std::size_t c = 0; c < 6; ++c)
                d.add(ante * (contest_units_[c] + bonus_units_[i]) + side_net, hands[i].dealer[c], initial + raised);
        }
        wager_figures f = d.figures();
        f.wager = "ante-play + " + std::string(W::name);
        f.strategy = "optimal for both wagers together, " + to_string(side) + " " + std::string(W::name) + " per " +
                     to_string(ante) + " ante";
        return f;
    }

private:
    const heads_up<Game>& counts_;
    std::array<std::int64_t, 6> contest_units_{};
    std::int64_t raise_units_ = 0;
    std::vector<std::int64_t> bonus_units_;
};

}  // namespace carnival::analysis
