// Caribbean Stud Poker, from its standard published rules, as a designer writes it. The rule card:
//   1. The player places an ante. Five cards each; one of the dealer's is dealt face up.
//   2. Having seen their cards and the dealer's up card, the player folds (losing the ante) or
//      raises twice the ante.
//   3. The dealer qualifies with ace-king or better.
//   4. Dealer does not qualify: the ante is paid 1 to 1 and the raise returned.
//   5. Dealer qualifies: a higher hand wins (ante 1 to 1, the raise by the pay table below), a
//      lower hand loses both, equal hands push.
//   6. The raise pays: pair 1, two pair 2, trips 3, straight 4, flush 5, full house 7, four of a
//      kind 20, straight flush 50, royal flush 100 (to 1); a winning ace-king 1 to 1.
#pragma once

#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/rules/game.hpp>

namespace caribbean_stud {

using namespace carnival;
using enum hand_category;

inline constexpr contest_rules ante_contest{
    .higher = won("Caribbean Stud 5"), .equal = pushed("Caribbean Stud 5"), .lower = lost("Caribbean Stud 5"),
    .not_qualified_higher = won("Caribbean Stud 4"), .not_qualified_equal = won("Caribbean Stud 4"),
    .not_qualified_lower = won("Caribbean Stud 4")};
inline constexpr contest_rules raise_contest{
    .higher = won("Caribbean Stud 5, 6"), .equal = pushed("Caribbean Stud 5"), .lower = lost("Caribbean Stud 5"),
    .not_qualified_higher = returned("Caribbean Stud 4"), .not_qualified_equal = returned("Caribbean Stud 4"),
    .not_qualified_lower = returned("Caribbean Stud 4")};
using raise_table = pay_table<"Caribbean Stud raise", five_card, pays<royal_flush, 100>, pays<straight_flush, 50>,
                              pays<four_of_a_kind, 20>, pays<full_house, 7>, pays<flush, 5>, pays<straight, 4>,
                              pays<three_of_a_kind, 3>, pays<two_pair, 2>, pays<pair, 1>>;

using ante = ante_wager<"ante", ante_contest>;
using raise = raise_wager<"raise", raise_contest, paid_by<raise_table>>;

struct rules {
    static constexpr std::string_view name = "Caribbean Stud Poker";
    using sequence = sequence_of_play<to_player<5>, to_dealer<4>, to_dealer<1, face::up>,
                                      decide<may_fold<"Caribbean Stud 2">, may_raise<raise, "Caribbean Stud 2", 2>>,
                                      reveal_dealer>;
    using player_hand = ranked_hand<five_card, all_of<5>, card_source::player>;
    using dealer_hand = ranked_hand<five_card, all_of<5>, card_source::dealer>;
    using dealer_qualifies = at_least<five_card, "Ac Kd 4h 3s 2c", "ace-king or better">;
    using wagers = wager_list<ante, raise>;
};
using game = carnival::game<rules>;

}  // namespace caribbean_stud
