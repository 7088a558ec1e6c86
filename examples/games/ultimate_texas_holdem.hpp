// Ultimate Texas Hold'em, as its public rule card states it (the rules README's field games). The
// rule card:
//   1. The player places an ante and a blind of the same amount, both compulsory, and may place
//      Trips.
//   2. Two cards to the player and two to the dealer; five community cards follow, three (the
//      flop), then two (the turn and the river).
//   3. Once a round the player plays: before the flop, check or play 3 or 4 times the ante; after
//      the flop, if not yet played, check or play 2 times; after the river, if not yet played,
//      play 1 times or fold.
//   4. Each hand is the best five of its two cards and the board. The dealer qualifies with a
//      pair or better; a dealer who does not qualify pushes the ante, and the blind and the play
//      are settled as rule 5 says.
//   5. Player higher: the play and the ante are paid 1 to 1, the blind by the table below on a
//      straight or better and pushed on a lower hand. Dealer higher: ante, blind and play lose.
//      A tie pushes them all.
//   6. The blind table: royal flush 500, straight flush 50, four of a kind 10, full house 3, flush
//      3 to 2, straight 1 (to 1).
//   7. Trips pays on the player's final hand whatever the contest: royal flush 50, straight flush
//      40, four of a kind 30, full house 8, flush 6, straight 5, three of a kind 3 (to 1). It
//      stands when the player folds (the house's reading this rule card takes; `rules<on_fold::
//      forfeited>` is the other).
#pragma once

#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/rules/game.hpp>

#include <string_view>

namespace ultimate_texas_holdem {

using namespace carnival;
using enum hand_category;

// Rule 5 for the ante: pushed against a dealer who does not qualify (rule 4).
inline constexpr contest_rules ante_contest{
    .higher = won("UTH 5"), .equal = pushed("UTH 5"), .lower = lost("UTH 5"),
    .not_qualified_higher = pushed("UTH 4"), .not_qualified_equal = pushed("UTH 4"), .not_qualified_lower = pushed("UTH 4")};
// Rule 5 for the blind and the play, whether or not the dealer qualifies (rule 4).
inline constexpr contest_rules contest{
    .higher = won("UTH 5"), .equal = pushed("UTH 5"), .lower = lost("UTH 5"),
    .not_qualified_higher = won("UTH 4, 5"), .not_qualified_equal = pushed("UTH 4, 5"), .not_qualified_lower = lost("UTH 4, 5")};

using blind_table = pay_table<"Ultimate Texas Hold'em blind", five_card, pays<royal_flush, 500>, pays<straight_flush, 50>,
                              pays<four_of_a_kind, 10>, pays<full_house, 3>, pays<flush, 3, 2>, pays<straight, 1>>;
using trips_table = pay_table<"Ultimate Texas Hold'em Trips", five_card, pays<royal_flush, 50>, pays<straight_flush, 40>,
                              pays<four_of_a_kind, 30>, pays<full_house, 8>, pays<flush, 6>, pays<straight, 5>,
                              pays<three_of_a_kind, 3>>;

using player_hand = ranked_hand<five_card, best_of<7>, card_source::player, card_source::board>;
using ante = ante_wager<"ante", ante_contest>;
using blind = contest_wager<"blind", contest, equal_to<ante, "UTH 1">, paid_by<blind_table, table_terms{.otherwise = unnamed_hand::push}>>;
using play = raise_wager<"play", contest>;
template <on_fold Fold = on_fold::stands>
using trips = side_wager<"trips", player_hand, trips_table, Fold, no_requirement, "UTH 7">;

template <on_fold TripsOnFold = on_fold::stands>
struct rules {
    static constexpr std::string_view name = "Ultimate Texas Hold'em";
    using sequence = sequence_of_play<to_player<2>, to_dealer<2>, decide<may_check<"UTH 3">, may_raise<play, "UTH 3", 3, 4>>,
                                      to_board<3>, decide<may_check<"UTH 3">, may_raise<play, "UTH 3", 2>>,
                                      to_board<2>, decide<may_fold<"UTH 3">, may_raise<play, "UTH 3", 1>>, reveal_dealer>;
    using player_hand = ultimate_texas_holdem::player_hand;
    using dealer_hand = ranked_hand<five_card, best_of<7>, card_source::dealer, card_source::board>;
    using dealer_qualifies = at_least<five_card, "2c 2d 5h 4s 3c", "a pair or better">;
    using wagers = wager_list<ante, blind, play, trips<TripsOnFold>>;
};
using game = carnival::game<rules<>>;

}  // namespace ultimate_texas_holdem
