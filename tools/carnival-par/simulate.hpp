// What both games' simulations share in carnival-par: their options, the rounds of a shard, and
// putting a simulated wager on the sheet (its figures, labelled partial when they are, and the
// counts that merge reads back).
#pragma once

#include "sheet.hpp"

#include <carnival/analysis/figures.hpp>
#include <carnival/simulation/blocks.hpp>

#include <fmt/format.h>
#include <fmt/ranges.h>  // fmt::join

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>

namespace par {

// --simulate, --seed, --threads and --shard (options.hpp has their rules).
struct simulation_options {
    std::uint64_t rounds = 0;  // 0: no simulation
    std::uint64_t seed = 1;
    std::uint64_t threads = 1;
    carnival::simulation::shard shard{};
    carnival::simulation::progress_callback progress;  // a live line on a terminal (run.cpp), or nothing
};

// "shard 1" or "shards 0, 2": the shards a simulation counted.
inline std::string shard_list(const simulated& s) {
    return fmt::format("{} {}", s.shards.size() == 1 ? "shard" : "shards", fmt::join(s.shards, ", "));
}

// True when a simulation counted every round of its run.
inline bool complete(const simulated& s) { return s.counts.total() == s.rounds; }

// How much of its run a simulation counted: "300000 rounds, seed 77", or
// "partial: shards 0, 2 of 4 — 168928 of 300000 rounds, seed 77".
inline std::string run_summary(const simulated& s) {
    if (complete(s)) return fmt::format("{} rounds, seed {}", s.rounds, s.seed);
    return fmt::format("partial: {} of {} — {} of {} rounds, seed {}", shard_list(s), s.shard_count, s.counts.total(), s.rounds, s.seed);
}

// Puts a simulated wager (at least one round counted) on the sheet: its figures, and its counts.
inline void add_simulated(sheet& s, simulated sim) {
    auto f = sim.counts.figures();
    f.wager = sim.wager + (complete(sim) ? " (simulated)" : " (simulated, partial)");
    f.pay_table = sim.pay_table;
    f.strategy = fmt::format("{}; {}; standard error of the expected value {:.6f}", sim.strategy, run_summary(sim),
                             f.std_dev / std::sqrt(static_cast<double>(sim.counts.total())));
    s.wagers.push_back(std::move(f));
    s.simulations.push_back(std::move(sim));
}

// Simulates shard o.shard of a run of o.rounds rounds of `wager` with `simulation` (a
// carnival::simulation type with run()) and puts it on the sheet. The run is defined by the
// sheet's options so far (the game's), the seed and the rounds. A shard without rounds is refused.
template <class Simulation>
void simulate(sheet& s, const Simulation& simulation, const simulation_options& o, std::string wager, std::string pay_table,
              std::string strategy) {
    using carnival::simulation::shard_rounds;
    if (shard_rounds(o.rounds, o.shard) == 0)
        throw std::invalid_argument(fmt::format("--shard: shard {}/{} of a run of {} rounds has no rounds to simulate (the run has {} "
                                                "block(s) of up to {} rounds, and shard i/n takes the blocks k with k % n == i)",
                                                o.shard.index, o.shard.count, o.rounds, carnival::simulation::block_count(o.rounds),
                                                carnival::simulation::block_rounds));
    simulated sim{std::move(wager),
                  s.game,
                  std::move(pay_table),
                  std::move(strategy),
                  s.options,
                  o.seed,
                  o.rounds,
                  o.shard.count,
                  {o.shard.index},
                  simulation.run(o.rounds, o.seed, static_cast<unsigned>(o.threads), o.shard, o.progress)};
    add_simulated(s, std::move(sim));
    s.options.insert(s.options.end(), {{"simulate", std::to_string(o.rounds)},
                                       {"seed", std::to_string(o.seed)},
                                       {"threads", std::to_string(o.threads)},
                                       {"shard", fmt::format("{}/{}", o.shard.index, o.shard.count)}});
}

}  // namespace par
