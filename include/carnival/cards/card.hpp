/// \file
/// \brief `carnival::card`: one playing card in one byte.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/rank.hpp>
#include <carnival/cards/suit.hpp>
#include <carnival/error.hpp>

#include <array>
#include <compare>
#include <concepts>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <utility>

namespace carnival {

namespace detail {
/// `dense_card_codes[i]`: the code (`16 * suit + rank`) of the card with dense index i
/// (`13 * suit + rank`); a table, since the division by 13 costs more than a load. Indices 52–63
/// give a byte that is not a card (rank 15).
inline constexpr std::array<std::uint8_t, 64> dense_card_codes = [] {
    std::array<std::uint8_t, 64> codes{};
    for (unsigned i = 0; i < codes.size(); ++i) codes[i] = static_cast<std::uint8_t>(i < 52 ? i / 13 * 16 + i % 13 : 15);
    return codes;
}();
}  // namespace detail

/// \brief One card of the standard 52-card deck, stored in one byte.
///
/// The byte is `16 * suit + rank` (ranks 0…12), which is also the card's bit in a
/// carnival::card_set: a suit occupies one 16-bit lane of the set's 64-bit mask. Cards order by that
/// byte (clubs 2…A, diamonds 2…A, …), a canonical order only: suits have no rank in play.
/// A default-constructed card is the two of clubs.
///
/// Every checked way of making a card makes one of the 52: a rank or suit outside its
/// enumerators, a code that is not `16 * suit + rank`, a dense index outside 0…51 throw
/// invalid_cards. The `_unchecked` forms are for the library's enumeration loops, which produce
/// valid values by construction. Bytes copied in from elsewhere can still hold a non-card:
/// is_valid() tells, dealt_cards::validate(), insert_distinct() and card_set's list constructor
/// reject it and inspect() reports it. Elsewhere (card_set::insert, evaluate) a card is taken to
/// be a card.
class card {
public:
    /// Two of clubs.
    constexpr card() noexcept = default;
    /// The card of rank \p r and suit \p s; throws invalid_cards if either is not an enumerator.
    constexpr card(carnival::rank r, carnival::suit s) : code_(checked_code(r, s)) {}

    /// The card whose code() is \p code (any integer type); throws invalid_cards unless it is the
    /// code of a card.
    template <std::integral I>
    [[nodiscard]] static constexpr card from_code(I code) {
        if (!std::in_range<unsigned>(code) || !is_valid_code(static_cast<unsigned>(code)))
            throw invalid_cards("carnival::card::from_code: " + std::to_string(code) +
                                " is not the code of a card (16 * suit + rank: suit 0 to 3, rank 0 to 12)");
        return from_code_unchecked(static_cast<std::uint8_t>(code));
    }
    /// The card whose code() is \p code; precondition: is_valid_code(code).
    [[nodiscard]] static constexpr card from_code_unchecked(std::uint8_t code) noexcept {
        card c;
        c.code_ = code;
        return c;
    }
    /// Whether \p code is the code of a card (suit 0…3, rank 0…12 in its lane).
    [[nodiscard]] static constexpr bool is_valid_code(unsigned code) noexcept {
        return code < 64 && (code & 15U) < 13;
    }
    /// Whether this is one of the 52 cards (false only for bytes copied in from elsewhere).
    [[nodiscard]] constexpr bool is_valid() const noexcept { return is_valid_code(code_); }

    /// The card's rank.
    [[nodiscard]] constexpr carnival::rank rank() const noexcept { return rank_at(code_ & 15); }
    /// The card's suit.
    [[nodiscard]] constexpr carnival::suit suit() const noexcept { return suit_at(code_ >> 4); }
    /// The byte `16 * suit + rank`: the card's bit position in a card_set.
    [[nodiscard]] constexpr std::uint8_t code() const noexcept { return code_; }
    /// Dense index 0…51 (`13 * suit + rank`), handy for arrays indexed by card.
    [[nodiscard]] constexpr int dense_index() const noexcept { return code_ - 3 * (code_ >> 4); }  // 16s + r - 3s
    /// The card with dense_index() \p i (any integer type); throws invalid_cards unless 0 <= i < 52.
    template <std::integral I>
    [[nodiscard]] static constexpr card from_dense_index(I i) {
        if (std::cmp_less(i, 0) || std::cmp_greater_equal(i, 52))
            throw invalid_cards("carnival::card::from_dense_index: " + std::to_string(i) +
                                " is not the dense index of a card (13 * suit + rank: 0 to 51)");
        return from_dense_index_unchecked(static_cast<int>(i));
    }
    /// The card with dense_index() \p i; precondition: 0 <= i < 52.
    [[nodiscard]] static constexpr card from_dense_index_unchecked(int i) noexcept {
        return from_code_unchecked(detail::dense_card_codes[static_cast<unsigned>(i) & 63U]);
    }

    /// Cards compare by code: a total, canonical order (not a poker ranking).
    friend constexpr auto operator<=>(card, card) noexcept = default;

private:
    static constexpr std::uint8_t checked_code(carnival::rank r, carnival::suit s) {
        if (!is_rank(r) || !is_suit(s))
            throw invalid_cards("carnival::card: rank " + std::to_string(index(r)) + " and suit " +
                                std::to_string(index(s)) + " are not a card (rank 0 to 12, suit 0 to 3)");
        return static_cast<std::uint8_t>(index(s) * 16 + index(r));
    }

    std::uint8_t code_ = 0;
};

static_assert(sizeof(card) == 1, "a card is one byte");

/// Number of cards in a standard deck.
inline constexpr int deck_size = 52;

/// Two-character text of \p c: rank symbol then suit symbol, e.g. `"As"`, `"Td"`, `"2c"`; for a
/// byte that is not a card, `"(not a card: code 13)"`.
[[nodiscard]] inline std::string to_string(card c) {
    if (!c.is_valid()) return "(not a card: code " + std::to_string(c.code()) + ")";
    return std::string{symbol(c.rank()), symbol(c.suit())};
}

/// Writes to_string(\p c).
template <class Traits>  // a template on the stream, so that this header needs <iosfwd>, not <ostream>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, card c) {
    return os << to_string(c);
}

}  // namespace carnival
