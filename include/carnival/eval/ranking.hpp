/// \file
/// \brief The `carnival::ranking` concept: how hands of a fixed size are valued and ordered.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/hand_category.hpp>

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>

namespace carnival {

/// \brief A ranking policy: values hands of exactly `R::hand_size` cards.
///
/// A ranking is a stateless type with:
/// - `static constexpr std::size_t hand_size`: the cards in a hand (3 for three-card poker);
/// - `static constexpr std::array<hand_category, N> categories`: its categories, lowest first;
/// - `static constexpr std::uint32_t code(std::span<const card, hand_size>)`: the hand's value
///   code (layout in `detail/value_code.hpp`: category index, then rank masks), so that a higher
///   code is a better hand and equal codes tie. A ranking with its own layout also offers
///   `static constexpr detail::code_parts decode(std::uint32_t)` giving the category index and
///   rank masks back (five_card's 16-bit codes: `detail/compact_code.hpp`), and may offer
///   `static constexpr unsigned category_index(std::uint32_t)`, the category index alone, which
///   hand_value::category() then reads without decoding the rank masks.
///
/// It may also offer `static constexpr std::uint32_t best_code(card_set)` valid for
/// `hand_size <= size <= max_direct_cards`: the best hand among a set's cards, computed directly
/// instead of by enumerating subsets (see best_of).
template <class R>
concept ranking = requires(std::span<const card, R::hand_size> cards) {
    { R::hand_size } -> std::convertible_to<std::size_t>;
    { R::categories.size() } -> std::convertible_to<std::size_t>;
    { R::categories[0] } -> std::convertible_to<hand_category>;
    { R::code(cards) } -> std::same_as<std::uint32_t>;
};

/// Whether ranking \p R has category \p c (a five-card ranking has two pair; a three-card one has not).
template <ranking R>
[[nodiscard]] constexpr bool has_category(hand_category c) noexcept {
    return std::ranges::find(R::categories, c) != R::categories.end();
}

/// The position of category \p c in \p R's order (0 = lowest); precondition: has_category<R>(c).
template <ranking R>
[[nodiscard]] constexpr unsigned category_index(hand_category c) noexcept {
    return static_cast<unsigned>(std::ranges::find(R::categories, c) - R::categories.begin());
}

/// Whether \p R offers a direct best-hand evaluation of card sets of up to `R::max_direct_cards` cards.
template <class R>
concept direct_best_ranking = ranking<R> && requires(card_set cards) {
    { R::max_direct_cards } -> std::convertible_to<std::size_t>;
    { R::best_code(cards) } -> std::same_as<std::uint32_t>;
};

}  // namespace carnival
