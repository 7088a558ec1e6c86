// A variant in none of the rule texts: the dealer qualifies with jack high, and pair plus adds a
// mini-royal line (A-K-Q suited) at 100 to 1. The whole game is the types below (used by
// custom_variant.cpp, and by the settle() fuzz target among the games it plays).
#pragma once

#include <carnival/games/three_card_poker.hpp>

namespace custom_variant {

using namespace carnival;
using enum hand_category;

struct mini_royal {  // A-K-Q of one suit: the straight flush topped by an ace
    static constexpr std::string_view name = "Mini royal";
    static constexpr bool suit_blind = true;  // any suit's A-K-Q
    static constexpr bool holds(const auto& hand) { return hand.value.category() == straight_flush && hand.value.major_ranks() == 1U << index(rank::ace); }
};
using pair_plus_table = pay_table<"pair plus with a mini royal", three_card, pays_if<mini_royal, 100>, pays<straight_flush, 40>,
                                  pays<three_of_a_kind, 30>, pays<straight, 6>, pays<flush, 4>, pays<pair, 1>>;
using jack_high_or_better = at_least<three_card, "Jc 3d 2h", "jack-high or better">;
using pair_plus = tcp::pair_plus<pair_plus_table>;
struct jack_high_poker_rules : tcp::rules<> {  // Three Card Poker's rule card, with two changes
    using dealer_qualifies = jack_high_or_better;
    using wagers = wager_list<tcp::ante, tcp::play, pair_plus, tcp::toke>;
};
using jack_high_poker = game<jack_high_poker_rules>;

}  // namespace custom_variant
