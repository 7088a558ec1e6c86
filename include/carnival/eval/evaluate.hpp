/// \file
/// \brief `carnival::evaluate` and `carnival::best_hand`: the one evaluator, for any ranking and selection.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/error.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/eval/made_hand.hpp>
#include <carnival/eval/ranking.hpp>
#include <carnival/eval/selection.hpp>
#include <carnival/eval/selections/all_of.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>  // std::ranges concepts and access (bits/ranges_base.h), without the views
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace carnival {

/// A contiguous sequence of cards: `std::array<card, N>`, `std::vector<card>`, `std::span<const card>`, …
template <class C>
concept card_sequence = std::ranges::contiguous_range<C> && std::ranges::sized_range<C> &&
                        std::same_as<std::ranges::range_value_t<C>, card>;

namespace detail {

template <class C> inline constexpr std::size_t static_extent = std::dynamic_extent;
template <class T, std::size_t N> inline constexpr std::size_t static_extent<std::array<T, N>> = N;
template <class T, std::size_t N> inline constexpr std::size_t static_extent<std::span<T, N>> = N;
template <class T, std::size_t N> inline constexpr std::size_t static_extent<T[N]> = N;

/// \p cards as a fixed-extent span of \p N cards; a sequence of another length is a compile-time
/// error when its length is static and a std::invalid_argument otherwise.
template <std::size_t N, card_sequence Cards>
constexpr std::span<const card, N> fixed_span(const Cards& cards) {
    constexpr std::size_t extent = static_extent<std::remove_cvref_t<Cards>>;
    if constexpr (extent != std::dynamic_extent) {
        static_assert(extent == N, "carnival::evaluate: the selection reads a different number of cards");
    } else if (std::ranges::size(cards) != N) {
        detail::fail<std::invalid_argument>({"carnival::evaluate: the selection reads ", std::to_string(N), " cards, got ",
                                             std::to_string(std::ranges::size(cards))});
    }
    return std::span<const card, N>(std::ranges::data(cards), N);
}

/// The code of the cards \p cs: through `R::code_of(card...)` when the ranking offers it (cards
/// stay in registers), else through `R::code(span)`.
template <class R, class... Cards>
constexpr std::uint32_t code_of(Cards... cs) {
    if constexpr (requires { R::code_of(cs...); }) {
        return R::code_of(cs...);
    } else {
        const std::array<card, sizeof...(Cards)> hand{cs...};
        return R::code(std::span<const card, sizeof...(Cards)>(hand));
    }
}

/// The code of subset \p J of selection \p S.
template <class R, class S, std::size_t J, std::size_t... I>
constexpr std::uint32_t subset_code(std::span<const card, S::card_count> cards, std::index_sequence<I...>) {
    return code_of<R>(cards[std::get<I>(std::get<J>(subsets_of<R, S>))]...);
}

template <ranking R, class S, std::size_t... I>
constexpr std::uint32_t best_code_by_subsets(std::span<const card, S::card_count> cards, std::index_sequence<I...>) {
    std::uint32_t best = 0;
    ((best = std::max(best, subset_code<R, S, I>(cards, std::make_index_sequence<R::hand_size>{}))), ...);
    return best;
}

/// Best code over every allowed subset: the plain definition of a selection (unrolled at compile time).
template <ranking R, selection_for<R> S>
constexpr std::uint32_t best_code_by_subsets(std::span<const card, S::card_count> cards) {
    return best_code_by_subsets<R, S>(cards, std::make_index_sequence<subsets_of<R, S>.size()>{});
}

/// Best code: the selection's own fast path when it has one for \p R, else every subset.
template <ranking R, selection_for<R> S>
constexpr std::uint32_t best_code(std::span<const card, S::card_count> cards) {
    if constexpr (requires { S::template best_code<R>(cards); }) {
        return S::template best_code<R>(cards);
    } else {
        return best_code_by_subsets<R, S>(cards);
    }
}

}  // namespace detail

/// \brief The value of the hand that selection \p S forms from \p cards under ranking \p R.
///
/// \p cards is laid out as the selection reads it (for hole_and_board: hole cards, then the
/// board) and has `S::card_count` cards: checked at compile time for arrays and fixed spans,
/// at run time (std::invalid_argument) otherwise. Cards must be distinct; repeated cards give an
/// unspecified value (never undefined behaviour). They must be cards: every checked way of making
/// one does (see card); bytes copied in from elsewhere are for dealt_cards::validate() or
/// insert_distinct() to refuse first.
/// \code
/// auto v = carnival::evaluate<carnival::three_card>(std::array{"As"_card, "Ks"_card, "Qs"_card});
/// \endcode
template <ranking R, class S = all_of<R::hand_size>, card_sequence Cards>
    requires selection_for<S, R>
[[nodiscard]] constexpr hand_value<R> evaluate(const Cards& cards) {
    return hand_value<R>::from_code(detail::best_code<R, S>(detail::fixed_span<S::card_count>(cards)));
}

/// \brief The value of the hand formed from a card set under \p R and a selection that does not
/// depend on card positions (all_of, best_of). Throws std::invalid_argument unless the set has
/// `S::card_count` cards.
template <ranking R, class S = all_of<R::hand_size>>
    requires selection_for<S, R> && (!requires { S::hole_count; })
[[nodiscard]] constexpr hand_value<R> evaluate(card_set cards) {
    if (static_cast<std::size_t>(cards.size()) != S::card_count)
        detail::fail<std::invalid_argument>({"carnival::evaluate: the selection reads ", std::to_string(S::card_count),
                                             " cards, the set has ", std::to_string(cards.size())});
    std::array<card, S::card_count> list{};
    std::ranges::copy(cards, list.begin());
    return evaluate<R, S>(list);
}

/// \brief The value of the hand formed from hole cards \p hole and community cards \p board
/// under \p R and a hole_and_board selection \p S.
template <ranking R, class S, card_sequence Hole, card_sequence Board>
    requires selection_for<S, R> && requires { S::hole_count; S::board_count; }
[[nodiscard]] constexpr hand_value<R> evaluate(const Hole& hole, const Board& board) {
    const std::span<const card, S::hole_count> h = detail::fixed_span<S::hole_count>(hole);
    const std::span<const card, S::board_count> b = detail::fixed_span<S::board_count>(board);
    std::array<card, S::card_count> list{};
    std::ranges::copy(h, list.begin());
    std::ranges::copy(b, list.begin() + S::hole_count);
    return evaluate<R, S>(list);
}

/// \brief The best hand selection \p S forms from \p cards under \p R, with the cards that form it
/// (the first best subset in the selection's order when several tie).
template <ranking R, class S = all_of<R::hand_size>, card_sequence Cards>
    requires selection_for<S, R>
[[nodiscard]] constexpr made_hand<R> best_hand(const Cards& cards) {
    const std::span<const card, S::card_count> all = detail::fixed_span<S::card_count>(cards);
    made_hand<R> best{};
    bool first = true;
    for (const auto& subset : detail::subsets_of<R, S>) {
        std::array<card, R::hand_size> hand{};
        for (std::size_t i = 0; i < R::hand_size; ++i) hand[i] = all[subset[i]];
        const auto value = hand_value<R>::from_code(R::code(hand));
        if (first || value > best.value) {
            best.value = value;
            best.cards = card_set{};
            for (card c : hand) best.cards.insert(c);
            first = false;
        }
    }
    return best;
}

}  // namespace carnival
