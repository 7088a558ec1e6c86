// What both games' simulations share in carnival-par: their options, and a simulated wager as a
// section of the library's sheet (its run, its exact counts, its figures with their 95%
// confidence intervals), which report::merge_shards adds up across shards.
#pragma once

#include <carnival/report/sheet.hpp>
#include <carnival/report/simulated_section.hpp>
#include <carnival/simulation/blocks.hpp>

#include <fmt/format.h>

#include <cstdint>
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

// Shard o.shard of a run of o.rounds rounds of `simulation` (a carnival::simulation type whose
// run() gives the distribution), as the section `beside` is for its exact figures: the same
// wager, pay table, strategy and units. A shard without rounds is refused.
template <class Simulation>
carnival::report::wager_section simulated_section(const Simulation& simulation, const simulation_options& o,
                                                  const carnival::report::wager_section& beside) {
    using carnival::simulation::shard_rounds;
    if (shard_rounds(o.rounds, o.shard) == 0)
        throw std::invalid_argument(fmt::format("--shard: shard {}/{} of a run of {} rounds has no rounds to simulate (the run has {} "
                                                "block(s) of up to {} rounds, and shard i/n takes the blocks k with k % n == i)",
                                                o.shard.index, o.shard.count, o.rounds, carnival::simulation::block_count(o.rounds),
                                                carnival::simulation::block_rounds));
    carnival::report::wager_section w;
    w.figures.wager = beside.figures.wager;
    w.figures.pay_table = beside.figures.pay_table;
    w.figures.strategy = beside.figures.strategy;
    w.unit = beside.unit;
    w.lines_heading = beside.lines_heading;
    carnival::report::simulation_run& r = w.simulated;
    r.seed = o.seed;
    r.run_rounds = o.rounds;
    r.shard_count = o.shard.count;
    r.shards = {o.shard.index};
    r.counts = simulation.run(o.rounds, o.seed, static_cast<unsigned>(o.threads), o.shard, o.progress);
    carnival::report::figure_simulated(w);
    return w;
}

// The sheet's note on a simulated section.
inline std::string simulated_note(const std::string& wager) {
    return "simulated: " + wager +
           " also simulated (seeded, shardable; merge the shards' JSON sheets with carnival-par merge), every figure with the "
           "half-width of its 95% confidence interval";
}

}  // namespace par
