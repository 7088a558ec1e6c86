// carnival-par mini-tex: the game as the library's par-sheet command line sees it
// (tools::par_game), with the qualifier and the reading of a non-qualifying dealer chosen by name
// (13:69F-37 (g)(1), rules README); its sheet: the rules, ante, flop, river and play as one play
// from the one exact engine, and pocket poker on its own.
#include "games.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/report/par_sheet.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/tools/choice.hpp>
#include <carnival/tools/par_main.hpp>

#include <fmt/format.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>

namespace par {

namespace {

using namespace carnival;
using tools::named;

// N.J.A.C. 13:69F-37 (g)(1)'s qualifiers, and the two readings of a non-qualifying dealer (rules README).
using qualifier_choice = tools::choice<"--qualifier", named<"pair", pair_or_better>, named<"ace-king", ace_king_or_better>>;
using reading_choice = tools::choice<"--non-qualifying", named<"regulation", mtx::regulation>, named<"rule-card", mtx::rule_card>>;

struct mini_tex_options {
    std::string qualifier = "pair";
    std::string non_qualifying = "regulation";
};

// The hole-card classes `strategy` folds before the flop, as a player names them: "AA", suited "AKs", offsuit "AKo".
template <class Game, class S>
std::string preflop_folds(const S& strategy) {
    constexpr std::string_view names = "23456789TJQKA";
    std::string out;
    for (int hi = 12; hi >= 0; --hi)
        for (int lo = hi; lo >= 0; --lo)
            for (int suited = hi == lo ? 0 : 1; suited >= 0; --suited) {
                dealt_cards<Game> d;  // only the hole cards are seen before the flop
                d.player = {card::from_dense_index(hi), card::from_dense_index(suited == 1 ? lo : 13 + lo)};
                if (strategy(visible_cards<Game>(d).at(0)) != decision::fold) continue;
                out += (out.empty() ? "" : ", ") + std::string{names[static_cast<std::size_t>(hi)], names[static_cast<std::size_t>(lo)]} +
                       (hi == lo ? "" : suited == 1 ? "s" : "o");
            }
    return out;
}

// The optimal play, its strategy in words: the hole cards folded before the flop (read from the
// table of the first decision, 169 classes of hole cards), and how often each decision folds.
template <class Game>
void add_optimal_play(report::sheet& s, const par_options& po) {
    const analysis::exact_play<Game> solver(po.exact);
    auto [p, before_the_flop] = solver.optimal_with_strategy(std::uint64_t{1});
    std::array<double, 3> folded{};
    for (const analysis::decision_row& d : p.decisions)
        if (d.decision == "fold" && d.point >= 1 && d.point <= 3) folded[d.point - 1] = d.probability;
    const std::string folds = preflop_folds<Game>(before_the_flop);
    p.figures.strategy = fmt::format("optimal, {}: before the flop fold {} ({:.4f}% of deals), play the other hole cards; "
                                     "after the flop and after the river play when it beats folding (folds: {:.4f}% and "
                                     "{:.4f}% of deals)",
                                     analysis::describe(po.exact.ties), folds.empty() ? std::string("nothing") : folds, 100 * folded[0], 100 * folded[1], 100 * folded[2]);
    p.figures.pay_table = report::detail::play_tables<Game>();
    s.wagers.push_back({std::move(p.figures), std::move(p.decisions), report::detail::play_unit<Game>(), "player's final hand",
                        report::method::exact, {}});
    report::detail::add_exact_notes(s, solver.deals, false, solver.uses_suit_symmetry(po.exact), solver.uses_card_removal(po.exact));
}

template <class Qualifier, class Reading>
report::sheet mini_tex_sheet(std::string_view strategy, const par_options& po) {
    using game_t = mini_tex<Qualifier, Reading>;
    report::sheet s;
    s.game = std::string(game_t::name);
    s.rules = report::rule_summary_of<game_t>();
    if (strategy == tools::optimal_strategy) {
        add_optimal_play<game_t>(s, po);
    } else {
        const report::strategy_function<game_t> play{report::play_through{}};
        report::add_play<game_t>(s, &play, std::string(strategy) + ": " + std::string(tools::play_through_description), po);
    }
    report::add_side_wager<game_t, mtx::pocket_poker<mtx::example_pocket_poker_table>>(s, po);
    s.notes.emplace_back(report::side_wagers_note);
    return s;
}

}  // namespace

tools::par_game mini_tex_game() {
    const auto o = std::make_shared<mini_tex_options>();  // what the options read, for the rules and the sheet
    tools::par_game g;
    g.title = g.name = std::string(mini_tex<>::name);
    g.options = {qualifier_choice::par_option("QUALIFIER", "the dealer's qualifier, 13:69F-37 (g)(1)", o->qualifier),
                 reading_choice::par_option("READING", "a non-qualifying dealer as the regulation reads it, or the published rule cards",
                                            o->non_qualifying)};
    g.renamed = {{"never-fold", std::string(tools::play_through_strategy)}};
    const auto with_game = [o](auto&& f) {
        return qualifier_choice::with(o->qualifier, [&]<class Qualifier>(std::type_identity<Qualifier>) {
            return reading_choice::with(o->non_qualifying, [&]<class Reading>(std::type_identity<Reading>) {
                return f(std::type_identity<Qualifier>{}, std::type_identity<Reading>{});
            });
        });
    };
    g.rules = [with_game] {
        return with_game([]<class Q, class R>(std::type_identity<Q>, std::type_identity<R>) { return report::rule_summary_of<mini_tex<Q, R>>(); });
    };
    g.sheet = [with_game](std::string_view strategy, const par_options& po) {
        return with_game([&]<class Q, class R>(std::type_identity<Q>, std::type_identity<R>) { return mini_tex_sheet<Q, R>(strategy, po); });
    };
    return g;
}

}  // namespace par
