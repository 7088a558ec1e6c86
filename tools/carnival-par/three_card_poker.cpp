// carnival-par three-card-poker: the game as the library's par-sheet command line sees it
// (tools::par_game), with options of its own — each table chosen by name
// (three_card_poker_choices.hpp), the six-card wager and the coupled ratio — and its sheet: the
// rules of the chosen tables, the play under a strategy (and beside it pair plus played together
// with it), pair plus, the six-card bonus. Each wager is analysed with the one table it reads (one
// instantiation per table, no cross product).
#include "games.hpp"
#include "options.hpp"
#include "three_card_poker.hpp"
#include "three_card_poker_choices.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/report/par_sheet.hpp>
#include <carnival/settlement/wager_slip.hpp>
#include <carnival/tools/par_main.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

namespace par {

namespace detail {

using namespace carnival;
using namespace carnival::three_card_poker_tables;
using tools::named_strategy;

// The strategies --strategy offers beside "optimal" and "play-through": each a function of the
// player's view, with what it does in words.
template <class Game>
const std::array<named_strategy<Game>, 2>& named_strategies() {
    static const std::array<named_strategy<Game>, 2> offered = [] {
        const auto q64 = evaluate<three_card>(std::array{card(rank::queen, suit::clubs), card(rank::six, suit::diamonds),
                                                         card(rank::four, suit::hearts)});
        const auto play_if = [](bool play) { return play ? decision::play : decision::fold; };
        return std::array<named_strategy<Game>, 2>{
            {{"q64", "play with Q-6-4 or better, fold the rest",
              [=](const player_view<Game>& v) { return play_if(evaluate<three_card>(v.hole) >= q64); }},
             {"mimic-dealer", "play with a hand the dealer would qualify with (queen high or better), fold the rest",
              [=](const player_view<Game>& v) { return play_if(Game::qualifier::qualifies(evaluate<three_card>(v.hole))); }}}};
    }();
    return offered;
}

// The play (ante, play and ante bonus) on the chosen ante bonus table under `strategy`, exact or
// simulated as the options say (report::add_play), and beside it pair plus played together with
// it, figured for the optimal play of both.
template <class AnteBonus>
void play_sections(report::sheet& s, const three_card_poker_options& o, std::string_view strategy, const par_options& po) {
    using game_t = three_card_poker<pair_plus_a, AnteBonus>;
    if (strategy == tools::optimal_strategy) {
        report::add_play<game_t>(s, nullptr, std::string(strategy), po);
    } else if (strategy == tools::play_through_strategy) {
        const report::strategy_function<game_t> play{report::play_through{}};
        report::add_play<game_t>(s, &play, std::string(strategy) + ": " + std::string(tools::play_through_description), po);
    } else {
        for (const named_strategy<game_t>& n : named_strategies<game_t>())
            if (n.name == strategy) report::add_play<game_t>(s, &n.play, n.name + ": " + n.description, po);
    }
    if (o.coupled_ratio == 0) return;
    pair_plus_choice::with(o.pair_plus, [&]<class Table>(std::type_identity<Table>) {
        using coupled_game = three_card_poker<Table, AnteBonus>;
        wager_slip<coupled_game> slip;
        slip.template place<tcp::ante>(money::dollars(1)).template place<tcp::pair_plus<Table>>(money::dollars(static_cast<std::int64_t>(o.coupled_ratio)));
        analysis::play_figures c = analysis::solve(slip, po.exact);
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

// Refuses a six-card wager its table does not take, naming the option.
template <class Wager>
void check_six_card_wager(money amount) {
    try {
        check_amount<Wager>(amount);
    } catch (const invalid_wager& e) {
        throw std::invalid_argument(std::string("--six-card-wager: ") + e.what());
    }
}

report::sheet three_card_poker_sheet(const three_card_poker_options& o, std::string_view strategy, const par_options& po) {
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
    ante_bonus_choice::with(o.ante_bonus, [&]<class AnteBonus>(std::type_identity<AnteBonus>) { play_sections<AnteBonus>(s, o, strategy, po); });
    pair_plus_choice::with(o.pair_plus, [&]<class Table>(std::type_identity<Table>) {
        report::add_side_wager<three_card_poker<Table>, tcp::pair_plus<Table>>(s, po, money::dollars(1));
    });
    if (o.six_card != "none") {
        with_six_card_wager([&]<class Game, class Wager>(std::type_identity<Game>, std::type_identity<Wager>) {
            report::add_side_wager<Game, Wager>(s, po, six_card_wager);
        });
    }
    s.notes.emplace_back(report::side_wagers_note);
    return s;
}


}  // namespace detail

carnival::tools::par_game three_card_poker_game() {
    using namespace detail;
    const auto o = std::make_shared<three_card_poker_options>();  // what the options read, for the rules and the sheet
    tools::par_game g;
    g.title = g.name = std::string(ny_three_card_poker::name);
    g.options = {pair_plus_choice::par_option("TABLE", "pair plus pay table, NY (f)(1)(ii)", o->pair_plus),
                 ante_bonus_choice::par_option("TABLE", "ante bonus pay table, NY (f)(1)(iii)", o->ante_bonus),
                 pair_plus_rule_choice::par_option("RULE", "pair plus precondition the casino elects, NY (c)(1)(ii) or (c)(6)(i)-(iii)",
                                                   o->pair_plus_rule),
                 six_card_choice::par_option("TABLE", "six-card bonus version and pay table, NY (f)(2)", o->six_card)};
    g.options[3].words.insert(g.options[3].words.begin(), "none");
    g.options[3].read = [o](std::string_view key) {  // "none", or a table six_card_choice names
        if (key != "none") six_card_choice::with(key, [](auto) {});
        o->six_card = std::string(key);
    };
    g.options.push_back({six_card_wager_option.name, six_card_wager_option.metavar, six_card_wager_option.help, {}, "$5.00", false,
                         [o](std::string_view text) { o->six_card_wager = six_card_wager_option.parse(text); }});
    g.options.push_back({coupled_ratio_option.name, coupled_ratio_option.metavar, coupled_ratio_option.help, {},
                         std::to_string(o->coupled_ratio), false, [o](std::string_view text) { o->coupled_ratio = coupled_ratio_option.parse(text); }});
    for (const named_strategy<ny_three_card_poker>& n : named_strategies<ny_three_card_poker>()) g.strategies.push_back({n.name, n.description});
    g.renamed = {{"never-fold", std::string(tools::play_through_strategy)}};
    g.rules = [o] { return three_card_poker_rules(*o); };
    g.sheet = [o](std::string_view strategy, const par_options& po) { return three_card_poker_sheet(*o, strategy, po); };
    return g;
}

}  // namespace par
