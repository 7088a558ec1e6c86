/// \file
/// \brief `carnival::simulation::ending_counts<Game>`: a simulation's rounds counted by how they
/// end — the decisions made and the contest class — where nothing else settles the slip, so that
/// each ending is settled once a block, by settle's own code, rather than every round.
#pragma once

#include <carnival/config.hpp>

#include <carnival/rules/decision.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/settlement/acting_wagers.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/options.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/settlement/wager_slip.hpp>
#include <carnival/simulation/deal_around.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace carnival::simulation {

/// \brief Rounds of \p Game counted by their ending: the play (the decisions made, in order, coded
/// by then()) and the contest_class. Where the slip settles by the contest alone
/// (settles_by_contest_alone), every round of one ending has the same results, so a simulation
/// counts each round with one increment and settles each ending once (settle()).
template <class Game>
class ending_counts {
    using sequence_type = typename Game::sequence_type;

    // Every decision a point offers, each once: fold, check and pull back as offered, the raise at
    // "the point's only multiple" (0) and at each multiple any point offers. Codes are 1 + index.
    static constexpr auto decisions = [] {
        std::array<decision, 3 + 1 + 16 * sequence_type::decision_points> out{};
        std::size_t n = 0;
        const auto add = [&](decision d) {
            for (std::size_t i = 0; i < n; ++i)
                if (out[i] == d) return;
            out[n++] = d;
        };
        for (const carnival::detail::point_offer& offer : carnival::detail::offers<sequence_type>) {
            for (action a : {action::fold, action::check, action::pull_back})
                if ((offer.actions & 1U << static_cast<unsigned>(a)) != 0) add({a, 0});
            if ((offer.actions & 1U << static_cast<unsigned>(action::raise)) != 0) {
                add(decision::play);
                for (std::size_t t = 0; t < offer.times_count; ++t) add(decision::raise(static_cast<std::uint32_t>(offer.times[t])));
            }
        }
        return std::pair{out, n};
    }();

public:
    /// Codes a decision can have in a play (0 ends it).
    static constexpr std::size_t radix = decisions.second + 1;

    /// Plays: every code of as many decisions as the round has points.
    static constexpr std::size_t plays = [] {
        std::size_t n = 1;
        for (std::size_t p = 0; p < sequence_type::decision_points; ++p) n *= radix;
        return n;
    }();

    /// Endings counted at most (a table of this many counts at least is kept by each simulating thread).
    static constexpr std::size_t most_endings = std::size_t{1} << 16;

    /// \brief Whether the rounds of \p slip may be counted by ending: it settles by the contest
    /// alone, and the endings are at most most_endings.
    [[nodiscard]] static bool apply_to(const wager_slip<Game>& slip) noexcept {
        return plays * contest_classes <= most_endings && settles_by_contest_alone(slip);
    }

    /// The play of the decisions \p play codes followed by \p d, a decision some point offers (0: none yet).
    [[nodiscard]] static std::size_t then(std::size_t play, decision d) noexcept {
        std::size_t code = 1;
        while (code < radix - 1 && decisions.first[code - 1] != d) ++code;
        return play * radix + code;
    }

    ending_counts() : counts_(plays * contest_classes) {}

    /// Counts a round of play \p play ending in \p contest (contest_class::higher after a fold).
    void count(std::size_t play, contest_class contest) noexcept {
        ++counts_[play * contest_classes + static_cast<std::size_t>(contest)];
    }

    /// \brief Settles each ending counted on \p slip once (settle_contest, the decisions read back
    /// from the play), handing `each(rounds, settle)` — `settle(sink)` hands the ending's results
    /// to `sink` — and empties the counts.
    template <class Each>
    void settle(const wager_slip<Game>& slip, Each&& each) {
        const dealt_cards<Game> cards = deal_around<Game>();  // no hand is read by a slip settled by the contest alone
        const carnival::detail::round_hands<Game> hands(cards);
        for (std::size_t play = 0; play < plays; ++play) {
            const std::uint64_t* by_class = counts_.data() + play * contest_classes;
            bool counted = false;
            for (std::size_t c = 0; c < contest_classes; ++c) counted = counted || by_class[c] != 0;
            if (!counted) continue;
            const carnival::detail::decisions_taken<Game> taken = carnival::detail::read_decisions(slip, nullptr, made(play).made());  // taken in rounds dealt
            for (std::size_t c = 0; c < contest_classes; ++c) {
                if (by_class[c] == 0) continue;
                each(by_class[c], [&](auto&& sink) {
                    carnival::detail::settle_contest(slip, hands, taken, static_cast<contest_class>(c), sink);
                });
            }
        }
        std::fill(counts_.begin(), counts_.end(), 0);
    }

private:
    // The decisions play `play` codes, in order.
    static decision_list<Game> made(std::size_t play) {
        decision_list<Game> out;
        for (; play != 0; play /= radix) out.at[out.size++] = decisions.first[play % radix - 1];
        std::reverse(out.at.begin(), out.at.begin() + static_cast<std::ptrdiff_t>(out.size));
        return out;
    }

    std::vector<std::uint64_t> counts_;  // by play, then contest class
};

}  // namespace carnival::simulation
