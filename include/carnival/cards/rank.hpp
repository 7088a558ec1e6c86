/// \file
/// \brief `carnival::rank`: the thirteen card ranks, two (lowest) to ace (highest).
#pragma once

#include <carnival/config.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace carnival {

/// \brief A card rank. The enumerators are ordered two < three < … < king < ace, as in the
/// rule texts (NY (b)(1)); a ranking policy decides when an ace also plays low.
enum class rank : std::uint8_t { two, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace };

/// Number of ranks.
inline constexpr int rank_count = 13;

/// All ranks, lowest first.
inline constexpr std::array<rank, rank_count> all_ranks{
    rank::two,  rank::three, rank::four,  rank::five, rank::six,   rank::seven, rank::eight,
    rank::nine, rank::ten,   rank::jack, rank::queen, rank::king, rank::ace};

/// Zero-based index of \p r (two is 0, ace is 12).
[[nodiscard]] constexpr int index(rank r) noexcept { return static_cast<int>(r); }

/// The rank with index \p i (0…12); precondition: 0 <= i < rank_count.
[[nodiscard]] constexpr rank rank_at(int i) noexcept { return static_cast<rank>(i); }

/// Whether \p r is one of the thirteen ranks (an enum can hold other values).
[[nodiscard]] constexpr bool is_rank(rank r) noexcept { return index(r) >= 0 && index(r) < rank_count; }

/// The one-character symbol of \p r: `'2'`…`'9'`, `'T'`, `'J'`, `'Q'`, `'K'`, `'A'` (`'?'` for a value that is not a rank).
[[nodiscard]] constexpr char symbol(rank r) noexcept { return is_rank(r) ? "23456789TJQKA"[index(r)] : '?'; }

/// The English name of \p r ("two", …, "ace"; "not a rank" for a value that is not one).
[[nodiscard]] constexpr std::string_view name(rank r) noexcept {
    constexpr std::array<std::string_view, rank_count> names{"two",  "three", "four", "five",  "six",
                                                             "seven", "eight", "nine", "ten",  "jack",
                                                             "queen", "king",  "ace"};
    return is_rank(r) ? names[static_cast<std::size_t>(index(r))] : "not a rank";
}

/// The plural English name of \p r ("twos", "sixes", "aces"; "not a rank" for a value that is not one).
[[nodiscard]] constexpr std::string_view plural_name(rank r) noexcept {
    constexpr std::array<std::string_view, rank_count> names{"twos",   "threes", "fours", "fives",  "sixes",
                                                             "sevens", "eights", "nines", "tens",   "jacks",
                                                             "queens", "kings",  "aces"};
    return is_rank(r) ? names[static_cast<std::size_t>(index(r))] : "not a rank";
}

/// The rank whose symbol is \p c (case-insensitive; `'T'` for ten), or nothing.
[[nodiscard]] constexpr std::optional<rank> rank_from_symbol(char c) noexcept {
    switch (c) {
        case '2': return rank::two;
        case '3': return rank::three;
        case '4': return rank::four;
        case '5': return rank::five;
        case '6': return rank::six;
        case '7': return rank::seven;
        case '8': return rank::eight;
        case '9': return rank::nine;
        case 'T': case 't': return rank::ten;
        case 'J': case 'j': return rank::jack;
        case 'Q': case 'q': return rank::queen;
        case 'K': case 'k': return rank::king;
        case 'A': case 'a': return rank::ace;
        default: return std::nullopt;
    }
}

}  // namespace carnival
