/// \file
/// \brief `carnival::for_each_hand` and `carnival::for_each_extension`: every K-card hand of a set
/// of cards, each built from its prefix by adding one card to the prefix's accumulator.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/hand_accumulator.hpp>
#include <carnival/eval/ranking.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace carnival {

namespace detail {
// What the enumeration adds for card c: the accumulator's prepared key where it has one, else c.
template <class Hand>
auto addend_of(card c) noexcept {
    if constexpr (keyed_accumulator<Hand>) {
        return Hand::key_of(c);
    } else {
        return c;
    }
}

// A card as the enumeration adds it: what the accumulator adds, and the card's bit.
template <class Addend>
struct prepared_card {
    Addend addend;
    std::uint64_t bit;
};

// Every way of adding K of the cards [first, last) to `prefix`, in order: one pointer per level.
// Inlined into the caller, so that what `f` accumulates stays in registers across the levels.
template <std::size_t K, class Hand, class Addend, class F>
[[gnu::always_inline]] inline void extend_hand(const Hand& prefix, std::uint64_t held, const prepared_card<Addend>* first,
                 const prepared_card<Addend>* last, F& f) {
    for (const prepared_card<Addend>* c = first; c + K <= last; ++c) {
        Hand next = prefix;
        next.add(c->addend);
        if constexpr (K == 1) {
            f(std::as_const(next), card_set::from_bits_unchecked(held | c->bit));
        } else {
            extend_hand<K - 1>(next, held | c->bit, c + 1, last, f);
        }
    }
}
}  // namespace detail

/// \brief Calls `f(hand, cards)` for every way of adding \p K cards of \p from to \p prefix (which
/// holds \p prefix_cards, none of them in \p from): `cards` is the whole set, `hand` the prefix's
/// accumulator with the new cards added, each level copied from the level above and extended by one
/// card, so a hand costs one addition (of a prepared key where \p Hand is a keyed_accumulator).
/// The new cards are chosen in lexicographic order of the deck ranked by rank, then suit (2c 2d 2h
/// 2s 3c … As): consecutive sets often differ only in the suit of their last card, so a table-driven
/// ranking reads the same entry again.
///
/// \p Hand is any accumulator: a hand_accumulator, a ranking's own, or a type whose `add(card)`
/// does nothing when only the sets matter.
template <std::size_t K, class Hand, class F>
[[gnu::always_inline]] inline void for_each_extension(const Hand& prefix, card_set prefix_cards, card_set from, F&& f) {
    if constexpr (K == 0) {
        f(prefix, prefix_cards);
    } else {
        using addend = decltype(detail::addend_of<Hand>(card{}));
        std::array<detail::prepared_card<addend>, 64> cards{};  // a card set holds at most 64 bits
        std::size_t n = 0;
        const std::uint64_t free = from.bits() & ~prefix_cards.bits();
        for (unsigned rank = 0; rank < 16; ++rank)  // a card's code is suit * 16 + rank
            for (unsigned suit = 0; suit < 4; ++suit)
                if (const unsigned code = suit * 16 + rank; (free >> code & 1U) != 0)
                    cards[n++] = {detail::addend_of<Hand>(card::from_code_unchecked(static_cast<std::uint8_t>(code))),
                                  std::uint64_t{1} << code};
        detail::extend_hand<K>(prefix, prefix_cards.bits(), cards.data(), cards.data() + n, f);
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
[[gnu::always_inline]] inline void for_each_hand(F&& f, card_set from = card_set::full_deck()) {
    for_each_extension<K>(hand_accumulator<R>{}, card_set{}, from, f);
}

}  // namespace carnival
