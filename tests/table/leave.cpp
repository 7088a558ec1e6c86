// Leaving a table: the wagers still on the layout go back (NY (c)(4): withdrawn before "no more
// bets"), a player dealt into the round stays until it is complete (NY (c)(3)), and after it is
// complete nothing more is returned: the round's wagers were collected, paid or returned when it
// was settled. Chips are conserved among players, house, dealers and the layout.
#include "support.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/profiles.hpp>

#include <let_it_ride.hpp>

using namespace carnival;
using namespace carnival::table;

namespace {

using tcp_game = ny_three_card_poker;

// Every chip at the table: the players', the house's net and the dealers'.
template <class Game>
money on_the_table(const carnival::table::table<Game>& t) {
    money total = t.house() + t.dealers();
    for (const player& p : t.players()) total += p.chips;
    return total;
}

template <class Game>
money chips_of(const carnival::table::table<Game>& t, std::string_view name) {
    for (const player& p : t.players())
        if (p.name == name) return p.chips;
    FAIL("no player named " << name);
    return {};
}

// A New York table with P3 and P5 seated, $500 each, the deck stacked with `top`.
template <class Game>
carnival::table::table<Game> new_york_table(std::string_view top) {
    carnival::table::table<Game> t(profiles::new_york<Game>(), 7);
    t.replay_shuffle(test_support::stacked(top));
    t.open({deck()});
    for (unsigned n : {3U, 5U}) {
        const std::string who = carnival::detail::join({"P", std::to_string(n)});
        t.join(who, money::dollars(500));
        t.sit(who, position{n});
    }
    return t;
}

}  // namespace

TEST_CASE("leaving after a folded round returns nothing: the ante stays with the house", "[table]") {
    auto t = new_york_table<tcp_game>("2c 7d 9h  Ks Kd Kh");
    REQUIRE(on_the_table(t) == money::dollars(1000));
    t.place(position{3}, bets<tcp_game>{}.on<tcp::ante>(money::dollars(10)));
    CHECK(on_the_table(t) + t.at(position{3}).wagers.value() == money::dollars(1000));  // the ante, on the layout
    t.no_more_bets();
    t.decide(position{3}, decision::fold);
    REQUIRE(t.current_phase() == phase::complete);
    CHECK(chips_of(t, "P3") == money::dollars(490));
    CHECK(t.house() == money::dollars(10));
    t.leave(position{3});
    CHECK(chips_of(t, "P3") == money::dollars(490));
    CHECK(t.house() == money::dollars(10));
    CHECK(on_the_table(t) == money::dollars(1000));
    CHECK_FALSE(t.at(position{3}).player);
}

TEST_CASE("leaving after a won round keeps what was paid, once", "[table]") {
    // Dealt one card at a time, P3 first, the dealer last (NY (d)(1)): P3 holds A-K-Q of spades (a
    // straight flush) against the dealer's pair of twos: ante and play win, and the ante bonus pays.
    auto t = new_york_table<tcp_game>("As 2c  Ks 2d  Qs 7h");
    t.place(position{3}, bets<tcp_game>{}.on<tcp::ante>(money::dollars(10)));
    t.no_more_bets();
    t.decide(position{3}, decision::play);
    REQUIRE(t.current_phase() == phase::complete);
    const money after_round = chips_of(t, "P3");
    CHECK(after_round > money::dollars(500));
    CHECK(on_the_table(t) == money::dollars(1000));
    t.leave(position{3});
    CHECK(chips_of(t, "P3") == after_round);
    CHECK(on_the_table(t) == money::dollars(1000));
}

TEST_CASE("leaving before the deal takes the wagers back, and after Let It Ride's round nothing more", "[table]") {
    using lir = let_it_ride::game;
    auto t = new_york_table<lir>("2c 7d 9h  4s 5d");  // P3's three cards, then the board: nine high
    const auto three_bets = bets<lir>{}
                                .on<let_it_ride::bet_1>(money::dollars(10))
                                .on<let_it_ride::bet_2>(money::dollars(10))
                                .on<let_it_ride::bet_3>(money::dollars(10));
    // Before "no more bets": the bets come back whole.
    t.place(position{5}, three_bets);
    CHECK(chips_of(t, "P5") == money::dollars(470));
    CHECK(on_the_table(t) + t.at(position{5}).wagers.value() == money::dollars(1000));
    t.leave(position{5});
    CHECK(chips_of(t, "P5") == money::dollars(500));
    CHECK(on_the_table(t) == money::dollars(1000));
    // A round in which two bets are taken back and the third loses: leaving returns none again.
    t.place(position{3}, three_bets);
    t.no_more_bets();
    t.decide(position{3}, decision::pull_back);
    t.decide(position{3}, decision::pull_back);
    REQUIRE(t.current_phase() == phase::complete);
    CHECK(chips_of(t, "P3") == money::dollars(490));
    t.leave(position{3});
    CHECK(chips_of(t, "P3") == money::dollars(490));
    CHECK(t.house() == money::dollars(10));
    CHECK(on_the_table(t) == money::dollars(1000));
}
