// Monte Carlo simulation: reproducible whatever the thread count, shards merge into the whole
// run, and the result agrees with the exact analysis.
#include "../support/catch.hpp"
#include "../support/three_card_poker_counts.hpp"

#include <carnival/analysis/ante_play.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/simulation/heads_up.hpp>

#include <cmath>

using namespace carnival;
using game_t = ny_three_card_poker;


TEST_CASE("simulation: same seed gives the same result on 1 or 2 threads and shards merge into the run", "[simulation]") {
    const analysis::ante_play<game_t> exact(test_support::three_card_poker_counts());
    const simulation::heads_up<game_t> sim(exact.optimal());
    const auto one = sim.run(300'000, 2026, 1);
    const auto two = sim.run(300'000, 2026, 2);
    CHECK(one == two);
    CHECK(one.total() == 300'000);
    auto first = sim.run(300'000, 2026, 2, {0, 3});
    first.merge(sim.run(300'000, 2026, 1, {1, 3}));
    first.merge(sim.run(300'000, 2026, 2, {2, 3}));
    CHECK(first == one);
    CHECK_FALSE(sim.run(300'000, 2027, 1) == one);  // another seed, another run
    CHECK_THROWS_AS(sim.run(10, 1, 1, {3, 3}), std::invalid_argument);
    // No rounds, or a shard that gets no block of the run: an error, never an empty result.
    CHECK_THROWS_WITH(sim.run(0, 1), Catch::Matchers::Contains("at least one round, got 0"));
    CHECK_THROWS_WITH(sim.run(100'000, 1, 1, {2, 3}), Catch::Matchers::Contains("shard 2/3 gets no rounds") &&
                                                         Catch::Matchers::Contains("2 block(s)"));
    CHECK(sim.run(100'000, 1, 1, {1, 3}).total() == 100'000 - 65'536);
    CHECK_THROWS_AS(simulation::heads_up<game_t>(std::vector<bool>(5, true)), std::invalid_argument);
}

TEST_CASE("simulation: agrees with the exact figures within 5 standard errors", "[simulation]") {
    const analysis::ante_play<game_t> exact(test_support::three_card_poker_counts());
    for (const bool never_fold : {false, true}) {
        std::vector<bool> plays = exact.optimal();
        if (never_fold) plays.assign(plays.size(), true);
        const auto want = exact.figures(plays, "");
        const auto got = simulation::heads_up<game_t>(plays).run(1'000'000, 99, 2).figures();
        const double se = want.std_dev / std::sqrt(1'000'000.0);
        INFO("exact " << want.expected_value << ", simulated " << got.expected_value << ", standard error " << se);
        CHECK(std::abs(got.expected_value - want.expected_value) < 5 * se);
        CHECK(std::abs(got.average_total_wager - want.average_total_wager) < 0.01);
    }
}
