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
#include <carnival/eval/selection.hpp>
#include <carnival/eval/selections/all_of.hpp>
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
/// looked up one by one (large T). Where the dealer's ranking treats the suits alike, sets that
/// differ only by the names of the suits hold hands of the same values: a table has a row for
/// one set of each such class (about 1/24 of the sets), read through the set's canonical form.
template <class DealerHand, class Qualifier, std::size_t Cards>
class dealer_completions {
public:
    using ranking_type = typename DealerHand::ranking_type;  ///< the dealer's ranking
    static_assert(Cards >= 1 && Cards <= 7, "carnival::analysis::dealer_completions: a dealer hand of 1 to 7 cards");

    /// Builds the tables within about \p memory_budget bytes, on \p threads threads (0: the hardware's).
    explicit dealer_completions(std::size_t memory_budget = std::size_t{3} << 30, unsigned threads = 0) {
        const std::size_t hands = binomial(52, Cards);
        const unsigned workers = carnival::detail::threads_or_hardware(threads);
        // Every hand's value code, then its key. By the hand's highest card c: its hands are the
        // colex ranks C(c, Cards) … C(c + 1, Cards) - 1, their distinct codes gathered apart.
        key_.resize(hands);
        std::array<std::vector<std::uint32_t>, 52> distinct_by_top;
        values_of_hands(workers);
        carnival::detail::parallel_for(workers, 52, [&](unsigned, std::size_t top) {
            std::vector<std::uint32_t>& d = distinct_by_top[top];
            d.assign(key_.begin() + static_cast<std::ptrdiff_t>(binomial(top, Cards)), key_.begin() + static_cast<std::ptrdiff_t>(binomial(top + 1, Cards)));
            std::sort(d.begin(), d.end());
            d.erase(std::unique(d.begin(), d.end()), d.end());
            d.shrink_to_fit();
        });
        for (const std::vector<std::uint32_t>& d : distinct_by_top) distinct_.insert(distinct_.end(), d.begin(), d.end());
        std::sort(distinct_.begin(), distinct_.end());
        distinct_.erase(std::unique(distinct_.begin(), distinct_.end()), distinct_.end());
        distinct_.shrink_to_fit();
        ranks_ = distinct_.size();
        std::vector<bool> qualifies(ranks_);  // by rank
        for (std::size_t r = 0; r < ranks_; ++r) qualifies[r] = Qualifier::qualifies(hand_value<ranking_type>::from_code(distinct_[r]));
        // Every hand's key: its rank, plus ranks_ when it qualifies (non-qualifying hands sort first).
        carnival::detail::parallel_for(workers, 52, [&](unsigned, std::size_t top) {
            for (std::size_t i = binomial(top, Cards); i < binomial(top + 1, Cards); ++i) {
                const auto r = static_cast<std::size_t>(std::lower_bound(distinct_.begin(), distinct_.end(), key_[i]) - distinct_.begin());
                key_[i] = static_cast<std::uint32_t>(qualifies[r] ? r + ranks_ : r);
            }
        });
        // A table per size of T, a row per class of sets.
        std::size_t left = memory_budget;
        for (std::size_t t = 0; t <= Cards; ++t) {
            level& l = levels_[t];
            l.completions = binomial(52 - t, Cards - t);
            if (t == Cards) break;  // one hand: looked up directly
            std::size_t rows = 0;
            for_each_subset(full_deck, t, [&](card_mask set) { rows += canonical(set) == set ? 1 : 0; });
            const std::size_t cumulative_bytes = rows * 2 * ranks_ * sizeof(std::uint32_t);
            const std::size_t sorted_bytes = rows * l.completions * sizeof(std::uint32_t);
            if (cumulative_bytes <= left / 2 && cumulative_bytes <= 64 * sorted_bytes) {
                l.kind = level_kind::cumulative;
                left -= cumulative_bytes;
            } else if (l.completions > 8 && sorted_bytes <= left / 2) {
                l.kind = level_kind::sorted;
                left -= sorted_bytes;
            } else {
                l.kind = level_kind::direct;
            }
        }
        build_tables(workers);
    }

    /// \brief How the dealer hands holding every card of \p up and none of \p excluded (at most 7
    /// cards of \p excluded can matter: the hands' other cards) split by contest class against
    /// the player's value \p player.
    [[nodiscard]] contest_counts split(card_mask up, card_mask excluded, hand_value<ranking_type> player) const {
        return split_with(up, excluded, player, nullptr);
    }

    /// \brief What one thread read last from the accumulated tables: each row's counts at the
    /// player's value it was last read at. Rows read again at the same value (the player's hands
    /// walked in order of value) are not read from the tables again.
    class memo {
    private:
        friend class dealer_completions;
        struct entry {
            std::uint32_t value = 0;                // the player's value it holds: 2 at + equal + 1 (0: none)
            std::array<std::uint32_t, 4> counts{};  // hands up to the player's rank and below it, not qualifying and qualifying
        };
        std::array<std::vector<entry>, Cards + 1> rows_;
    };

    /// split(), the accumulated rows read through \p m (this thread's).
    [[nodiscard]] contest_counts split(card_mask up, card_mask excluded, hand_value<ranking_type> player, memo& m) const {
        return split_with(up, excluded, player, &m);
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
        for (const level& l : levels_) b += l.table.size() * sizeof(std::uint32_t) + l.row_of.size() * sizeof(row_ref);
        return b;
    }

    /// \brief \p set's canonical form: its suits renamed so that the suits' ranks, as 13-bit masks,
    /// decrease from the first suit — the same set for every set its class holds, where the
    /// dealer's ranking treats the suits alike (else \p set itself).
    [[nodiscard]] static constexpr card_mask canonical(card_mask set) noexcept {
        if constexpr (!suit_blind) {
            return set;
        } else {
            std::array<card_mask, 4> m{set & 0x1fffU, set >> 13 & 0x1fffU, set >> 26 & 0x1fffU, set >> 39 & 0x1fffU};
            const auto order = [&](std::size_t i, std::size_t j) {
                if (m[i] < m[j]) std::swap(m[i], m[j]);
            };
            order(0, 1), order(2, 3), order(0, 2), order(1, 3), order(1, 2);  // a sorting network of four
            return m[0] | m[1] << 13 | m[2] << 26 | m[3] << 39;
        }
    }

private:
    // Whether the dealer's ranking treats the suits alike (a ranking says otherwise with `suit_blind = false`).
    static constexpr bool suit_blind = !requires { requires !ranking_type::suit_blind; };

    enum class level_kind : unsigned char { cumulative, sorted, direct };
    // Where a set's hands are: its row, and how many of them do not qualify.
    struct row_ref {
        std::uint32_t row = 0;
        std::uint32_t not_qualified = 0;
    };
    struct level {
        level_kind kind = level_kind::direct;
        std::size_t completions = 0;        // hands holding a given set of this size
        std::size_t rows = 0;               // the rows of the table
        std::vector<row_ref> row_of;        // by a canonical set's colex rank: its row
        // cumulative: [row][2 r + q] the hands of rank r or lower that qualify (q = 1) or not (q =
        // 0) — one place holds the player's rank in both halves; sorted: [row][i] keys, increasing.
        std::vector<std::uint32_t> table;
    };

    void build_tables(unsigned threads) {
        const std::size_t keys = 2 * ranks_;
        for (std::size_t t = 0; t <= Cards; ++t) {
            level& l = levels_[t];
            if (l.kind == level_kind::direct) continue;
            std::vector<card_mask> rows;  // one set of each class
            l.row_of.assign(binomial(52, t), row_ref{});
            for_each_subset(full_deck, t, [&](card_mask set) {
                if (canonical(set) != set) return;
                l.row_of[colex_rank_of(set)].row = static_cast<std::uint32_t>(rows.size());
                rows.push_back(set);
            });
            const std::size_t width = l.kind == level_kind::cumulative ? keys : l.completions;
            l.rows = rows.size();
            l.table.assign(rows.size() * width, 0);
            carnival::detail::parallel_for(threads, rows.size(), [&](unsigned, std::size_t r) {
                std::uint32_t* row = l.table.data() + r * width;
                std::size_t filled = 0;
                std::uint32_t not_qualified = 0;
                // The hands holding the row's set, by colex rank: fetched a batch ahead, then read.
                std::array<std::uint32_t, 64> batch{};
                std::size_t pending = 0;
                const auto take = [&] {
                    for (std::size_t i = 0; i < pending; ++i) {
                        const std::uint32_t key = key_[batch[i]];
                        not_qualified += key < ranks_ ? 1 : 0;
                        if (l.kind == level_kind::cumulative) ++row[key < ranks_ ? 2 * key : 2 * (key - ranks_) + 1];
                        else row[filled++] = key;
                    }
                    pending = 0;
                };
                for_each_subset_in_colex_order(full_deck & ~rows[r], Cards - t, [&](card_mask rest) {
                    batch[pending] = colex_rank_of(rows[r] | rest);
                    __builtin_prefetch(key_.data() + batch[pending]);
                    if (++pending == batch.size()) take();
                });
                take();
                if (l.kind == level_kind::cumulative) {
                    for (std::size_t i = 2; i < width; ++i) row[i] += row[i - 2];
                } else {
                    std::sort(row, row + width);
                }
                l.row_of[colex_rank_of(rows[r])].not_qualified = not_qualified;
            });
        }
    }

    // Calls f(set) for every set of `size` cards whose highest card is `top`: the colex ranks C(top, size) … C(top + 1, size) - 1.
    template <class F>
    static void for_each_set_topped_by(std::size_t top, std::size_t size, F&& f) {
        if (top + 1 < size) return;
        const card_mask top_card = card_mask{1} << top;
        for_each_subset_in_colex_order(top_card - 1, size - 1, [&](card_mask rest) { f(rest | top_card); });
    }

    // Whether the dealer's hand is the best of every subset of the ranking's size: then a hand of
    // more cards is worth the best of its hands one card smaller.
    static constexpr bool best_of_every_subset =
        Cards > ranking_type::hand_size &&
        carnival::detail::subsets_of<ranking_type, typename DealerHand::selection_type>.size() == binomial(Cards, ranking_type::hand_size);

    // Every hand's value code in key_, by colex rank: each hand evaluated, or — where the hand is
    // the best of every subset — the hands of the ranking's size evaluated and each larger hand
    // the best of the hands one card smaller (a few reads instead of every subset evaluated).
    void values_of_hands(unsigned workers) {
        constexpr std::size_t size = best_of_every_subset ? ranking_type::hand_size : Cards;
        std::vector<std::uint32_t> smaller(size == Cards ? 0 : binomial(52, size));
        std::vector<std::uint32_t>& first = size == Cards ? key_ : smaller;
        carnival::detail::parallel_for(workers, 52, [&](unsigned, std::size_t top) {
            for_each_set_topped_by(top, size, [&](card_mask hand) {
                std::array<card, size> cards{};
                std::size_t k = 0;
                for (card_mask m = hand; m != 0; m &= m - 1) cards[k++] = card::from_dense_index_unchecked(std::countr_zero(m));
                if constexpr (size == Cards) first[colex_rank_of(hand)] = evaluate<ranking_type, typename DealerHand::selection_type>(cards).code();
                else first[colex_rank_of(hand)] = evaluate<ranking_type, all_of<size>>(cards).code();
            });
        });
        for (std::size_t m = size + 1; m <= Cards; ++m) {
            std::vector<std::uint32_t> larger(m == Cards ? 0 : binomial(52, m));
            std::vector<std::uint32_t>& out = m == Cards ? key_ : larger;
            carnival::detail::parallel_for(workers, 52, [&](unsigned, std::size_t top) {
                for_each_set_topped_by(top, m, [&](card_mask hand) {
                    std::uint32_t best = 0;
                    for (card_mask c = hand; c != 0; c &= c - 1) best = std::max(best, smaller[colex_rank_of(hand & ~(c & (~c + 1)))]);
                    out[colex_rank_of(hand)] = best;
                });
            });
            smaller = std::move(larger);
        }
    }

    // The keys below `key` in the sorted `keys[0, n)` (a lower bound without branches).
    static std::size_t below_key(const std::uint32_t* keys, std::size_t n, std::uint32_t key) noexcept {
        if (n == 0) return 0;
        const std::uint32_t* base = keys;
        while (n > 1) {
            const std::size_t half = n / 2;
            base = base[half] < key ? base + half : base;
            n -= half;
        }
        return static_cast<std::size_t>(base - keys) + (*base < key ? 1 : 0);
    }

    // split() through memo `m`, where given.
    contest_counts split_with(card_mask up, card_mask excluded, hand_value<ranking_type> player, memo* m) const {
        const auto at = static_cast<std::size_t>(std::lower_bound(distinct_.begin(), distinct_.end(), player.code()) - distinct_.begin());
        const bool equal = at < ranks_ && distinct_[at] == player.code();
        by_contest_class<std::int64_t> acc{};
        std::array<int, 52> x{};
        std::size_t n = 0;
        for (card_mask left = excluded & ~up; left != 0; left &= left - 1) x[n++] = std::countr_zero(left);
        const std::size_t free = Cards - static_cast<std::size_t>(std::popcount(up));
        // Every subset S of the excluded cards with at most `free` cards, with sign (-1)^|S|.
        const auto visit = [&](auto& self, std::size_t from, card_mask set, std::size_t size) -> void {
            add(acc, set, at, equal, size % 2 == 0 ? 1 : -1, m);
            if (size == free) return;
            for (std::size_t i = from; i < n; ++i) self(self, i + 1, set | card_mask{1} << x[i], size + 1);
        };
        visit(visit, 0, up, 0);
        contest_counts out{};
        for (std::size_t c = 0; c < contest_classes; ++c) out[c] = static_cast<std::uint64_t>(acc[c]);
        return out;
    }

    // Adds sign × the hands holding `set` (t cards) by class: below, at and above rank `at`.
    void add(by_contest_class<std::int64_t>& acc, card_mask set, std::size_t at, bool equal, std::int64_t sign, memo* m) const {
        const auto t = static_cast<std::size_t>(std::popcount(set));
        const level& l = levels_[t];
        // Counts of keys below a key, for the six boundaries: [0, at), [at, at+eq), [.., ranks) per half.
        by_contest_class<std::int64_t> below{};  // keys < bound for bounds at, at+eq, ranks, ranks+at, ranks+at+eq, 2*ranks
        const by_contest_class<std::size_t> bounds{at, at + (equal ? 1 : 0), ranks_, ranks_ + at, ranks_ + at + (equal ? 1 : 0), 2 * ranks_};
        if (l.kind != level_kind::direct) {
            const row_ref ref = l.row_of[colex_rank_of(canonical(set))];
            const std::size_t not_qualified = ref.not_qualified;
            // The hands below the player's rank and up to it, not qualifying and qualifying.
            const auto read = [&]() -> std::array<std::uint32_t, 4> {
                if (l.kind == level_kind::cumulative) {
                    // One place of the row: the player's rank in both halves.
                    const std::uint32_t* c = l.table.data() + std::size_t{ref.row} * 2 * ranks_;
                    const auto up_to = [&](std::size_t rank, std::size_t q) -> std::uint32_t { return rank == 0 ? 0 : c[2 * (rank - 1) + q]; };
                    return {up_to(at, 0), up_to(bounds[1], 0), up_to(at, 1), up_to(bounds[1], 1)};
                }
                // Two searches, the player's rank in each half; the hands equal to it follow.
                const std::uint32_t* keys = l.table.data() + std::size_t{ref.row} * l.completions;
                const std::size_t n = l.completions;
                const auto equal_from = [&](std::size_t i, std::size_t end, std::size_t key) {
                    while (equal && i < end && keys[i] == key) ++i;
                    return i;
                };
                const std::size_t lower = below_key(keys, not_qualified, static_cast<std::uint32_t>(at));
                const std::size_t higher =
                    not_qualified + below_key(keys + not_qualified, n - not_qualified, static_cast<std::uint32_t>(ranks_ + at));
                return {static_cast<std::uint32_t>(lower), static_cast<std::uint32_t>(equal_from(lower, not_qualified, at)),
                        static_cast<std::uint32_t>(higher - not_qualified),
                        static_cast<std::uint32_t>(equal_from(higher, n, ranks_ + at) - not_qualified)};
            };
            std::array<std::uint32_t, 4> counts{};
            if (m == nullptr) {
                counts = read();
            } else {
                std::vector<typename memo::entry>& rows = m->rows_[t];
                if (rows.empty()) rows.resize(l.rows);
                typename memo::entry& e = rows[ref.row];
                const auto value = static_cast<std::uint32_t>(2 * at + (equal ? 1 : 0) + 1);
                if (e.value != value) e.value = value, e.counts = read();
                counts = e.counts;
            }
            below[0] = counts[0];
            below[1] = counts[1];
            below[2] = static_cast<std::int64_t>(not_qualified);
            below[3] = below[2] + counts[2];
            below[4] = below[2] + counts[3];
            below[5] = static_cast<std::int64_t>(l.completions);
        } else if (t == Cards) {
            const std::uint32_t key = key_[colex_rank_of(set)];  // the one hand holding `set`
            for (std::size_t i = 0; i < contest_classes; ++i) below[i] = key < bounds[i] ? 1 : 0;
        } else {
            // The hands holding `set`, one by one.
            std::array<int, 52> left{};
            std::size_t n = 0;
            for (card_mask rest = full_deck & ~set; rest != 0; rest &= rest - 1) left[n++] = std::countr_zero(rest);
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
