// The Mini-Tex par sheet: ante, flop, river and play as one decision wager, and pocket poker.
#pragma once

#include "sheet.hpp"
#include "simulate.hpp"

#include <carnival/analysis/flop_river.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/simulation/flop_river.hpp>

#include <stdexcept>
#include <string>

namespace par {

struct mini_tex_options {
    std::string qualifier = "pair";             // pair | ace-king (13:69F-37 (g)(1))
    std::string non_qualifying = "regulation";  // regulation | rule-card (rules README)
    std::string strategy = "optimal";           // optimal | never-fold
    simulation_options sim;
};

namespace detail {

template <class Qualifier, class Reading>
void mini_tex_wagers(sheet& s, const mini_tex_options& o) {
    using namespace carnival;
    using game_t = mini_tex<Qualifier, Reading>;
    const analysis::flop_river<game_t> solved;
    const bool never_fold = o.strategy == "never-fold";
    auto f = never_fold ? solved.figures(always_play{}, "never-fold") : solved.figures();
    if (o.strategy == "optimal") {
        std::string folds;
        for (const std::string& h : solved.preflop_folds()) folds += (folds.empty() ? "" : ", ") + h;
        const auto p = solved.fold_probabilities();
        f.strategy = fmt::format("optimal: before the flop fold {} ({:.4f}% of deals), play the other hole cards; "
                                 "after the flop and after the river play when it beats folding (folds: {:.4f}% and "
                                 "{:.4f}% of deals)",
                                 folds.empty() ? std::string("nothing") : folds, 100 * p[0], 100 * p[1], 100 * p[2]);
    }
    f.pay_table = "even money, " + o.qualifier + " qualifier, " + o.non_qualifying;
    s.wagers.push_back(f);
    if (o.sim.rounds > 0)
        simulate(s, never_fold ? simulation::flop_river<game_t>(solved, always_play{}) : simulation::flop_river<game_t>(solved),
                 o.sim, "mini-tex", f.pay_table, o.strategy);
    auto pocket = analysis::side_wager_figures<game_t, mtx::pocket_poker<mtx::example_pocket_poker_table>>(money::dollars(1));
    s.wagers.push_back(std::move(pocket));  // its table's own name
}

}  // namespace detail

inline sheet mini_tex_sheet(const mini_tex_options& o) {
    using namespace carnival;
    if (o.strategy != "optimal" && o.strategy != "never-fold")
        throw std::invalid_argument("--strategy: expected optimal or never-fold, got \"" + o.strategy + "\"");
    sheet s{"mini-tex", "Mini-Tex 3 Card Hold'em (N.J.A.C. 13:69F-37)", {}, {}, {}};
    s.options = {{"qualifier", o.qualifier}, {"non_qualifying", o.non_qualifying}, {"strategy", o.strategy}};
    const bool pair = o.qualifier == "pair";
    if (!pair && o.qualifier != "ace-king")
        throw std::invalid_argument("--qualifier: expected pair or ace-king (13:69F-37 (g)(1)), got \"" + o.qualifier + "\"");
    if (o.non_qualifying == "regulation") {
        if (pair) detail::mini_tex_wagers<pair_or_better, mtx::regulation>(s, o);
        else detail::mini_tex_wagers<ace_king_or_better, mtx::regulation>(s, o);
    } else if (o.non_qualifying == "rule-card") {
        if (pair) detail::mini_tex_wagers<pair_or_better, mtx::rule_card>(s, o);
        else detail::mini_tex_wagers<ace_king_or_better, mtx::rule_card>(s, o);
    } else {
        throw std::invalid_argument("--non-qualifying: expected regulation or rule-card, got \"" + o.non_qualifying + "\"");
    }
    return s;
}

}  // namespace par
