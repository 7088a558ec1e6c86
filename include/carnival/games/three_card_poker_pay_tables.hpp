/// \file
/// \brief Every Three Card Poker pay table of the New York rules: pair plus A–G (NY (f)(1)(ii)),
/// both ante bonus tables (NY (f)(1)(iii)), six-card bonus version (i) A–D and version (ii) A–E
/// (NY (f)(2)).
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card_set.hpp>
#include <carnival/cards/rank.hpp>
#include <carnival/cards/suit.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/rules/pay_table.hpp>

#include <cstdint>
#include <string_view>

namespace carnival::three_card_poker_tables {

using enum hand_category;

// Pair plus, NY (f)(1)(ii): straight flush, three of a kind, straight, flush, pair ("X to 1").

/// NY (f)(1)(ii) pay table A.
using pair_plus_a = pay_table<"NY (f)(1)(ii) pay table A", three_card, pays<straight_flush, 35>,
                              pays<three_of_a_kind, 30>, pays<straight, 6>, pays<flush, 4>, pays<pair, 1>>;
/// NY (f)(1)(ii) pay table B.
using pair_plus_b = pay_table<"NY (f)(1)(ii) pay table B", three_card, pays<straight_flush, 35>,
                              pays<three_of_a_kind, 33>, pays<straight, 6>, pays<flush, 4>, pays<pair, 1>>;
/// NY (f)(1)(ii) pay table C.
using pair_plus_c = pay_table<"NY (f)(1)(ii) pay table C", three_card, pays<straight_flush, 35>,
                              pays<three_of_a_kind, 25>, pays<straight, 5>, pays<flush, 3>, pays<pair, 1>>;
/// NY (f)(1)(ii) pay table D.
using pair_plus_d = pay_table<"NY (f)(1)(ii) pay table D", three_card, pays<straight_flush, 40>,
                              pays<three_of_a_kind, 30>, pays<straight, 5>, pays<flush, 4>, pays<pair, 1>>;
/// NY (f)(1)(ii) pay table E.
using pair_plus_e = pay_table<"NY (f)(1)(ii) pay table E", three_card, pays<straight_flush, 40>,
                              pays<three_of_a_kind, 30>, pays<straight, 6>, pays<flush, 3>, pays<pair, 1>>;
/// NY (f)(1)(ii) pay table F.
using pair_plus_f = pay_table<"NY (f)(1)(ii) pay table F", three_card, pays<straight_flush, 40>,
                              pays<three_of_a_kind, 30>, pays<straight, 6>, pays<flush, 4>, pays<pair, 1>>;
/// NY (f)(1)(ii) pay table G.
using pair_plus_g = pay_table<"NY (f)(1)(ii) pay table G", three_card, pays<straight_flush, 40>,
                              pays<three_of_a_kind, 25>, pays<straight, 6>, pays<flush, 4>, pays<pair, 1>>;

/// Ante bonus, NY (f)(1)(iii): straight 1, three of a kind 4, straight flush 5 (to 1).
using ante_bonus_1_4_5 = pay_table<"NY (f)(1)(iii) ante bonus 1-4-5", three_card, pays<straight_flush, 5>,
                                   pays<three_of_a_kind, 4>, pays<straight, 1>>;
/// Ante bonus, NY (f)(1)(iii), with a pair plus table of (f)(1)(ii): straight 1, trips 5, straight flush 6.
using ante_bonus_1_5_6 = pay_table<"NY (f)(1)(iii) ante bonus 1-5-6", three_card, pays<straight_flush, 6>,
                                   pays<three_of_a_kind, 5>, pays<straight, 1>>;

/// \brief A six-card royal flush: 9-10-J-Q-K-A of one suit among the player's and the dealer's six
/// cards (rules README), in diamonds when \p Diamonds, else in hearts, spades or clubs.
template <bool Diamonds>
struct six_card_royal {
    /// The line's name.
    static constexpr std::string_view name =
        Diamonds ? "Six-card diamond royal flush" : "Six-card heart, spade, or club royal flush";
    /// Whether the hand's six cards are 9 through ace of one suit of the wanted colour.
    template <class Hand>
    [[nodiscard]] static constexpr bool holds(const Hand& hand) noexcept {
        constexpr unsigned nine_to_ace = 0x1F80U;  // ranks 9, T, J, Q, K, A
        for (suit s : all_suits)
            if ((s == suit::diamonds) == Diamonds && (hand.cards.suit_ranks(s) & nine_to_ace) == nine_to_ace) return true;
        return false;
    }
};

// Six-card bonus, NY (f)(2): best five of six cards ("X to 1").

/// NY (f)(2)(i) pay table A.
using six_card_i_a = pay_table<"NY (f)(2)(i) pay table A", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
    pays<four_of_a_kind, 50>, pays<full_house, 25>, pays<flush, 20>, pays<straight, 10>, pays<three_of_a_kind, 5>>;
/// NY (f)(2)(i) pay table B.
using six_card_i_b = pay_table<"NY (f)(2)(i) pay table B", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
    pays<four_of_a_kind, 50>, pays<full_house, 25>, pays<flush, 15>, pays<straight, 10>, pays<three_of_a_kind, 5>>;
/// NY (f)(2)(i) pay table C.
using six_card_i_c = pay_table<"NY (f)(2)(i) pay table C", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
    pays<four_of_a_kind, 100>, pays<full_house, 20>, pays<flush, 15>, pays<straight, 9>, pays<three_of_a_kind, 8>>;
/// NY (f)(2)(i) pay table D.
using six_card_i_d = pay_table<"NY (f)(2)(i) pay table D", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
    pays<four_of_a_kind, 100>, pays<full_house, 20>, pays<flush, 15>, pays<straight, 10>, pays<three_of_a_kind, 7>>;
/// NY (f)(2)(ii) pay table A.
using six_card_ii_a = pay_table<"NY (f)(2)(ii) pay table A", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
    pays<four_of_a_kind, 50>, pays<full_house, 25>, pays<flush, 20>, pays<straight, 10>, pays<three_of_a_kind, 5>>;
/// NY (f)(2)(ii) pay table B.
using six_card_ii_b = pay_table<"NY (f)(2)(ii) pay table B", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
    pays<four_of_a_kind, 50>, pays<full_house, 25>, pays<flush, 15>, pays<straight, 10>, pays<three_of_a_kind, 5>>;
/// NY (f)(2)(ii) pay table C.
using six_card_ii_c = pay_table<"NY (f)(2)(ii) pay table C", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
    pays<four_of_a_kind, 100>, pays<full_house, 20>, pays<flush, 15>, pays<straight, 9>, pays<three_of_a_kind, 8>>;
/// NY (f)(2)(ii) pay table D.
using six_card_ii_d = pay_table<"NY (f)(2)(ii) pay table D", five_card, pays<royal_flush, 1000>, pays<straight_flush, 200>,
    pays<four_of_a_kind, 100>, pays<full_house, 20>, pays<flush, 15>, pays<straight, 10>, pays<three_of_a_kind, 7>>;

/// NY (f)(2)(ii) pay table E: fixed six-card royal awards ($1,000,000 in diamonds, $100,000
/// otherwise, for a wager of exactly $5: they do not grow with the wager), then odds.
using six_card_ii_e = pay_table<"NY (f)(2)(ii) pay table E", five_card,
              awards_if<six_card_royal<true>, fixed_award{.award_cents = 100'000'000, .stake_cents = 500}>,
              awards_if<six_card_royal<false>, fixed_award{.award_cents = 10'000'000, .stake_cents = 500}>,
              pays<royal_flush, 200>,
              pays<straight_flush, 200>, pays<four_of_a_kind, 100>, pays<full_house, 20>, pays<flush, 15>,
              pays<straight, 10>, pays<three_of_a_kind, 5>>;

}  // namespace carnival::three_card_poker_tables
