// The ledger: the one place a table's chips move. Each move keeps the players' chips, the layout,
// the house's net and the dealers' equal to what the players brought; a buy-in or a round that
// money could not count is refused before anything moves.
#include "../support/catch.hpp"

#include <carnival/error.hpp>
#include <carnival/table/ledger.hpp>

#include <cstdint>
#include <limits>

using carnival::money;
using carnival::table::ledger;

TEST_CASE("every move of the ledger keeps the chips where they add up to the buy-ins", "[table]") {
    ledger l;
    CHECK(l.conserved());
    const std::size_t ann = l.join("Ann", money::dollars(100));
    const std::size_t bob = l.join("Bob", money::dollars(50));
    CHECK(l.find("Bob") == bob);
    CHECK_FALSE(l.find("Cy"));
    CHECK(l.bought_in() == money::dollars(150));
    l.wager(ann, money::dollars(30));
    l.wager(bob, money::dollars(20));
    CHECK(l.layout() == money::dollars(50));
    CHECK(l.players()[ann].chips == money::dollars(70));
    CHECK(l.conserved());
    l.collect(money::dollars(10));                       // Ann's ante lost
    l.pay(ann, money::dollars(20), money::dollars(800));  // Ann's pair plus won 40 to 1
    l.give_back(bob, money::dollars(15));                // Bob's push
    l.to_dealers(money::dollars(5), money::dollars(5));  // Bob's toke won even money
    CHECK(l.layout() == money{});
    CHECK(l.players()[ann].chips == money::dollars(890));
    CHECK(l.players()[bob].chips == money::dollars(45));
    CHECK(l.house() == money::dollars(10 - 800 - 5));
    CHECK(l.dealers() == money::dollars(10));
    CHECK(l.round_house() == l.house());
    CHECK(l.conserved());
    l.open_round();
    CHECK(l.round_house() == money{});
    CHECK(l.round_dealers() == money{});
    CHECK(l.house() == money::dollars(-795));
}

TEST_CASE("the ledger refuses a buy-in by name and rule, before anything moves", "[table]") {
    ledger l;
    l.join("Ann", money::dollars(100));
    const ledger before = l;
    const money most = money::dollars(1000);
    CHECK_THROWS_AS(l.check_join("", money::dollars(5), most), carnival::invalid_command);
    CHECK_THROWS_WITH(l.check_join("Ann", money::dollars(5), most), Catch::Contains("\"Ann\" is already at the table"));
    CHECK_THROWS_WITH(l.check_join("Bob", money::dollars(-5), most), Catch::Contains("cannot bring -$5.00") && Catch::Contains("most_chips"));
    CHECK_THROWS_AS(l.check_join("Bob", money::dollars(1001), most), carnival::invalid_wager);
    CHECK_THROWS_WITH(l.check_join("B\xff", money::dollars(5), most), Catch::Contains("UTF-8"));
    CHECK_NOTHROW(l.check_join("Bob", most, most));
    const money top = money::cents(std::numeric_limits<std::int64_t>::max());
    CHECK_THROWS_WITH(l.check_join("Bob", top, top), Catch::Contains("would pass the most money counts"));
    CHECK(l == before);
}

TEST_CASE("a round whose payments money could not count is refused before it is dealt", "[table]") {
    ledger l;
    const std::size_t ann = l.join("Ann", money::dollars(100));
    const money top = money::cents(std::numeric_limits<std::int64_t>::max());
    CHECK_NOTHROW(l.check_round(top));  // nothing paid yet: the house's net and the dealers' can each move that far
    l.wager(ann, money::dollars(1));
    l.to_dealers(money::dollars(1), money{});
    CHECK_THROWS_AS(l.check_round(top), carnival::invalid_command);
    CHECK_THROWS_WITH(l.check_round(top), Catch::Contains("what the dealers received, $1.00, past what money counts"));
    CHECK_NOTHROW(l.check_round(top - money::dollars(1)));
}
