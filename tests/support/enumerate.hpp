// Enumerating every K-card hand of the 52-card deck, and drawing random hands, for the tests.
#pragma once

#include <carnival/cards/card.hpp>
#include <carnival/random/uniform_below.hpp>

#include <array>
#include <cstdint>
#include <random>
#include <utility>

namespace test_support {

using carnival::card;

namespace detail {
inline constexpr auto dense_deck = [] {
    std::array<card, 52> d{};
    for (int i = 0; i < 52; ++i) d[static_cast<std::size_t>(i)] = card::from_dense_index(i);
    return d;
}();

template <std::size_t K, std::size_t I, class F>
void for_each_hand_from(std::array<card, K>& hand, int first, F& f) {
    for (int c = first; c <= 52 - static_cast<int>(K - I); ++c) {
        hand[I] = dense_deck[static_cast<std::size_t>(c)];
        if constexpr (I + 1 == K) {
            f(std::as_const(hand));
        } else {
            for_each_hand_from<K, I + 1>(hand, c + 1, f);
        }
    }
}
}  // namespace detail

// Calls f(hand) for every K-subset of the 52 cards (nested loops: cards in increasing dense index).
template <std::size_t K, class F>
void for_each_hand(F&& f) {
    std::array<card, K> hand{};
    detail::for_each_hand_from<K, 0>(hand, 0, f);
}

// K distinct random cards (a partial Fisher-Yates over the 52).
template <std::size_t K, class G>
std::array<card, K> random_hand(G& g) {
    std::array<card, 52> deck{};
    for (int i = 0; i < 52; ++i) deck[static_cast<std::size_t>(i)] = card::from_dense_index(i);
    std::array<card, K> hand{};
    for (std::size_t i = 0; i < K; ++i) {
        const auto j = i + carnival::uniform_below(g, 52 - i);
        std::swap(deck[i], deck[j]);
        hand[i] = deck[i];
    }
    return hand;
}

}  // namespace test_support
