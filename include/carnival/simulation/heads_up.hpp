/// \file
/// \brief Monte Carlo simulation of heads-up games (Three Card Poker and its variants): seeded,
/// multi-threaded, reproducible whatever the thread count, and split into mergeable shards.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
#include <carnival/analysis/contest_units.hpp>
#include <carnival/analysis/figures.hpp>
#include <carnival/analysis/heads_up.hpp>
#include <carnival/analysis/play_table.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/error.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/money/money.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/simulation/blocks.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace carnival::simulation {

/// \brief Simulates the ante and raises (with the ante bonus) of a heads-up \p Game played with a
/// given strategy; per unit ante.
///
/// The rounds are numbered and cut into blocks of block_rounds; block k draws from
/// `xoshiro256ss(splitmix64(seed) ^ splitmix64(k))`. Threads take whole blocks and results are
/// exact integer counts, so the result depends on the seed and the round count only, never on the
/// number of threads; shards of a run merge (analysis::distribution::merge) into the whole run.
template <class Game>
class heads_up {
public:
    static constexpr std::size_t player_cards = Game::sequence_type::player_cards;  ///< player's cards
    static constexpr std::size_t dealer_cards = Game::sequence_type::dealer_cards;  ///< dealer's cards
    static_assert(Game::sequence_type::board_cards == 0 && Game::sequence_type::decision_points == 1,
                  "carnival::simulation::heads_up: a game without community cards and with one decision");

    /// \brief Plays as \p strategy decides (strategy_for: a function of the player's view; an
    /// analysis::play_table such as ante_play::optimal() is read as it is), asked once per hand
    /// here, before any round.
    template <class S>
    explicit heads_up(const S& strategy)
        : units_(analysis::contest_units_of<Game>()) {
        const std::vector<bool> plays = analysis::play_table<Game>::of(strategy).table();
        plays_.assign(plays.begin(), plays.end());
        bonus_.resize(plays_.size());
        analysis::for_each_index_set<player_cards>([&](const std::array<int, player_cards>& s) {
            std::array<card, player_cards> cards{};
            for (std::size_t i = 0; i < player_cards; ++i) cards[i] = card::from_dense_index_unchecked(s[i]);
            bonus_[analysis::colex_rank_unchecked(s)] = analysis::bonus_units_of<Game>(cards, player_value(cards));
        });
    }

    /// \brief Simulates \p rounds rounds (the blocks of this \p part) from \p seed on \p threads
    /// threads; \p progress, if given, is called after every block (see run_blocks).
    [[nodiscard]] analysis::distribution run(std::uint64_t rounds, std::uint64_t seed, unsigned threads = 1,
                                             shard part = {}, const progress_callback& progress = {}) const {
        return run_blocks(rounds, seed, threads, part, progress, analysis::distribution(money::cents(100)),
                          [this](analysis::distribution& out, xoshiro256ss& g, std::uint64_t n) { simulate_block(out, g, n); });
    }

private:
    template <class Cards>
    static auto player_value(const Cards& cards) {
        return evaluate<typename Game::player_hand::ranking_type, typename Game::player_hand::selection_type>(cards);
    }
    template <class Cards>
    static auto dealer_value(const Cards& cards) {
        return evaluate<typename Game::dealer_hand::ranking_type, typename Game::dealer_hand::selection_type>(cards);
    }

    void simulate_block(analysis::distribution& out, xoshiro256ss& g, std::uint64_t rounds) const {
        std::array<std::uint64_t, 64> by_net{};  // index: net units + 32
        std::uint64_t wagered = 0;
        for (std::uint64_t r = 0; r < rounds; ++r) {
            // Deal distinct cards: the player's, then the dealer's.
            std::uint64_t used = 0;
            std::array<int, player_cards> p{};  // the player's dense indices, then cards
            std::array<card, player_cards> pc{};
            std::array<card, dealer_cards> dc{};
            for (int& d : p) d = draw_dense_index(g, used);
            for (card& c : dc) c = draw_card(g, used);
            for (std::size_t i = 0; i < player_cards; ++i) pc[i] = card::from_dense_index_unchecked(p[i]);
            if constexpr (player_cards == 3) {  // a branch-free sorting network: random cards mispredict a sort's branches
                const int lo = std::min(p[0], p[1]), hi = std::max(p[0], p[1]);
                const int mid = std::min(hi, p[2]);
                p = {std::min(lo, mid), std::max(lo, mid), std::max(hi, p[2])};
            } else {
                std::sort(p.begin(), p.end());
            }
            const std::size_t hand = analysis::colex_rank_unchecked(p);
            if (plays_[hand] == 0) {
                ++by_net[32 - 1];
                wagered += 1;
                continue;
            }
            const auto pv = player_value(pc);
            const auto dv = dealer_value(dc);
            const int cls = (pv > dv ? 0 : pv == dv ? 1 : 2) + (Game::qualifier::qualifies(dv) ? 0 : 3);
            ++by_net[static_cast<std::size_t>(32 + units_.by_class[static_cast<std::size_t>(cls)] + bonus_[hand])];
            wagered += static_cast<std::uint64_t>(1 + units_.raises);
        }
        std::map<std::int64_t, std::uint64_t> counts;
        for (std::size_t i = 0; i < by_net.size(); ++i)
            if (by_net[i] != 0) counts[(static_cast<std::int64_t>(i) - 32) * 100] = by_net[i];
        out.merge(analysis::distribution::from_counts(money::cents(100), std::move(counts), wagered * 100));
    }

    std::vector<std::uint8_t> plays_;  // by colex rank of the player's cards: bytes, not bits, read once a round
    analysis::contest_units units_;
    std::vector<std::int64_t> bonus_;
};

}  // namespace carnival::simulation
