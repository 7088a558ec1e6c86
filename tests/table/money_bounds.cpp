// What a seat may hold and what a wager may be made of (issue 32, items 2 and 3): a buy-in above
// house_rules::most_chips is refused at join, naming the bound, so every payment the game can make
// is payable; house_rules::check() refuses a bound for which a round won at every position at the
// game's largest odds would pass what money counts. Stakes and tendered instruments hold their
// invariants: no negative part, no instrument that is not one of `tender`'s.
#include "support.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/profiles.hpp>

#include <cstdint>
#include <limits>
#include <type_traits>

using namespace carnival;
using namespace carnival::table;
using Catch::Matchers::Contains;

namespace {

using tcp_game = ny_three_card_poker;
using pair_plus = tcp_game::rules_type::pair_plus_wager;
constexpr std::int64_t most_cents = std::numeric_limits<std::int64_t>::max();

// The largest most_chips check() takes for `rules`, computed here from the bound it documents:
// every position wins the largest return on all its player may hold.
template <class Game>
money largest_bound(const house_rules<Game>& rules) {
    constexpr auto bound = carnival::table::detail::return_bound_of<Game>;
    return money::cents((most_cents / static_cast<std::int64_t>(rules.positions) - bound.awards) / bound.multiple);
}

}  // namespace

TEST_CASE("the return bound of Three Card Poker: stake back, pair plus 35 to 1, ante bonus 5 to 1", "[table]") {
    // NY (f)(1)(ii) pay table A: pair plus pays at most 35 to 1; (f)(1)(iii): the ante bonus at
    // most 5 to 1. Their sum, plus the stake back, bounds what a chip at risk can return.
    constexpr auto bound = carnival::table::detail::return_bound_of<tcp_game>;
    static_assert(bound.multiple == 1 + 35 + 5);
    static_assert(bound.awards == 0);
}

TEST_CASE("house_rules::check refuses a most_chips for which the largest round would not be payable", "[table]") {
    auto rules = profiles::new_york<tcp_game>();
    const money largest = largest_bound(rules);
    rules.most_chips = largest;
    CHECK_NOTHROW(rules.check());
    rules.most_chips = largest + money::cents(1);
    CHECK_THROWS_WITH(rules.check(), Contains("house_rules::most_chips") && Contains(to_string(largest)));
    rules.most_chips = money{};
    CHECK_THROWS_AS(rules.check(), std::invalid_argument);
    rules.most_chips = money::cents(most_cents);
    CHECK_THROWS_AS(rules.check(), std::invalid_argument);
}

TEST_CASE("a buy-in above most_chips is refused at join, naming the bound, the table unchanged", "[table]") {
    // The repro: INT64_MAX cents was taken, and a winning hand could then not be paid.
    carnival::table::table<tcp_game> t(profiles::new_york<tcp_game>(), 1);
    t.open({deck()});
    const carnival::table::table<tcp_game> before = t;
    CHECK_THROWS_AS(t.join("Ann", money::cents(most_cents)), invalid_wager);
    CHECK_THROWS_WITH(t.join("Ann", money::cents(most_cents)),
                      Contains("house_rules::most_chips") && Contains(to_string(t.rules().most_chips)));
    CHECK(t == before);
    CHECK_NOTHROW(t.join("Ann", t.rules().most_chips));
    CHECK(t.bought_in() == t.rules().most_chips);
}

TEST_CASE("a player bought in at the bound who wins the largest hand is paid, and holding more may not wager", "[table]") {
    auto rules = profiles::new_york<tcp_game>();
    rules.positions = 1;
    rules.most_chips = largest_bound(rules);
    rules.limit_all(money::cents(1), rules.most_chips);
    carnival::table::table<tcp_game> t(rules, 1);
    t.replay_shuffle(test_support::stacked("As Qc Ks 5d Qs 3h"));  // a straight flush against a queen high
    t.open({deck()});
    t.join("Ann", rules.most_chips);
    t.sit("Ann", position{1});
    const money third = money::cents(rules.most_chips.minor_units() / 3);
    t.place(position{1}, bets<tcp_game>{}.on<tcp::ante>(third).on<pair_plus>(third));
    t.no_more_bets();
    t.decide(position{1}, decision::play);
    REQUIRE(t.current_phase() == phase::complete);
    // Ante and play even money, ante bonus 5 to 1 (NY (f)(1)(iii)), pair plus 35 to 1 (NY (f)(1)(ii), table A).
    const money rest = rules.most_chips - third * 3;
    CHECK(t.players()[0].chips == rest + third * (2 + 2 + 5) + third * 36);
    CHECK(t.players()[0].chips + t.house() + t.dealers() == t.bought_in());
    t.next_round();
    const carnival::table::table<tcp_game> before = t;
    CHECK_THROWS_WITH(t.place(position{1}, bets<tcp_game>{}.on<tcp::ante>(money::dollars(5))), Contains("most_chips"));
    CHECK(t == before);
}

TEST_CASE("stakes hold their invariants: no negative part, no unknown instrument (issue 32, item 3)", "[table]") {
    static_assert(!std::is_aggregate_v<stake>);
    static_assert(!std::is_constructible_v<stake, money, money>);
    static_assert(!std::is_aggregate_v<tendered>);
    // tendered{tender(9), $10} was taken as a match-play coupon.
    CHECK_THROWS_WITH((tendered{static_cast<tender>(9), money::dollars(10)}), Contains("instrument number 9"));
    CHECK_THROWS_AS((tendered{static_cast<tender>(9), money::dollars(10)}), invalid_wager);
    // {chips -$5, plaques $15} was placed, settled and replayed.
    CHECK_THROWS_WITH(stake::of_parts(money::dollars(-5), money::dollars(15), money{}), Contains("-$5.00 in chips"));
    CHECK_THROWS_AS(stake::of_chips(money::dollars(-5)), invalid_wager);
    CHECK_THROWS_AS(stake::of_coupon(money::cents(-1)), invalid_wager);
    CHECK_THROWS_WITH(stake::of_parts(money::cents(most_cents), money::cents(1), money{}), Contains("more than money counts"));
    CHECK_THROWS_AS(stake::of({chips(money::cents(most_cents)), plaques(money::cents(most_cents))}), invalid_wager);
    const stake s = stake::of_parts(money::dollars(5), money::dollars(15), money::dollars(20));
    CHECK(s.chips() == money::dollars(5));
    CHECK(s.plaques() == money::dollars(15));
    CHECK(s.coupon() == money::dollars(20));
    CHECK(s.total() == money::dollars(40));
}

TEST_CASE("a coupon alone is refused as a wager: it is matched by the player's chips (NY (c)(2))", "[table]") {
    carnival::table::table<tcp_game> t = test_support::seated_table(profiles::new_york<tcp_game>(), 1, {1});
    const carnival::table::table<tcp_game> before = t;
    CHECK_THROWS_WITH(t.place(position{1}, bets<tcp_game>{}.on<tcp::ante>(stake::of_coupon(money::dollars(10)))),
                      Contains("matched by an equal amount"));
    CHECK(t == before);
}

TEST_CASE("wagers whose sum passes what money counts are refused by name, not by overflow", "[table]") {
    auto rules = profiles::new_york<tcp_game>();
    rules.limit_all(money::cents(1), money::cents(most_cents));
    carnival::table::table<tcp_game> t = test_support::seated_table(rules, 1, {1});
    const carnival::table::table<tcp_game> before = t;
    const money huge = money::cents(most_cents / 2 + 1);
    const auto both = bets<tcp_game>{}.on<tcp::ante>(huge).on<pair_plus>(huge);
    CHECK_THROWS_AS(t.place(position{1}, both), invalid_wager);
    CHECK_THROWS_WITH(t.place(position{1}, both), Contains("wager of") && Contains(to_string(huge)));
    CHECK(t == before);
}
