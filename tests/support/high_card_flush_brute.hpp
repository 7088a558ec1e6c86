// High Card Flush by plain brute force, from the rule card alone (the rules README's field games).
// A hand is, suit by suit, the set of ranks it holds (a 13-bit mask, the deuce bit 0); its value
// is its longest suit's length, then that suit's ranks highest first (of two suits as long, the
// higher). The dealer's seven of the 45 cards the player leaves are counted suit by suit: a dealer
// hand is below a value exactly when each of its suits is, so the count of those below is a sum,
// over how the seven split among the suits, of products of per-suit counts. The player's hands are
// taken once per arrangement of their suits (the four masks in decreasing order), each weighed by
// the number of suit relabellings that give distinct hands. Nothing is shared with carnival's
// analysis or evaluator.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

namespace brute_hcf {

inline std::int64_t choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    std::int64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return r;
}

// A value: the length of the longest suit, then its ranks.
struct value {
    int length = 0;
    unsigned ranks = 0;
    friend auto operator<=>(const value&, const value&) = default;
};

inline value value_of(const std::array<unsigned, 4>& suits) {
    value best;
    for (unsigned s : suits) best = std::max(best, value{std::popcount(s), s});
    return best;
}

// The k-sets of the ranks `free` whose (k, ranks) is below `v` (or not above it, `or_equal`).
inline std::int64_t sets_below(unsigned free, int k, value v, bool or_equal) {
    const int n = std::popcount(free);
    if (k != v.length) return k < v.length ? choose(n, k) : 0;
    std::int64_t count = 0;
    int left = k;  // ranks still to choose, matching v.ranks from the top
    for (int b = 12; b >= 0; --b) {
        if ((v.ranks >> b & 1U) == 0) continue;  // a set holding b where v does not is above v
        // Sets without b (v has it) and the rest anywhere below b: below v.
        count += choose(std::popcount(free & ((1U << b) - 1)), left);
        if ((free >> b & 1U) == 0 || left == 0) return count;  // no set can go on matching v
        --left;
    }
    return count + (or_equal && left == 0 ? 1 : 0);  // the set equal to v
}

// Dealer hands of seven of the cards `free` (by suit) whose value is below `v` (or not above it).
inline std::int64_t dealers_below(const std::array<unsigned, 4>& free, value v, bool or_equal) {
    std::array<std::array<std::int64_t, 8>, 4> per{};
    for (std::size_t s = 0; s < 4; ++s)
        for (int k = 0; k <= 7; ++k) per[s][static_cast<std::size_t>(k)] = sets_below(free[s], k, v, or_equal);
    std::int64_t total = 0;
    for (int a = 0; a <= 7; ++a)
        for (int b = 0; a + b <= 7; ++b)
            for (int c = 0; a + b + c <= 7; ++c) {
                const int d = 7 - a - b - c;
                total += per[0][static_cast<std::size_t>(a)] * per[1][static_cast<std::size_t>(b)] * per[2][static_cast<std::size_t>(c)] *
                         per[3][static_cast<std::size_t>(d)];
            }
    return total;
}

// Rule: the dealer qualifies with a three-card flush nine high (9-3-2, the lowest) or better.
inline constexpr value nine_high_three = {3, 1U << 7 | 1U << 1 | 1U << 0};

struct figures {
    long double expected_value = 0;  // per unit of the ante
    long double average_wager = 0;   // ante and raise, per unit of the ante
    long double element_of_risk() const { return -expected_value / average_wager; }
};

// The figures of the ante and raise (fold, or raise 1x with a flush of four or fewer, up to 2x
// with five, up to 3x with six or seven) under optimal play, ties going to the smaller wager
// ([0]) and to the larger ([1]); and the number of player hands seen, which must be C(52, 7).
inline std::pair<std::array<figures, 2>, std::int64_t> solve() {
    // Every mask of each size, highest first.
    std::array<std::vector<unsigned>, 8> masks;
    for (unsigned m = 0; m < (1U << 13); ++m)
        if (std::popcount(m) <= 7) masks[static_cast<std::size_t>(std::popcount(m))].push_back(m);
    const auto key = [](unsigned m) { return std::pair{std::popcount(m), m}; };
    const std::int64_t dealers = choose(45, 7);
    std::array<std::int64_t, 2> value_sum{}, wagered{};
    std::int64_t hands = 0;
    const auto visit = [&](const std::array<unsigned, 4>& p) {
        // Distinct relabellings: 24 over the orders of equal masks.
        std::int64_t weight = 24;
        for (std::size_t i = 0; i < 4;) {
            std::size_t j = i;
            while (j < 4 && p[j] == p[i]) ++j;
            for (std::size_t f = 2; f <= j - i; ++f) weight /= static_cast<std::int64_t>(f);
            i = j;
        }
        hands += weight;
        const value v = value_of(p);
        std::array<unsigned, 4> free{};
        for (std::size_t s = 0; s < 4; ++s) free[s] = ~p[s] & 0x1FFFU;
        const std::int64_t below_q = dealers_below(free, nine_high_three, false);
        const std::int64_t lower = dealers_below(free, std::max(v, nine_high_three), false);
        const std::int64_t not_higher = v < nine_high_three ? below_q : dealers_below(free, v, true);
        const std::int64_t q_lower = lower - below_q, q_higher = dealers - not_higher;
        const int most = v.length <= 4 ? 1 : v.length == 5 ? 2 : 3;
        for (std::size_t t = 0; t < 2; ++t) {
            std::int64_t best = -dealers;  // fold: the ante lost
            int best_times = 0;
            for (int times = 1; times <= most; ++times) {
                const std::int64_t here = below_q + (1 + times) * (q_lower - q_higher);  // unqualified: ante 1 to 1, raise pushed
                if (here > best || (t == 1 && here == best)) best = here, best_times = times;
            }
            value_sum[t] += best * weight;
            wagered[t] += (1 + best_times) * dealers * weight;
        }
    };
    // The four suits' masks in decreasing (length, ranks) order, seven cards in all.
    for (int a = 7; a >= 2; --a)
        for (unsigned m0 : masks[static_cast<std::size_t>(a)])
            for (int b = std::min(a, 7 - a); b >= 0; --b)
                for (unsigned m1 : masks[static_cast<std::size_t>(b)]) {
                    if (key(m1) > key(m0)) continue;
                    for (int c = std::min(b, 7 - a - b); c >= 0; --c)
                        for (unsigned m2 : masks[static_cast<std::size_t>(c)]) {
                            if (key(m2) > key(m1)) continue;
                            const int d = 7 - a - b - c;
                            if (d > c) continue;
                            for (unsigned m3 : masks[static_cast<std::size_t>(d)])
                                if (key(m3) <= key(m2)) visit({m0, m1, m2, m3});
                        }
                }
    const long double deals = static_cast<long double>(hands) * static_cast<long double>(dealers);
    std::array<figures, 2> out{};
    for (std::size_t t = 0; t < 2; ++t)
        out[t] = {static_cast<long double>(value_sum[t]) / deals, static_cast<long double>(wagered[t]) / deals};
    return {out, hands};
}

}  // namespace brute_hcf
