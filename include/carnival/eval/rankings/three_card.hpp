/// \file
/// \brief `carnival::three_card`: the three-card poker ranking (NY (b); procedures, Rankings).
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/hand_category.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace carnival {

namespace detail {

/// \brief The three-card code of the hand with rank indices \p a, \p b, \p c (any order), suited or not;
/// the rule texts' definitions, evaluated directly (used to build the table).
[[nodiscard]] constexpr std::uint32_t three_card_code(unsigned a, unsigned b, unsigned c, bool suited) noexcept {
    const unsigned ranks = 1U << a | 1U << b | 1U << c;
    if (a == b && b == c) return detail::make_code(4, ranks, 0);                 // three of a kind
    if (a == b || b == c || a == c) {                                           // pair
        const unsigned pair = a == b ? 1U << a : (1U << c);
        return detail::make_code(1, pair, ranks & ~pair);
    }
    const unsigned top = detail::straight_top(ranks, 3);
    if (suited) return top != 0 ? detail::make_code(5, top, 0) : detail::make_code(2, 0, ranks);
    return top != 0 ? detail::make_code(3, top, 0) : detail::make_code(0, 0, ranks);
}

/// `three_card_table.codes[(a * 13 + b) * 13 + c][suited]`: the codes of every ordered rank triple.
struct three_card_codes {
    std::uint32_t codes[13 * 13 * 13][2];
};
inline constexpr three_card_codes three_card_table = [] {
    // Each unordered triple valued once, then written at its orderings (a constant expression
    // costs every translation unit that includes the header).
    three_card_codes t{};
    for (unsigned a = 0; a < 13; ++a)
        for (unsigned b = a; b < 13; ++b)
            for (unsigned c = b; c < 13; ++c)
                for (unsigned s = 0; s < 2; ++s) {
                    const std::uint32_t code = three_card_code(a, b, c, s == 1);
                    const unsigned x[3] = {a, b, c};
                    for (unsigned p = 0; p < 6; ++p) {  // the six orders of x (repeats write the same entry)
                        const unsigned i = x[p / 2], j = x[(p / 2 + 1 + p % 2) % 3], k = x[(p / 2 + 2 - p % 2) % 3];
                        t.codes[(i * 13 + j) * 13 + k][s] = code;
                    }
                }
    return t;
}();

}  // namespace detail

/// \brief Ranking of three-card hands, highest first: straight flush, three of a kind, straight,
/// flush, pair, high card (NY (b)(2)).
///
/// The ace is high, and also completes A-2-3, the lowest straight and straight flush; A-K-Q is
/// the highest (NY (b)(1), (b)(2)(i), (iii)). Pairs and trips rank by their rank (NY (b)(2)(ii),
/// (v)); otherwise the hand holding the highest-ranking card the other lacks is higher, and hands
/// equal after that push (NY (b)(3)). Evaluation is one lookup in a 17 KiB table built at
/// compile time.
struct three_card {
    /// Cards in a hand.
    static constexpr std::size_t hand_size = 3;

    /// Categories, lowest first.
    static constexpr std::array<hand_category, 6> categories{
        hand_category::high_card, hand_category::pair,     hand_category::flush,
        hand_category::straight,  hand_category::three_of_a_kind, hand_category::straight_flush};

    /// The code of the hand \p a, \p b, \p c: one lookup.
    [[nodiscard, gnu::always_inline]] static constexpr std::uint32_t code_of(card a, card b, card c) noexcept {
        const unsigned x = a.code();
        const unsigned y = b.code();
        const unsigned z = c.code();
        const unsigned i = ((x & 15U) * 13U + (y & 15U)) * 13U + (z & 15U);
        const bool suited = ((x ^ y) | (x ^ z)) < 16U;  // same suit lane
        return detail::three_card_table.codes[i][suited ? 1 : 0];
    }

    /// The code of \p hand.
    [[nodiscard, gnu::always_inline]] static constexpr std::uint32_t code(std::span<const card, 3> hand) noexcept {
        return code_of(hand[0], hand[1], hand[2]);
    }
};

}  // namespace carnival
