/// \file
/// \brief Exact analysis of heads-up games without community cards and with one decision
/// (Three Card Poker and its variants): for every player hand, how the dealer's possible hands
/// split into the six contest classes, counted by card removal rather than by enumeration.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/distinct.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/rules/outcome.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace carnival::analysis {


/// \brief For every player hand of a heads-up game (no board, one decision) with this deal, these
/// hands and this qualifier, the number of dealer hands from the remaining cards in each
/// contest_class. Games that differ only in their pay tables share the counts (see heads_up).
///
/// Card removal by inclusion–exclusion: the dealer hands disjoint from the player's cards are
/// all dealer hands, minus those holding each player card, plus those holding each pair of them,
/// … . Counts over all hands and over the hands holding one given card or pair of cards come from
/// cumulative tables by value rank; the few hands holding three or more player cards are looked
/// up directly.
template <class Sequence, class PlayerHand, class DealerHand, class Qualifier>
class heads_up_counts {
public:
    using sequence_type = Sequence;                                              ///< the sequence of play
    using ranking_type = typename PlayerHand::ranking_type;              ///< the contest's ranking
    static constexpr std::size_t player_cards = sequence_type::player_cards;  ///< player's cards
    static constexpr std::size_t dealer_cards = sequence_type::dealer_cards;  ///< dealer's cards
    static_assert(sequence_type::board_cards == 0 && sequence_type::decision_points == 1,
                  "carnival::analysis::heads_up: a game without community cards and with one decision");

    /// One player hand and how the dealer's hands split against it.
    struct player_hand {
        std::array<card, player_cards> cards;          ///< the player's cards
        hand_value<ranking_type> value;                ///< their value
        std::array<std::uint64_t, 6> dealer{};        ///< dealer hands per contest_class
    };

    /// Dealer hands possible against any one player hand: C(52 - player cards, dealer cards).
    static constexpr std::uint64_t dealer_hands = binomial(52 - player_cards, dealer_cards);

    /// Computes every player hand's counts.
    heads_up_counts() {
        // Every dealer hand: its value rank and whether it qualifies, by colex rank.
        std::vector<std::uint32_t> codes(binomial(52, dealer_cards));
        std::vector<std::array<int, dealer_cards>> dealer_sets(codes.size());
        for_each_index_set<dealer_cards>([&](const std::array<int, dealer_cards>& s) {
            const std::uint32_t at = colex_rank_unchecked(s);
            dealer_sets[at] = s;
            codes[at] = dealer_value(s).code();
        });
        std::vector<std::uint32_t> player_codes(binomial(52, player_cards));
        for_each_index_set<player_cards>([&](const std::array<int, player_cards>& s) { player_codes[colex_rank_unchecked(s)] = player_value(s).code(); });
        distinct_ = codes;
        distinct_.insert(distinct_.end(), player_codes.begin(), player_codes.end());
        std::sort(distinct_.begin(), distinct_.end());
        distinct_.erase(std::unique(distinct_.begin(), distinct_.end()), distinct_.end());
        const std::size_t ranks = distinct_.size();

        dealer_rank_.resize(codes.size());
        dealer_qualifies_.resize(codes.size());
        for (std::size_t i = 0; i < codes.size(); ++i) {
            dealer_rank_[i] = rank_of(codes[i]);
            dealer_qualifies_[i] = Qualifier::qualifies(hand_value<typename DealerHand::ranking_type>::from_code(codes[i]));
        }
        // Cumulative counts (qualifying, not) by rank: over all hands, and over those holding each card.
        all_ = cumulative(ranks, [&](auto add) {
            for (std::size_t i = 0; i < codes.size(); ++i) add(i);
        });
        // One pass: each dealer hand counts for each of its cards.
        for (cumulative_counts& c : with_card_) c = {std::vector<std::uint32_t>(ranks, 0), std::vector<std::uint32_t>(ranks, 0)};
        for (std::size_t i = 0; i < codes.size(); ++i)
            for (int c : dealer_sets[i])
                ++(dealer_qualifies_[i] ? with_card_[static_cast<std::size_t>(c)].qualifying
                                        : with_card_[static_cast<std::size_t>(c)].not_qualifying)[dealer_rank_[i]];
        for (cumulative_counts& c : with_card_) accumulate(c);
        // And for each pair of cards (when a dealer hand can hold two of the player's cards).
        if constexpr (dealer_cards >= 2 && player_cards >= 2) {
            with_pair_.assign(binomial(52, 2), cumulative_counts{std::vector<std::uint32_t>(ranks, 0), std::vector<std::uint32_t>(ranks, 0)});
            for (std::size_t i = 0; i < codes.size(); ++i)
                for (std::size_t x = 0; x < dealer_cards; ++x)
                    for (std::size_t y = x + 1; y < dealer_cards; ++y) {
                        cumulative_counts& c = with_pair_[colex_rank_unchecked(std::array<int, 2>{dealer_sets[i][x], dealer_sets[i][y]})];
                        ++(dealer_qualifies_[i] ? c.qualifying : c.not_qualifying)[dealer_rank_[i]];
                    }
            for (cumulative_counts& c : with_pair_) accumulate(c);
        }

        hands_.resize(player_codes.size());
        for_each_index_set<player_cards>([&](const std::array<int, player_cards>& s) {
            const std::uint32_t at = colex_rank_unchecked(s);
            player_hand& h = hands_[at];
            for (std::size_t i = 0; i < player_cards; ++i) h.cards[i] = card::from_dense_index_unchecked(s[i]);
            h.value = hand_value<ranking_type>::from_code(player_codes[at]);
            h.dealer = split(s, rank_of(h.value.code()));
        });
    }

    /// \brief Every player hand (C(52, player cards) of them), in colexicographic order of their
    /// dense card indices: hand {a < b < c} is at `C(a,1) + C(b,2) + C(c,3)`.
    [[nodiscard]] const std::vector<player_hand>& hands() const noexcept { return hands_; }

    /// \brief The same counts by brute force: every dealer hand disjoint from \p player, evaluated.
    /// For tests and as the baseline of the benchmarks. Throws invalid_cards for a value that is
    /// not a card or a card given twice.
    [[nodiscard]] static std::array<std::uint64_t, 6> split_by_enumeration(const std::array<card, player_cards>& player) {
        card_set given;
        insert_distinct(given, player, "player");
        std::array<std::uint64_t, 6> out{};
        const auto pv = evaluate<ranking_type, typename PlayerHand::selection_type>(player);
        for_each_index_set<dealer_cards>([&](const std::array<int, dealer_cards>& s) {
            for (int c : s)
                for (card p : player)
                    if (p.dense_index() == c) return;
            const auto dv = dealer_value(s);
            const bool q = Qualifier::qualifies(dv);
            ++out[static_cast<std::size_t>(classify(pv <=> dv, q))];
        });
        return out;
    }

private:
    struct cumulative_counts {
        std::vector<std::uint32_t> qualifying;      // [r]: qualifying hands with rank <= r
        std::vector<std::uint32_t> not_qualifying;  // [r]: non-qualifying hands with rank <= r
    };

    static hand_value<typename DealerHand::ranking_type> dealer_value(const std::array<int, dealer_cards>& s) {
        std::array<card, dealer_cards> cards{};
        for (std::size_t i = 0; i < dealer_cards; ++i) cards[i] = card::from_dense_index_unchecked(s[i]);
        return evaluate<typename DealerHand::ranking_type, typename DealerHand::selection_type>(cards);
    }
    static hand_value<ranking_type> player_value(const std::array<int, player_cards>& s) {
        std::array<card, player_cards> cards{};
        for (std::size_t i = 0; i < player_cards; ++i) cards[i] = card::from_dense_index_unchecked(s[i]);
        return evaluate<ranking_type, typename PlayerHand::selection_type>(cards);
    }

    [[nodiscard]] std::size_t rank_of(std::uint32_t code) const {
        return static_cast<std::size_t>(std::lower_bound(distinct_.begin(), distinct_.end(), code) - distinct_.begin());
    }

    template <class Fill>
    cumulative_counts cumulative(std::size_t ranks, Fill fill) const {
        cumulative_counts c{std::vector<std::uint32_t>(ranks, 0), std::vector<std::uint32_t>(ranks, 0)};
        fill([&](std::size_t i) { ++(dealer_qualifies_[i] ? c.qualifying : c.not_qualifying)[dealer_rank_[i]]; });
        accumulate(c);
        return c;
    }
    static void accumulate(cumulative_counts& c) {
        for (std::size_t r = 1; r < c.qualifying.size(); ++r) {
            c.qualifying[r] += c.qualifying[r - 1];
            c.not_qualifying[r] += c.not_qualifying[r - 1];
        }
    }

    // Adds sign * (hands of `c` below / at / above rank r) into the six classes.
    static void add_split(std::array<std::int64_t, 6>& out, const cumulative_counts& c, std::size_t r, std::int64_t sign) {
        const auto at = [](const std::vector<std::uint32_t>& v, std::size_t i) -> std::int64_t { return v[i]; };
        const std::int64_t q_below = r > 0 ? at(c.qualifying, r - 1) : 0, nq_below = r > 0 ? at(c.not_qualifying, r - 1) : 0;
        const std::int64_t q_at = at(c.qualifying, r) - q_below, nq_at = at(c.not_qualifying, r) - nq_below;
        const std::int64_t q_all = c.qualifying.back(), nq_all = c.not_qualifying.back();
        out[0] += sign * q_below;                         // dealer lower: player higher
        out[1] += sign * q_at;
        out[2] += sign * (q_all - q_below - q_at);
        out[3] += sign * nq_below;
        out[4] += sign * nq_at;
        out[5] += sign * (nq_all - nq_below - nq_at);
    }

    // The six counts for player cards `s` whose value has rank r, by inclusion–exclusion.
    [[nodiscard]] std::array<std::uint64_t, 6> split(const std::array<int, player_cards>& s, std::size_t r) const {
        std::array<std::int64_t, 6> acc{};
        add_split(acc, all_, r, +1);
        for (int c : s) add_split(acc, with_card_[static_cast<std::size_t>(c)], r, -1);
        if constexpr (dealer_cards >= 2 && player_cards >= 2)
            for (std::size_t x = 0; x < player_cards; ++x)
                for (std::size_t y = x + 1; y < player_cards; ++y)
                    add_split(acc, with_pair_[colex_rank_unchecked(std::array<int, 2>{s[x], s[y]})], r, +1);
        // Dealer hands holding three or more of the player's cards, looked up one by one.
        for (std::uint32_t m = 0; m < (1U << player_cards); ++m) {
            const int k = std::popcount(m);
            if (k < 3 || static_cast<std::size_t>(k) > dealer_cards) continue;
            std::array<int, player_cards> held{};
            std::size_t n = 0;
            for (std::size_t i = 0; i < player_cards; ++i)
                if ((m >> i) & 1U) held[n++] = s[i];
            const std::int64_t sign = (k % 2 == 0) ? +1 : -1;
            for_each_superset(held, n, [&](std::size_t idx) {
                const std::size_t dr = dealer_rank_[idx];
                acc[static_cast<std::size_t>(classify(r <=> dr, dealer_qualifies_[idx] != 0))] += sign;
            });
        }
        std::array<std::uint64_t, 6> out{};
        for (std::size_t i = 0; i < 6; ++i) out[i] = static_cast<std::uint64_t>(acc[i]);
        return out;
    }

    // Calls f(colex index) for every dealer set that contains the n cards of `held`.
    template <class F>
    static void for_each_superset(const std::array<int, player_cards>& held, std::size_t n, F&& f) {
        std::array<int, dealer_cards> set{};
        const std::size_t free = dealer_cards - n;
        std::array<int, dealer_cards> extra{};
        const auto emit = [&] {
            std::size_t a = 0, b = 0, k = 0;
            while (a < n || b < free) {
                if (b >= free || (a < n && held[a] < extra[b])) set[k++] = held[a++];
                else set[k++] = extra[b++];
            }
            f(colex_rank_unchecked(set));
        };
        choose(extra, 0, 0, free, held, n, emit);
    }

    // Picks cards extra[k..free) in increasing order from `first` on, skipping the held ones.
    template <class Emit>
    static void choose(std::array<int, dealer_cards>& extra, std::size_t k, int first, std::size_t free,
                       const std::array<int, player_cards>& held, std::size_t n, Emit& emit) {
        if (k == free) {
            emit();
            return;
        }
        for (int c = first; c < 52; ++c) {
            if (std::find(held.begin(), held.begin() + static_cast<std::ptrdiff_t>(n), c) !=
                held.begin() + static_cast<std::ptrdiff_t>(n))
                continue;
            extra[k] = c;
            choose(extra, k + 1, c + 1, free, held, n, emit);
        }
    }

    std::vector<std::uint32_t> distinct_;
    std::vector<std::uint32_t> dealer_rank_;
    std::vector<std::uint8_t> dealer_qualifies_;
    cumulative_counts all_;
    std::array<cumulative_counts, 52> with_card_;
    std::vector<cumulative_counts> with_pair_;  // by colex rank of the pair
    std::vector<player_hand> hands_;
};

/// The card-removal counts of heads-up game \p Game: one type for every game with the same deal,
/// hands and qualifier, so they are computed once for all its pay tables.
template <class Game>
using heads_up = heads_up_counts<typename Game::sequence_type, typename Game::player_hand, typename Game::dealer_hand,
                                 typename Game::qualifier>;

}  // namespace carnival::analysis
