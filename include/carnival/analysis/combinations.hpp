/// \file
/// \brief Exact enumeration helpers: binomial coefficients and every k-card hand of a deck.
#pragma once

#include <carnival/cards/card.hpp>

#include <array>
#include <cstddef>
#include <cstdint>

namespace carnival::analysis {

/// `binomial(n, k)`: the number of k-subsets of n things (0 when k > n).
[[nodiscard]] constexpr std::uint64_t binomial(std::uint64_t n, std::uint64_t k) noexcept {
    if (k > n) return 0;
    std::uint64_t r = 1;
    for (std::uint64_t i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return r;
}

/// \brief Calls `f(hand)` for every K-card hand of the 52 cards, cards in increasing dense index
/// (nested loops; the order is the colexicographic rank of index_of_hand()).
template <std::size_t K, class F>
void for_each_hand(F&& f) {
    std::array<card, K> hand{};
    std::array<int, K> at{};
    for (std::size_t i = 0; i < K; ++i) at[i] = static_cast<int>(i);
    for (;;) {
        for (std::size_t i = 0; i < K; ++i) hand[i] = card::from_dense_index(at[i]);
        f(static_cast<const std::array<card, K>&>(hand));
        std::size_t i = K;
        while (i > 0 && at[i - 1] == 52 - static_cast<int>(K - i + 1)) --i;
        if (i == 0) return;
        ++at[i - 1];
        for (std::size_t j = i; j < K; ++j) at[j] = at[j - 1] + 1;
    }
}

}  // namespace carnival::analysis
