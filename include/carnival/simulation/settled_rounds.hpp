/// \file
/// \brief Monte Carlo simulation of any game and any strategy: each round is dealt as the game's
/// deal says, the strategy decides from the player's view, and settle() settles it.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/figures/distribution.hpp>
#include <carnival/money/money.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/settlement/wager_slip.hpp>
#include <carnival/simulation/blocks.hpp>
#include <carnival/simulation/ending_counts.hpp>
#include <carnival/simulation/hole_card_plan.hpp>
#include <carnival/simulation/net_tally.hpp>
#include <carnival/simulation/result_columns.hpp>

#include <boost/hana/for_each.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace carnival::simulation {

/// \brief The tallies of a simulation of settled rounds: one exact distribution per wager group,
/// each per unit of the group's amount on the slip, and one for the whole slip.
struct round_tally {
    /// \brief One group: a wager placed before the deal (the ante, a side wager, a wager riding on
    /// the ante) with what follows from it: the ante's raises, and bonuses paid on its amount.
    struct group {
        std::string_view wager;          ///< the wager's name
        distribution results;  ///< per unit of its amount on the slip
        /// Same wager and counts.
        friend bool operator==(const group&, const group&) = default;
    };
    std::vector<group> wagers;     ///< the groups with an amount on the slip, in the game's wager order
    distribution total;  ///< the whole slip, per unit of its total amount

    /// The group of \p wager, or null.
    [[nodiscard]] const distribution* find(std::string_view wager) const noexcept {
        for (const group& g : wagers)
            if (g.wager == wager) return &g.results;
        return nullptr;
    }
    /// \brief Adds every count of \p other, a tally of the same slip; throws std::invalid_argument
    /// when its groups differ, and what distribution::merge throws, adding nothing then.
    void merge(const round_tally& other) {
        bool same = other.wagers.size() == wagers.size() && other.total.unit() == total.unit();
        for (std::size_t i = 0; same && i < wagers.size(); ++i)
            same = wagers[i].wager == other.wagers[i].wager && wagers[i].results.unit() == other.wagers[i].results.unit();
        if (!same) throw std::invalid_argument("carnival::simulation::round_tally: merging the tallies of different slips");
        round_tally merged = *this;  // merged into a copy, so that an overflow in any group changes nothing
        for (std::size_t i = 0; i < wagers.size(); ++i) merged.wagers[i].results.merge(other.wagers[i].results);
        merged.total.merge(other.total);
        *this = std::move(merged);
    }
    /// Same groups and counts.
    friend bool operator==(const round_tally&, const round_tally&) = default;
};

/// \brief Whether settled_rounds settles rounds from a plan made ahead where one applies
/// (hole_card_plan), or by their endings where these settle the slip (ending_counts).
enum class planning {
    where_it_applies,  ///< by a plan, or by endings, where either applies
    never,             ///< every round settled by itself
};

/// \brief Simulates rounds of any \p Game for a given wager slip and strategy: deals each round
/// card by card in the order of the game's sequence of play (dealt_cards::deal), asks the strategy
/// at each decision point the round reaches (decisions_of), and settles the round with settle(). Blocks, seeds, threads
/// and shards work as run_blocks describes: the same seed gives the same tallies on any number of
/// threads.
///
/// The strategy is called from every simulating thread at once (through a const reference), so
/// it must not modify shared state. The rounds are compiled for the strategy's own type (no call
/// through a std::function per decision), and counted in fixed tables (no allocation per round).
template <class Game>
class settled_rounds {
public:
    /// \brief The wagers on \p slip every round, the decisions of \p strategy; with
    /// planning::never, every round settled by itself even where a plan or its endings would settle it (the tallies are
    /// the same: a cross-check, and the cost of a round settled in full). Throws what settle()
    /// throws for a slip that breaks a requirement (checked here, before any round).
    template <class S>
    settled_rounds(const wager_slip<Game>& slip, S strategy, planning plans = planning::where_it_applies)
        : empty_(empty_tally(slip)) {
        require_strategy<S, Game>();
        detail::check_slip(slip);
        // The groups: each wager placed before the deal; raises join the ante, bonuses their base.
        using slip_type = wager_slip<Game>;
        setup s{slip, {}, 0};
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) {
                if (slip.template amount<W>() != money{}) s.group_of[slip_type::template position<W>()] = s.groups++;
            }
        });
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (!placed_before_the_deal<W>)
                s.group_of[slip_type::template position<W>()] = s.group_of[slip_type::template position<amount_from<Game, W>>()];
        });
        if constexpr (strategy_for<S, Game>) player_ = std::make_shared<const strategy_player<S>>(std::move(s), std::move(strategy), plans);
    }

    /// \brief Simulates \p rounds rounds (the blocks of this \p part) from \p seed on \p threads
    /// threads; \p progress, if given, is called after every block (see run_blocks).
    [[nodiscard]] round_tally run(std::uint64_t rounds, std::uint64_t seed, unsigned threads = 1, shard part = {},
                                  const progress_callback& progress = {}) const {
        return run_blocks(rounds, seed, threads, part, progress, empty_,
                          [this](round_tally& out, xoshiro256ss& g, std::uint64_t n) {
                              round_tally block = empty_;  // on this thread's stack: no sharing of cache lines
                              player_->play(block, g, n);
                              out.merge(block);
                          });
    }

    /// \brief Whether each round is settled from a plan made once by hole cards (hole_card_plan):
    /// where every decision and every wager with action on the slip read only the hole cards and
    /// the contest. The tallies are the same either way.
    [[nodiscard]] bool planned() const noexcept { return player_ && player_->planned(); }

    /// \brief Whether, where no plan applies, each round is counted by its ending (ending_counts):
    /// where the decisions made and the contest settle every wager with action on the slip. The
    /// tallies are the same either way.
    [[nodiscard]] bool by_ending() const noexcept { return player_ && player_->by_ending(); }

private:
    static constexpr std::size_t wager_count = wager_slip<Game>::wager_count;

    // The slip, and the group each wager's result goes to (by its position in the game).
    struct setup {
        wager_slip<Game> slip;
        std::array<std::size_t, wager_count> group_of{};
        std::size_t groups = 0;
    };

    // Plays a thread's rounds of a block: one call per block, the rounds compiled for the strategy's own type.
    struct block_player {
        block_player() = default;
        block_player(const block_player&) = delete;
        block_player& operator=(const block_player&) = delete;
        virtual ~block_player() = default;
        virtual void play(round_tally& out, xoshiro256ss& g, std::uint64_t rounds) const = 0;
        [[nodiscard]] virtual bool planned() const noexcept = 0;
        [[nodiscard]] virtual bool by_ending() const noexcept = 0;
    };

    template <class S>
    class strategy_player final : public block_player {
    public:
        strategy_player(setup s, S strategy, planning plans) : s_(std::move(s)), strategy_(std::move(strategy)) {
            if (plans == planning::never) return;
            plan_ = hole_card_plan<Game>::make(s_.slip, strategy_, columns());
            by_ending_ = !plan_ && ending_counts<Game>::apply_to(s_.slip);
        }

        // Plays into `out`, an empty tally. With one group, the whole slip's tally is that group's, counted once.
        void play(round_tally& out, xoshiro256ss& g, std::uint64_t rounds) const override {
            const bool one_group = s_.groups == 1;
            std::vector<net_tally> tallies(columns().size());  // the groups', then the whole slip's
            const auto flush = [&] {
                for (std::size_t group = 0; group < s_.groups; ++group) tallies[group].flush_into(out.wagers[group].results);
                if (!one_group) tallies.back().flush_into(out.total);
            };
            xoshiro256ss local = g;  // the generator's state in registers, not behind a reference a tally's stores may alias
            if (plan_) {
                play_planned(tallies, local, rounds, flush);
            } else if (by_ending_) {
                play_by_ending(tallies, local, rounds, flush);
            } else {
                for (std::uint64_t r = 0; r < rounds; ++r)
                    if (play_round(tallies, local)) flush();
            }
            g = local;
            flush();
            if (one_group) out.total.merge(out.wagers.front().results);
        }

        [[nodiscard]] bool planned() const noexcept override { return plan_.has_value(); }
        [[nodiscard]] bool by_ending() const noexcept override { return by_ending_; }

    private:
        [[nodiscard]] result_columns columns() const noexcept { return {s_.group_of, s_.groups}; }

        // Deals one round, decides, settles and counts it; returns whether a tally is full.
        [[gnu::always_inline]] bool play_round(std::vector<net_tally>& tallies, xoshiro256ss& g) const {
            std::uint64_t used = 0;
            const auto cards = dealt_cards<Game>::deal([&] { return draw_card(g, used); });
            // What decisions_of and settle() do, without checking twice what is right by construction:
            // cards dealt from one deck, the slip checked once, each answer checked as it is made.
            const auto taken = detail::ask_strategy(s_.slip, cards, strategy_, [](std::size_t, decision) {});
            std::array<money, wager_count + 1> net, wagered;
            const result_columns by = columns();
            by.fill(net.data(), wagered.data(), [&](auto&& sink) __attribute__((always_inline)) { detail::settle_decided(s_.slip, cards, taken, sink); });
            bool full = false;
            for (std::size_t i = 0; i < by.size(); ++i) full = tallies[i].add(net[i].minor_units(), wagered[i].minor_units()) || full;
            return full;
        }

        // The rounds play_round() plays, dealt alike, each counted by its result in the plan, and
        // the results' nets counted into the tallies once, with their counts.
        template <class Flush>
        void play_planned(std::vector<net_tally>& tallies, xoshiro256ss& g, std::uint64_t rounds, const Flush& flush) const {
            std::vector<std::uint64_t> by_result(plan_->result_count());
            for (std::uint64_t r = 0; r < rounds; ++r) {
                std::uint64_t used = 0;
                ++by_result[plan_->result_of(dealt_cards<Game>::deal([&] { return draw_card(g, used); }))];
            }
            for (std::size_t r = 0; r < by_result.size(); ++r)
                if (by_result[r] != 0) add(tallies, plan_->results_of(r), by_result[r], flush);
        }

        // The rounds play_round() plays, dealt and decided alike, each counted by its ending (the
        // decisions made and the contest), and each ending settled once.
        template <class Flush>
        void play_by_ending(std::vector<net_tally>& tallies, xoshiro256ss& g, std::uint64_t rounds, const Flush& flush) const {
            ending_counts<Game> endings;
            for (std::uint64_t r = 0; r < rounds; ++r) {
                std::uint64_t used = 0;
                const auto cards = dealt_cards<Game>::deal([&] { return draw_card(g, used); });
                std::size_t play = 0;
                const auto taken = detail::ask_strategy(s_.slip, cards, strategy_, [&](std::size_t, decision d) __attribute__((always_inline)) {
                    play = ending_counts<Game>::then(play, d);
                });
                // A fold forfeits every wager against the dealer, whatever the dealer holds (settle_decided).
                endings.count(play, taken.folded_at ? contest_class::higher : detail::contest_of(detail::round_hands<Game>(cards)));
            }
            const result_columns by = columns();
            std::vector<money> results(2 * by.size());
            endings.settle(s_.slip, [&](std::uint64_t count, auto&& settle) {
                by.fill(results.data(), results.data() + by.size(), settle);
                add(tallies, results, count, flush);
            });
        }

        // Counts \p count rounds of the results \p results (the columns' nets, then their amounts wagered).
        template <class Flush>
        static void add(std::vector<net_tally>& tallies, std::span<const money> results, std::uint64_t count, const Flush& flush) {
            const std::size_t columns = results.size() / 2;
            for (std::size_t i = 0; i < columns; ++i)
                if (tallies[i].add(results[i].minor_units(), results[columns + i].minor_units(), count)) flush();
        }

        setup s_;
        S strategy_;
        std::optional<hole_card_plan<Game>> plan_;  // where the hole cards and the contest decide every round
        bool by_ending_ = false;                    // else, where the decisions and the contest settle every round
    };

    // An empty tally with a group for each wager placed before the deal, in the game's order;
    // throws invalid_wager for a slip with nothing on it.
    static round_tally empty_tally(const wager_slip<Game>& slip) {
        std::vector<round_tally::group> groups;
        money slip_total;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) {
                const money amount = slip.template amount<W>();
                if (amount == money{}) return;
                groups.push_back({W::name, distribution(amount)});
                slip_total += amount;
            }
        });
        if (slip_total == money{})
            throw invalid_wager("carnival::simulation::settled_rounds: the slip has no wager to simulate");
        return {std::move(groups), distribution(slip_total)};
    }

    round_tally empty_;
    std::shared_ptr<const block_player> player_;  // shared by copies: it holds nothing that changes
};

}  // namespace carnival::simulation
