// Let It Ride, from its standard published rules, as a designer writes it. The rule card:
//   1. The player places three equal bets. Three cards to the player; two community cards.
//   2. Having seen their three cards, the player may take back bet 1 or let it ride.
//   3. The first community card is turned up; the player may take back bet 2 or let it ride.
//   4. The second community card is turned up. Bet 3 always rides.
//   5. There is no dealer hand: every bet that rides is paid on the player's three cards and the
//      two community cards: pair of tens or better 1, two pair 2, trips 3, straight 5, flush 8,
//      full house 11, four of a kind 50, straight flush 200, royal flush 1000 (to 1); anything
//      else loses.
#pragma once

#include <carnival/cards/rank.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/rules/game.hpp>

#include <bit>

namespace let_it_ride {

using namespace carnival;
using enum hand_category;

struct tens_or_better {  // a pair of tens, jacks, queens, kings or aces
    static constexpr std::string_view name = "Pair of tens or better";
    static constexpr bool suit_blind = true;  // reads ranks only
    static constexpr bool holds(const auto& hand) {
        return hand.value.category() == pair && hand.value.major_ranks() >= 1U << index(rank::ten);
    }
};
using pay_table = carnival::pay_table<"Let It Ride", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
                                      pays<four_of_a_kind, 50>, pays<full_house, 11>, pays<flush, 8>, pays<straight, 5>,
                                      pays<three_of_a_kind, 3>, pays<two_pair, 2>, pays_if<tens_or_better, 1>>;

using final_hand = ranked_hand<five_card, all_of<5>, card_source::player, card_source::board>;
using bet_1 = side_wager<"bet 1", final_hand, pay_table, on_fold::stands, no_requirement, "Let It Ride 5">;
template <fixed_string Name>
using another_bet = side_wager<Name, final_hand, pay_table, on_fold::stands, compulsory_together<bet_1, 1, "Let It Ride 1">,
                               "Let It Ride 5">;
using bet_2 = another_bet<"bet 2">;
using bet_3 = another_bet<"bet 3">;

struct rules {
    static constexpr std::string_view name = "Let It Ride";
    using sequence = sequence_of_play<
        to_player<3>,
        decide<may_pull_back<bet_1, "Let It Ride 2">, may_check<"Let It Ride 2">>,
        to_board<1>,
        decide<may_pull_back<bet_2, "Let It Ride 3">, may_check<"Let It Ride 3">>,
        to_board<1>>;
    using player_hand = final_hand;
    using wagers = wager_list<bet_1, bet_2, bet_3>;
};
using game = carnival::game<rules>;

}  // namespace let_it_ride
