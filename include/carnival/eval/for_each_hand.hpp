/// \file
/// \brief `carnival::for_each_hand` and `carnival::for_each_extension`: every K-card hand of a set
/// of cards, each built from its prefix by adding one card to the prefix's accumulator.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/hand_accumulator.hpp>
#include <carnival/eval/ranking.hpp>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace carnival {

namespace detail {
template <std::size_t K, class Hand, class F>
void extend_hand(const Hand& prefix, std::uint64_t held, std::uint64_t rest, F& f) {
    // Each card of `rest` in turn, while enough cards remain above it for the K - 1 to come.
    for (int left = std::popcount(rest); left >= static_cast<int>(K); --left) {
        const int code = std::countr_zero(rest);
        rest &= rest - 1;
        Hand next = prefix;
        next.add(card::from_code_unchecked(static_cast<std::uint8_t>(code)));
        const std::uint64_t now = held | std::uint64_t{1} << code;
        if constexpr (K == 1) {
            f(std::as_const(next), card_set::from_bits_unchecked(now));
        } else {
            extend_hand<K - 1>(next, now, rest, f);
        }
    }
}
}  // namespace detail

/// \brief Calls `f(hand, cards)` for every way of adding \p K cards of \p from to \p prefix (which
/// holds \p prefix_cards, none of them in \p from): `cards` is the whole set, `hand` the prefix's
/// accumulator with the new cards added, each level copied from the level above and extended by one
/// card, so a hand costs one addition. Sets come in increasing order of their cards' codes.
///
/// \p Hand is any accumulator: a hand_accumulator, a ranking's own, or a type whose `add(card)`
/// does nothing when only the sets matter.
template <std::size_t K, class Hand, class F>
void for_each_extension(const Hand& prefix, card_set prefix_cards, card_set from, F&& f) {
    if constexpr (K == 0) {
        f(prefix, prefix_cards);
    } else {
        detail::extend_hand<K>(prefix, prefix_cards.bits(), from.bits() & ~prefix_cards.bits(), f);
    }
}

/// \brief Calls `f(hand, cards)` for every \p K-card subset `cards` of \p from (default: the
/// deck), `hand` a hand_accumulator<R> holding them (see for_each_extension).
/// \code
/// carnival::for_each_hand<6, carnival::five_card>([&](const auto& hand, carnival::card_set) {
///     ++count[hand.value().category()];  // all 20,358,520 six-card hands, one addition each
/// });
/// \endcode
template <std::size_t K, ranking R, class F>
void for_each_hand(F&& f, card_set from = card_set::full_deck()) {
    for_each_extension<K>(hand_accumulator<R>{}, card_set{}, from, f);
}

}  // namespace carnival
