// Mississippi Stud by plain brute force, from the rule card alone (the rules README's field games):
// every five-card hand's payout by the table, then backward induction over the cards seen at each
// street and the antes bet so far. Every card counts alike in the final hand, so what the player
// has seen at a street is a set; its value is exact in integers, scaled by the cards still to come.
// Nothing is shared with carnival's analysis or evaluator: cards are the numbers 0-51 (rank
// c % 13 from the deuce, suit c / 13), hands are classified by counting.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace brute_ms {

// Rule 3's multiplier of every wager on the final five cards: the odds to 1, 0 for the push
// (a pair of sixes to tens), -1 for a loss.
inline int multiplier(const std::array<int, 5>& cards) {
    std::array<int, 13> count{};
    std::array<int, 4> suits{};
    for (int c : cards) ++count[c % 13], ++suits[c / 13];
    const bool flush = std::find(suits.begin(), suits.end(), 5) != suits.end();
    int pairs = 0, trips = 0, quads = 0, pair_rank = -1, distinct = 0, low = 13, high = -1;
    for (int r = 0; r < 13; ++r) {
        if (count[r] == 0) continue;
        ++distinct;
        low = std::min(low, r);
        high = std::max(high, r);
        if (count[r] == 2) ++pairs, pair_rank = r;
        if (count[r] == 3) ++trips;
        if (count[r] == 4) ++quads;
    }
    const bool wheel = count[12] && count[0] && count[1] && count[2] && count[3];  // A-2-3-4-5
    const bool straight = distinct == 5 && (high - low == 4 || wheel);
    if (straight && flush) return high == 12 && low == 8 ? 500 : 100;  // royal: T to A
    if (quads) return 40;
    if (trips && pairs) return 10;
    if (flush) return 6;
    if (straight) return 4;
    if (trips) return 3;
    if (pairs == 2) return 2;
    if (pairs == 1) return pair_rank >= 9 ? 1 : pair_rank >= 4 ? 0 : -1;  // jacks or better 1; sixes to tens push
    return -1;
}

// Which of two options of equal value is taken.
enum class ties { smaller_wager, larger_wager };

// What one play of the ante comes to, per unit of it.
struct figures {
    long double expected_value = 0;  // per unit of the ante
    long double average_wager = 0;   // ante and street bets, per unit of the ante
    long double element_of_risk() const { return -expected_value / average_wager; }
};

namespace detail {

inline std::uint64_t choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}

// C(n, k) for n < 52, k <= 4, once.
inline const std::array<std::array<std::uint64_t, 5>, 52>& choose_table() {
    static const auto table = [] {
        std::array<std::array<std::uint64_t, 5>, 52> t{};
        for (int n = 0; n < 52; ++n)
            for (int k = 0; k <= 4; ++k) t[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] = choose(n, k);
        return t;
    }();
    return table;
}

// The index of a set of K cards (K <= 4): sorted, the sum of C(card_i, i + 1).
template <std::size_t K>
std::uint64_t index_of(std::array<int, K> set) {
    std::sort(set.begin(), set.end());
    const auto& c = choose_table();
    std::uint64_t r = 0;
    for (std::size_t i = 0; i < K; ++i) r += c[static_cast<std::size_t>(set[i])][i + 1];
    return r;
}

// An option's value and the total wagered under the play from there, both scaled alike.
struct valued {
    std::int64_t value = 0, wagered = 0;
};

// The best of `options` (fold first, then 1, 2, 3 antes): on a tie the first or the last listed.
inline valued best(const std::array<valued, 4>& options, ties t) {
    valued out = options[0];
    for (std::size_t i = 1; i < options.size(); ++i)
        if (options[i].value > out.value || (options[i].value == out.value && t == ties::larger_wager)) out = options[i];
    return out;
}

}  // namespace detail

// The figures of the ante played optimally, on a tie taking the smaller or the larger wager.
inline figures solve(ties t) {
    using detail::index_of;
    using detail::valued;
    // Every set of four cards: the sum of the multipliers of its 48 completions.
    std::vector<std::int64_t> sum_of_four(detail::choose(52, 4));
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d)
                    for (int e = d + 1; e < 52; ++e) {
                        const int m = multiplier({a, b, c, d, e});
                        for (const auto& four : {std::array{b, c, d, e}, std::array{a, c, d, e}, std::array{a, b, d, e},
                                                 std::array{a, b, c, e}, std::array{a, b, c, d}})
                            sum_of_four[index_of(four)] += m;
                    }
    // 5th street, four cards seen, `bet` antes down: fold, or bet 1-3 antes on the 48 last cards.
    // Scaled by 48.
    const auto fifth = [&](const std::array<int, 4>& seen, std::int64_t bet) {
        const std::int64_t s = sum_of_four[index_of(seen)];
        std::array<valued, 4> o{};
        o[0] = {-48 * bet, 48 * bet};
        for (std::int64_t b = 1; b <= 3; ++b) o[static_cast<std::size_t>(b)] = {(bet + b) * s, 48 * (bet + b)};
        return detail::best(o, t);
    };
    // 4th street, three cards seen: scaled by 49 * 48.
    const auto fourth = [&](const std::array<int, 3>& seen, std::int64_t bet) {
        std::array<valued, 4> o{};
        o[0] = {-49 * 48 * bet, 49 * 48 * bet};
        for (int c = 0; c < 52; ++c) {
            if (c == seen[0] || c == seen[1] || c == seen[2]) continue;
            for (std::int64_t b = 1; b <= 3; ++b) {
                const valued v = fifth({seen[0], seen[1], seen[2], c}, bet + b);
                o[static_cast<std::size_t>(b)].value += v.value;
                o[static_cast<std::size_t>(b)].wagered += v.wagered;
            }
        }
        return detail::best(o, t);
    };
    // 3rd street, the two hole cards seen, the ante down: scaled by 50 * 49 * 48.
    std::int64_t value = 0, wagered = 0;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b) {
            std::array<valued, 4> o{};
            o[0] = {-50 * 49 * 48, 50 * 49 * 48};
            for (int c = 0; c < 52; ++c) {
                if (c == a || c == b) continue;
                for (std::int64_t bet = 1; bet <= 3; ++bet) {
                    const valued v = fourth({a, b, c}, 1 + bet);
                    o[static_cast<std::size_t>(bet)].value += v.value;
                    o[static_cast<std::size_t>(bet)].wagered += v.wagered;
                }
            }
            const valued v = detail::best(o, t);
            value += v.value;
            wagered += v.wagered;
        }
    const long double deals = 1326.0L * 50 * 49 * 48;
    return {static_cast<long double>(value) / deals, static_cast<long double>(wagered) / deals};
}

}  // namespace brute_ms
