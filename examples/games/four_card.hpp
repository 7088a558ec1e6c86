// A designer's own ranking: four-card poker hands, as Four Card Poker ranks them — four of a kind,
// straight flush, three of a kind, flush, straight, two pair, pair, high card (highest first).
// The ace is high, and also plays low in A-2-3-4; J-Q-K-A is the highest straight.
#pragma once

#include <carnival/cards/card.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/hand_category.hpp>

#include <array>
#include <bit>
#include <span>

namespace four_card_poker {

struct four_card {
    static constexpr std::size_t hand_size = 4;
    static constexpr std::array<carnival::hand_category, 8> categories{
        carnival::hand_category::high_card, carnival::hand_category::pair,  carnival::hand_category::two_pair,
        carnival::hand_category::straight,  carnival::hand_category::flush, carnival::hand_category::three_of_a_kind,
        carnival::hand_category::straight_flush, carnival::hand_category::four_of_a_kind};

    static constexpr std::uint32_t code(std::span<const carnival::card, 4> hand) noexcept {
        using carnival::detail::make_code;
        unsigned ranks = 0, pairs = 0, trips = 0, quads = 0;
        std::array<int, 13> count{};
        for (carnival::card c : hand) ++count[static_cast<std::size_t>(index(c.rank()))];
        for (unsigned r = 0; r < 13; ++r) {
            const unsigned bit = 1U << r;
            if (count[r] > 0) ranks |= bit;
            if (count[r] == 2) pairs |= bit;
            if (count[r] == 3) trips |= bit;
            if (count[r] == 4) quads |= bit;
        }
        const bool suited = hand[0].suit() == hand[1].suit() && hand[0].suit() == hand[2].suit() && hand[0].suit() == hand[3].suit();
        const unsigned top = std::popcount(ranks) == 4 ? carnival::detail::straight_top(ranks, 4) : 0U;
        if (quads != 0) return make_code(7, quads, 0);
        if (top != 0 && suited) return make_code(6, top, 0);
        if (trips != 0) return make_code(5, trips, ranks & ~trips);
        if (suited) return make_code(4, 0, ranks);
        if (top != 0) return make_code(3, top, 0);
        if (std::popcount(pairs) == 2) return make_code(2, pairs, 0);
        if (pairs != 0) return make_code(1, pairs, ranks & ~pairs);
        return make_code(0, 0, ranks);
    }
};

}  // namespace four_card_poker
