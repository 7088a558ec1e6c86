/// \file
/// \brief `carnival::simulation::shard`: the part of a run one process simulates, and the
/// progress calls a run makes, in blocks of `block_rounds` rounds.
#pragma once

#include <carnival/config.hpp>

#include <cstdint>
#include <functional>

namespace carnival::simulation {

/// Which part of a run this process simulates: blocks `k` with `k % count == index`.
struct shard {
    std::uint64_t index = 0;  ///< 0-based
    std::uint64_t count = 1;  ///< number of shards
};

/// Rounds per block: each block has its own generator, seeded from (seed, block number).
inline constexpr std::uint64_t block_rounds = std::uint64_t{1} << 16;

/// Called now and then with the blocks done and the blocks to do (for progress reports).
using progress_callback = std::function<void(std::uint64_t done, std::uint64_t total)>;

}  // namespace carnival::simulation
