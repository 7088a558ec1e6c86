/// \file
/// \brief `carnival::card`: one playing card in one byte.
#pragma once

#include <carnival/cards/rank.hpp>
#include <carnival/cards/suit.hpp>

#include <compare>
#include <cstdint>
#include <ostream>
#include <string>

namespace carnival {

/// \brief One card of the standard 52-card deck, stored in one byte.
///
/// The byte is `16 * suit + rank` (ranks 0…12), which is also the card's bit in a
/// carnival::card_set: a suit occupies one 16-bit lane of the set's 64-bit mask. Cards order by that
/// byte (clubs 2…A, diamonds 2…A, …), a canonical order only: suits have no rank in play.
/// A default-constructed card is the two of clubs.
class card {
public:
    /// Two of clubs.
    constexpr card() noexcept = default;
    /// The card of rank \p r and suit \p s.
    constexpr card(carnival::rank r, carnival::suit s) noexcept
        : code_(static_cast<std::uint8_t>(index(s) * 16 + index(r))) {}

    /// The card whose code() is \p code; precondition: is_valid_code(code).
    [[nodiscard]] static constexpr card from_code(std::uint8_t code) noexcept {
        card c;
        c.code_ = code;
        return c;
    }
    /// Whether \p code is the code of a card (suit 0…3, rank 0…12 in its lane).
    [[nodiscard]] static constexpr bool is_valid_code(unsigned code) noexcept {
        return code < 64 && (code & 15U) < 13;
    }

    /// The card's rank.
    [[nodiscard]] constexpr carnival::rank rank() const noexcept { return rank_at(code_ & 15); }
    /// The card's suit.
    [[nodiscard]] constexpr carnival::suit suit() const noexcept { return suit_at(code_ >> 4); }
    /// The byte `16 * suit + rank`: the card's bit position in a card_set.
    [[nodiscard]] constexpr std::uint8_t code() const noexcept { return code_; }
    /// Dense index 0…51 (`13 * suit + rank`), handy for arrays indexed by card.
    [[nodiscard]] constexpr int dense_index() const noexcept { return (code_ >> 4) * 13 + (code_ & 15); }
    /// The card with dense_index() \p i; precondition: 0 <= i < 52.
    [[nodiscard]] static constexpr card from_dense_index(int i) noexcept {
        return card(rank_at(i % 13), suit_at(i / 13));
    }

    /// Cards compare by code: a total, canonical order (not a poker ranking).
    friend constexpr auto operator<=>(card, card) noexcept = default;

private:
    std::uint8_t code_ = 0;
};

static_assert(sizeof(card) == 1, "a card is one byte");

/// Number of cards in a standard deck.
inline constexpr int deck_size = 52;

/// Two-character text of \p c: rank symbol then suit symbol, e.g. `"As"`, `"Td"`, `"2c"`.
[[nodiscard]] inline std::string to_string(card c) {
    return std::string{symbol(c.rank()), symbol(c.suit())};
}

/// Writes to_string(\p c).
inline std::ostream& operator<<(std::ostream& os, card c) { return os << symbol(c.rank()) << symbol(c.suit()); }

}  // namespace carnival
