// Texas Hold'em Bonus, as its public rule card states it (the rules README's field games). The
// rule card:
//   1. The player places an ante, compulsory, and may place the bonus.
//   2. Two cards to the player and two to the dealer; five community cards follow, three (the
//      flop), then one (the turn), then one (the river).
//   3. Before the flop the player folds or bets the flop, 2 times the ante (no check); after the
//      flop, checks or bets the turn, 1 times; after the turn, checks or bets the river, 1 times.
//   4. Each hand is the best five of its two cards and the board. The dealer needs no qualifier.
//   5. Player higher: the flop, turn and river bets are paid 1 to 1, the ante 1 to 1 only on a
//      straight or better (Atlantic City: a flush or better) and pushed on a lower hand. Dealer
//      higher: every bet loses. A tie pushes them all.
//   6. The bonus pays on the two-card starting hands: player A-A with dealer A-A 1000, A-A 30,
//      A-K suited 25, A-Q or A-J suited 20, A-K offsuit 15, K-K, Q-Q or J-J 10, A-Q or A-J offsuit
//      5, 2-2 to 10-10 3 (to 1); anything else loses. It is settled whatever the contest, and
//      stands when the player folds (the house's reading this rule card takes; `rules<…,
//      on_fold::forfeited>` is the other).
#pragma once

#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/rules/card_predicates.hpp>
#include <carnival/rules/game.hpp>

#include <string_view>

namespace texas_holdem_bonus {

using namespace carnival;
using enum hand_category;

// Rule 5, with no qualifier (rule 4).
inline constexpr contest_rules contest{.higher = won("THB 5"), .equal = pushed("THB 5"), .lower = lost("THB 5")};

// Rule 5 for the ante on a winning hand: 1 to 1 on a straight or better (Las Vegas) or a flush or
// better (Atlantic City); a winning hand the table does not name pushes.
using las_vegas_ante_table = pay_table<"Texas Hold'em Bonus ante (Las Vegas: a straight or better)", five_card, pays<royal_flush, 1>,
                                       pays<straight_flush, 1>, pays<four_of_a_kind, 1>, pays<full_house, 1>, pays<flush, 1>,
                                       pays<straight, 1>>;
using atlantic_city_ante_table = pay_table<"Texas Hold'em Bonus ante (Atlantic City: a flush or better)", five_card,
                                           pays<royal_flush, 1>, pays<straight_flush, 1>, pays<four_of_a_kind, 1>,
                                           pays<full_house, 1>, pays<flush, 1>>;

// Rule 6: every line reads the player's two cards; the top one the dealer's two as well.
template <class P>
using players = on_cards_of<card_source::player, P>;
using aces = pocket_pair<rank::ace, rank::ace, "A-A">;
using bonus_table = pay_table<
    "Texas Hold'em Bonus bonus", unranked,
    pays_if<each_of<"A-A with dealer A-A", players<aces>, on_cards_of<card_source::dealer, aces>>, 1000>,
    pays_if<players<aces>, 30>, pays_if<players<two_cards<rank::ace, rank::king, suited::yes, "A-K suited">>, 25>,
    pays_if<players<any_of<"A-Q or A-J suited", two_cards<rank::ace, rank::queen, suited::yes, "A-Q suited">,
                           two_cards<rank::ace, rank::jack, suited::yes, "A-J suited">>>,
            20>,
    pays_if<players<two_cards<rank::ace, rank::king, suited::no, "A-K offsuit">>, 15>,
    pays_if<players<pocket_pair<rank::jack, rank::king, "K-K, Q-Q or J-J">>, 10>,
    pays_if<players<any_of<"A-Q or A-J offsuit", two_cards<rank::ace, rank::queen, suited::no, "A-Q offsuit">,
                           two_cards<rank::ace, rank::jack, suited::no, "A-J offsuit">>>,
            5>,
    pays_if<players<pocket_pair<rank::two, rank::ten, "2-2 to 10-10">>, 3>>;

template <class AnteTable>
using ante = ante_wager<"ante", contest, paid_by<AnteTable, table_terms{.otherwise = unnamed_hand::push}>>;
using flop_bet = raise_wager<"flop", contest>;
using turn_bet = raise_wager<"turn", contest>;
using river_bet = raise_wager<"river", contest>;
template <on_fold Fold = on_fold::stands>
using bonus = side_wager<"bonus", raw_cards<card_source::player, card_source::dealer>, bonus_table, Fold, no_requirement, "THB 6">;

template <class AnteTable = las_vegas_ante_table, on_fold BonusOnFold = on_fold::stands>
struct rules {
    static constexpr std::string_view name = "Texas Hold'em Bonus";
    using sequence = sequence_of_play<to_player<2>, to_dealer<2>, decide<may_fold<"THB 3">, may_raise<flop_bet, "THB 3", 2>>,
                                      to_board<3>, decide<may_check<"THB 3">, may_raise<turn_bet, "THB 3", 1>>,
                                      to_board<1>, decide<may_check<"THB 3">, may_raise<river_bet, "THB 3", 1>>,
                                      to_board<1>, reveal_dealer>;
    using player_hand = ranked_hand<five_card, best_of<7>, card_source::player, card_source::board>;
    using dealer_hand = ranked_hand<five_card, best_of<7>, card_source::dealer, card_source::board>;
    using wagers = wager_list<ante<AnteTable>, flop_bet, turn_bet, river_bet, bonus<BonusOnFold>>;
};
using game = carnival::game<rules<>>;
/// The Atlantic City rules: the ante is paid on a flush or better.
using atlantic_city = carnival::game<rules<atlantic_city_ante_table>>;

}  // namespace texas_holdem_bonus
