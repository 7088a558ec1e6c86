// Helpers for the table-driven settlement tests: a compact expected-result notation.
#pragma once

#include "../support/catch.hpp"

#include <carnival/settlement/result.hpp>

#include <string>
#include <vector>

namespace test_support {

// One expected wager result: name, outcome, the player's net in cents, rule, and what the dealers
// receive (a toke); the house's net is what the player and the dealers do not get.
struct expected {
    std::string wager;
    carnival::outcome result;
    std::int64_t net_cents;
    std::string rule;
    std::int64_t dealers_cents = 0;
};

// Checks that `s` has exactly the expected results, in order.
inline void check_settlement(const carnival::settlement& s, const std::vector<expected>& want) {
    std::string got;
    for (const auto& w : s.wagers)
        got += std::string(w.wager) + " " + std::string(name(w.result)) + " " + to_string(w.net) + " [" +
               std::string(w.rule) + "]; ";
    INFO("settled: " << got);
    REQUIRE(s.wagers.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        CHECK(s.wagers[i].wager == want[i].wager);
        CHECK(s.wagers[i].result == want[i].result);
        CHECK(s.wagers[i].net.minor_units() == want[i].net_cents);
        CHECK(s.wagers[i].dealers.minor_units() == want[i].dealers_cents);
        CHECK(s.wagers[i].house.minor_units() == -want[i].net_cents - want[i].dealers_cents);
        CHECK(s.wagers[i].rule == want[i].rule);
    }
    CHECK(s.net() + s.house() + s.dealers() == carnival::money{});
}

}  // namespace test_support
