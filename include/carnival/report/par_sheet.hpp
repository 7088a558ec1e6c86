/// \file
/// \brief `carnival::par_sheet<Game>()`: the exact par sheet of any game in one call — its rules
/// in words, its play solved (the optimal strategy or a given one), and each side wager on its own.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/side_wager.hpp>
#include <carnival/analysis/solve.hpp>
#include <carnival/money/money.hpp>
#include <carnival/report/format.hpp>
#include <carnival/report/par_options.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/report/simulated_section.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/simulation/blocks.hpp>
#include <carnival/simulation/settled_rounds.hpp>
#include <carnival/rules/wagers.hpp>

#include <boost/hana/for_each.hpp>

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace carnival {

namespace report::detail {

/// The stake a side wager's figures are for: its table's fixed-award stake where it has one, else $1.
template <class W>
money stake_for() {
    if constexpr (W::pay_table::award_terms.has_value()) {
        return money::cents(W::pay_table::award_terms->stake_cents);
    } else {
        return money::dollars(1);
    }
}

/// The pay tables the play's wagers are paid by, by name ("even money" when none).
template <class Game>
std::string play_tables() {
    std::string out;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (analysis::in_play<Game, W>()) {
            std::string_view table;
            if constexpr (wager_traits<W>::paid_by_table) table = W::pay_table::name;
            else if constexpr (requires { typename W::payout_type::pay_table; }) table = W::payout_type::pay_table::name;
            if (!table.empty() && out.find(table) == std::string::npos) out += (out.empty() ? "" : ", ") + std::string(table);
        }
    });
    return out.empty() ? "even money" : out;
}

/// \brief The play simulated: \p o.rounds rounds of the play's slip under \p strategy, figures per
/// unit (as the exact analysis gives them) with their 95% confidence intervals.
template <class Game, class S>
wager_section simulated_play(const S& strategy, std::string strategy_name, const par_options& o) {
    const simulation::settled_rounds<Game> sim(analysis::play_slip<Game>(money::cents(100)), strategy);
    const simulation::round_tally t = sim.run(o.rounds, o.seed, carnival::detail::threads_or_hardware(o.exact.threads), o.part, o.progress);
    // Per unit of each bet: the slip holds one unit on each, so the nets in minor units are already per unit.
    wager_section w{{}, {}, play_unit<Game>(), "player's final hand", method::simulated, {}};
    w.figures.wager = analysis::play_name<Game>();
    w.figures.pay_table = play_tables<Game>();
    w.figures.strategy = std::move(strategy_name);
    w.simulated.seed = o.seed;
    w.simulated.run_rounds = o.rounds;
    w.simulated.shard_count = o.part.count;
    w.simulated.shards = {o.part.index};
    w.simulated.counts = distribution::from_counts(money::cents(100), t.total.counts(), t.total.wagered());
    figure_simulated(w);
    return w;
}

/// \brief Adds to \p s the notes of an exact play: \p deals counted, each decision the strategy's
/// (\p strategy_given) or the optimal one, and how the count went (\p suit_symmetry, \p card_removal).
CARNIVAL_DECL void add_exact_notes(sheet& s, std::uint64_t deals, bool strategy_given, bool suit_symmetry, bool card_removal);

/// The note of a simulated play: the exact analysis's estimated \p work, above \p budget.
CARNIVAL_DECL std::string simulated_note(double work, double budget);

/// Why the optimal strategy of \p game cannot be had when its exact analysis (\p work) is above \p budget.
CARNIVAL_DECL std::string optimal_beyond_budget(const std::string& game, double work, double budget);

}  // namespace report::detail

namespace report {

/// A strategy for \p Game as a sheet takes it: one type for every strategy, so that a program
/// compiles the sheet once however many strategies it offers.
template <class Game>
using strategy_function = std::function<decision(const player_view<Game>&)>;

/// \brief The strategy every par-sheet command line offers as "play-through": never fold, never
/// take a bet back, check where the point offers it, else raise the lowest multiple.
struct play_through {
    /// Check where the point offers it, else its lowest raise.
    template <class Game>
    decision operator()(const player_view<Game>& v) const noexcept {
        const carnival::detail::point_offer& o = carnival::detail::offers<typename Game::sequence_type>[v.point];
        if ((o.actions >> static_cast<unsigned>(action::check) & 1U) != 0) return decision::check;
        return o.times_count == 1 ? decision::play : decision::raise(static_cast<std::uint32_t>(o.times[0]));
    }
};

/// \brief Adds \p Game's play to \p s, with its notes: exact when its estimated work is within
/// \p o.budget, else simulated; under \p strategy named \p strategy_name, or the optimal strategy when
/// \p strategy is null (exact only).
///
/// \throws std::invalid_argument when the optimal strategy is asked for beyond \p o.budget.
template <class Game>
void add_play(sheet& s, const strategy_function<Game>* strategy, std::string strategy_name, const par_options& o) {
    const bool given = strategy != nullptr;
    using exact = analysis::exact_play<Game>;
    const double work = exact::estimated_work(o.exact);
    if (work <= o.budget) {
        play_figures play = given ? analysis::solve<Game>(*strategy, strategy_name, o.exact) : analysis::solve<Game>(o.exact);
        play.figures.pay_table = detail::play_tables<Game>();
        s.wagers.push_back({std::move(play.figures), std::move(play.decisions), detail::play_unit<Game>(), "player's final hand", method::exact, {}});
        detail::add_exact_notes(s, exact::deals, given, exact::uses_suit_symmetry(o.exact), exact::uses_card_removal(o.exact));
    } else {
        // The optimal strategy is what the exact analysis finds: simulating another one under its
        // name would print another game's figures as the optimal ones (issue 32, item 11b).
        if (!given) throw std::invalid_argument(detail::optimal_beyond_budget(detail::game_name<Game>(), work, o.budget));
        s.wagers.push_back(detail::simulated_play<Game>(*strategy, std::move(strategy_name), o));
        s.notes.push_back(detail::simulated_note(work, o.budget));
    }
}

/// \brief Adds side wager \p W of \p Game to \p s, exact and on its own, per unit wagered for a
/// \p stake wager (by default the stake its table is written for, $1 when it names none).
template <class Game, class W>
void add_side_wager(sheet& s, const par_options& o, money stake = detail::stake_for<W>()) {
    static_assert(W::kind == wager_kind::side && !analysis::in_play<Game, W>(),
                  "carnival: add_side_wager figures a side wager no decision acts on; the play's wagers are in add_play");
    s.wagers.push_back({analysis::side_wager_figures<Game, W>(stake, o.exact.threads), {},
                        "per unit wagered, for a " + to_string(stake) + " wager", "line", method::exact, {}});
}

/// The note of a sheet's side wagers.
inline constexpr std::string_view side_wagers_note = "side wagers no decision acts on figured on their own, every hand they read counted once";

namespace detail {

/// \brief The sheet: the play (add_play) and each side wager no decision acts on (add_side_wager).
template <class Game>
sheet sheet_of(const strategy_function<Game>* strategy, std::string strategy_name, const par_options& o) {
    sheet s;
    s.game = game_name<Game>();
    s.rules = rule_summary_of<Game>();
    add_play<Game>(s, strategy, std::move(strategy_name), o);
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (W::kind == wager_kind::side && !analysis::in_play<Game, W>()) add_side_wager<Game, W>(s, o);
    });
    if (s.wagers.size() > 1) s.notes.emplace_back(side_wagers_note);
    return s;
}

}  // namespace detail
}  // namespace report

/// \brief The par sheet of \p Game: its rules in words (rule_summary_of), its play under the
/// optimal strategy (analysis::solve: ante, raises, bonuses, the bets a decision takes back), each
/// side wager on its own. Print it with report::markdown.
///
/// Exact when the play's estimated work is within \p o.budget. The optimal strategy is what the
/// exact analysis finds, so beyond the budget there is none to simulate: this throws
/// std::invalid_argument naming the estimate and the budget — raise the budget, or simulate a
/// strategy given by name (the overload below), which the sheet labels with its name.
///
/// \throws std::invalid_argument when the exact analysis is estimated beyond \p o.budget.
template <class Game>
[[nodiscard]] report::sheet par_sheet(par_options o = {}) {
    return report::detail::sheet_of<Game>(nullptr, "optimal", o);
}

/// \brief The par sheet of \p Game with its play under \p strategy (a strategy_for \p Game) named
/// \p strategy_name: exact within \p o.budget; beyond it (the sheet says so, with the estimate)
/// simulated, \p o.rounds rounds from \p o.seed, shardable, every figure with its 95% confidence
/// interval and labelled simulated. The strategy is called through a std::function
/// (report::strategy_function), so that every strategy shares one instantiation of the
/// sheet: analysis::solve takes it as it is.
template <class Game, class S>
[[nodiscard]] report::sheet par_sheet(const S& strategy, std::string strategy_name, par_options o = {}) {
    require_strategy<S, Game>();
    const report::strategy_function<Game> play(strategy);
    return report::detail::sheet_of<Game>(&play, std::move(strategy_name), o);
}

}  // namespace carnival

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/report/impl/par_sheet.hpp>
#endif
