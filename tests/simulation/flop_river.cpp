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
    const auto never = simulation::flop_river<mt>(solved, always_play{}).run(200'000, 6, 2);
    CHECK(never.figures().average_total_wager == 5.0);
    // A strategy function asked at every point of every round: never folding, asked, is the same run.
    const auto asked = simulation::flop_river<mt>(solved, [](const player_view<mt>&) { return decision::play; });
    CHECK(asked.run(200'000, 6, 2) == never);
    // The optimal strategy asked through the views plays the same rounds as the solved game.
    const auto optimal_asked = [&](const player_view<mt>& v) {
        const std::array<card, 2> hole{v.hole[0], v.hole[1]};
        bool plays = true;
        if (v.point == 0) plays = solved.plays_preflop(hole);
        if (v.point == 1) plays = solved.plays_after_flop(hole, {v.board[0], v.board[1]});
        if (v.point == 2) plays = solved.plays_after_river(hole, {v.board[0], v.board[1], v.board[2]});
        return plays ? decision::play : decision::fold;
    };
    CHECK(simulation::flop_river<mt>(solved, optimal_asked).run(100'000, 5, 2) == sim.run(100'000, 5, 2));
}
