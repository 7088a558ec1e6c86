// What each kind of wager does (wager_traits, amount_from), for every kind Three Card Poker has:
// the ante and the play (NY (c)(1)(i)), pair plus (NY (f)(1)(ii)), the ante bonus (NY
// (f)(1)(iii)) and the dealer toke bet (procedures, Dealer Toke Bets 1); a fold by the six-card bonus
// (NY (c)(7)) and by Four Card Poker's ante bonus (paid always) and Aces Up (stands).
#include "../support/catch.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/rules/wager_traits.hpp>

#include "caribbean_stud.hpp"
#include "four_card_poker.hpp"

#include <type_traits>

using namespace carnival;

namespace {
using game_t = ny_three_card_poker;
using pair_plus = tcp::rules<>::pair_plus_wager;
using ante_bonus = tcp::ante_bonus<three_card_poker_tables::ante_bonus_1_4_5>;
}  // namespace

TEST_CASE("wager_traits: placed before the deal, contested, paid by a table, reading a hand, following a base", "[rules][wager_traits]") {
    // The ante and the toke and pair plus are put on the slip; the play follows a decision, the bonus the ante.
    STATIC_REQUIRE(wager_traits<tcp::ante>::placed_before_the_deal);
    STATIC_REQUIRE_FALSE(wager_traits<tcp::play>::placed_before_the_deal);
    STATIC_REQUIRE(wager_traits<pair_plus>::placed_before_the_deal);
    STATIC_REQUIRE_FALSE(wager_traits<ante_bonus>::placed_before_the_deal);
    STATIC_REQUIRE(wager_traits<tcp::toke>::placed_before_the_deal);
    STATIC_REQUIRE(placed_before_the_deal<tcp::toke> == wager_traits<tcp::toke>::placed_before_the_deal);
    // Against the dealer: the ante and the play only (NY (f)(1)(i)).
    STATIC_REQUIRE(wager_traits<tcp::ante>::contested);
    STATIC_REQUIRE(wager_traits<tcp::play>::contested);
    STATIC_REQUIRE_FALSE(wager_traits<pair_plus>::contested);
    STATIC_REQUIRE_FALSE(wager_traits<ante_bonus>::contested);
    STATIC_REQUIRE_FALSE(wager_traits<tcp::toke>::contested);
    // By a pay table: pair plus and the ante bonus.
    STATIC_REQUIRE_FALSE(wager_traits<tcp::ante>::paid_by_table);
    STATIC_REQUIRE_FALSE(wager_traits<tcp::play>::paid_by_table);
    STATIC_REQUIRE(wager_traits<pair_plus>::paid_by_table);
    STATIC_REQUIRE(wager_traits<ante_bonus>::paid_by_table);
    STATIC_REQUIRE_FALSE(wager_traits<tcp::toke>::paid_by_table);
    // Reading a hand beyond the contest: pair plus and the ante bonus (their tables), Caribbean
    // Stud's raise (paid by its table when it wins); the ante, the play and the toke follow the contest alone.
    STATIC_REQUIRE_FALSE(wager_traits<tcp::ante>::reads_a_hand);
    STATIC_REQUIRE_FALSE(wager_traits<tcp::play>::reads_a_hand);
    STATIC_REQUIRE(wager_traits<pair_plus>::reads_a_hand);
    STATIC_REQUIRE(wager_traits<ante_bonus>::reads_a_hand);
    STATIC_REQUIRE_FALSE(wager_traits<tcp::toke>::reads_a_hand);
    STATIC_REQUIRE(wager_traits<caribbean_stud::raise>::reads_a_hand);
    STATIC_REQUIRE_FALSE(wager_traits<caribbean_stud::ante>::reads_a_hand);
    // Following a base: the ante bonus and the toke, both on the ante.
    STATIC_REQUIRE_FALSE(wager_traits<tcp::ante>::has_base);
    STATIC_REQUIRE_FALSE(wager_traits<pair_plus>::has_base);
    STATIC_REQUIRE(wager_traits<ante_bonus>::has_base);
    STATIC_REQUIRE(wager_traits<tcp::toke>::has_base);
}

TEST_CASE("amount_from: the wager whose amount gives a wager its action", "[rules][wager_traits]") {
    STATIC_REQUIRE(std::is_same_v<amount_from<game_t, tcp::ante>, tcp::ante>);
    STATIC_REQUIRE(std::is_same_v<amount_from<game_t, tcp::play>, tcp::ante>);  // a multiple of the ante
    STATIC_REQUIRE(std::is_same_v<amount_from<game_t, pair_plus>, pair_plus>);
    STATIC_REQUIRE(std::is_same_v<amount_from<game_t, ante_bonus>, tcp::ante>);  // paid on the ante's amount
    STATIC_REQUIRE(std::is_same_v<amount_from<game_t, tcp::toke>, tcp::toke>);  // its own stake
}

TEST_CASE("wager_traits: what stands on a fold", "[rules][wager_traits]") {
    using six_card = tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>::wager<pair_plus>;
    STATIC_REQUIRE_FALSE(wager_traits<tcp::ante>::stands_on_fold);
    STATIC_REQUIRE_FALSE(wager_traits<tcp::play>::stands_on_fold);
    STATIC_REQUIRE_FALSE(wager_traits<pair_plus>::stands_on_fold);  // forfeited, NY (e)(2)
    STATIC_REQUIRE_FALSE(wager_traits<ante_bonus>::stands_on_fold);  // paid to a player who played, NY (f)(1)(iii)
    STATIC_REQUIRE_FALSE(wager_traits<tcp::toke>::stands_on_fold);
    STATIC_REQUIRE(wager_traits<six_card>::stands_on_fold);  // NY (c)(7)
    STATIC_REQUIRE(wager_traits<four_card_poker::ante_bonus>::stands_on_fold);  // paid_when::always
    STATIC_REQUIRE(wager_traits<four_card_poker::aces_up>::stands_on_fold);    // on_fold::stands
}
