/// \file
/// \brief Exact enumeration helpers: binomial coefficients, colexicographic ranks of card sets, and
/// every k-card set of a deck.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/colex.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

namespace carnival::analysis {

// Binomials, card masks and the colex rank of a mask are the cards layer's (cards/colex.hpp),
// named here too, where the enumerations use them.
using carnival::binomial;
using carnival::binomial_table;
using carnival::card_mask;
using carnival::colex_rank_of;
using carnival::full_deck;

/// \brief The colexicographic rank of a sorted set of dense card indices (0 … C(52, K) - 1): set
/// {a < b < c} has rank C(a,1) + C(b,2) + C(c,3). Tables of hands are indexed by it.
/// Precondition: the indices increase within 0…51 (colex_rank checks it).
template <std::size_t K>
[[nodiscard]] constexpr std::uint32_t colex_rank_unchecked(const std::array<int, K>& sorted) noexcept {
    static_assert(K < 8, "colex_rank: at most 7 cards");
    std::uint32_t r = 0;
    for (std::size_t i = 0; i < K; ++i) r += binomial_table[static_cast<std::size_t>(sorted[i])][i + 1];
    return r;
}

namespace detail {
[[noreturn, gnu::cold, gnu::noinline]] inline void throw_not_a_sorted_set(int index, std::size_t at) {
    throw std::out_of_range("carnival::analysis::colex_rank: dense card indices must increase within 0 to 51, got " +
                            std::to_string(index) + " at position " + std::to_string(at));
}
}  // namespace detail

/// \brief colex_rank_unchecked(sorted) after checking that the indices increase within 0…51;
/// throws std::out_of_range otherwise.
template <std::size_t K>
[[nodiscard]] constexpr std::uint32_t colex_rank(const std::array<int, K>& sorted) {
    for (std::size_t i = 0; i < K; ++i)
        if (sorted[i] < (i == 0 ? 0 : sorted[i - 1] + 1) || sorted[i] > 51) detail::throw_not_a_sorted_set(sorted[i], i);
    return colex_rank_unchecked(sorted);
}

/// \brief The sorted set of K dense card indices with colexicographic rank \p rank: the inverse
/// of colex_rank. Throws std::out_of_range unless rank < C(52, K).
template <std::size_t K>
[[nodiscard]] constexpr std::array<int, K> colex_unrank(std::size_t rank) {
    static_assert(K > 0 && K < 8, "colex_unrank: 1 to 7 cards");
    if (rank >= binomial_table[52][K])
        throw std::out_of_range("carnival::analysis::colex_unrank: rank " + std::to_string(rank) + " of sets of " +
                                std::to_string(K) + " cards, which number " + std::to_string(binomial_table[52][K]));
    std::array<int, K> sorted{};
    for (std::size_t k = K; k > 0; --k) {  // the largest index first: the largest c with C(c, k) <= rank
        int c = static_cast<int>(k) - 1;
        while (c < 51 && binomial_table[static_cast<std::size_t>(c + 1)][k] <= rank) ++c;
        sorted[k - 1] = c;
        rank -= binomial_table[static_cast<std::size_t>(c)][k];
    }
    return sorted;
}

/// \brief Calls `f(set)` for every K-subset of the dense card indices 0…51, each set sorted
/// increasing, in lexicographic order.
template <std::size_t K, class F>
void for_each_index_set(F&& f) {
    std::array<int, K> s{};
    for (std::size_t i = 0; i < K; ++i) s[i] = static_cast<int>(i);
    for (;;) {
        f(static_cast<const std::array<int, K>&>(s));
        std::size_t i = K;
        while (i > 0 && s[i - 1] == 52 - static_cast<int>(K - i + 1)) --i;
        if (i == 0) return;
        ++s[i - 1];
        for (std::size_t j = i; j < K; ++j) s[j] = s[j - 1] + 1;
    }
}

/// \brief Calls `f(set)` for every \p k-card subset of \p deck (as masks); \p k is at most 8.
template <class F>
constexpr void for_each_subset(card_mask deck, std::size_t k, F&& f) {
    std::array<int, 52> cards{};
    std::size_t n = 0;
    for (card_mask m = deck; m != 0; m &= m - 1) cards[n++] = std::countr_zero(m);
    if (k > n || k > 8) return;
    if (k == 0) {
        f(card_mask{0});
        return;
    }
    std::array<std::size_t, 8> at{};
    for (std::size_t i = 0; i < k; ++i) at[i] = i;
    while (true) {
        card_mask set = 0;
        for (std::size_t i = 0; i < k; ++i) set |= card_mask{1} << cards[at[i]];
        f(set);
        std::size_t i = k;  // the rightmost position that can move on
        while (i > 0 && at[i - 1] == n - k + i - 1) --i;
        if (i == 0) return;
        ++at[i - 1];
        for (std::size_t j = i; j < k; ++j) at[j] = at[j - 1] + 1;
    }
}

/// \brief Calls `f(set)` for every \p k-card subset of \p deck (as masks) in increasing order of
/// the mask — the colex order, so that the sets, with any cards outside \p deck added, come in
/// increasing colex rank and a table indexed by it is read front to back; \p k is at most 8.
template <class F>
constexpr void for_each_subset_in_colex_order(card_mask deck, std::size_t k, F&& f) {
    std::array<int, 52> cards{};
    std::size_t n = 0;
    for (card_mask m = deck; m != 0; m &= m - 1) cards[n++] = std::countr_zero(m);
    if (k > n || k > 8) return;
    std::array<std::size_t, 9> at{};
    for (std::size_t i = 0; i < k; ++i) at[i] = i;
    at[k] = n;  // a sentinel above the last position
    while (true) {
        card_mask set = 0;
        for (std::size_t i = 0; i < k; ++i) set |= card_mask{1} << cards[at[i]];
        f(set);
        std::size_t i = 0;  // the lowest position that can move up
        while (i < k && at[i] + 1 == at[i + 1]) ++i;
        if (i == k) return;
        ++at[i];
        for (std::size_t j = 0; j < i; ++j) at[j] = j;
    }
}

}  // namespace carnival::analysis
