/// \file
/// \brief `carnival::best_of<N>`: the best hand of the ranking's size among N cards.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/detail/combinations.hpp>
#include <carnival/eval/hand_accumulator.hpp>
#include <carnival/eval/ranking.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>

namespace carnival {

/// \brief Selection: the best `R::hand_size`-card hand among \p N cards, any of them (the
/// six-card bonus: best five of the player's three and the dealer's three, NY (f)(2)).
///
/// A ranking's accumulator (incremental_ranking, e.g. five_card up to seven cards) or direct
/// evaluation (direct_best_ranking) is used as such; otherwise every subset is tried.
template <std::size_t N>
struct best_of {
    /// Cards the selection reads.
    static constexpr std::size_t card_count = N;

    /// Every `R::hand_size`-subset of the N positions.
    template <ranking R>
    [[nodiscard]] static constexpr auto subsets() {
        static_assert(N >= R::hand_size, "carnival::best_of<N>: N is smaller than the ranking's hand size");
        static_assert(N <= 16, "carnival::best_of<N>: at most 16 cards");
        constexpr auto any = [](std::uint32_t) { return true; };
        return detail::list_subsets<N, R::hand_size, detail::count_subsets<N, R::hand_size>(any)>(any);
    }

    /// Whether ranking \p R's accumulator takes N cards.
    template <ranking R>
    static constexpr bool by_accumulator = [] {
        if constexpr (incremental_ranking<R>) {
            return N <= R::accumulator::max_cards;
        } else {
            return false;
        }
    }();
    /// Whether ranking \p R values N cards directly (best_code of a card_set).
    template <ranking R>
    static constexpr bool by_direct_evaluation = [] {
        if constexpr (direct_best_ranking<R>) {
            return N <= R::max_direct_cards;
        } else {
            return false;
        }
    }();

    /// The accumulator or the direct evaluation, where the ranking offers one for N cards.
    template <ranking R>
        requires(by_accumulator<R> || by_direct_evaluation<R>)
    [[nodiscard]] static constexpr std::uint32_t best_code(std::span<const card, N> cards) {
        if constexpr (by_accumulator<R>) {
            if (!std::is_constant_evaluated()) {
                return detail::accumulated_code<R>(cards);
            }
        }
        if constexpr (by_direct_evaluation<R>) {
            std::uint64_t bits = 0;
            for (card c : cards) bits |= std::uint64_t{1} << c.code();
            return R::best_code(card_set::from_bits_unchecked(bits));
        } else {
            return detail::best_code_among<R>(cards.data(), N);
        }
    }
};

}  // namespace carnival
