// Four Card Poker, from its standard published rules, as a designer writes it. The rule card:
//   1. The player places an ante, an Aces Up wager, or both (of the same amount). Five cards to
//      the player; six to the dealer, one of them face up. Each plays the best four.
//   2. Having seen their cards and the dealer's up card, the player folds (losing the ante) or
//      makes a play wager of one to three times the ante.
//   3. The dealer always plays. A player's hand equal to or higher than the dealer's wins (ante
//      and play 1 to 1); a lower hand loses both.
//   4. Ante bonus, paid on the ante whatever the contest: three of a kind 2, straight flush 20,
//      four of a kind 25 (to 1). Reading: paid to a player who folds too (the rule cards say
//      "regardless of the dealer's hand"; optimal play never folds three of a kind).
//   5. Aces Up pays on the player's best four, whatever the dealer holds and whether or not the
//      player folds: pair of aces 1, two pair 2, straight 4, flush 6, trips 9, straight flush 40,
//      four of a kind 50 (to 1) — an example table; casinos choose among several.
#pragma once

#include "four_card.hpp"

#include <carnival/cards/rank.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/rules/game.hpp>

namespace four_card_poker {

using namespace carnival;
using enum hand_category;

inline constexpr contest_rules contest{
    .higher = won("Four Card Poker 3"), .equal = won("Four Card Poker 3: ties to the player"), .lower = lost("Four Card Poker 3")};

struct pair_of_aces {
    static constexpr std::string_view name = "Pair of aces";
    static constexpr bool suit_blind = true;  // reads ranks only
    static constexpr bool holds(const auto& hand) {
        return hand.value.category() == pair && hand.value.major_ranks() == 1U << index(rank::ace);
    }
};
using ante_bonus_table = pay_table<"Four Card Poker ante bonus", four_card, pays<four_of_a_kind, 25>,
                                   pays<straight_flush, 20>, pays<three_of_a_kind, 2>>;
using aces_up_table = pay_table<"Aces Up (an example table)", four_card, pays<four_of_a_kind, 50>, pays<straight_flush, 40>,
                                pays<three_of_a_kind, 9>, pays<flush, 6>, pays<straight, 4>, pays<two_pair, 2>,
                                pays_if<pair_of_aces, 1>>;

using player_hand = ranked_hand<four_card, best_of<5>, card_source::player>;
using ante = ante_wager<"ante", contest>;
using play = raise_wager<"play", contest>;
using ante_bonus = bonus_on<"ante-bonus", ante, player_hand, ante_bonus_table, "Four Card Poker 4", paid_when::always>;
using aces_up = side_wager<"aces-up", player_hand, aces_up_table, on_fold::stands,
                           equal_when_both<ante, "Four Card Poker 1">, "Four Card Poker 5">;

struct rules {
    static constexpr std::string_view name = "Four Card Poker";
    using sequence = sequence_of_play<to_player<5>, to_dealer<5>, to_dealer<1, face::up>,
                                      decide<may_fold<"Four Card Poker 2">, may_raise<play, "Four Card Poker 2", 1, 2, 3>>,
                                      reveal_dealer>;
    using player_hand = four_card_poker::player_hand;
    using dealer_hand = ranked_hand<four_card, best_of<6>, card_source::dealer>;
    using wagers = wager_list<ante, play, ante_bonus, aces_up>;
};
using game = carnival::game<rules>;

}  // namespace four_card_poker
