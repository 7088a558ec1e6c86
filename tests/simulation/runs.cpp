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


TEST_CASE("simulation: same seed gives the same result on 1, 2 or 8 threads and shards merge into the run",
          "[simulation][threads]") {
    const analysis::ante_play<game_t> exact(test_support::three_card_poker_counts());
    const simulation::heads_up<game_t> sim(exact.optimal());
    const auto one = sim.run(300'000, 2026, 1);
    const auto two = sim.run(300'000, 2026, 2);
    CHECK(one == two);
    CHECK(one == sim.run(300'000, 2026, 8));  // more threads than blocks, and than cores
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
    CHECK_THROWS_AS(simulation::heads_up<game_t>(analysis::play_table<game_t>(std::vector<bool>(5, true))), std::invalid_argument);
}

// 300,000 rounds are 5 blocks of 65,536 (the last has 37,856); shard i/n takes blocks k % n == i.
static_assert(simulation::block_count(300'000) == 5 && simulation::block_count(65'536) == 1 && simulation::block_count(0) == 0);
static_assert(simulation::shard_rounds(300'000, {0, 1}) == 300'000);
static_assert(simulation::shard_rounds(300'000, {0, 4}) == 65'536 + 37'856);  // blocks 0 and 4
static_assert(simulation::shard_rounds(300'000, {1, 4}) == 65'536);
static_assert(simulation::shard_rounds(300'000, {0, 2}) == 2 * 65'536 + 37'856);  // blocks 0, 2 and 4
static_assert(simulation::shard_rounds(300'000, {1, 2}) == 131'072);
static_assert(simulation::shard_rounds(300'000, {5, 8}) == 0);
static_assert(simulation::shard_rounds(300'000, {0, 0}) == 0);
static_assert(simulation::shard_rounds(1, {0, std::uint64_t{1} << 32}) == 1);
static_assert(simulation::shard_rounds(1'000'000'000'000'000, {0, 1}) == 1'000'000'000'000'000);

TEST_CASE("simulation: shard_rounds is what each shard simulates, and the shards add up to the run", "[simulation]") {
    const analysis::ante_play<game_t> exact(test_support::three_card_poker_counts());
    const simulation::heads_up<game_t> sim(exact.optimal());
    for (const std::uint64_t rounds : {std::uint64_t{1}, std::uint64_t{65'536}, std::uint64_t{200'001}}) {
        for (const std::uint64_t n : {1U, 2U, 3U, 7U}) {
            std::uint64_t sum = 0;
            for (std::uint64_t i = 0; i < n; ++i) {
                const std::uint64_t mine = simulation::shard_rounds(rounds, {i, n});
                sum += mine;
                INFO(rounds << " rounds, shard " << i << "/" << n);
                if (mine == 0) CHECK_THROWS_AS(sim.run(rounds, 5, 1, {i, n}), std::invalid_argument);
                else CHECK(sim.run(rounds, 5, 1, {i, n}).total() == mine);
            }
            CHECK(sum == rounds);
        }
    }
}

TEST_CASE("simulation: agrees with the exact figures within 5 standard errors", "[simulation]") {
    const analysis::ante_play<game_t> exact(test_support::three_card_poker_counts());
    const auto never_fold = [](const player_view<game_t>&) { return decision::play; };
    for (const analysis::play_table<game_t>& plays : {exact.optimal(), analysis::play_table<game_t>::of(never_fold)}) {
        const auto want = exact.figures(plays, "");
        const auto got = simulation::heads_up<game_t>(plays).run(1'000'000, 99, 2).figures();
        const double se = want.std_dev / std::sqrt(1'000'000.0);
        INFO("exact " << want.expected_value << ", simulated " << got.expected_value << ", standard error " << se);
        CHECK(std::abs(got.expected_value - want.expected_value) < 5 * se);
        CHECK(std::abs(got.average_total_wager - want.average_total_wager) < 0.01);
    }
}
