/// \file
/// \brief The `carnival::selection_for` concept: which cards of a participant form the hand.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/eval/ranking.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <span>

namespace carnival {

/// \brief A card-selection policy for ranking \p R: from `S::card_count` cards in a fixed layout,
/// which `R::hand_size`-card subsets may form the hand.
///
/// A selection is a stateless type with `static constexpr std::size_t card_count` and
/// `static constexpr auto subsets<R>()`: a `std::array` of the allowed subsets, each a
/// `std::array<std::uint8_t, R::hand_size>` of positions. The hand is the best allowed subset.
/// It may also define `static constexpr std::uint32_t best_code<R>(std::span<const card, card_count>)`
/// to evaluate faster than trying every subset (it must agree with trying every subset).
template <class S, class R>
concept selection_for = ranking<R> && requires {
    { S::card_count } -> std::convertible_to<std::size_t>;
    { S::template subsets<R>().size() } -> std::convertible_to<std::size_t>;
    { S::template subsets<R>()[0][0] } -> std::convertible_to<std::size_t>;
} && (S::template subsets<R>().size() > 0) && (S::template subsets<R>()[0].size() == R::hand_size);

namespace detail {
/// The subsets of selection \p S for ranking \p R, computed once at compile time.
template <class R, class S>
inline constexpr auto subsets_of = S::template subsets<R>();
}  // namespace detail

}  // namespace carnival
