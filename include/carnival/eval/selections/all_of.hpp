/// \file
/// \brief `carnival::all_of<N>`: the hand is all N cards.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/eval/hand_accumulator.hpp>
#include <carnival/eval/ranking.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>

namespace carnival {

/// \brief Selection: the hand is exactly the participant's \p N cards (Three Card Poker: the
/// player's three cards, NY (e)(2)). N must be the ranking's hand size.
template <std::size_t N>
struct all_of {
    /// Cards the selection reads.
    static constexpr std::size_t card_count = N;

    /// The one subset: every position.
    template <ranking R>
    [[nodiscard]] static constexpr auto subsets() {
        static_assert(R::hand_size == N,
                      "carnival::all_of<N>: N must equal the ranking's hand size; to pick the best "
                      "hand among more cards use best_of<N>");
        std::array<std::array<std::uint8_t, N>, 1> one{};
        for (std::size_t i = 0; i < N; ++i) one[0][i] = static_cast<std::uint8_t>(i);
        return one;
    }

    /// The hand is the cards as given: no subset to pick. Through the ranking's accumulator where it
    /// has one (incremental_ranking), the faster path, else `R::code`.
    template <ranking R>
    [[nodiscard]] static constexpr std::uint32_t best_code(std::span<const card, N> cards) {
        if constexpr (incremental_ranking<R>) {
            if (!std::is_constant_evaluated()) {
                return detail::accumulated_code<R>(cards);
            }
        }
        return R::code(cards);
    }
};

}  // namespace carnival
