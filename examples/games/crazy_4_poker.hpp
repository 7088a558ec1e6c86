// Crazy 4 Poker, as its public rule card states it (the rules README's field games). The rule card:
//   1. The player places an ante and a super bonus of the same amount, both compulsory, and may
//      place Queens Up. Five cards to the player and five to the dealer; each plays the best four
//      (four of a kind, straight flush, three of a kind, flush, straight, two pair, pair, high card).
//   2. Having seen their cards, the player folds (losing the ante and the super bonus) or plays 1
//      times the ante with any hand, and up to 3 times with a pair of aces or better.
//   3. The dealer qualifies with king high or better. A dealer who does not qualify: the play is
//      paid 1 to 1 whatever the player holds, and the ante pushes.
//   4. A dealer who qualifies: ante and play are paid 1 to 1 when the player's hand is higher,
//      lose when it is lower, and push on a tie.
//   5. The super bonus is paid on a straight or better whatever the dealer holds: four aces 200,
//      four of a kind 30, straight flush 15, three of a kind 2, flush 3 to 2, straight 1 (to 1).
//      Below a straight it pushes when the player wins, ties or the dealer does not qualify, and
//      loses when the dealer's hand is higher.
//   6. Queens Up pays on the player's best four: four of a kind 50, straight flush 40, three of a
//      kind 8, flush 4, straight 3, two pair 2, pair of queens or better 1 (to 1). A fold forfeits it.
#pragma once

#include "four_card.hpp"

#include <carnival/cards/rank.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/rules/game.hpp>

#include <cstdint>
#include <string_view>

namespace crazy_4_poker {

using namespace carnival;
using enum hand_category;
using four_card_poker::four_card;

// The ranks of a four-card hand's pair or quads, as a hand_value gives them.
template <hand_category Category, rank Low, fixed_string Name>
struct of_ranks_from {
    static constexpr std::string_view name = Name.view();
    static constexpr bool suit_blind = true;  // reads ranks only
    static constexpr bool holds(const auto& hand) {
        return hand.value.category() == Category && hand.value.major_ranks() >= 1U << index(Low);
    }
};
using four_aces = of_ranks_from<four_of_a_kind, rank::ace, "Four aces">;
using queens_or_better = of_ranks_from<pair, rank::queen, "Pair of queens or better">;

// Rule 2: more than 1 times the ante only with a pair of aces or better.
using aces_or_better = at_least<four_card, "As Ad 3h 2c", "a pair of aces or better">;
struct three_times_with_aces {
    static constexpr std::string_view text = "more than 1x only with a pair of aces or better (Crazy 4 Poker 2)";
    static constexpr bool suit_blind = true;  // reads the hand's value
    static constexpr std::int64_t most(const auto& view) {
        return aces_or_better::qualifies(evaluate<four_card, best_of<5>>(view.hole)) ? 3 : 1;
    }
};

inline constexpr contest_rules ante_contest{
    .higher = won("Crazy 4 Poker 4"), .equal = pushed("Crazy 4 Poker 4"), .lower = lost("Crazy 4 Poker 4"),
    .not_qualified_higher = pushed("Crazy 4 Poker 3"), .not_qualified_equal = pushed("Crazy 4 Poker 3"),
    .not_qualified_lower = pushed("Crazy 4 Poker 3")};
inline constexpr contest_rules play_contest{
    .higher = won("Crazy 4 Poker 4"), .equal = pushed("Crazy 4 Poker 4"), .lower = lost("Crazy 4 Poker 4"),
    .not_qualified_higher = won("Crazy 4 Poker 3"), .not_qualified_equal = won("Crazy 4 Poker 3"),
    .not_qualified_lower = won("Crazy 4 Poker 3")};
// Rule 5 below a straight: lost only to a qualifying dealer's higher hand.
inline constexpr contest_rules super_bonus_contest{
    .higher = pushed("Crazy 4 Poker 5"), .equal = pushed("Crazy 4 Poker 5"), .lower = lost("Crazy 4 Poker 5"),
    .not_qualified_higher = pushed("Crazy 4 Poker 5"), .not_qualified_equal = pushed("Crazy 4 Poker 5"),
    .not_qualified_lower = pushed("Crazy 4 Poker 5")};

using super_bonus_table = pay_table<"Crazy 4 Poker super bonus", four_card, pays_if<four_aces, 200>, pays<four_of_a_kind, 30>,
                                    pays<straight_flush, 15>, pays<three_of_a_kind, 2>, pays<flush, 3, 2>, pays<straight, 1>>;
using queens_up_table = pay_table<"Crazy 4 Poker Queens Up", four_card, pays<four_of_a_kind, 50>, pays<straight_flush, 40>,
                                  pays<three_of_a_kind, 8>, pays<flush, 4>, pays<straight, 3>, pays<two_pair, 2>,
                                  pays_if<queens_or_better, 1>>;

using player_hand = ranked_hand<four_card, best_of<5>, card_source::player>;
using ante = ante_wager<"ante", ante_contest>;
using super_bonus = contest_wager<"super-bonus", super_bonus_contest, equal_to<ante, "Crazy 4 Poker 1">,
                                  paid_by<super_bonus_table, table_terms{.applies = table_applies::always, .otherwise = unnamed_hand::push}>>;
using play = raise_wager<"play", play_contest>;
using queens_up = side_wager<"queens-up", player_hand, queens_up_table, on_fold::forfeited, no_requirement, "Crazy 4 Poker 6">;

struct rules {
    static constexpr std::string_view name = "Crazy 4 Poker";
    using sequence = sequence_of_play<to_player<5>, to_dealer<5>,
                                      decide<may_fold<"Crazy 4 Poker 2">,
                                             may_raise_up_to<play, "Crazy 4 Poker 2", three_times_with_aces, 1, 2, 3>>,
                                      reveal_dealer>;
    using player_hand = crazy_4_poker::player_hand;
    using dealer_hand = ranked_hand<four_card, best_of<5>, card_source::dealer>;
    using dealer_qualifies = at_least<four_card, "Ks 4d 3h 2c", "king high or better">;
    using wagers = wager_list<ante, super_bonus, play, queens_up>;
};
using game = carnival::game<rules>;

}  // namespace crazy_4_poker
