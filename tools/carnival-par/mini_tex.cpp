// The Mini-Tex par sheet, as the library's report::sheet: its rules, ante, flop, river and play as
// one decision wager, and pocket poker; the qualifier and the reading of a non-qualifying dealer
// chosen by name from the tables below.
#include "mini_tex.hpp"

#include <carnival/analysis/flop_river.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/report/rule_card.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/simulation/flop_river.hpp>
#include <carnival/tools/choice.hpp>

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace par {

namespace detail {

using carnival::tools::named;

// N.J.A.C. 13:69F-37 (g)(1)'s qualifiers, and the two readings of a non-qualifying dealer (rules README).
using qualifier_choice = carnival::tools::choice<"--qualifier", named<"pair", carnival::pair_or_better>,
                                                 named<"ace-king", carnival::ace_king_or_better>>;
using reading_choice = carnival::tools::choice<"--non-qualifying", named<"regulation", carnival::mtx::regulation>,
                                               named<"rule-card", carnival::mtx::rule_card>>;
constexpr std::array<std::string_view, 2> strategies{"optimal", "never-fold"};

template <class Qualifier, class Reading>
void mini_tex_wagers(carnival::report::sheet& s, const mini_tex_options& o) {
    using namespace carnival;
    using game_t = mini_tex<Qualifier, Reading>;
    s.rules = report::rule_summary_of<game_t>();
    const analysis::flop_river<game_t> solved;
    const bool never_fold = o.strategy == "never-fold";
    analysis::play_figures p = never_fold ? solved.play(always_play{}, "never-fold") : solved.play();
    analysis::wager_figures& f = p.figures;
    if (o.strategy == "optimal") {
        std::string folds;
        for (const std::string& h : solved.preflop_folds()) folds += (folds.empty() ? "" : ", ") + h;
        const auto folded = solved.fold_probabilities();
        f.strategy = fmt::format("optimal: before the flop fold {} ({:.4f}% of deals), play the other hole cards; "
                                 "after the flop and after the river play when it beats folding (folds: {:.4f}% and "
                                 "{:.4f}% of deals)",
                                 folds.empty() ? std::string("nothing") : folds, 100 * folded[0], 100 * folded[1], 100 * folded[2]);
    }
    f.wager = "mini-tex";
    f.pay_table = "even money, " + o.qualifier + " qualifier, " + o.non_qualifying;
    const report::wager_section play{std::move(f), std::move(p.decisions), report::detail::play_unit<game_t>(), "player's final hand",
                                     report::method::exact, {}};
    s.wagers.push_back(play);
    s.notes.push_back("exact: every deal counted, solved by backward induction over the flop and the river (analysis::flop_river); "
                      "every decision the strategy's");
    if (o.sim.rounds > 0) {
        s.wagers.push_back(simulated_section(
            never_fold ? simulation::flop_river<game_t>(solved, always_play{}) : simulation::flop_river<game_t>(solved), o.sim, play));
        s.notes.push_back(simulated_note("the play"));
    }
    const money stake = money::dollars(1);
    s.wagers.push_back({analysis::side_wager_figures<game_t, mtx::pocket_poker<mtx::example_pocket_poker_table>>(stake), {},
                        "per unit wagered, for a " + to_string(stake) + " wager", "line", report::method::exact, {}});
    s.notes.push_back("pocket poker figured on its own, every hand it reads counted once");
}

}  // namespace detail

carnival::report::sheet mini_tex_sheet(const mini_tex_options& o) {
    using namespace carnival;
    if (std::find(detail::strategies.begin(), detail::strategies.end(), o.strategy) == detail::strategies.end())
        throw std::invalid_argument("--strategy: expected optimal or never-fold, got " + tools::quote(o.strategy));
    report::sheet s;
    s.game = std::string(mini_tex<>::name);
    detail::qualifier_choice::with(o.qualifier, [&]<class Qualifier>(std::type_identity<Qualifier>) {
        detail::reading_choice::with(o.non_qualifying, [&]<class Reading>(std::type_identity<Reading>) {
            detail::mini_tex_wagers<Qualifier, Reading>(s, o);
        });
    });
    return s;
}

std::string mini_tex_rule_card(const mini_tex_options& o) {
    return detail::qualifier_choice::with(o.qualifier, [&]<class Qualifier>(std::type_identity<Qualifier>) {
        return detail::reading_choice::with(o.non_qualifying, [&]<class Reading>(std::type_identity<Reading>) {
            using game_t = carnival::mini_tex<Qualifier, Reading>;
            return carnival::report::rule_card(std::string(game_t::name), carnival::report::rule_summary_of<game_t>());
        });
    });
}

const mini_tex_words& mini_tex_choices() {
    static const mini_tex_words words{carnival::mini_tex<>::name, detail::qualifier_choice::keys(), detail::reading_choice::keys(),
                                      {detail::strategies.begin(), detail::strategies.end()}};
    return words;
}

}  // namespace par
