// Slow, obviously-correct hand comparisons written straight from the rule texts, independent of
// carnival's evaluator (no tables, no bit tricks): the yardstick the fast paths are tested against.
#pragma once

#include <carnival/cards/card.hpp>

#include <algorithm>
#include <array>
#include <compare>
#include <map>
#include <span>
#include <string>
#include <vector>

namespace reference {

using carnival::card;

inline int rank_of(card c) { return static_cast<int>(c.rank()) + 2; }  // 2 … 14 (ace)

// ---- Three-card poker: NY (b)(1)-(3) ---------------------------------------------------------

enum class three_category { high_card, pair, flush, straight, three_of_a_kind, straight_flush };  // (b)(2), low to high

struct three_hand {
    three_category category;
    std::vector<int> ranks;  // the hand's ranks, highest first
    int pair_rank = 0;       // (b)(2)(v)
    int trips_rank = 0;      // (b)(2)(ii)
    int straight_top = 0;    // (b)(2)(i), (iii): A-K-Q tops at 14, 3-2-A at 3
};

inline three_hand classify3(std::span<const card, 3> cards) {
    three_hand h;
    for (card c : cards) h.ranks.push_back(rank_of(c));
    std::sort(h.ranks.rbegin(), h.ranks.rend());
    const bool suited = cards[0].suit() == cards[1].suit() && cards[1].suit() == cards[2].suit();
    const int a = h.ranks[0], b = h.ranks[1], c = h.ranks[2];
    // (b)(1): ace is high, and may also complete a straight with a 2 and a 3.
    if (a == b + 1 && b == c + 1) h.straight_top = a;
    if (a == 14 && b == 3 && c == 2) h.straight_top = 3;
    if (a == b && b == c) {
        h.category = three_category::three_of_a_kind;
        h.trips_rank = a;
    } else if (a == b || b == c) {
        h.category = three_category::pair;
        h.pair_rank = b;
    } else if (h.straight_top != 0) {
        h.category = suited ? three_category::straight_flush : three_category::straight;
    } else {
        h.category = suited ? three_category::flush : three_category::high_card;
    }
    return h;
}

// (b)(3): "the hand that contains the highest-ranking card … that is not contained in the other
// hand shall be considered the higher-ranking hand"; identical hands push.
inline std::strong_ordering highest_card_not_in_other(std::vector<int> x, std::vector<int> y) {
    for (auto it = x.begin(); it != x.end();) {
        auto match = std::find(y.begin(), y.end(), *it);
        if (match != y.end()) {
            y.erase(match);
            it = x.erase(it);
        } else {
            ++it;
        }
    }
    const int bx = x.empty() ? 0 : *std::max_element(x.begin(), x.end());
    const int by = y.empty() ? 0 : *std::max_element(y.begin(), y.end());
    return bx <=> by;
}

inline std::strong_ordering compare3(std::span<const card, 3> x, std::span<const card, 3> y) {
    const three_hand a = classify3(x), b = classify3(y);
    if (a.category != b.category) return a.category <=> b.category;  // (b)(2)
    switch (a.category) {
        case three_category::straight_flush:
        case three_category::straight: return a.straight_top <=> b.straight_top;  // (b)(2)(i), (iii)
        case three_category::three_of_a_kind: return a.trips_rank <=> b.trips_rank;  // (b)(2)(ii)
        case three_category::pair:
            if (a.pair_rank != b.pair_rank) return a.pair_rank <=> b.pair_rank;  // (b)(2)(v)
            return highest_card_not_in_other(a.ranks, b.ranks);                // (b)(3)
        default: return highest_card_not_in_other(a.ranks, b.ranks);           // (b)(3)
    }
}

// ---- Five-card poker: the standard ranking (NY (c)(7)(i)-(vii) and below) ------------------

enum class five_category { high_card, pair, two_pair, three_of_a_kind, straight, flush, full_house,
                           four_of_a_kind, straight_flush, royal_flush };

struct five_hand {
    five_category category;
    std::vector<int> tiebreak;  // compared lexicographically within a category
};

inline five_hand classify5(std::span<const card, 5> cards) {
    std::map<int, int> count;  // rank -> how many
    bool suited = true;
    for (card c : cards) {
        ++count[rank_of(c)];
        suited = suited && c.suit() == cards[0].suit();
    }
    // Ranks ordered by (count, rank), both descending: e.g. full house K K K 9 9 -> 13, 9.
    std::vector<std::pair<int, int>> groups;
    for (auto [r, n] : count) groups.emplace_back(n, r);
    std::sort(groups.rbegin(), groups.rend());
    std::vector<int> order;
    for (auto [n, r] : groups) order.push_back(r);

    int straight_top = 0;
    if (groups.size() == 5) {
        if (order[0] - order[4] == 4) straight_top = order[0];
        if (order == std::vector<int>{14, 5, 4, 3, 2}) straight_top = 5;  // A-2-3-4-5, the lowest straight
    }
    five_hand h;
    if (straight_top != 0 && suited) {
        h.category = straight_top == 14 ? five_category::royal_flush : five_category::straight_flush;
        h.tiebreak = {straight_top};
    } else if (groups[0].first == 4) {
        h.category = five_category::four_of_a_kind;
        h.tiebreak = order;
    } else if (groups[0].first == 3 && groups[1].first == 2) {
        h.category = five_category::full_house;
        h.tiebreak = order;
    } else if (suited) {
        h.category = five_category::flush;
        h.tiebreak = order;
    } else if (straight_top != 0) {
        h.category = five_category::straight;
        h.tiebreak = {straight_top};
    } else if (groups[0].first == 3) {
        h.category = five_category::three_of_a_kind;
        h.tiebreak = order;
    } else if (groups[0].first == 2 && groups[1].first == 2) {
        h.category = five_category::two_pair;
        h.tiebreak = order;
    } else if (groups[0].first == 2) {
        h.category = five_category::pair;
        h.tiebreak = order;
    } else {
        h.category = five_category::high_card;
        h.tiebreak = order;
    }
    return h;
}

inline std::strong_ordering compare5(std::span<const card, 5> x, std::span<const card, 5> y) {
    const five_hand a = classify5(x), b = classify5(y);
    if (a.category != b.category) return a.category <=> b.category;
    return std::lexicographical_compare_three_way(a.tiebreak.begin(), a.tiebreak.end(), b.tiebreak.begin(),
                                                  b.tiebreak.end());
}

}  // namespace reference
