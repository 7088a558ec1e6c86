/// \file
/// \brief Monte Carlo simulation of flop-and-river games (Mini-Tex) played optimally (or never
/// folding): seeded, multi-threaded, reproducible whatever the thread count, shardable.
#pragma once

#include <carnival/analysis/figures.hpp>
#include <carnival/analysis/flop_river.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/money/money.hpp>
#include <carnival/random/bounded.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/simulation/heads_up.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace carnival::simulation {

/// \brief Simulates the ante and raises of a flop-and-river \p Game, per unit ante, with the
/// decisions of a solved game (analysis::flop_river), or never folding. Blocks, seeds, threads
/// and shards work as in simulation::heads_up.
template <class Game>
class flop_river {
public:
    /// Plays as \p solved decides, or makes every raise when \p never_fold.
    explicit flop_river(const analysis::flop_river<Game>& solved, bool never_fold = false)
        : solved_(solved), never_fold_(never_fold) {}

    /// Simulates \p rounds rounds (the blocks of this \p part) from \p seed on \p threads threads.
    [[nodiscard]] analysis::distribution run(std::uint64_t rounds, std::uint64_t seed, unsigned threads = 1,
                                             shard part = {}) const {
        if (part.count == 0 || part.index >= part.count)
            throw std::invalid_argument("carnival::simulation: shard " + std::to_string(part.index) + "/" +
                                        std::to_string(part.count) + " does not exist (index must be below count)");
        threads = std::max(threads, 1U);
        const std::uint64_t blocks = (rounds + block_rounds - 1) / block_rounds;
        std::vector<analysis::distribution> partial(threads, analysis::distribution(money::cents(100)));
        std::vector<std::thread> pool;
        for (unsigned t = 0; t < threads; ++t)
            pool.emplace_back([&, t] {
                for (std::uint64_t k = part.index + t * part.count; k < blocks; k += threads * part.count)
                    simulate_block(partial[t], seed, k, std::min(block_rounds, rounds - k * block_rounds));
            });
        for (std::thread& th : pool) th.join();
        analysis::distribution total(money::cents(100));
        for (const auto& d : partial) total.merge(d);
        return total;
    }

private:
    void simulate_block(analysis::distribution& out, std::uint64_t seed, std::uint64_t block, std::uint64_t rounds) const {
        using R = typename Game::player_hand::ranking_type;
        using S = typename Game::player_hand::selection_type;
        xoshiro256ss g(splitmix64(seed) ^ splitmix64(block));
        std::map<std::int64_t, std::uint64_t> counts;
        std::uint64_t wagered = 0;
        const auto& units = solved_.contest_units();
        const auto& folds = solved_.fold_units();
        const auto& stakes = solved_.wagered_units();
        for (std::uint64_t r = 0; r < rounds; ++r) {
            std::uint64_t used = 0;
            std::array<card, 7> c{};  // player 2, dealer 2, flop 2, river 1
            for (card& x : c) {
                int d = 0;
                do d = static_cast<int>(bounded(g, 52));
                while ((used >> d) & 1U);
                used |= std::uint64_t{1} << d;
                x = card::from_dense_index(d);
            }
            const std::array<card, 2> hole{c[0], c[1]}, flop{c[4], c[5]};
            const std::array<card, 3> board{c[4], c[5], c[6]};
            std::size_t folded = 3;
            if (!never_fold_) {
                if (!solved_.plays_preflop(hole)) folded = 0;
                else if (!solved_.plays_after_flop(hole, flop)) folded = 1;
                else if (!solved_.plays_after_river(hole, board)) folded = 2;
            }
            if (folded < 3) {
                ++counts[-100 * folds[folded]];
                wagered += static_cast<std::uint64_t>(stakes[folded]);
                continue;
            }
            const auto pv = evaluate<R, S>(std::array{c[0], c[1], c[4], c[5], c[6]});
            const auto dv = evaluate<R, S>(std::array{c[2], c[3], c[4], c[5], c[6]});
            const int cls = (pv > dv ? 0 : pv == dv ? 1 : 2) + (Game::qualifier::qualifies(dv) ? 0 : 3);
            ++counts[100 * units[static_cast<std::size_t>(cls)]];
            wagered += static_cast<std::uint64_t>(stakes[3]);
        }
        out.merge(analysis::distribution::from_counts(money::cents(100), std::move(counts), wagered * 100));
    }

    const analysis::flop_river<Game>& solved_;
    bool never_fold_;
};

}  // namespace carnival::simulation
