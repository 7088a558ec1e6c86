// A plain Texas Hold'em hand evaluator and the field's Hold'em games settled from their rule cards
// (the rules README's field games), sharing nothing with carnival's evaluator or settlement:
// cards are the numbers 0-51 (rank c % 13 from the deuce, suit c / 13), a five-card hand is keyed
// by counting ranks and suits, and a seven-card hand is the best of its 21 fives.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace brute_holdem {

// Categories, lowest first.
enum category { high_card, pair, two_pair, trips, straight, flush, full_house, quads, straight_flush };

// A five-card hand's strength: the category, then the ranks that break ties, highest first (4 bits each).
inline int key5(const std::array<int, 5>& cards) {
    std::array<int, 13> count{};
    bool flush_ = true;
    for (int c : cards) ++count[static_cast<std::size_t>(c % 13)], flush_ = flush_ && c / 13 == cards[0] / 13;
    std::vector<int> by_count;  // ranks, more copies first, then higher first
    for (int n = 4; n >= 1; --n)
        for (int r = 12; r >= 0; --r)
            if (count[static_cast<std::size_t>(r)] == n) by_count.push_back(r);
    int top = -1;  // a straight's top rank; A-2-3-4-5 plays the ace low
    if (by_count.size() == 5) {
        if (by_count[0] - by_count[4] == 4) top = by_count[0];
        if (count[12] && count[0] && count[1] && count[2] && count[3]) top = 3;
    }
    const int most = count[static_cast<std::size_t>(by_count[0])];
    int c = high_card;
    if (top >= 0 && flush_) c = straight_flush;
    else if (most == 4) c = quads;
    else if (most == 3 && by_count.size() == 2) c = full_house;
    else if (flush_) c = flush;
    else if (top >= 0) c = straight;
    else if (most == 3) c = trips;
    else if (by_count.size() == 3) c = two_pair;
    else if (by_count.size() == 4) c = pair;
    int key = c;
    if (c == straight_flush || c == straight) return key << 20 | top;
    for (std::size_t i = 0; i < 5; ++i) key = key << 4 | (i < by_count.size() ? by_count[i] : 0);
    return key;
}

inline int category_of(int key) { return key >> 20; }
inline bool royal(int key) { return category_of(key) == straight_flush && (key & 15) == 12; }

// The best five of seven.
inline int key7(const std::array<int, 7>& cards) {
    int best = -1;
    for (int a = 0; a < 7; ++a)
        for (int b = a + 1; b < 7; ++b) {
            std::array<int, 5> five{};
            for (int i = 0, j = 0; i < 7; ++i)
                if (i != a && i != b) five[static_cast<std::size_t>(j++)] = cards[static_cast<std::size_t>(i)];
            best = std::max(best, key5(five));
        }
    return best;
}

inline std::array<int, 7> with_board(std::span<const int, 2> hole, std::span<const int, 5> board) {
    return {hole[0], hole[1], board[0], board[1], board[2], board[3], board[4]};
}

// What a win "X to Y" pays on `stake` cents, rounded down to the cent.
inline std::int64_t odds(std::int64_t stake, std::int64_t x, std::int64_t y = 1) { return stake * x / y; }

// What Ultimate Texas Hold'em's blind (Heads Up Hold'em's odds) wins on a winning hand `p`: by
// its table on a straight or better, else nothing (pushed).
inline std::int64_t blind_win(int p, std::int64_t stake) {
    switch (category_of(p)) {
        case straight_flush: return odds(stake, royal(p) ? 500 : 50);
        case quads: return odds(stake, 10);
        case full_house: return odds(stake, 3);
        case flush: return odds(stake, 3, 2);
        case straight: return odds(stake, 1);
        default: return 0;
    }
}

// Ultimate Texas Hold'em's player's net, in cents, from the rule card: ante and blind of `ante`
// cents each, Trips of `trips` cents (standing on a fold), a play of `times` antes (0: folded).
inline std::int64_t ultimate_texas_holdem(std::span<const int, 2> player, std::span<const int, 2> dealer, std::span<const int, 5> board,
                                          std::int64_t ante, std::int64_t trips_stake, int times) {
    const int p = key7(with_board(player, board)), d = key7(with_board(dealer, board));
    std::int64_t net = 0;
    if (trips_stake > 0) {  // rule 7
        switch (category_of(p)) {
            case straight_flush: net += odds(trips_stake, royal(p) ? 50 : 40); break;
            case quads: net += odds(trips_stake, 30); break;
            case full_house: net += odds(trips_stake, 8); break;
            case flush: net += odds(trips_stake, 6); break;
            case straight: net += odds(trips_stake, 5); break;
            case trips: net += odds(trips_stake, 3); break;
            default: net -= trips_stake;
        }
    }
    if (times == 0) return net - 2 * ante;  // rule 3: a fold loses ante and blind
    const bool qualifies = category_of(d) >= pair;  // rule 4
    if (p < d) return net - ante * (qualifies ? 1 : 0) - ante - times * ante;  // rule 5: all lose (the ante pushes unqualified)
    if (p == d) return net;                                                 // rule 5: a tie pushes all
    net += times * ante + (qualifies ? ante : 0);                             // play, and the ante unless unqualified
    return net + blind_win(p, ante);                                          // rule 6: the blind
}

// Heads Up Hold'em's player's net, in cents, from the rule card: ante and odds of `ante` cents
// each, a play of `times` antes (0: folded); the odds paid like Ultimate Texas Hold'em's blind on a
// win, and by the example bad-beat table on a loss with a straight or better.
inline std::int64_t heads_up_holdem(std::span<const int, 2> player, std::span<const int, 2> dealer, std::span<const int, 5> board,
                                    std::int64_t ante, int times) {
    if (times == 0) return -2 * ante;  // rule 3
    const int p = key7(with_board(player, board)), d = key7(with_board(dealer, board));
    const bool opens = category_of(d) >= pair;  // rule 4
    if (p == d) return 0;
    if (p > d) return times * ante + (opens ? ante : 0) + blind_win(p, ante);
    std::int64_t odds_net = -ante;  // rule 5: lost, unless the bad beat pays
    switch (category_of(p)) {
        case straight_flush: odds_net = odds(ante, 50); break;
        case quads: odds_net = odds(ante, 10); break;
        case full_house: odds_net = odds(ante, 3); break;
        case flush:
        case straight: odds_net = odds(ante, 1); break;
        default: break;
    }
    return -times * ante - (opens ? ante : 0) + odds_net;
}

// Texas Hold'em Bonus's bonus, in cents won on `stake` (negative: lost), from rule 6: the
// player's two cards and the dealer's two.
inline std::int64_t texas_holdem_bonus_bonus(std::span<const int, 2> player, std::span<const int, 2> dealer, std::int64_t stake) {
    const int hi = std::max(player[0] % 13, player[1] % 13), lo = std::min(player[0] % 13, player[1] % 13);
    const bool suited = player[0] / 13 == player[1] / 13;
    constexpr int ace = 12, king = 11, queen = 10, jack = 9, ten = 8;
    if (hi == ace && lo == ace) return odds(stake, dealer[0] % 13 == ace && dealer[1] % 13 == ace ? 1000 : 30);
    if (hi == ace && lo == king) return odds(stake, suited ? 25 : 15);
    if (hi == ace && (lo == queen || lo == jack)) return odds(stake, suited ? 20 : 5);
    if (hi == lo && hi >= jack) return odds(stake, 10);
    if (hi == lo && hi <= ten) return odds(stake, 3);
    return -stake;
}

// Texas Hold'em Bonus's player's net, in cents, from the rule card: an ante of `ante` cents, a
// bonus of `bonus` cents (standing on a fold), folded before the flop or not, the turn and river
// bets made or not; the ante paid on a winning straight or better, or flush or better when
// `atlantic_city`.
inline std::int64_t texas_holdem_bonus(std::span<const int, 2> player, std::span<const int, 2> dealer, std::span<const int, 5> board,
                                       std::int64_t ante, std::int64_t bonus, bool folded, bool turn, bool river,
                                       bool atlantic_city = false) {
    std::int64_t net = bonus > 0 ? texas_holdem_bonus_bonus(player, dealer, bonus) : 0;  // rule 6
    if (folded) return net - ante;                                                        // rule 3
    const int p = key7(with_board(player, board)), d = key7(with_board(dealer, board));
    const std::int64_t bets = ante * (2 + (turn ? 1 : 0) + (river ? 1 : 0));  // flop 2x, turn and river 1x
    if (p == d) return net;                                                    // rule 5: a tie pushes all
    if (p < d) return net - ante - bets;                                       // rule 5: all lose
    const bool ante_paid = category_of(p) >= (atlantic_city ? flush : straight);
    return net + bets + (ante_paid ? ante : 0);  // rule 5: the bets 1 to 1, the ante on a straight (flush) or better
}

}  // namespace brute_holdem
