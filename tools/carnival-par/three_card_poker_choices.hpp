// Three Card Poker's tables in carnival-par, each under the word that chooses it (tools::choice):
// the options and the sheet (three_card_poker.cpp) and the rules (three_card_poker_rule_card.cpp) read them.
#pragma once

#include <carnival/games/three_card_poker.hpp>
#include <carnival/tools/choice.hpp>


namespace par::detail {

using carnival::tools::named;
using namespace carnival::three_card_poker_tables;
namespace tcp = carnival::tcp;

// NY (f)(1)(ii), (f)(1)(iii) and (f)(2): each table under the word that chooses it.
using pair_plus_choice = carnival::tools::choice<"--pair-plus", named<"A", pair_plus_a>, named<"B", pair_plus_b>, named<"C", pair_plus_c>,
                                                 named<"D", pair_plus_d>, named<"E", pair_plus_e>, named<"F", pair_plus_f>,
                                                 named<"G", pair_plus_g>>;
using ante_bonus_choice = carnival::tools::choice<"--ante-bonus", named<"1-4-5", ante_bonus_1_4_5>, named<"1-5-6", ante_bonus_1_5_6>>;
using six_card_choice = carnival::tools::choice<
    "--six-card", named<"i-A", tcp::six_card_bonus_i<six_card_i_a>>, named<"i-B", tcp::six_card_bonus_i<six_card_i_b>>,
    named<"i-C", tcp::six_card_bonus_i<six_card_i_c>>, named<"i-D", tcp::six_card_bonus_i<six_card_i_d>>,
    named<"ii-A", tcp::six_card_bonus_ii<six_card_ii_a>>, named<"ii-B", tcp::six_card_bonus_ii<six_card_ii_b>>,
    named<"ii-C", tcp::six_card_bonus_ii<six_card_ii_c>>, named<"ii-D", tcp::six_card_bonus_ii<six_card_ii_d>>,
    named<"ii-E", tcp::six_card_bonus_ii<six_card_ii_e>>>;
// NY (c)(1)(ii) and (c)(6): the pair-plus precondition the casino elects.
using pair_plus_rule_choice = carnival::tools::choice<"--pair-plus-rule", named<"optional", tcp::pair_plus_rule::optional>,
                                                      named<"c6-i", tcp::pair_plus_rule::ante_at_least_pair_plus>,
                                                      named<"c6-ii", tcp::pair_plus_rule::ante_at_least_half_pair_plus>,
                                                      named<"c6-iii", tcp::pair_plus_rule::compulsory_within_five_times>>;

}  // namespace par::detail
