// Monte Carlo simulation of Mini-Tex: reproducible whatever the thread count, and in agreement
// with the exact analysis.
#include "../support/catch.hpp"

#include <carnival/analysis/flop_river.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/simulation/flop_river.hpp>

#include <cmath>

using namespace carnival;

TEST_CASE("simulation: Mini-Tex played optimally agrees with the exact figures within 5 standard errors", "[simulation][threads]") {
    using mt = mini_tex<pair_or_better, mtx::rule_card>;
    const analysis::flop_river<mt> solved;
    const auto want = solved.figures();
    const simulation::flop_river<mt> sim(solved);
    const auto one = sim.run(200'000, 5, 1);
    CHECK(one == sim.run(200'000, 5, 2));
    CHECK(one == sim.run(200'000, 5, 8));
    const auto got = one.figures();
    const double se = want.std_dev / std::sqrt(200'000.0);
    INFO("exact " << want.expected_value << ", simulated " << got.expected_value << ", standard error " << se);
    CHECK(std::abs(got.expected_value - want.expected_value) < 5 * se);
    CHECK(std::abs(got.average_total_wager - want.average_total_wager) < 0.05);
    const auto never = simulation::flop_river<mt>(solved, true).run(200'000, 6, 2).figures();
    CHECK(never.average_total_wager == 5.0);
}
