// The pay tables of the NY text, line by line (NY (f)(1)(ii), (iii), (f)(2)), and lookups.
#include "../support/catch.hpp"
#include "../support/pro_rata_table.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/games/three_card_poker_pay_tables.hpp>
#include <carnival/games/mini_tex.hpp>

#include <bit>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

using namespace carnival;
using namespace carnival::three_card_poker_tables;

namespace {

template <class R, class S = all_of<R::hand_size>>
paid_hand<hand_value<R>> hand(const char* text) {
    const auto cards = parse_cards(text);
    card_set set;
    for (card c : cards) set.insert(c);
    return {evaluate<R, S>(cards), set};
}

template <class Table, class Hand>
std::int64_t odds(const Hand& h) {
    const std::optional<payout> p = Table::lookup(h);
    return p ? p->to : 0;
}

}  // namespace

TEST_CASE("pair plus tables A-G are the text's (NY (f)(1)(ii))", "[rules][pay_table]") {
    // Rows of the text: straight flush, three of a kind, straight, flush, pair for tables A..G.
    const auto sf = hand<three_card>("Qh Kh Ah"), trips = hand<three_card>("7c 7d 7h"),
               straight = hand<three_card>("2c 3d 4h"), flush = hand<three_card>("2h 9h Jh"),
               pair = hand<three_card>("Kc Kd 2h"), high = hand<three_card>("Ac Kd 9h");
    struct row {
        std::int64_t sf, trips, straight, flush, pair;
    };
    const auto check = [&]<class T>(row r) {
        CHECK(odds<T>(sf) == r.sf);
        CHECK(odds<T>(trips) == r.trips);
        CHECK(odds<T>(straight) == r.straight);
        CHECK(odds<T>(flush) == r.flush);
        CHECK(odds<T>(pair) == r.pair);
        CHECK_FALSE(T::lookup(high).has_value());
        // odds_for reads the same lines by category, and names no odds where no line pays.
        CHECK(T::odds_for(hand_category::straight_flush) == r.sf);
        CHECK(T::odds_for(hand_category::three_of_a_kind) == r.trips);
        CHECK(T::odds_for(hand_category::straight) == r.straight);
        CHECK(T::odds_for(hand_category::flush) == r.flush);
        CHECK(T::odds_for(hand_category::pair) == r.pair);
        CHECK_FALSE(T::odds_for(hand_category::high_card).has_value());
    };
    check.operator()<pair_plus_a>({35, 30, 6, 4, 1});
    check.operator()<pair_plus_b>({35, 33, 6, 4, 1});
    check.operator()<pair_plus_c>({35, 25, 5, 3, 1});
    check.operator()<pair_plus_d>({40, 30, 5, 4, 1});
    check.operator()<pair_plus_e>({40, 30, 6, 3, 1});
    check.operator()<pair_plus_f>({40, 30, 6, 4, 1});
    check.operator()<pair_plus_g>({40, 25, 6, 4, 1});
    // The odds are compile-time data.
    STATIC_REQUIRE(pair_plus_b::odds_for(hand_category::three_of_a_kind) == 33);
    STATIC_REQUIRE(!pair_plus_a::odds_for(hand_category::high_card).has_value());
}

TEST_CASE("ante bonus tables (NY (f)(1)(iii))", "[rules][pay_table]") {
    CHECK(odds<ante_bonus_1_4_5>(hand<three_card>("2c 3d 4h")) == 1);
    CHECK(odds<ante_bonus_1_4_5>(hand<three_card>("7c 7d 7h")) == 4);
    CHECK(odds<ante_bonus_1_4_5>(hand<three_card>("2h 3h 4h")) == 5);
    CHECK(odds<ante_bonus_1_5_6>(hand<three_card>("7c 7d 7h")) == 5);
    CHECK(odds<ante_bonus_1_5_6>(hand<three_card>("2h 3h 4h")) == 6);
    CHECK(odds<ante_bonus_1_4_5>(hand<three_card>("2h 9h Jh")) == 0);  // a flush earns no bonus
}

TEST_CASE("six-card bonus tables (NY (f)(2)(i) A-D and (ii) A-E)", "[rules][pay_table]") {
    using six_cards = best_of<6>;
    const auto royal = hand<five_card, six_cards>("Ts Js Qs Ks As 2c"), sf = hand<five_card, six_cards>("9s Ts Js Qs Ks 2c"),
               quads = hand<five_card, six_cards>("9s 9c 9d 9h 2s 3c"), full = hand<five_card, six_cards>("9s 9c 9d 2h 2s 3c"),
               flush = hand<five_card, six_cards>("2s 5s 9s Js Ks 3c"), straight = hand<five_card, six_cards>("5c 6d 7h 8s 9c Kd"),
               trips = hand<five_card, six_cards>("9s 9c 9d 2h 4s 7c"), nothing = hand<five_card, six_cards>("9s 9c 2d 3h 4s Jc");
    struct row {
        std::int64_t royal, sf, quads, full, flush, straight, trips;
    };
    const auto check = [&]<class T>(row r) {
        CHECK(odds<T>(royal) == r.royal);
        CHECK(odds<T>(sf) == r.sf);
        CHECK(odds<T>(quads) == r.quads);
        CHECK(odds<T>(full) == r.full);
        CHECK(odds<T>(flush) == r.flush);
        CHECK(odds<T>(straight) == r.straight);
        CHECK(odds<T>(trips) == r.trips);
        CHECK_FALSE(T::lookup(nothing).has_value());
    };
    check.operator()<six_card_i_a>({1000, 200, 50, 25, 20, 10, 5});
    check.operator()<six_card_i_b>({1000, 200, 50, 25, 15, 10, 5});
    check.operator()<six_card_i_c>({1000, 200, 100, 20, 15, 9, 8});
    check.operator()<six_card_i_d>({1000, 200, 100, 20, 15, 10, 7});
    check.operator()<six_card_ii_a>({1000, 200, 50, 25, 20, 10, 5});
    check.operator()<six_card_ii_b>({1000, 200, 50, 25, 15, 10, 5});
    check.operator()<six_card_ii_c>({1000, 200, 100, 20, 15, 9, 8});
    check.operator()<six_card_ii_d>({1000, 200, 100, 20, 15, 10, 7});
    check.operator()<six_card_ii_e>({200, 200, 100, 20, 15, 10, 5});
}

TEST_CASE("six-card royal awards: fixed amounts by suit (NY (f)(2)(ii) table E)", "[rules][pay_table]") {
    using six_cards = best_of<6>;
    const auto diamonds = six_card_ii_e::lookup(hand<five_card, six_cards>("9d Td Jd Qd Kd Ad"));
    REQUIRE(diamonds);
    CHECK(diamonds->is_award());
    CHECK(diamonds->for_stake(money::dollars(5)) == money::dollars(1'000'000));
    CHECK(six_card_ii_e::award_terms->stake_cents == 500);
    CHECK(diamonds->line == "Six-card diamond royal flush");
    const auto spades = six_card_ii_e::lookup(hand<five_card, six_cards>("9s Ts Js Qs Ks As"));
    REQUIRE(spades);
    CHECK(spades->for_stake(money::dollars(5)) == money::dollars(100'000));
    // A five-card royal without the nine pays odds; tables A-D have no award at all.
    CHECK(odds<six_card_ii_e>(hand<five_card, six_cards>("8d Td Jd Qd Kd Ad")) == 200);
    CHECK(odds<six_card_ii_a>(hand<five_card, six_cards>("9d Td Jd Qd Kd Ad")) == 1000);
}

TEST_CASE("fixed awards are for one stake: exact by default, pro rata below it as a policy (rules README)",
          "[rules][pay_table]") {
    // The rules README: table E's awards are for a $5 wager and do not grow with it. By default
    // (award_policy::exact_stake) no other stake can be paid; the pro-rata policy pays a smaller
    // stake in proportion, rounded down to the cent, and a larger one the award.
    const auto royal = hand<five_card, best_of<6>>("9d Td Jd Qd Kd Ad");
    const auto exact = six_card_ii_e::lookup(royal);
    const auto pro_rata = test_support::six_card_e_pro_rata::lookup(royal);
    REQUIRE(exact);
    REQUIRE(pro_rata);
    struct row {
        std::int64_t stake_cents;
        std::int64_t pro_rata_cents;  // what the pro-rata policy pays
    };
    for (const row& r : {row{1, 200'000}, row{100, 20'000'000}, row{500, 100'000'000}, row{2'500, 100'000'000},
                         row{333, 66'600'000}}) {
        INFO("stake " << r.stake_cents << " cents");
        CHECK(pro_rata->for_stake(money::cents(r.stake_cents)) == money::cents(r.pro_rata_cents));
        if (r.stake_cents == 500) {
            CHECK(exact->for_stake(money::cents(r.stake_cents)) == money::dollars(1'000'000));
        } else {
            CHECK_THROWS_AS(exact->for_stake(money::cents(r.stake_cents)), invalid_wager);
        }
    }
    // Rounded down to the cent: $0.03 of a $100,000 award for $5 is exactly $600, $0.07 of $1 for $3 is 2 cents.
    CHECK(test_support::six_card_e_pro_rata::lookup(hand<five_card, best_of<6>>("9s Ts Js Qs Ks As"))
              ->for_stake(money::cents(3)) == money::dollars(600));
    constexpr payout small{.line = "a line", .award = fixed_award{.award_cents = 100, .stake_cents = 300, .policy = award_policy::pro_rata_below}};
    CHECK(small.for_stake(money::cents(7)) == money::cents(2));
    // check_stake names the amount, the table and the rule; tables without awards take any stake.
    CHECK_THROWS_WITH(check_stake<six_card_ii_e>(money::dollars(1), "six-card-bonus", "NY (f)(2)(ii)"),
                      "carnival: a six-card-bonus wager of $1.00 on NY (f)(2)(ii) pay table E must be exactly $5.00: its "
                      "fixed awards are for that wager and do not grow or shrink with it (NY (f)(2)(ii))");
    CHECK_NOTHROW(check_stake<six_card_ii_e>(money::dollars(5), "six-card-bonus", "NY (f)(2)(ii)"));
    CHECK_NOTHROW(check_stake<test_support::six_card_e_pro_rata>(money::cents(1), "six-card-bonus", "NY (f)(2)(ii)"));
    CHECK_NOTHROW(check_stake<six_card_ii_d>(money::cents(1), "six-card-bonus", "NY (f)(2)(ii)"));
    CHECK_FALSE(six_card_ii_d::award_terms.has_value());
    STATIC_REQUIRE(six_card_ii_e::name == "NY (f)(2)(ii) pay table E");
    // A payout assembled by hand is checked before it pays: a stake that is not positive, terms that make no sense.
    CHECK_THROWS_AS(exact->for_stake(money{}), invalid_wager);
    CHECK_THROWS_AS(pro_rata->for_stake(-money::cents(1)), invalid_wager);
    constexpr payout no_stake{.line = "a line", .award = fixed_award{.award_cents = 100, .stake_cents = 0, .policy = award_policy::pro_rata_below}};
    CHECK_THROWS_AS(no_stake.for_stake(money::cents(1)), std::invalid_argument);
    constexpr payout negative_odds{.line = "a line", .to = -3};
    CHECK_THROWS_AS(negative_odds.for_stake(money::dollars(1)), std::invalid_argument);
    constexpr payout no_policy{.line = "a line", .award = fixed_award{.award_cents = 100, .stake_cents = 100, .policy = static_cast<award_policy>(7)}};
    CHECK_THROWS_AS(no_policy.for_stake(money::dollars(1)), std::invalid_argument);
}

TEST_CASE("the example pocket poker table (rules README - not the regulation's)", "[rules][pay_table]") {
    using T = mtx::example_pocket_poker_table;
    const auto two = [](const char* text) {
        const auto cards = parse_cards(text);
        return paid_hand<no_value>{{}, card_set{cards[0], cards[1]}};
    };
    const auto pays_for = [&](const char* text) {
        const auto p = T::lookup(two(text));
        return p ? p->to : 0;
    };
    CHECK(pays_for("Ah Ad") == 30);
    CHECK(pays_for("Ah Kh") == 25);
    CHECK(pays_for("As Qs") == 20);
    CHECK(pays_for("Ac Jc") == 20);
    CHECK(pays_for("Ah Kd") == 15);
    CHECK(pays_for("Kh Kd") == 10);
    CHECK(pays_for("Jh Jd") == 10);
    CHECK(pays_for("Ah Qd") == 5);
    CHECK(pays_for("Ah Jd") == 5);
    CHECK(pays_for("Th Td") == 3);
    CHECK(pays_for("2h 2d") == 3);
    CHECK(pays_for("Ah Td") == 0);
    CHECK(pays_for("Kh Qh") == 0);
}

namespace {
// Field games' lines (../shared/rules/field-games.md): Ultimate Texas Hold'em's blind pays a flush
// 3 to 2; Mississippi Stud pushes a pair of sixes to tens.
struct sixes_to_tens {
    static constexpr std::string_view name = "Pair of sixes to tens";
    static constexpr bool holds(const paid_hand<hand_value<five_card>>& h) noexcept {
        if (h.value.category() != hand_category::pair) return false;
        const auto pair_rank = std::countr_zero(h.value.major_ranks());
        return pair_rank >= static_cast<int>(rank::six) && pair_rank <= static_cast<int>(rank::ten);
    }
};
using field_lines = pay_table<"field lines", five_card, pays<hand_category::flush, 3, 2>, pays<hand_category::straight, 1>,
                              pushes<hand_category::two_pair>, pushes_if<sixes_to_tens>>;
}  // namespace

TEST_CASE("pay table lines: odds X to Y rounded down to the minor unit, and lines that push (field-games.md)", "[rules][pay_table]") {
    const auto flush = hand<five_card>("2h 7h 9h Jh Kh");
    const std::optional<payout> p = field_lines::lookup(flush);
    REQUIRE(p);
    CHECK(p->to == 3);
    CHECK(p->per == 2);
    CHECK_FALSE(p->pushes());
    // 3 to 2: $1.00 is paid $1.50; $1.01 is paid $1.515, rounded down to $1.51; 1 cent is paid 1 cent.
    CHECK(p->for_stake(money::dollars(1)) == money::cents(150));
    CHECK(p->for_stake(money::cents(101)) == money::cents(151));
    CHECK(p->for_stake(money::cents(1)) == money::cents(1));
    CHECK(p->for_stake(money::dollars(10'000'000)) == money::dollars(15'000'000));
    CHECK_NOTHROW(p->for_stake(money::cents(INT64_MAX / 2)));  // 0.75 of the largest amount
    CHECK_THROWS_AS(p->for_stake(money::cents(INT64_MAX / 3 * 2 + 3)), money_overflow);  // paid more than money holds
    // odds_for answers X to 1 lines only; line_for any category line.
    STATIC_REQUIRE_FALSE(field_lines::odds_for(hand_category::flush).has_value());
    STATIC_REQUIRE(field_lines::odds_for(hand_category::straight) == 1);
    STATIC_REQUIRE(field_lines::line_for(hand_category::flush)->per == 2);
    STATIC_REQUIRE(field_lines::line_for(hand_category::two_pair)->pushes());
    STATIC_REQUIRE_FALSE(field_lines::line_for(hand_category::pair).has_value());  // pushed by a predicate line, not a category line
    // Push lines: by category and by predicate; a push pays nothing on any stake.
    for (const char* pushed : {"6h 6d 2c 9s Kh", "Th Td 2c 9s Kh", "6h 6d 2c 2s Kh"}) {
        INFO(pushed);
        const auto q = field_lines::lookup(hand<five_card>(pushed));
        REQUIRE(q);
        CHECK(q->pushes());
        CHECK(q->for_stake(money::dollars(5)) == money{});
    }
    // Below the push lines nothing matches: the wager loses.
    CHECK_FALSE(field_lines::lookup(hand<five_card>("5h 5d 2c 9s Kh")));
    CHECK_FALSE(field_lines::lookup(hand<five_card>("Jh Jd 2c 9s 8h")));
}
