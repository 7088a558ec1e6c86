/// \file
/// \brief How every simulation splits its rounds: numbered blocks with their own generator,
/// taken whole by threads and by shards, so a result depends on the seed and the round count only.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/detail/parallel_for.hpp>
#include <carnival/random/block_generator.hpp>
#include <carnival/random/bounded.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/simulation/shard.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace carnival::simulation {

/// The number of blocks of a run of \p rounds rounds: all full but the last.
[[nodiscard]] constexpr std::uint64_t block_count(std::uint64_t rounds) noexcept {
    return rounds / block_rounds + (rounds % block_rounds != 0 ? 1 : 0);
}

/// \brief The rounds shard \p part of a run of \p rounds rounds simulates: those of the blocks
/// `k` with `k % part.count == part.index` (0 for a shard that gets no block, or one that does
/// not exist).
[[nodiscard]] constexpr std::uint64_t shard_rounds(std::uint64_t rounds, shard part) noexcept {
    const std::uint64_t blocks = block_count(rounds);
    if (part.count == 0 || part.index >= blocks) return 0;
    const std::uint64_t mine = (blocks - part.index - 1) / part.count + 1;  // blocks index + j * count
    const bool has_last = (blocks - 1) % part.count == part.index;          // the last block may be short
    return mine * block_rounds - (has_last ? blocks * block_rounds - rounds : 0);
}

using carnival::block_generator;  // random/block_generator.hpp: a simulation's blocks draw from it

/// \brief Draws the dense index (see card::dense_index) of a card not yet in \p used (a mask of
/// dense indices), uniformly, and adds it: dealing from a shuffled deck, one card at a time.
[[nodiscard, gnu::always_inline]] inline int draw_dense_index(xoshiro256ss& g, std::uint64_t& used) noexcept {
    int d = 0;
    do d = static_cast<int>(bounded(g, 52));
    while ((used >> d) & 1U);
    used |= std::uint64_t{1} << d;
    return d;
}

/// The card draw_dense_index() draws: the same draws, so the same deal. (Both are always
/// inlined: a call per card is a sixth of a simulated round in a program of many games.)
[[nodiscard, gnu::always_inline]] inline card draw_card(xoshiro256ss& g, std::uint64_t& used) noexcept {
    return card::from_dense_index_unchecked(draw_dense_index(g, used));
}

}  // namespace carnival::simulation

namespace carnival::detail {
/// \brief Throws std::invalid_argument for a run of no rounds, a shard that does not exist, and a
/// shard that gets no block of the run; not a template, so that every run_blocks shares it.
CARNIVAL_DECL void check_run(std::uint64_t rounds, simulation::shard part);
}  // namespace carnival::detail

namespace carnival::simulation {

/// \brief Runs the blocks of shard \p part of a run of \p rounds rounds on \p threads threads:
/// `simulate(tally, generator, rounds_in_block)` for each block, each thread into its own copy of
/// \p empty, then merges them (`Tally::merge`). \p progress, if given, is called after every
/// block, one call at a time, with the blocks done counting up to the blocks of the shard.
/// Throws std::invalid_argument for a run of no rounds, a shard that does not exist, and a shard
/// that gets no block of the run (more shards than blocks); an exception thrown by \p simulate
/// stops the run and is rethrown here, after every thread ended.
///
/// The tally must be exact (integer counts) for the result not to depend on the thread count.
template <class Tally, class Simulate>
[[nodiscard]] Tally run_blocks(std::uint64_t rounds, std::uint64_t seed, unsigned threads, shard part,
                               const progress_callback& progress, const Tally& empty, const Simulate& simulate) {
    carnival::detail::check_run(rounds, part);
    threads = std::max(threads, 1U);
    const std::uint64_t blocks = block_count(rounds);
    // This shard's blocks: part.index + j * part.count for j < mine.
    const std::uint64_t mine = (blocks - part.index - 1) / part.count + 1;
    std::vector<Tally> partial(threads, empty);
    std::uint64_t done = 0;
    std::mutex reporting;
    carnival::detail::parallel_for(threads, mine, [&](unsigned t, std::uint64_t j) {
        const std::uint64_t k = part.index + j * part.count;
        xoshiro256ss g = block_generator(seed, k);
        simulate(partial[t], g, std::min(block_rounds, rounds - k * block_rounds));
        if (progress) {
            const std::lock_guard<std::mutex> lock(reporting);
            progress(++done, mine);
        }
    });
    Tally total = empty;
    for (const Tally& p : partial) total.merge(p);
    return total;
}

}  // namespace carnival::simulation

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/simulation/impl/blocks.hpp>
#endif
