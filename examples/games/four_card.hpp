// A designer's own ranking: four-card poker hands, as Four Card Poker ranks them — four of a kind,
// straight flush, three of a kind, flush, straight, two pair, pair, high card (highest first).
// The ace is high, and also plays low in A-2-3-4; J-Q-K-A is the highest straight.
//
// code() values four cards; best_code() the best four of up to seven at once, from the rank masks
// of the suits (no subset tried), which best_of<N> uses for the dealer's six cards and the
// player's five — the tests prove them equal to the best code() of every four-card subset.
#pragma once

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/hand_category.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
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

    /// The largest card set best_code() takes.
    static constexpr std::size_t max_direct_cards = 7;

    /// The code of the best four-card hand among \p cards (four to seven cards).
    static constexpr std::uint32_t best_code(carnival::card_set cards) noexcept {
        using carnival::detail::make_code;
        const std::uint64_t bits = cards.bits();
        std::array<unsigned, 4> suit{};
        for (std::size_t s = 0; s < 4; ++s) suit[s] = static_cast<unsigned>(bits >> (16 * s)) & 0x1fffU;
        // Ranks held at least once, twice, three and four times.
        const unsigned ranks = suit[0] | suit[1] | suit[2] | suit[3];
        const unsigned two = (suit[0] & suit[1]) | (suit[0] & suit[2]) | (suit[0] & suit[3]) | (suit[1] & suit[2]) |
                             (suit[1] & suit[3]) | (suit[2] & suit[3]);
        const unsigned three = (suit[0] & suit[1] & suit[2]) | (suit[0] & suit[1] & suit[3]) | (suit[0] & suit[2] & suit[3]) |
                               (suit[1] & suit[2] & suit[3]);
        const unsigned four = suit[0] & suit[1] & suit[2] & suit[3];
        const auto highest = [](unsigned mask) { return mask == 0 ? 0U : 1U << (std::bit_width(mask) - 1); };
        const auto top_ranks = [](unsigned mask, int n) {  // the n highest ranks of mask
            unsigned out = 0;
            for (int i = 0; i < n && mask != 0; ++i) {
                const unsigned bit = 1U << (std::bit_width(mask) - 1);
                out |= bit;
                mask &= ~bit;
            }
            return out;
        };
        if (four != 0) return make_code(7, highest(four), 0);
        unsigned straight_flush = 0, flush = 0;
        for (unsigned lane : suit) {
            if (std::popcount(lane) < 4) continue;
            straight_flush = std::max(straight_flush, carnival::detail::straight_top(lane, 4));
            flush = std::max(flush, top_ranks(lane, 4));
        }
        if (straight_flush != 0) return make_code(6, straight_flush, 0);
        if (three != 0) {
            const unsigned trips = highest(three);
            return make_code(5, trips, highest(ranks & ~trips));
        }
        if (flush != 0) return make_code(4, 0, flush);
        if (const unsigned top = carnival::detail::straight_top(ranks, 4); top != 0) return make_code(3, top, 0);
        if (std::popcount(two) >= 2) return make_code(2, top_ranks(two, 2), 0);
        if (two != 0) return make_code(1, two, top_ranks(ranks & ~two, 2));
        return make_code(0, 0, top_ranks(ranks, 4));
    }
};

}  // namespace four_card_poker
