// NY Three Card Poker by plain brute force: every player hand against every dealer hand of the
// other 49 cards, compared by reference::compare3 — nothing shared with carnival's analysis. Player
// hands that differ only by suit names are counted once, with their number of hands as weight.
#pragma once

#include "reference.hpp"

#include <carnival/cards/card.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <numeric>
#include <vector>

namespace brute_tcp {

using carnival::card;

/// One class of player hands: its cards, how many hands it stands for, and how the 18,424 dealer
/// hands of the other 49 cards end against it (NY (f)(1)(i): the dealer qualifies with queen high or better).
struct player_class {
    std::array<card, 3> cards;
    std::int64_t weight = 0;
    std::int64_t not_qualified = 0, player_wins = 0, tie = 0, dealer_wins = 0;
};

namespace detail {

struct hand {
    std::array<card, 3> cards;
    std::uint64_t mask = 0;
    int strength = 0;  // equal strengths compare equal (NY (b)(3)); higher is better
    bool qualifies = false;
};

inline std::vector<hand> all_hands() {
    std::vector<hand> hands;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c) {
                hand h;
                h.cards = {card::from_dense_index(a), card::from_dense_index(b), card::from_dense_index(c)};
                h.mask = (1ull << a) | (1ull << b) | (1ull << c);
                hands.push_back(h);
            }
    // Strengths by sorting with the reference comparison.
    std::vector<std::size_t> order(hands.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return reference::compare3(hands[x].cards, hands[y].cards) < 0; });
    int strength = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && reference::compare3(hands[order[i - 1]].cards, hands[order[i]].cards) != 0) ++strength;
        hands[order[i]].strength = strength;
    }
    const std::array queen_high{card(carnival::rank::queen, carnival::suit::clubs), card(carnival::rank::three, carnival::suit::diamonds),
                                card(carnival::rank::two, carnival::suit::hearts)};
    for (hand& h : hands) h.qualifies = reference::compare3(h.cards, queen_high) >= 0;
    return hands;
}

// The smallest dense-index triple among the 24 renamings of the suits: equal for hands alike but for suit names.
inline std::array<int, 3> canonical(const std::array<card, 3>& cards) {
    std::array<int, 4> perm{0, 1, 2, 3};
    std::array<int, 3> best{99, 99, 99};
    do {
        std::array<int, 3> renamed{};
        for (std::size_t i = 0; i < 3; ++i) renamed[i] = 13 * perm[static_cast<std::size_t>(cards[i].suit())] + static_cast<int>(cards[i].rank());
        std::sort(renamed.begin(), renamed.end());
        best = std::min(best, renamed);
    } while (std::next_permutation(perm.begin(), perm.end()));
    return best;
}

}  // namespace detail

/// Every class of player hands, computed once.
inline const std::vector<player_class>& classes() {
    static const std::vector<player_class> all = [] {
        const std::vector<detail::hand> hands = detail::all_hands();
        std::map<std::array<int, 3>, std::size_t> index;  // canonical form -> position in `out`
        std::vector<player_class> out;
        std::vector<const detail::hand*> representative;
        for (const detail::hand& h : hands) {
            auto [it, fresh] = index.try_emplace(detail::canonical(h.cards), out.size());
            if (fresh) {
                out.push_back({h.cards});
                representative.push_back(&h);
            }
            ++out[it->second].weight;
        }
        for (std::size_t k = 0; k < out.size(); ++k) {
            const detail::hand& p = *representative[k];
            for (const detail::hand& d : hands) {
                if (d.mask & p.mask) continue;
                if (!d.qualifies) ++out[k].not_qualified;
                else if (p.strength > d.strength) ++out[k].player_wins;
                else if (p.strength == d.strength) ++out[k].tie;
                else ++out[k].dealer_wins;
            }
        }
        return out;
    }();
    return all;
}

}  // namespace brute_tcp
