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
#include <string_view>
#include <type_traits>

namespace carnival {

/// \brief A ranking policy: values hands of exactly `R::hand_size` cards.
///
/// A ranking is a stateless type with:
/// - `static constexpr std::size_t hand_size`: the cards in a hand (3 for three-card poker);
/// - `static constexpr std::array<C, N> categories`: its categories, lowest first — the poker
///   categories (`hand_category`), or a designer's own enum with a `name(C)` found by
///   argument-dependent lookup (High Card Flush ranks hands by the length of their flush:
///   `enum class flush_length { two_cards, …, seven_cards }`); pay tables key on them;
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
    requires std::is_enum_v<std::remove_cvref_t<decltype(R::categories[0])>>;
    { name(R::categories[0]) } -> std::convertible_to<std::string_view>;
    { R::code(cards) } -> std::same_as<std::uint32_t>;
};

/// The type of ranking \p R's categories: hand_category, or the designer's enum.
template <class R>
using category_type = std::remove_cvref_t<decltype(R::categories[0])>;

/// Whether ranking \p R has category \p c (a five-card ranking has two pair; a three-card one has not).
template <ranking R>
[[nodiscard]] constexpr bool has_category(category_type<R> c) noexcept {
    return std::ranges::find(R::categories, c) != R::categories.end();
}

/// The position of category \p c in \p R's order (0 = lowest); precondition: has_category<R>(c).
template <ranking R>
[[nodiscard]] constexpr unsigned category_index(category_type<R> c) noexcept {
    return static_cast<unsigned>(std::ranges::find(R::categories, c) - R::categories.begin());
}

/// \brief Slots enough to count hands by category, indexed by the category's value: one more than
/// the largest of \p R's categories (hand_category_count for the poker rankings).
template <ranking R>
inline constexpr std::size_t category_slots = [] {
    std::size_t most = 0;
    for (auto c : R::categories) most = std::max(most, static_cast<std::size_t>(c) + 1);
    return most;
}();

/// \brief Whether \p R counts hands without dealing them: `static std::uint64_t hands_below(card_set
/// free, std::size_t cards, std::uint32_t code, bool or_equal)`, how many sets of \p cards of the
/// cards \p free hold a hand whose code is below \p code (or not above it, \p or_equal). High Card
/// Flush's ranking counts suit by suit; the exact analysis then counts the dealer's hidden hands
/// by it rather than dealing each one.
template <class R>
concept counting_ranking = ranking<R> && requires(card_set free, std::size_t cards, std::uint32_t code) {
    { R::hands_below(free, cards, code, true) } -> std::same_as<std::uint64_t>;
};

/// Whether \p R offers a direct best-hand evaluation of card sets of up to `R::max_direct_cards` cards.
template <class R>
concept direct_best_ranking = ranking<R> && requires(card_set cards) {
    { R::max_direct_cards } -> std::convertible_to<std::size_t>;
    { R::best_code(cards) } -> std::same_as<std::uint32_t>;
};

}  // namespace carnival
