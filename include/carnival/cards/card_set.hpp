/// \file
/// \brief `carnival::card_set`: a set of cards as a 64-bit mask, with a range interface.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/error.hpp>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <iterator>  // std::ranges concepts and access (bits/ranges_base.h), without the views

#include <range/v3/range_fwd.hpp>  // ranges::view_base and enable_borrowed_range, without the concepts
#include <stdexcept>
#include <string>

namespace carnival {

/// \brief A set of distinct cards: bit `c.code()` of a 64-bit mask is set when card `c` is in it.
///
/// Each suit is one 16-bit lane (bits 0…12 used), so `suit_ranks(s)` is a shift and a mask.
/// It is a forward range of cards in canonical order (clubs 2…A, diamonds 2…A, …), usable with
/// range-for, `std::ranges` and range-v3 alike. Eight bytes, copied in O(1), with iterators that
/// do not refer to the set: it is a view and a borrowed range, so it pipes into range adaptors
/// even as a temporary.
class card_set : public ::ranges::view_base {
public:
    /// Iterates the cards of a set, lowest code first.
    class iterator {
    public:
        using value_type = card;                              ///< a card
        using difference_type = std::ptrdiff_t;               ///< distance between iterators
        using iterator_concept = std::forward_iterator_tag;   ///< a forward iterator
        using iterator_category = std::forward_iterator_tag;  ///< a forward iterator

        /// The end iterator.
        constexpr iterator() noexcept = default;
        /// Iterates the cards of mask \p rest.
        constexpr explicit iterator(std::uint64_t rest) noexcept : rest_(rest) {}

        /// The current card (the lowest remaining bit).
        constexpr card operator*() const noexcept {
            return card::from_code_unchecked(static_cast<std::uint8_t>(std::countr_zero(rest_)));
        }
        /// Moves to the next card.
        constexpr iterator& operator++() noexcept {
            rest_ &= rest_ - 1;
            return *this;
        }
        /// Moves to the next card, returning the old position.
        constexpr iterator operator++(int) noexcept {
            iterator old = *this;
            ++*this;
            return old;
        }
        /// Same remaining cards.
        friend constexpr bool operator==(iterator, iterator) noexcept = default;

    private:
        std::uint64_t rest_ = 0;
    };

    /// Bits that can hold a card: 13 in each of the four 16-bit lanes.
    static constexpr std::uint64_t valid_bits = 0x1FFF'1FFF'1FFF'1FFFULL;

    /// The empty set.
    constexpr card_set() noexcept = default;

    /// The given cards; throws std::invalid_argument if a card repeats (a hand never silently
    /// loses a card), invalid_cards for a value that is not a card.
    constexpr card_set(std::initializer_list<card> cards) {
        for (card c : cards) {
            if (!c.is_valid()) throw invalid_cards("carnival::card_set: " + to_string(c) + " in a set of cards");
            if (contains(c)) throw std::invalid_argument("carnival::card_set: duplicate card " + to_string(c));
            insert(c);
        }
    }

    /// The set whose mask is \p bits; throws std::invalid_argument if a bit is not a card.
    [[nodiscard]] static constexpr card_set from_bits(std::uint64_t bits) {
        if ((bits & ~valid_bits) != 0) throw std::invalid_argument("carnival::card_set: mask has bits that are not cards");
        return from_bits_unchecked(bits);
    }
    /// The set whose mask is \p bits; precondition: `(bits & ~valid_bits) == 0`.
    [[nodiscard]] static constexpr card_set from_bits_unchecked(std::uint64_t bits) noexcept {
        card_set s;
        s.bits_ = bits;
        return s;
    }
    /// All 52 cards.
    [[nodiscard]] static constexpr card_set full_deck() noexcept { return from_bits_unchecked(valid_bits); }

    /// The mask.
    [[nodiscard]] constexpr std::uint64_t bits() const noexcept { return bits_; }
    /// Number of cards.
    [[nodiscard]] constexpr int size() const noexcept { return std::popcount(bits_); }
    /// Whether the set has no card.
    [[nodiscard]] constexpr bool empty() const noexcept { return bits_ == 0; }
    /// Whether \p c is in the set.
    [[nodiscard]] constexpr bool contains(card c) const noexcept { return (bits_ >> c.code()) & 1U; }
    /// Whether every card of this set is in \p other.
    [[nodiscard]] constexpr bool is_subset_of(card_set other) const noexcept { return (bits_ & ~other.bits_) == 0; }
    /// The ranks present in suit \p s, as a 13-bit mask (bit i: rank i).
    [[nodiscard]] constexpr unsigned suit_ranks(carnival::suit s) const noexcept {
        return static_cast<unsigned>(bits_ >> (16 * index(s))) & 0x1FFFU;
    }
    /// The ranks present in any suit, as a 13-bit mask.
    [[nodiscard]] constexpr unsigned ranks() const noexcept {
        return static_cast<unsigned>((bits_ | bits_ >> 16 | bits_ >> 32 | bits_ >> 48) & 0x1FFFU);
    }

    /// Adds \p c (no effect if present).
    constexpr card_set& insert(card c) noexcept {
        bits_ |= std::uint64_t{1} << c.code();
        return *this;
    }
    /// Removes \p c (no effect if absent).
    constexpr card_set& erase(card c) noexcept {
        bits_ &= ~(std::uint64_t{1} << c.code());
        return *this;
    }

    /// First card in canonical order, or end() when empty.
    [[nodiscard]] constexpr iterator begin() const noexcept { return iterator{bits_}; }
    /// Past the last card.
    [[nodiscard]] constexpr iterator end() const noexcept { return iterator{}; }

    /// Union.
    friend constexpr card_set operator|(card_set a, card_set b) noexcept { return from_bits_unchecked(a.bits_ | b.bits_); }
    /// Intersection.
    friend constexpr card_set operator&(card_set a, card_set b) noexcept { return from_bits_unchecked(a.bits_ & b.bits_); }
    /// Difference: the cards of \p a that are not in \p b.
    friend constexpr card_set operator-(card_set a, card_set b) noexcept { return from_bits_unchecked(a.bits_ & ~b.bits_); }
    /// Symmetric difference.
    friend constexpr card_set operator^(card_set a, card_set b) noexcept { return from_bits_unchecked(a.bits_ ^ b.bits_); }
    /// The complement within the 52-card deck.
    friend constexpr card_set operator~(card_set a) noexcept { return from_bits_unchecked(~a.bits_ & valid_bits); }
    /// Adds the cards of \p o.
    constexpr card_set& operator|=(card_set o) noexcept { return *this = *this | o; }
    /// Keeps only the cards also in \p o.
    constexpr card_set& operator&=(card_set o) noexcept { return *this = *this & o; }
    /// Removes the cards of \p o.
    constexpr card_set& operator-=(card_set o) noexcept { return *this = *this - o; }
    /// Toggles the cards of \p o.
    constexpr card_set& operator^=(card_set o) noexcept { return *this = *this ^ o; }

    /// Same cards.
    friend constexpr bool operator==(card_set a, card_set b) noexcept { return a.bits_ == b.bits_; }

private:
    std::uint64_t bits_ = 0;
};

/// The set holding just \p c.
[[nodiscard]] constexpr card_set singleton(card c) noexcept { return card_set::from_bits_unchecked(std::uint64_t{1} << c.code()); }

/// Space-separated text of the cards of \p s in canonical order, e.g. `"2c As"`.
[[nodiscard]] inline std::string to_string(card_set s) {
    std::string out;
    for (card c : s) {
        if (!out.empty()) out += ' ';
        out += to_string(c);
    }
    return out;
}

/// Writes to_string(\p s).
template <class Traits>  // a template on the stream, so that this header needs <iosfwd>, not <ostream>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, card_set s) {
    return os << to_string(s);
}

}  // namespace carnival

/// \cond
// card_set is a view (O(1) copies) and a borrowed range (its iterators carry the remaining bits,
// never a pointer to the set), for the standard library and for range-v3.
template <>
inline constexpr bool std::ranges::enable_view<carnival::card_set> = true;
template <>
inline constexpr bool std::ranges::enable_borrowed_range<carnival::card_set> = true;
// range-v3 reads the view from the base class, ranges::view_base.
template <>
inline constexpr bool ranges::enable_borrowed_range<carnival::card_set> = true;
/// \endcond
