/// \file
/// \brief `carnival::suit`: clubs, diamonds, hearts, spades.
#pragma once

#include <carnival/config.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace carnival {

/// \brief A card suit. All suits are equal in rank (procedures, "Three Card Poker Rankings" 1);
/// the enumerator order only fixes a canonical sort order (clubs, diamonds, hearts, spades).
enum class suit : std::uint8_t { clubs, diamonds, hearts, spades };

/// Number of suits.
inline constexpr int suit_count = 4;

/// All suits in canonical order.
inline constexpr std::array<suit, suit_count> all_suits{suit::clubs, suit::diamonds, suit::hearts, suit::spades};

/// Zero-based index of \p s (clubs 0 … spades 3).
[[nodiscard]] constexpr int index(suit s) noexcept { return static_cast<int>(s); }

/// The suit with index \p i (0…3); precondition: 0 <= i < suit_count.
[[nodiscard]] constexpr suit suit_at(int i) noexcept { return static_cast<suit>(i); }

/// Whether \p s is one of the four suits (an enum can hold other values).
[[nodiscard]] constexpr bool is_suit(suit s) noexcept { return index(s) >= 0 && index(s) < suit_count; }

/// The one-character symbol of \p s: `'c'`, `'d'`, `'h'`, `'s'` (`'?'` for a value that is not a suit).
[[nodiscard]] constexpr char symbol(suit s) noexcept { return is_suit(s) ? "cdhs"[index(s)] : '?'; }

/// The English name of \p s ("clubs", "diamonds", "hearts", "spades"; "not a suit" for a value that is not one).
[[nodiscard]] constexpr std::string_view name(suit s) noexcept {
    constexpr std::array<std::string_view, suit_count> names{"clubs", "diamonds", "hearts", "spades"};
    return is_suit(s) ? names[static_cast<std::size_t>(index(s))] : "not a suit";
}

/// The suit whose symbol is \p c (case-insensitive), or nothing.
[[nodiscard]] constexpr std::optional<suit> suit_from_symbol(char c) noexcept {
    switch (c) {
        case 'c': case 'C': return suit::clubs;
        case 'd': case 'D': return suit::diamonds;
        case 'h': case 'H': return suit::hearts;
        case 's': case 'S': return suit::spades;
        default: return std::nullopt;
    }
}

}  // namespace carnival
