/// \file
/// \brief `carnival::analysis::dealer_completions`: for a dealer's hand made of the dealer's
/// cards only, how the hands that complete the dealer's face-up cards from the cards left split
/// into the six contest classes against a player's value — counted by card removal, not by
/// enumeration.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/detail/parallel_for.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/rules/outcome.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace carnival::analysis {

/// \brief The dealer's hands of \p Cards cards (ranked by hand policy \p DealerHand, qualified by
/// \p Qualifier), counted by contest class against a player's value among those that hold given
/// cards and none of other given cards.
///
/// Card removal by inclusion–exclusion: the hands holding the face-up cards U and none of the
/// cards X the player has seen are the hands holding U, minus those holding U and one card of X,
/// plus those holding U and two, … . Each term counts the hands holding a set T of cards, from a
/// table chosen by T's size within a memory budget: counts by value rank accumulated per T (small
/// T), the sorted value ranks of every hand holding T (middle T), or the few hands holding T
/// looked up one by one (large T).
template <class DealerHand, class Qualifier, std::size_t Cards>
class dealer_completions {
public:
    using ranking_type = typename DealerHand::ranking_type;  ///< the dealer's ranking
    static_assert(Cards >= 1 && Cards <= 7, "carnival::analysis::dealer_completions: a dealer hand of 1 to 7 cards");

    /// Builds the tables within about \p memory_budget bytes, on \p threads threads (0: the hardware's).
    explicit dealer_completions(std::size_t memory_budget = std::size_t{3} << 30, unsigned threads = 0) {
        const std::size_t hands = binomial(52, Cards);
        std::vector<std::uint32_t> codes(hands);
        // By the hand's highest card c: its hands are the colex ranks C(c, Cards) … C(c + 1, Cards) - 1.
        carnival::detail::parallel_for(carnival::detail::threads_or_hardware(threads), 52, [&](unsigned, std::size_t top) {
            for_each_hand_topped_by(top, [&](card_mask hand) {
                std::array<card, Cards> cards{};
                std::size_t k = 0;
                for (card_mask m = hand; m != 0; m &= m - 1) cards[k++] = card::from_dense_index_unchecked(std::countr_zero(m));
                codes[colex_rank_of(hand)] = evaluate<ranking_type, typename DealerHand::selection_type>(cards).code();
            });
        });
        distinct_ = codes;
        std::sort(distinct_.begin(), distinct_.end());
        distinct_.erase(std::unique(distinct_.begin(), distinct_.end()), distinct_.end());
        ranks_ = distinct_.size();
        std::vector<bool> qualifies(ranks_);  // by rank
        for (std::size_t r = 0; r < ranks_; ++r) qualifies[r] = Qualifier::qualifies(hand_value<ranking_type>::from_code(distinct_[r]));
        // Every hand's key: its rank, plus ranks_ when it qualifies (non-qualifying hands sort first).
        key_.resize(hands);
        for (std::size_t i = 0; i < hands; ++i) {
            const auto r = static_cast<std::size_t>(std::lower_bound(distinct_.begin(), distinct_.end(), codes[i]) - distinct_.begin());
            key_[i] = static_cast<std::uint32_t>(qualifies[r] ? r + ranks_ : r);
        }
        // A table per size of T.
        std::size_t left = memory_budget;
        for (std::size_t t = 0; t <= Cards; ++t) {
            level& l = levels_[t];
            l.completions = binomial(52 - t, Cards - t);
            const std::size_t sets = binomial(52, t);
            const std::size_t cumulative_bytes = sets * 2 * ranks_ * sizeof(std::uint32_t);
            const std::size_t sorted_bytes = sets * l.completions * sizeof(std::uint32_t);
            if (t < Cards && cumulative_bytes <= left / 2 && cumulative_bytes <= sorted_bytes) {
                l.kind = level_kind::cumulative;
                left -= cumulative_bytes;
            } else if (t < Cards && l.completions > 8 && sorted_bytes <= left / 2) {
                l.kind = level_kind::sorted;
                left -= sorted_bytes;
            } else {
                l.kind = level_kind::direct;
            }
        }
        build_tables();
    }

    /// \brief How the dealer hands holding every card of \p up and none of \p excluded (at most 7
    /// cards of \p excluded can matter: the hands' other cards) split by contest class against
    /// the player's value \p player.
    [[nodiscard]] contest_counts split(card_mask up, card_mask excluded, hand_value<ranking_type> player) const {
        const auto at = static_cast<std::size_t>(std::lower_bound(distinct_.begin(), distinct_.end(), player.code()) - distinct_.begin());
        const bool equal = at < ranks_ && distinct_[at] == player.code();
        by_contest_class<std::int64_t> acc{};
        std::array<int, 52> x{};
        std::size_t n = 0;
        for (card_mask m = excluded & ~up; m != 0; m &= m - 1) x[n++] = std::countr_zero(m);
        const std::size_t free = Cards - static_cast<std::size_t>(std::popcount(up));
        // Every subset S of the excluded cards with at most `free` cards, with sign (-1)^|S|.
        const auto visit = [&](auto& self, std::size_t from, card_mask set, std::size_t size) -> void {
            add(acc, set, at, equal, size % 2 == 0 ? 1 : -1);
            if (size == free) return;
            for (std::size_t i = from; i < n; ++i) self(self, i + 1, set | card_mask{1} << x[i], size + 1);
        };
        visit(visit, 0, up, 0);
        contest_counts out{};
        for (std::size_t c = 0; c < contest_classes; ++c) out[c] = static_cast<std::uint64_t>(acc[c]);
        return out;
    }

    /// The same counts by enumeration: every hand of the cards left, valued. For tests.
    [[nodiscard]] contest_counts split_by_enumeration(card_mask up, card_mask excluded,
                                                                    hand_value<ranking_type> player) const {
        contest_counts out{};
        const std::size_t free = Cards - static_cast<std::size_t>(std::popcount(up));
        std::array<int, 52> left{};
        std::size_t n = 0;
        for (card_mask m = full_deck & ~(excluded | up); m != 0; m &= m - 1) left[n++] = std::countr_zero(m);
        const auto visit = [&](auto& self, std::size_t from, card_mask set, std::size_t size) -> void {
            if (size == free) {
                std::array<card, Cards> cards{};
                std::size_t k = 0;
                for (card_mask m = set; m != 0; m &= m - 1) cards[k++] = card::from_dense_index_unchecked(std::countr_zero(m));
                const auto dealer = evaluate<ranking_type, typename DealerHand::selection_type>(cards);
                ++out[static_cast<std::size_t>(classify(player <=> dealer, Qualifier::qualifies(dealer)))];
                return;
            }
            for (std::size_t i = from; i < n; ++i) self(self, i + 1, set | card_mask{1} << left[i], size + 1);
        };
        visit(visit, 0, up, 0);
        return out;
    }

    /// Distinct values a dealer hand can have.
    [[nodiscard]] std::size_t ranks() const noexcept { return ranks_; }
    /// Bytes the tables take.
    [[nodiscard]] std::size_t bytes() const noexcept {
        std::size_t b = key_.size() * sizeof(std::uint32_t);
        for (const level& l : levels_) b += l.table.size() * sizeof(std::uint32_t);
        return b;
    }

private:
    enum class level_kind : unsigned char { cumulative, sorted, direct };
    struct level {
        level_kind kind = level_kind::direct;
        std::size_t completions = 0;       // hands holding a given set of this size
        std::vector<std::uint32_t> table;  // cumulative: [set][key] counts of keys <= key; sorted: [set][i] keys
    };

    void build_tables() {
        const std::size_t keys = 2 * ranks_;
        for (std::size_t t = 0; t <= Cards; ++t) {
            level& l = levels_[t];
            if (l.kind == level_kind::direct) continue;
            const std::size_t sets = binomial(52, t);
            if (l.kind == level_kind::cumulative) {
                l.table.assign(sets * keys, 0);
                for_each_hand_subset(t, [&](std::size_t hand, std::uint32_t set) { ++l.table[set * keys + key_[hand]]; });
                for (std::size_t s = 0; s < sets; ++s)
                    for (std::size_t k = 1; k < keys; ++k) l.table[s * keys + k] += l.table[s * keys + k - 1];
            } else {
                l.table.assign(sets * l.completions, 0);
                std::vector<std::uint32_t> filled(sets, 0);
                for_each_hand_subset(t, [&](std::size_t hand, std::uint32_t set) {
                    l.table[set * l.completions + filled[set]++] = key_[hand];
                });
                for (std::size_t s = 0; s < sets; ++s) {
                    const auto first = l.table.begin() + static_cast<std::ptrdiff_t>(s * l.completions);
                    std::sort(first, first + static_cast<std::ptrdiff_t>(l.completions));
                }
            }
        }
    }

    // Calls f(hand) for every hand whose highest card is `top`.
    template <class F>
    static void for_each_hand_topped_by(std::size_t top, F&& f) {
        if (top + 1 < Cards) return;
        const card_mask top_card = card_mask{1} << top;
        for_each_subset(top_card - 1, Cards - 1, [&](card_mask rest) { f(rest | top_card); });
    }

    // Calls f(hand's colex rank, colex rank of T) for every hand and every t-subset T of it.
    template <class F>
    void for_each_hand_subset(std::size_t t, F&& f) const {
        for (std::size_t top = 0; top < 52; ++top)
            for_each_hand_topped_by(top, [&](card_mask hand) {
                const std::uint32_t at = colex_rank_of(hand);
                for_each_subset(hand, t, [&](card_mask set) { f(at, colex_rank_of(set)); });
            });
    }

    // Adds sign × the hands holding `set` (t cards) by class: below, at and above rank `at`.
    void add(by_contest_class<std::int64_t>& acc, card_mask set, std::size_t at, bool equal, std::int64_t sign) const {
        const auto t = static_cast<std::size_t>(std::popcount(set));
        const level& l = levels_[t];
        // Counts of keys below a key, for the six boundaries: [0, at), [at, at+eq), [.., ranks) per half.
        by_contest_class<std::int64_t> below{};  // keys < bound for bounds at, at+eq, ranks, ranks+at, ranks+at+eq, 2*ranks
        const by_contest_class<std::size_t> bounds{at, at + (equal ? 1 : 0), ranks_, ranks_ + at, ranks_ + at + (equal ? 1 : 0), 2 * ranks_};
        if (l.kind == level_kind::cumulative) {
            const std::uint32_t* c = l.table.data() + colex_rank_of(set) * 2 * ranks_;
            for (std::size_t i = 0; i < contest_classes; ++i) below[i] = bounds[i] == 0 ? 0 : c[bounds[i] - 1];
        } else if (l.kind == level_kind::sorted) {
            const std::uint32_t* first = l.table.data() + colex_rank_of(set) * l.completions;
            const std::uint32_t* last = first + l.completions;
            for (std::size_t i = 0; i < contest_classes; ++i)
                below[i] = std::lower_bound(first, last, static_cast<std::uint32_t>(bounds[i])) - first;
        } else {
            // The hands holding `set`, one by one.
            std::array<int, 52> left{};
            std::size_t n = 0;
            for (card_mask m = full_deck & ~set; m != 0; m &= m - 1) left[n++] = std::countr_zero(m);
            const std::size_t free = Cards - t;
            const auto visit = [&](auto& self, std::size_t from, card_mask hand, std::size_t size) -> void {
                if (size == free) {
                    const std::uint32_t key = key_[colex_rank_of(hand)];
                    for (std::size_t i = 0; i < contest_classes; ++i) below[i] += key < bounds[i] ? 1 : 0;
                    return;
                }
                for (std::size_t i = from; i < n; ++i) self(self, i + 1, hand | card_mask{1} << left[i], size + 1);
            };
            visit(visit, 0, set, 0);
        }
        // Dealer below the player: the player's hand is higher.
        acc[static_cast<std::size_t>(contest_class::not_qualified_higher)] += sign * below[0];
        acc[static_cast<std::size_t>(contest_class::not_qualified_equal)] += sign * (below[1] - below[0]);
        acc[static_cast<std::size_t>(contest_class::not_qualified_lower)] += sign * (below[2] - below[1]);
        acc[static_cast<std::size_t>(contest_class::higher)] += sign * (below[3] - below[2]);
        acc[static_cast<std::size_t>(contest_class::equal)] += sign * (below[4] - below[3]);
        acc[static_cast<std::size_t>(contest_class::lower)] += sign * (below[5] - below[4]);
    }

    std::vector<std::uint32_t> distinct_;   // every dealer value's code, increasing
    std::size_t ranks_ = 0;
    std::vector<std::uint32_t> key_;        // by hand's colex rank: rank, + ranks_ when it qualifies
    std::array<level, Cards + 1> levels_{};
};

}  // namespace carnival::analysis
