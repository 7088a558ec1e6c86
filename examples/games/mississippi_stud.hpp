// Mississippi Stud, as its public rule card states it (the rules README's field games). The rule card:
//   1. The player places an ante and is dealt two cards. Three community cards follow, one at a
//      time. There is no dealer hand.
//   2. Before each community card (3rd, 4th and 5th street) the player folds, losing every wager
//      made so far, or bets 1, 2 or 3 times the ante on that street.
//   3. The ante and every street bet are paid on the player's final five cards (the two cards and
//      the three community cards): royal flush 500, straight flush 100, four of a kind 40, full
//      house 10, flush 6, straight 4, three of a kind 3, two pair 2, pair of jacks or better 1
//      (to 1); a pair of sixes to tens pushes; anything else loses.
#pragma once

#include <carnival/cards/rank.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/rules/game.hpp>

namespace mississippi_stud {

using namespace carnival;
using enum hand_category;

// A pair of the ranks from Low to High (rule 3's lowest lines).
template <rank Low, rank High, fixed_string Name>
struct pair_of {
    static constexpr std::string_view name = Name.view();
    static constexpr bool suit_blind = true;  // reads ranks only
    static constexpr bool holds(const auto& hand) {
        return hand.value.category() == pair && hand.value.major_ranks() >= 1U << index(Low) &&
               hand.value.major_ranks() <= 1U << index(High);
    }
};
using jacks_or_better = pair_of<rank::jack, rank::ace, "Pair of jacks or better">;
using sixes_to_tens = pair_of<rank::six, rank::ten, "Pair of sixes to tens">;

using pay_table = carnival::pay_table<"Mississippi Stud", five_card, pays<royal_flush, 500>, pays<straight_flush, 100>,
                                      pays<four_of_a_kind, 40>, pays<full_house, 10>, pays<flush, 6>, pays<straight, 4>,
                                      pays<three_of_a_kind, 3>, pays<two_pair, 2>, pays_if<jacks_or_better, 1>,
                                      pushes_if<sixes_to_tens>>;

// Rule 3: every wager paid on the player's hand by the table; a hand it does not name loses.
inline constexpr contest_rules paid_on_the_hand = on_the_players_hand("Mississippi Stud 3");
using paid = paid_by<pay_table, table_terms{.otherwise = unnamed_hand::lose}>;

using ante = ante_wager<"ante", paid_on_the_hand, paid>;
using third_street = raise_wager<"3rd street", paid_on_the_hand, paid>;
using fourth_street = raise_wager<"4th street", paid_on_the_hand, paid>;
using fifth_street = raise_wager<"5th street", paid_on_the_hand, paid>;

// Rule 2 at each street: fold, or bet 1, 2 or 3 times the ante.
template <class Street>
using street_decision = decide<may_fold<"Mississippi Stud 2">, may_raise<Street, "Mississippi Stud 2", 1, 2, 3>>;

struct rules {
    static constexpr std::string_view name = "Mississippi Stud";
    using sequence = sequence_of_play<to_player<2>, street_decision<third_street>, to_board<1>, street_decision<fourth_street>,
                                      to_board<1>, street_decision<fifth_street>, to_board<1>>;
    using player_hand = ranked_hand<five_card, all_of<5>, card_source::player, card_source::board>;
    using wagers = wager_list<ante, third_street, fourth_street, fifth_street>;
};
using game = carnival::game<rules>;

}  // namespace mississippi_stud
