// simulation::net_tally: rounds counted by net in a fixed table, flushed into an exact distribution.
#include "../support/catch.hpp"

#include <carnival/analysis/figures.hpp>
#include <carnival/money/money.hpp>
#include <carnival/simulation/net_tally.hpp>

#include <cstdint>
#include <limits>
#include <map>
#include <stdexcept>

using namespace carnival;

TEST_CASE("net_tally: every round counted once, however often the table fills and is flushed", "[simulation]") {
    simulation::net_tally t;
    analysis::distribution flushed(money::cents(100));
    analysis::distribution expected(money::cents(100));
    std::uint64_t fills = 0;
    // 1,000 distinct nets (more than the table holds), each seen a few times, negative and positive.
    for (int round = 0; round < 5000; ++round) {
        const std::int64_t net = (round * 7919 % 1000 - 500) * 25;
        const std::int64_t wagered = 100 + round % 3 * 100;
        expected.add(money::cents(net), 1, money::cents(wagered));
        if (t.add(net, wagered)) {
            ++fills;
            t.flush_into(flushed);
        }
    }
    t.flush_into(flushed);
    CHECK(fills > 0);
    CHECK(flushed == expected);
    // Flushing an empty table changes nothing.
    t.flush_into(flushed);
    CHECK(flushed == expected);
}

TEST_CASE("net_tally: the table says it is full at its capacity, not before", "[simulation]") {
    simulation::net_tally t;
    for (std::size_t i = 0; i + 1 < simulation::net_tally::capacity; ++i) CHECK_FALSE(t.add(static_cast<std::int64_t>(i), 0));
    CHECK_FALSE(t.add(0, 0));  // a net already there takes no place
    CHECK(t.add(-1, 0));
}

TEST_CASE("net_tally: a total wagered past 2^64 - 1 is refused, and a flush into a distribution it would overflow changes nothing",
          "[simulation][invalid]") {
    simulation::net_tally t;
    constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
    t.add(0, most);
    t.add(0, most);
    CHECK_THROWS_AS(t.add(0, most), std::overflow_error);
    analysis::distribution d = analysis::distribution::from_counts(money::cents(100), {{0, 1}}, std::numeric_limits<std::uint64_t>::max());
    const analysis::distribution before = d;
    CHECK_THROWS_AS(t.flush_into(d), std::overflow_error);
    CHECK(d == before);
}
