// Heads Up Hold'em, as its public rule card states it (the rules README's field games). The rule
// card:
//   1. The player places an ante and an odds wager of the same amount, both compulsory.
//   2. Two cards to the player and two to the dealer; five community cards follow, three (the
//      flop), then two (the turn and the river).
//   3. Once a round the player plays: before the flop, check or play 3 times the ante; after the
//      flop, if not yet played, check or play 2 times; after the river, if not yet played, play 1
//      times or fold.
//   4. Each hand is the best five of its two cards and the board. The dealer opens with a pair or
//      better; a dealer who does not open pushes the ante, and the odds and the play are settled
//      as rule 5 says.
//   5. Player higher: the play and the ante are paid 1 to 1, the odds by the table below on a
//      straight or better and pushed on a lower hand. Dealer higher: ante, odds and play lose,
//      but the odds on a straight or better is paid by the bad-beat table. A tie pushes them all.
//   6. The odds table: royal flush 500, straight flush 50, four of a kind 10, full house 3, flush
//      3 to 2, straight 1 (to 1). The bad-beat table varies by casino, and none was found published
//      with its figures: this example's is straight flush 50, four of a kind 10, full house 3,
//      flush 1, straight 1 (to 1), named as an example wherever it is printed.
#pragma once

#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/rules/game.hpp>

#include <string_view>

namespace heads_up_holdem {

using namespace carnival;
using enum hand_category;

inline constexpr contest_rules ante_contest{
    .higher = won("Heads Up Hold'em 5"), .equal = pushed("Heads Up Hold'em 5"), .lower = lost("Heads Up Hold'em 5"),
    .not_qualified_higher = pushed("Heads Up Hold'em 4"), .not_qualified_equal = pushed("Heads Up Hold'em 4"),
    .not_qualified_lower = pushed("Heads Up Hold'em 4")};
inline constexpr contest_rules contest{
    .higher = won("Heads Up Hold'em 5"), .equal = pushed("Heads Up Hold'em 5"), .lower = lost("Heads Up Hold'em 5"),
    .not_qualified_higher = won("Heads Up Hold'em 4, 5"), .not_qualified_equal = pushed("Heads Up Hold'em 4, 5"),
    .not_qualified_lower = lost("Heads Up Hold'em 4, 5")};

using odds_table = pay_table<"Heads Up Hold'em odds", five_card, pays<royal_flush, 500>, pays<straight_flush, 50>,
                             pays<four_of_a_kind, 10>, pays<full_house, 3>, pays<flush, 3, 2>, pays<straight, 1>>;
using bad_beat_table = pay_table<"Heads Up Hold'em bad beat (an example table)", five_card, pays<straight_flush, 50>,
                                 pays<four_of_a_kind, 10>, pays<full_house, 3>, pays<flush, 1>, pays<straight, 1>>;

using player_hand = ranked_hand<five_card, best_of<7>, card_source::player, card_source::board>;
using ante = ante_wager<"ante", ante_contest>;
using odds = contest_wager<"odds", contest, equal_to<ante, "Heads Up Hold'em 1">,
                           paid_by<odds_table, table_terms{.otherwise = unnamed_hand::push}, bad_beat_table>>;
using play = raise_wager<"play", contest>;

struct rules {
    static constexpr std::string_view name = "Heads Up Hold'em";
    using sequence = sequence_of_play<to_player<2>, to_dealer<2>,
                                      decide<may_check<"Heads Up Hold'em 3">, may_raise<play, "Heads Up Hold'em 3", 3>>, to_board<3>,
                                      decide<may_check<"Heads Up Hold'em 3">, may_raise<play, "Heads Up Hold'em 3", 2>>, to_board<2>,
                                      decide<may_fold<"Heads Up Hold'em 3">, may_raise<play, "Heads Up Hold'em 3", 1>>, reveal_dealer>;
    using player_hand = heads_up_holdem::player_hand;
    using dealer_hand = ranked_hand<five_card, best_of<7>, card_source::dealer, card_source::board>;
    using dealer_qualifies = at_least<five_card, "2c 2d 5h 4s 3c", "a pair or better (the dealer opens)">;
    using wagers = wager_list<ante, odds, play>;
};
using game = carnival::game<rules>;

}  // namespace heads_up_holdem
