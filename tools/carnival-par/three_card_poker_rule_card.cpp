// The Three Card Poker rules in words of the chosen tables, in a translation unit of its own.
#include "three_card_poker.hpp"
#include "three_card_poker_choices.hpp"

#include <carnival/report/rule_summary.hpp>

#include <string>
#include <type_traits>

namespace par {

carnival::report::rule_summary three_card_poker_rules(const three_card_poker_options& o) {
    using namespace detail;
    using namespace carnival;
    using namespace carnival::three_card_poker_tables;
    // The game with the chosen pair plus and ante bonus tables, then the six-card bonus added on
    // its own: (7 x 2) + 9 summaries, not every combination of the three tables.
    carnival::report::rule_summary s =
        ante_bonus_choice::with(o.ante_bonus, [&]<class AnteBonus>(std::type_identity<AnteBonus>) {
            return pair_plus_choice::with(o.pair_plus, [&]<class Table>(std::type_identity<Table>) {
                return carnival::report::rule_summary_of<three_card_poker<Table, AnteBonus>>();
            });
        });
    // The pair-plus precondition the casino elects (NY (c)(6)), on the pair-plus area: four
    // requirements' words, not a game per table and rule.
    pair_plus_rule_choice::with(o.pair_plus_rule, [&]<class Rule>(std::type_identity<Rule>) {
        const std::string requirement = Rule::requirement::text();
        if (requirement.empty()) return;
        for (carnival::report::betting_area& a : s.areas)
            if (a.name == "pair-plus") a.description += "; " + requirement;
    });
    if (o.six_card != "none")
        six_card_choice::with(o.six_card, [&]<class Six>(std::type_identity<Six>) {
            using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, Six>;
            carnival::report::add_wager<game_t, typename Six::template wager<tcp::pair_plus<pair_plus_a>>>(s);
        });
    return s;
}

}  // namespace par
