// A simulated run in blocks (simulation/blocks.hpp), through the one simulator: the same seed
// gives the same counts on any number of threads, shards are the blocks k % n == i and merge into
// the whole run, and a run of no rounds or a shard of no block is an error.
#include "../support/catch.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/analysis/strategy_table.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/simulation/settled_rounds.hpp>

#include <cstdint>
#include <stdexcept>

using namespace carnival;
using game_t = ny_three_card_poker;

namespace {
// Ante and play under the optimal play, read as a table: what carnival-par simulates.
const simulation::settled_rounds<game_t>& optimal_rounds() {
    static const simulation::settled_rounds<game_t> sim = [] {
        wager_slip<game_t> slip;
        slip.place<tcp::ante>(money::dollars(1));
        return simulation::settled_rounds<game_t>(slip, analysis::exact_play<game_t>().optimal_strategy());
    }();
    return sim;
}
}  // namespace


TEST_CASE("simulation: same seed gives the same result on 1, 2 or 8 threads and shards merge into the run",
          "[simulation][threads]") {
    const simulation::settled_rounds<game_t>& sim = optimal_rounds();
    const auto one = sim.run(300'000, 2026, 1);
    const auto two = sim.run(300'000, 2026, 2);
    CHECK(one == two);
    CHECK(one == sim.run(300'000, 2026, 8));  // more threads than blocks, and than cores
    CHECK(one.total.total() == 300'000);
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
    CHECK(sim.run(100'000, 1, 1, {1, 3}).total.total() == 100'000 - 65'536);
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
    const simulation::settled_rounds<game_t>& sim = optimal_rounds();
    for (const std::uint64_t rounds : {std::uint64_t{1}, std::uint64_t{65'536}, std::uint64_t{200'001}}) {
        for (const std::uint64_t n : {1U, 2U, 3U, 7U}) {
            std::uint64_t sum = 0;
            for (std::uint64_t i = 0; i < n; ++i) {
                const std::uint64_t mine = simulation::shard_rounds(rounds, {i, n});
                sum += mine;
                INFO(rounds << " rounds, shard " << i << "/" << n);
                if (mine == 0) CHECK_THROWS_AS(sim.run(rounds, 5, 1, {i, n}), std::invalid_argument);
                else CHECK(sim.run(rounds, 5, 1, {i, n}).total.total() == mine);
            }
            CHECK(sum == rounds);
        }
    }
}
