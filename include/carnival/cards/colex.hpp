/// \file
/// \brief Binomial coefficients, sets of cards as masks of dense indices, and the colexicographic
/// rank of such a set: the number every table indexed by a set of cards reads it by.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace carnival {

/// `binomial(n, k)`: the number of k-subsets of n things (0 when k > n).
[[nodiscard]] constexpr std::uint64_t binomial(std::uint64_t n, std::uint64_t k) noexcept {
    if (k > n) return 0;
    std::uint64_t r = 1;
    for (std::uint64_t i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return r;
}

/// `binomial_table[n][k]` for n <= deck_size, k <= 7.
inline constexpr auto binomial_table = [] {
    std::array<std::array<std::uint32_t, 8>, deck_size + 1> t{};
    for (std::uint64_t n = 0; n < t.size(); ++n)
        for (std::uint64_t k = 0; k < 8; ++k) t[n][k] = static_cast<std::uint32_t>(binomial(n, k));
    return t;
}();

/// A set of cards as a mask of dense indices: bit `13 * suit + rank` (card::dense_index()).
using card_mask = std::uint64_t;

/// Every card of the deck.
inline constexpr card_mask full_deck = (card_mask{1} << deck_size) - 1;

/// The colexicographic rank of the set of cards \p set (at most 7 cards): as colex_rank of its sorted indices.
[[nodiscard]] constexpr std::uint32_t colex_rank_of(card_mask set) noexcept {
    std::uint32_t r = 0;
    std::size_t k = 1;
    for (card_mask m = set; m != 0 && k < 8; m &= m - 1) r += binomial_table[static_cast<std::size_t>(std::countr_zero(m))][k++];
    return r;
}

/// colex_rank_of() for a set of exactly \p K cards (K ≤ 7), the loop unrolled.
template <std::size_t K>
[[nodiscard]] constexpr std::uint32_t colex_rank_of(card_mask set) noexcept {
    static_assert(K <= 7, "carnival::colex_rank_of: sets of at most 7 cards");
    std::uint32_t r = 0;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((r += binomial_table[static_cast<std::size_t>(std::countr_zero(set))][I + 1], set &= set - 1), ...);
    }(std::make_index_sequence<K>{});
    return r;
}

}  // namespace carnival
