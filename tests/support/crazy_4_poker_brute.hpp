// Crazy 4 Poker by plain brute force, from the rule card alone (the rules README's field games):
// for every five cards the player can hold, how the dealer's five of the other 47 compare —
// counted by inclusion and exclusion over the cards the two hands would share — and the best
// of fold, 1x, 2x and 3x (the last two with a pair of aces or better) on those counts.
// Nothing is shared with carnival's analysis or evaluator: cards are the numbers 0-51 (rank
// c % 13 from the deuce, suit c / 13), four-card hands are keyed by counting ranks and suits, and
// the player's hands are taken one per class of suit relabelling, each weighed by its class size.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <vector>

namespace brute_c4 {

// A four-card hand's strength as one number: the category (high card 0 to four of a kind 7,
// the rule card's order), then the ranks that break ties, highest first, four bits each.
inline int key4(const std::array<int, 4>& cards) {
    std::array<int, 13> count{};
    bool flush = true;
    for (int c : cards) ++count[c % 13], flush = flush && c / 13 == cards[0] / 13;
    std::vector<int> by_count;  // ranks, more copies first, then higher first
    for (int n = 4; n >= 1; --n)
        for (int r = 12; r >= 0; --r)
            if (count[r] == n) by_count.push_back(r);
    const int distinct = static_cast<int>(by_count.size());
    int top = -1;  // a straight's top rank; A-2-3-4 plays the ace low
    if (distinct == 4) {
        if (by_count[0] - by_count[3] == 3) top = by_count[0];
        if (count[12] && count[0] && count[1] && count[2]) top = 2;
    }
    int category = 0;
    if (count[by_count[0]] == 4) category = 7;
    else if (top >= 0 && flush) category = 6;
    else if (count[by_count[0]] == 3) category = 5;
    else if (flush) category = 4;
    else if (top >= 0) category = 3;
    else if (distinct == 2) category = 2;  // two pair (trips and quads are taken above)
    else if (distinct == 3) category = 1;
    int key = category;
    if (category == 6 || category == 3) return key << 16 | top;
    for (int i = 0; i < 4; ++i) key = key << 4 | (i < distinct ? by_count[static_cast<std::size_t>(i)] : 0);
    return key;
}

// The best four of five.
inline int key5(const std::array<int, 5>& cards) {
    int best = -1;
    for (int out = 0; out < 5; ++out) {
        std::array<int, 4> four{};
        for (int i = 0, j = 0; i < 5; ++i)
            if (i != out) four[static_cast<std::size_t>(j++)] = cards[static_cast<std::size_t>(i)];
        best = std::max(best, key4(four));
    }
    return best;
}

inline constexpr int two = 0, three = 1, four = 2, king = 11, ace = 12;
inline int key_of(int category, std::array<int, 4> ranks) { return ((((category << 4 | ranks[0]) << 4 | ranks[1]) << 4 | ranks[2]) << 4) | ranks[3]; }
// Rule 3: the dealer qualifies with king high (K-4-3-2, the lowest) or better.
inline const int king_high = key_of(0, {king, four, three, two});
// Rule 2: more than 1x with a pair of aces (A-A-3-2, the lowest) or better.
inline const int pair_of_aces = key_of(1, {ace, three, two, 0});

// Rule 5: the super bonus in half units of the wager (3 to 2 on a flush), 0 below a straight.
inline int super_bonus_halves(int key) {
    switch (key >> 16) {
        case 7: return (key >> 12 & 15) == ace ? 400 : 60;
        case 6: return 30;
        case 5: return 4;
        case 4: return 3;
        case 3: return 2;
        default: return 0;
    }
}

struct figures {
    long double expected_value = 0;  // per unit of the ante (the super bonus is as much again)
    long double average_wager = 0;   // ante, super bonus and play, per unit of the ante
    long double element_of_risk() const { return -expected_value / average_wager; }
};

namespace detail {

inline std::uint64_t choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}
// The index of a sorted set of k cards among all k-sets (combinatorial number system).
inline std::uint64_t index_of(const int* cards, int k) {
    std::uint64_t at = 0;
    for (int i = 0; i < k; ++i) at += choose(cards[i], i + 1);
    return at;
}

// Every five-card hand's key, dense-numbered in order of strength; for every set of one to four
// cards, the dense numbers of the hands that hold it, sorted.
struct dealer_hands {
    std::vector<int> keys;                                   // the distinct keys, in order
    std::array<std::vector<std::uint16_t>, 5> holding;       // by set size: the sets' lists, one after another
    std::array<std::uint64_t, 5> per_set{};                  // hands holding one set of each size
    std::vector<std::uint16_t> all;                          // every hand's number, sorted (the empty set)

    dealer_hands() {
        std::vector<int> key_of_hand;
        key_of_hand.reserve(2598960);
        std::array<int, 5> h{};
        for (h[4] = 4; h[4] < 52; ++h[4])
            for (h[3] = 3; h[3] < h[4]; ++h[3])
                for (h[2] = 2; h[2] < h[3]; ++h[2])
                    for (h[1] = 1; h[1] < h[2]; ++h[1])
                        for (h[0] = 0; h[0] < h[1]; ++h[0]) key_of_hand.push_back(key5(h));
        keys = key_of_hand;
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        for (int size = 1; size <= 4; ++size) {
            per_set[static_cast<std::size_t>(size)] = choose(52 - size, 5 - size);
            holding[static_cast<std::size_t>(size)].resize(choose(52, size) * per_set[static_cast<std::size_t>(size)]);
        }
        std::array<std::vector<std::uint32_t>, 5> filled;
        for (int size = 1; size <= 4; ++size) filled[static_cast<std::size_t>(size)].assign(choose(52, size), 0);
        std::size_t n = 0;
        for (h[4] = 4; h[4] < 52; ++h[4])
            for (h[3] = 3; h[3] < h[4]; ++h[3])
                for (h[2] = 2; h[2] < h[3]; ++h[2])
                    for (h[1] = 1; h[1] < h[2]; ++h[1])
                        for (h[0] = 0; h[0] < h[1]; ++h[0]) {
                            const auto dense = static_cast<std::uint16_t>(
                                std::lower_bound(keys.begin(), keys.end(), key_of_hand[n++]) - keys.begin());
                            all.push_back(dense);
                            for (unsigned mask = 1; mask < 31; ++mask) {  // every proper, non-empty subset
                                std::array<int, 5> set{};
                                int size = 0;
                                for (int i = 0; i < 5; ++i)
                                    if (mask >> i & 1U) set[static_cast<std::size_t>(size++)] = h[static_cast<std::size_t>(i)];
                                const auto s = static_cast<std::size_t>(size);
                                const std::uint64_t at = index_of(set.data(), size);
                                holding[s][at * per_set[s] + filled[s][at]++] = dense;
                            }
                        }
        std::sort(all.begin(), all.end());
        for (int size = 1; size <= 4; ++size) {
            const auto s = static_cast<std::size_t>(size);
            for (std::size_t at = 0; at < filled[s].size(); ++at)
                std::sort(holding[s].begin() + static_cast<std::ptrdiff_t>(at * per_set[s]),
                          holding[s].begin() + static_cast<std::ptrdiff_t>((at + 1) * per_set[s]));
        }
    }

    int dense(int key) const { return static_cast<int>(std::lower_bound(keys.begin(), keys.end(), key) - keys.begin()); }

    // Dealer hands from the 47 cards `player` leaves whose dense number is below `x`: every hand,
    // less those sharing a card with the player, by inclusion and exclusion over the shared sets.
    std::int64_t below(const std::array<int, 5>& player, int x) const {
        std::int64_t n = 0;
        for (unsigned mask = 0; mask < 32; ++mask) {
            std::array<int, 5> set{};
            int size = 0;
            for (int i = 0; i < 5; ++i)
                if (mask >> i & 1U) set[static_cast<std::size_t>(size++)] = player[static_cast<std::size_t>(i)];
            std::int64_t count = 0;
            if (size == 0) {
                count = std::lower_bound(all.begin(), all.end(), x) - all.begin();
            } else if (size == 5) {
                count = dense(key5(player)) < x ? 1 : 0;
            } else {
                const auto s = static_cast<std::size_t>(size);
                const auto first = holding[s].begin() + static_cast<std::ptrdiff_t>(index_of(set.data(), size) * per_set[s]);
                count = std::lower_bound(first, first + static_cast<std::ptrdiff_t>(per_set[s]), x) - first;
            }
            n += size % 2 == 0 ? count : -count;
        }
        return n;
    }
};

// The player's five-card hands, one per class of suit relabelling (the smallest relabelled hand,
// sorted), each with the number of hands in its class.
inline std::map<std::array<int, 5>, std::uint32_t> player_classes() {
    std::array<std::array<int, 4>, 24> relabels{};
    std::array<int, 4> p{0, 1, 2, 3};
    for (std::size_t i = 0; i < 24; ++i, std::next_permutation(p.begin(), p.end())) relabels[i] = p;
    std::map<std::array<int, 5>, std::uint32_t> classes;
    std::array<int, 5> h{};
    for (h[4] = 4; h[4] < 52; ++h[4])
        for (h[3] = 3; h[3] < h[4]; ++h[3])
            for (h[2] = 2; h[2] < h[3]; ++h[2])
                for (h[1] = 1; h[1] < h[2]; ++h[1])
                    for (h[0] = 0; h[0] < h[1]; ++h[0]) {
                        std::array<int, 5> least{99, 0, 0, 0, 0};
                        for (const auto& r : relabels) {
                            std::array<int, 5> g{};
                            for (std::size_t i = 0; i < 5; ++i) g[i] = r[static_cast<std::size_t>(h[i] / 13)] * 13 + h[i] % 13;
                            std::sort(g.begin(), g.end());
                            least = std::min(least, g);
                        }
                        ++classes[least];
                    }
    return classes;
}

}  // namespace detail

// The figures of the play (ante and super bonus of one unit each; fold, or play 1x, 2x or 3x)
// under optimal play, ties going to the smaller wager ([0]) and to the larger ([1]).
inline std::array<figures, 2> solve() {
    const detail::dealer_hands dealer;
    const int qualifies = dealer.dense(king_high);
    const std::int64_t dealers = static_cast<std::int64_t>(detail::choose(47, 5));
    std::array<std::int64_t, 2> value{}, wagered{};  // half units, summed over every deal
    for (const auto& [hand, weight] : detail::player_classes()) {
        const int key = key5(hand);
        const int v = dealer.dense(key);
        const std::int64_t nq = dealer.below(hand, qualifies), lower = dealer.below(hand, std::max(v, qualifies)),
                           not_higher = dealer.below(hand, std::max(v + 1, qualifies));
        const std::int64_t q_lower = lower - nq, q_higher = dealers - not_higher;
        const int bonus = super_bonus_halves(key);
        for (std::size_t t = 0; t < 2; ++t) {
            std::int64_t best = -4 * dealers;  // fold: ante and super bonus lost, in half units
            int best_times = 0;
            for (int times = 1; times <= (key >= pair_of_aces ? 3 : 1); ++times) {
                const std::int64_t ante = q_lower - q_higher;                            // rules 3, 4
                const std::int64_t play = times * (nq + q_lower - q_higher);             // rules 3, 4
                const std::int64_t super = bonus > 0 ? bonus * dealers : -2 * q_higher;  // rule 5, halves
                const std::int64_t here = 2 * (ante + play) + super;
                if (here > best || (t == 1 && here == best)) best = here, best_times = times;
            }
            value[t] += best * weight;
            wagered[t] += 2 * (2 + best_times) * dealers * weight;
        }
    }
    const long double deals = static_cast<long double>(detail::choose(52, 5)) * static_cast<long double>(dealers);
    std::array<figures, 2> out{};
    for (std::size_t t = 0; t < 2; ++t)
        out[t] = {static_cast<long double>(value[t]) / 2 / deals, static_cast<long double>(wagered[t]) / 2 / deals};
    return out;
}

}  // namespace brute_c4
