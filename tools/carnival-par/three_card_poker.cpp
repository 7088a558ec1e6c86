// The Three Card Poker par sheet, as the library's report::sheet: the rules of the chosen tables,
// the play with a strategy (and beside pair plus, played together), pair plus, the six-card bonus. Each
// wager is analysed with the one table it reads (one instantiation per table, no cross product),
// the tables chosen by name (three_card_poker_choices.hpp).
#include "three_card_poker.hpp"
#include "three_card_poker_choices.hpp"

#include <carnival/analysis/side_wager.hpp>
#include <carnival/analysis/solve.hpp>
#include <carnival/analysis/strategy_table.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/settlement/wager_slip.hpp>
#include <carnival/simulation/heads_up.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace par {

namespace detail {

using namespace carnival;
using namespace carnival::three_card_poker_tables;
using report::wager_section;

// The named strategies of --strategy beside "optimal": each a function of the player's view, with what it does in words.
template <class Game>
struct named_strategy {
    std::string_view name, description;
    std::function<decision(const player_view<Game>&)> play;
};
template <class Game>
std::array<named_strategy<Game>, 3> named_strategies() {
    const auto q64 = evaluate<three_card>(std::array{card(rank::queen, suit::clubs), card(rank::six, suit::diamonds),
                                                     card(rank::four, suit::hearts)});
    const auto play_if = [](bool play) { return play ? decision::play : decision::fold; };
    return {{{"q64", "play with Q-6-4 or better, fold the rest",
              [=](const player_view<Game>& v) { return play_if(evaluate<three_card>(v.hole) >= q64); }},
             {"mimic-dealer", "play with a hand the dealer would qualify with (queen high or better), fold the rest",
              [=](const player_view<Game>& v) { return play_if(Game::qualifier::qualifies(evaluate<three_card>(v.hole))); }},
             {"never-fold", "play every hand", always_play{}}}};
}

// The play (ante, play and ante bonus) exact under the chosen strategy, simulated on demand, and
// beside pair plus played together with it.
template <class AnteBonus>
void ante_play_sections(report::sheet& s, const three_card_poker_options& o) {
    using game_t = three_card_poker<pair_plus_a, AnteBonus>;
    const analysis::exact_options exact{.threads = static_cast<unsigned>(o.sim.threads)};  // --threads
    const analysis::exact_play<game_t> solver(exact);
    const auto offered = named_strategies<game_t>();
    const auto chosen = std::find_if(offered.begin(), offered.end(), [&](const auto& n) { return n.name == o.strategy; });
    if (o.strategy != "optimal" && chosen == offered.end())
        throw std::invalid_argument("--strategy: expected optimal, q64, mimic-dealer or never-fold, got \"" + o.strategy + "\"");
    analysis::play_figures figured = chosen == offered.end()
                                       ? solver.optimal()
                                       : solver.figures(chosen->play, std::string(chosen->name) + ": " + std::string(chosen->description));
    wager_section play{std::move(figured.figures), std::move(figured.decisions), report::detail::play_unit<game_t>(), "player's hand",
                       report::method::exact, {}};
    play.figures.pay_table = std::string(AnteBonus::name);  // each table's own name
    s.wagers.push_back(play);
    if (o.coupled_ratio > 0) {
        pair_plus_choice::with(o.pair_plus, [&]<class Table>(std::type_identity<Table>) {
            using coupled_game = three_card_poker<Table, AnteBonus>;
            wager_slip<coupled_game> slip;
            slip.template place<tcp::ante>(money::dollars(1)).template place<tcp::pair_plus<Table>>(money::dollars(static_cast<std::int64_t>(o.coupled_ratio)));
            analysis::play_figures c = analysis::solve(slip, exact);
            c.figures.pay_table = std::string(AnteBonus::name) + ", " + std::string(Table::name);
            c.figures.strategy = "optimal for both wagers together, " + to_string(slip.template amount<tcp::pair_plus<Table>>()) + " pair-plus per " +
                                 to_string(money::dollars(1)) + " ante";
            s.wagers.push_back({std::move(c.figures), std::move(c.decisions),
                                // analysis::solve of a slip: per unit of its initial total (issue 32, item 9)
                                "per unit of the initial stake, the ante and the pair plus together (" + std::to_string(o.coupled_ratio) +
                                    " of pair plus per unit of the ante; a fold forfeits both, NY (e)(2)): house edge per unit of "
                                    "that stake, element of risk per unit of the total wagered",
                                "player's hand", report::method::exact, {}});
        });
    }
    if (o.sim.rounds > 0) {
        // The card-removal simulator of a one-decision game, until settled_rounds reaches its speed (issue 33).
        s.wagers.push_back(chosen == offered.end() ? simulated_section(simulation::heads_up<game_t>(solver.optimal_strategy()), o.sim, play)
                                                   : simulated_section(simulation::heads_up<game_t>(chosen->play), o.sim, play));
        s.notes.push_back(simulated_note(play.figures.wager));
    }
}

/// Refuses a six-card wager its table does not take, naming the option.
template <class Wager>
void check_six_card_wager(money amount) {
    try {
        check_amount<Wager>(amount);
    } catch (const invalid_wager& e) {
        throw std::invalid_argument(std::string("--six-card-wager: ") + e.what());
    }
}

}  // namespace detail

carnival::report::sheet three_card_poker_sheet(const three_card_poker_options& o) {
    using namespace detail;
    if (o.six_card == "none" && o.six_card_wager)
        throw std::invalid_argument("--six-card-wager: " + to_string(*o.six_card_wager) +
                                    " has no effect without a six-card table (--six-card i-A..i-D or ii-A..ii-E)");
    const money six_card_wager = o.six_card_wager.value_or(money::dollars(5));
    // The six-card wager's game and type: its figures do not depend on the pair plus table, which
    // it only requires (NY (c)(7)), so one pair plus table serves for all.
    // The types come as tags, not as explicit template arguments: clang 13 cannot instantiate a
    // capturing lambda's operator()<…> called from inside another template lambda.
    const auto with_six_card_wager = [&](auto&& f) {
        six_card_choice::with(o.six_card, [&]<class Six>(std::type_identity<Six>) {
            using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, Six>;
            f(std::type_identity<game_t>{}, std::type_identity<typename Six::template wager<tcp::pair_plus<pair_plus_a>>>{});
        });
    };
    // Before any analysis: a stake the table does not take (ii-E's awards are for exactly $5).
    if (o.six_card != "none")
        with_six_card_wager([&]<class Game, class Wager>(std::type_identity<Game>, std::type_identity<Wager>) {
            check_six_card_wager<Wager>(six_card_wager);
        });
    // A coupled ratio the elected precondition does not allow (NY (c)(6)): refused by the rule's own check.
    if (o.coupled_ratio > 0)
        pair_plus_rule_choice::with(o.pair_plus_rule, [&]<class Rule>(std::type_identity<Rule>) {
            using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::no_six_card_bonus, Rule>;
            using pp = tcp::pair_plus<pair_plus_a, Rule>;
            wager_slip<game_t> slip;
            slip.template place<tcp::ante>(money::dollars(1)).template place<pp>(money::dollars(static_cast<std::int64_t>(o.coupled_ratio)));
            try {
                Rule::requirement::template check<pp>(slip);
            } catch (const invalid_wager& e) {
                throw std::invalid_argument("--coupled-ratio: " + std::to_string(o.coupled_ratio) + " of pair plus per unit of the ante is not allowed under --pair-plus-rule " +
                                            o.pair_plus_rule + ": " + e.what());
            }
        });
    report::sheet s;
    s.game = std::string(ny_three_card_poker::name);
    s.rules = three_card_poker_rules(o);
    s.notes.push_back("exact: every deal counted — each of the player's hands against every hand the dealer can hold of the other "
                      "cards; every decision the strategy's");
    ante_bonus_choice::with(o.ante_bonus, [&]<class AnteBonus>(std::type_identity<AnteBonus>) { ante_play_sections<AnteBonus>(s, o); });

    const auto side = [&](analysis::wager_figures f, money stake) {
        s.wagers.push_back({std::move(f), {}, "per unit wagered, for a " + to_string(stake) + " wager", "line", report::method::exact, {}});
    };
    pair_plus_choice::with(o.pair_plus, [&]<class Table>(std::type_identity<Table>) {
        side(analysis::side_wager_figures<three_card_poker<Table>, tcp::pair_plus<Table>>(money::dollars(1)), money::dollars(1));
    });
    if (o.six_card != "none") {
        with_six_card_wager([&]<class Game, class Wager>(std::type_identity<Game>, std::type_identity<Wager>) {
            side(analysis::side_wager_figures<Game, Wager>(six_card_wager), six_card_wager);
        });
    }
    s.notes.push_back("side wagers figured on their own, every hand they read counted once");
    return s;
}

const three_card_poker_words& three_card_poker_choices() {
    static const three_card_poker_words words = [] {
        three_card_poker_words w{carnival::ny_three_card_poker::name, detail::pair_plus_choice::keys(), detail::ante_bonus_choice::keys(),
                                 detail::pair_plus_rule_choice::keys(), {"none"}, {}};
        for (std::string_view k : detail::six_card_choice::keys()) w.six_card.push_back(k);
        w.strategy.assign(detail::strategies.begin(), detail::strategies.end());
        return w;
    }();
    return words;
}

}  // namespace par
