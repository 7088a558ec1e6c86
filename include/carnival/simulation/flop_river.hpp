/// \file
/// \brief Monte Carlo simulation of flop-and-river games (Mini-Tex) played optimally (or never
/// folding): seeded, multi-threaded, reproducible whatever the thread count, shardable.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/figures.hpp>
#include <carnival/analysis/flop_river.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/money/money.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/simulation/blocks.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <type_traits>

namespace carnival::simulation {

/// \brief Simulates the ante and raises of a flop-and-river \p Game, per unit ante, with the
/// decisions of a solved game (analysis::flop_river) or of a strategy function. Blocks, seeds,
/// threads and shards work as run_blocks describes.
template <class Game>
class flop_river {
public:
    /// Plays as \p solved decides (optimal play).
    explicit flop_river(const analysis::flop_river<Game>& solved) : solved_(solved) {}

    /// \brief Plays as \p strategy decides (strategy_for: a function of the player's view),
    /// asked at each decision point of each round; always_play is played without asking. The
    /// strategy is called from every simulating thread at once, so it must not modify shared state.
    template <class S>
    flop_river(const analysis::flop_river<Game>& solved, S strategy) : solved_(solved) {
        require_strategy<S, Game>();
        if constexpr (std::is_same_v<S, always_play>) {
            never_fold_ = true;
        } else if constexpr (strategy_for<S, Game>) {
            strategy_ = [s = std::move(strategy)](const player_view<Game>& view) { return ask(s, view); };
        }
    }

    /// \brief Simulates \p rounds rounds (the blocks of this \p part) from \p seed on \p threads
    /// threads; \p progress, if given, is called after every block (see run_blocks).
    [[nodiscard]] analysis::distribution run(std::uint64_t rounds, std::uint64_t seed, unsigned threads = 1,
                                             shard part = {}, const progress_callback& progress = {}) const {
        return run_blocks(rounds, seed, threads, part, progress, analysis::distribution(money::cents(100)),
                          [this](analysis::distribution& out, xoshiro256ss& g, std::uint64_t n) { simulate_block(out, g, n); });
    }

private:
    void simulate_block(analysis::distribution& out, xoshiro256ss& g, std::uint64_t rounds) const {
        using R = typename Game::player_hand::ranking_type;
        using S = typename Game::player_hand::selection_type;
        // Rounds by how they end: folded at point 0, 1, 2, or contest class 0…5 (3 + class).
        std::array<std::uint64_t, 9> ends{};
        const auto decide = solved_.optimal_decisions();
        for (std::uint64_t r = 0; r < rounds; ++r) {
            std::uint64_t used = 0;
            std::array<int, 7> d{};  // dense indices: player 2, dealer 2, flop 2, river 1
            for (int& x : d) x = draw_dense_index(g, used);
            std::array<card, 7> c{};
            for (std::size_t i = 0; i < c.size(); ++i) c[i] = card::from_dense_index_unchecked(d[i]);
            std::size_t folded = 3;
            if (strategy_) {
                dealt_cards<Game> dealt;
                dealt.player = {c[0], c[1]};
                dealt.dealer = {c[2], c[3]};
                dealt.board = {c[4], c[5], c[6]};
                const visible_cards<Game> seen(dealt);
                for (std::size_t point = 0; point < 3 && folded == 3; ++point)
                    if (strategy_(seen.at(point)).act != action::raise) folded = point;
            } else if (!never_fold_) {
                if (!decide.preflop(d[0], d[1])) folded = 0;
                else if (!decide.after_flop(d[0], d[1], d[4], d[5])) folded = 1;
                else if (!decide.after_river(d[0], d[1], {d[4], d[5], d[6]})) folded = 2;
            }
            if (folded < 3) {
                ++ends[folded];
                continue;
            }
            const auto pv = evaluate<R, S>(std::array{c[0], c[1], c[4], c[5], c[6]});
            const auto dv = evaluate<R, S>(std::array{c[2], c[3], c[4], c[5], c[6]});
            ++ends[3 + static_cast<std::size_t>((pv > dv ? 0 : pv == dv ? 1 : 2) + (Game::qualifier::qualifies(dv) ? 0 : 3))];
        }
        const auto& units = solved_.contest_units();
        const auto& folds = solved_.fold_units();
        const auto& stakes = solved_.wagered_units();
        std::map<std::int64_t, std::uint64_t> counts;
        std::uint64_t wagered = 0;
        for (std::size_t e = 0; e < ends.size(); ++e) {
            if (ends[e] == 0) continue;
            counts[100 * (e < 3 ? -folds[e] : units[e - 3])] += ends[e];
            wagered += ends[e] * static_cast<std::uint64_t>(stakes[std::min<std::size_t>(e, 3)]);
        }
        out.merge(analysis::distribution::from_counts(money::cents(100), std::move(counts), wagered * 100));
    }

    const analysis::flop_river<Game>& solved_;
    bool never_fold_ = false;
    std::function<decision(const player_view<Game>&)> strategy_;  // empty: the solved game's decisions
};

}  // namespace carnival::simulation
