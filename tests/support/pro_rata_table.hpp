// A designer's variant of NY (f)(2)(ii) table E whose fixed royal awards are paid pro rata to a
// wager below $5 (and not grown above it): the alternative award_policy.
#pragma once

#include <carnival/games/three_card_poker.hpp>

namespace test_support {

using carnival::fixed_award;
using carnival::award_policy;
using namespace carnival::three_card_poker_tables;

using six_card_e_pro_rata = carnival::pay_table<
    "table E, awards pro rata below $5", carnival::five_card,
                        carnival::awards_if<six_card_royal<true>, fixed_award{.award_cents = 100'000'000, .stake_cents = 500,
                                                                              .policy = award_policy::pro_rata_below}>,
                        carnival::awards_if<six_card_royal<false>, fixed_award{.award_cents = 10'000'000, .stake_cents = 500,
                                                                               .policy = award_policy::pro_rata_below}>,
                        carnival::pays<carnival::hand_category::royal_flush, 200>,
                        carnival::pays<carnival::hand_category::straight_flush, 200>,
                        carnival::pays<carnival::hand_category::four_of_a_kind, 100>,
                        carnival::pays<carnival::hand_category::full_house, 20>, carnival::pays<carnival::hand_category::flush, 15>,
                        carnival::pays<carnival::hand_category::straight, 10>,
                        carnival::pays<carnival::hand_category::three_of_a_kind, 5>>;

/// Three Card Poker with six-card bonus (ii) on table E (exact $5) or its pro-rata variant.
template <class SixTable>
using six_card_game = carnival::three_card_poker<pair_plus_a, ante_bonus_1_4_5, carnival::tcp::six_card_bonus_ii<SixTable>>;
template <class SixTable>
using six_card_wager = typename carnival::tcp::six_card_bonus_ii<SixTable>::template wager<carnival::tcp::pair_plus<pair_plus_a>>;

}  // namespace test_support
