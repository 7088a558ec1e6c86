/// \file
/// \brief `carnival::par_sheet<Game>()`: the exact par sheet of any game in one call — its rules
/// in words, its play solved (the optimal strategy or a given one), and each side wager on its own.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/side_wager.hpp>
#include <carnival/analysis/solve.hpp>
#include <carnival/money/money.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/rules/wagers.hpp>

#include <boost/hana/for_each.hpp>

#include <string>
#include <type_traits>
#include <utility>

namespace carnival {

/// How par_sheet works.
struct par_options {
    analysis::exact_options exact{};  ///< how the play and the side wagers are enumerated (threads, …)
};

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

/// "per unit of the ante …" or "per unit of each bet …": what the play's figures are per.
template <class Game>
std::string play_unit() {
    if constexpr (std::is_void_v<typename Game::ante_type>) {
        return "per unit of each bet the player places (every bet one unit): house edge per unit, element of risk per "
               "unit left riding";
    } else {
        return std::string("per unit of the ") + std::string(Game::ante_type::name) +
               " (the initial wager): house edge per unit of it, element of risk per unit of the total wagered";
    }
}

/// The pay tables the play's wagers are paid by, by name ("even money" when none).
template <class Game>
std::string play_tables() {
    std::string out;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (analysis::detail::in_play<Game, W>()) {
            std::string_view table;
            if constexpr (W::kind == wager_kind::side || W::kind == wager_kind::bonus) table = W::pay_table::name;
            else if constexpr (requires { typename W::payout_type::pay_table; }) table = W::payout_type::pay_table::name;
            if (!table.empty() && out.find(table) == std::string::npos) out += (out.empty() ? "" : ", ") + std::string(table);
        }
    });
    return out.empty() ? "even money" : out;
}

template <class Game>
sheet sheet_of(analysis::play_figures play, const par_options& o) {
    sheet s;
    s.game = Game::name.empty() ? std::string("a game") : std::string(Game::name);
    s.rules = rule_summary_of<Game>();
    play.figures.pay_table = play_tables<Game>();
    s.wagers.push_back({std::move(play.figures), std::move(play.decisions), play_unit<Game>(), "player's final hand", method::exact});
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (W::kind == wager_kind::side && !analysis::detail::in_play<Game, W>()) {
            const money stake = stake_for<W>();
            s.wagers.push_back({analysis::side_wager_figures<Game, W>(stake, o.exact.threads), {},
                                "per unit wagered, for a " + to_string(stake) + " wager", "line", method::exact});
        }
    });
    s.notes.push_back("exact: all " + std::to_string(analysis::exact_play<Game>::deals) +
                      " deals of the play counted (each step's cards as a set, then the dealer's hidden cards); every "
                      "decision the option of the highest exact expectation given what the player has seen");
    if (o.exact.suit_symmetry)
        s.notes.push_back("deals that differ only by the names of the suits counted once, with their number");
    s.notes.push_back("side wagers no decision acts on figured on their own, every hand they read counted once");
    return s;
}

}  // namespace report::detail

/// \brief The exact par sheet of \p Game: its rules in words (rule_summary_of), its play under
/// the optimal strategy (analysis::solve: ante, raises, bonuses, the bets a decision takes back),
/// each side wager on its own. Print it with report::markdown.
template <class Game>
[[nodiscard]] report::sheet par_sheet(par_options o = {}) {
    return report::detail::sheet_of<Game>(analysis::solve<Game>(o.exact), o);
}

/// The par sheet of \p Game with its play under \p strategy (a strategy_for \p Game) named \p strategy_name.
template <class Game, class S>
[[nodiscard]] report::sheet par_sheet(const S& strategy, std::string strategy_name, par_options o = {}) {
    return report::detail::sheet_of<Game>(analysis::solve<Game>(strategy, std::move(strategy_name), o.exact), o);
}

}  // namespace carnival
