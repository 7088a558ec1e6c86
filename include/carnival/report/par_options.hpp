/// \file
/// \brief `carnival::par_options`: how par_sheet works — the exact analysis's options, the budget
/// beyond which the play is simulated, and the simulation's rounds, seed and shard.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/exact_options.hpp>
#include <carnival/simulation/shard.hpp>

#include <cstdint>

namespace carnival {

/// How par_sheet works.
struct par_options {
    analysis::exact_options exact{};  ///< how the play and the side wagers are enumerated (threads, …)
    /// \brief The exact analysis's estimated work (exact_play::estimated_work) above which a named
    /// strategy's play is simulated instead and the optimal sheet refused (par_sheet); the sheet
    /// states the estimate. For scale: Caribbean Stud's 3.3e8 is solved in about 45 s on 2 cores.
    double budget = 1e9;
    std::uint64_t rounds = 10'000'000;  ///< rounds simulated, when the play is simulated
    std::uint64_t seed = 1;             ///< the simulation's seed
    simulation::shard part{};           ///< the simulation's shard
    simulation::progress_callback progress{};  ///< called as the simulation goes (see run_blocks)
};

}  // namespace carnival
