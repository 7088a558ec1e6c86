/// \file
/// \brief The definition of `detail::check_run`: included by `<carnival/simulation/blocks.hpp>` when carnival
/// is header-only, and by `<carnival/src.hpp>` alone under CARNIVAL_SEPARATE_COMPILATION.
#pragma once

#include <carnival/config.hpp>

#include <carnival/simulation/blocks.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace carnival::detail {

CARNIVAL_DECL void check_run(std::uint64_t rounds, simulation::shard part) {
    using simulation::block_count, simulation::block_rounds, simulation::shard_rounds;
    if (part.count == 0 || part.index >= part.count)
        throw std::invalid_argument("carnival::simulation: shard " + std::to_string(part.index) + "/" +
                                    std::to_string(part.count) + " does not exist (index must be below count)");
    if (rounds == 0) throw std::invalid_argument("carnival::simulation: a run needs at least one round, got 0");
    if (shard_rounds(rounds, part) == 0) {
        const std::uint64_t blocks = block_count(rounds);
        throw std::invalid_argument("carnival::simulation: shard " + std::to_string(part.index) + "/" +
                                    std::to_string(part.count) + " gets no rounds: a run of " + std::to_string(rounds) +
                                    " rounds has " + std::to_string(blocks) + " block(s) of " +
                                    std::to_string(block_rounds) + ", so use at most " + std::to_string(blocks) +
                                    " shard(s)");
    }
}

}  // namespace carnival::detail
