/// \file
/// \brief The lookup tables behind `five_card::accumulator`: a minimal perfect hash of rank counts,
/// and the best flush of each suit's rank mask. Built once, on first use.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace carnival::detail::five_card_hash {

/// \brief Additive rank keys: a hand's key in a part is the sum of its cards' keys, and no two
/// rank-count vectors of at most seven cards (at most four of a rank) share a sum.
///
/// The ranks are split in two parts, two…seven (6 ranks) and eight…ace (7 ranks), so that each
/// part's keys stay small enough to index a table directly. The keys are the greedy sequence:
/// each the least number above the previous one that keeps every sum distinct; the table
/// builder checks that it does.
inline constexpr std::array<std::uint32_t, 7> rank_keys{1, 5, 24, 112, 521, 2247, 9244};
/// Ranks in the low part (two…seven); the high part is the seven others.
inline constexpr unsigned low_ranks = 6;
/// Cards an accumulator holds at most.
inline constexpr std::size_t max_cards = 7;

/// The largest key sum of at most seven cards over the first \p ranks ranks: four of the top rank, then three.
constexpr std::uint32_t key_limit(unsigned ranks) { return 4 * rank_keys[ranks - 1] + 3 * rank_keys[ranks - 2]; }

/// Rank-count vectors of at most seven cards (at most four of a rank) over \p ranks ranks, with
/// fewer than \p cards cards (a recurrence over the ranks).
constexpr std::uint32_t vectors_below(unsigned ranks, unsigned cards) {
    std::array<std::uint32_t, max_cards + 1> ways{1};
    for (unsigned r = 0; r < ranks; ++r) {
        std::array<std::uint32_t, max_cards + 1> next{};
        for (unsigned n = 0; n <= max_cards; ++n)
            for (unsigned k = 0; k <= 4 && n + k <= max_cards; ++k) next[n + k] += ways[n];
        ways = next;
    }
    std::uint32_t total = 0;
    for (unsigned n = 0; n < cards && n <= max_cards; ++n) total += ways[n];
    return total;
}

/// \brief Bit positions in a hand's 64-bit key: low-part key (bits 0–13), four suit counters
/// (bits 16–31), high-part key (bits 48–63). The high part on top is read with one shift and no
/// mask, and the flush bits fit a 32-bit immediate.
inline constexpr int suit_shift = 16;
inline constexpr int high_shift = 48;
/// The suit counters of an empty hand: 3 in each nibble, so a nibble reaches 8 (bit 3) at five cards of a suit.
inline constexpr std::uint64_t empty_key = std::uint64_t{0x3333} << suit_shift;
/// The bit 3 of each suit counter: set when the suit holds five cards or more.
inline constexpr std::uint64_t flush_bits = std::uint64_t{0x8888} << suit_shift;
/// \brief The masks that read each part's key: wide enough for seven cards of the part's top rank
/// (what repeated cards can sum to), so that any seven card codes, distinct or not, and any key at
/// all (more cards than seven, a card removed that was not held) index inside the tables: the value
/// is then unspecified, never undefined behaviour.
inline constexpr std::uint32_t low_mask = 0x3FFF, high_mask = 0xFFFF;
static_assert(7 * rank_keys[low_ranks - 1] <= low_mask && 7 * rank_keys[13 - low_ranks - 1] <= high_mask &&
              low_mask < (1U << suit_shift) && suit_shift + 16 <= high_shift && high_shift + 16 == 64);

/// The key of the card with code \p code: its part's rank key and its suit counter's unit (0 for a non-card).
constexpr std::uint64_t card_key(unsigned code) {
    if (!card::is_valid_code(code)) return 0;
    const unsigned rank = code & 15U, suit = code >> 4;
    const std::uint64_t rank_key = rank < low_ranks ? rank_keys[rank] : std::uint64_t{rank_keys[rank - low_ranks]} << high_shift;
    return rank_key | std::uint64_t{1} << (suit_shift + 4 * suit);
}

/// \brief What adding a card adds to a hand: its key, and its bit in the hand's card set (a sum of
/// distinct bits is their union). Two 64-bit lanes added by one vector instruction.
using key_and_bit = std::uint64_t __attribute__((vector_size(16)));

/// `card_keys[c.code()]`: what adding card c adds to an accumulator (zero for codes that are not cards).
alignas(16) inline constexpr std::array<key_and_bit, 64> card_keys = [] {
    std::array<key_and_bit, 64> keys{};
    for (unsigned code = 0; code < 64; ++code)
        if (card::is_valid_code(code)) keys[code] = key_and_bit{card_key(code), std::uint64_t{1} << code};
    return keys;
}();

/// `rank_and_suit_keys[c.code()]`: the key alone, for valuing a whole hand at once (8 bytes a card).
inline constexpr std::array<std::uint64_t, 64> rank_and_suit_keys = [] {
    std::array<std::uint64_t, 64> keys{};
    for (unsigned code = 0; code < 64; ++code) keys[code] = card_key(code);
    return keys;
}();

/// \brief The tables: `codes[low_start[low key] + high_index[high key]]` is the code of every hand of
/// five to seven cards without a flush, `flush[ranks]` the code of the best hand among five to seven
/// cards of one suit.
///
/// `codes` holds every rank-count vector of at most seven cards, the high part's vectors ordered by
/// card count, so that each low vector's block holds only the high vectors that fit beside it: a
/// minimal perfect hash of 76,155 entries, then one zero entry per high vector, so that a low block
/// start plus any high index stays inside. `low_start` and `high_index` cover every value of their
/// masks (entries no hand of distinct cards reaches are 0). Sizes: `codes` 79,335 × 4 bytes,
/// `low_start` 16,384 × 4, `high_index` 65,536 × 2, `flush` 8,192 × 4: 534 KiB of static storage,
/// zero until built (no constructor runs at start-up). A hand of distinct cards reads the same
/// cache lines as with tables cut to size.
struct tables {
    std::array<std::uint32_t, vectors_below(13, max_cards + 1) + vectors_below(13 - low_ranks, max_cards + 1)> codes;
    std::array<std::uint32_t, low_mask + 1> low_start;
    std::array<std::uint16_t, high_mask + 1> high_index;
    std::array<std::uint32_t, 8192> flush;
};

/// A part's rank-count vector: counts, card total and key.
struct part_vector {
    std::array<std::uint8_t, 7> count{};
    unsigned cards = 0;
    std::uint32_t key = 0;
};

/// Every rank-count vector over \p ranks ranks with at most seven cards and four of a rank, ordered by card count.
inline std::vector<part_vector> part_vectors(unsigned ranks) {
    std::vector<part_vector> out{part_vector{}};
    for (unsigned r = 0; r < ranks; ++r) {
        const std::size_t before = out.size();
        for (std::size_t i = 0; i < before; ++i)
            for (unsigned k = 1; k <= 4 && out[i].cards + k <= max_cards; ++k) {
                part_vector v = out[i];
                v.count[r] = static_cast<std::uint8_t>(k);
                v.cards += k;
                v.key += k * rank_keys[r];
                out.push_back(v);
            }
    }
    std::stable_sort(out.begin(), out.end(), [](const part_vector& a, const part_vector& b) { return a.cards < b.cards; });
    return out;
}

/// Fills \p t: \p best_code values a card set of five to seven cards (the plain definition).
template <class BestCode>
void build(tables& t, BestCode best_code) {
    const std::vector<part_vector> low = part_vectors(low_ranks), high = part_vectors(13 - low_ranks);
    constexpr std::uint16_t unused16 = 0xFFFF;
    t.high_index.fill(unused16);
    for (std::size_t i = 0; i < high.size(); ++i) {
        if (t.high_index[high[i].key] != unused16) throw std::logic_error("five_card_hash: high rank keys collide");
        t.high_index[high[i].key] = static_cast<std::uint16_t>(i);
    }
    constexpr std::uint32_t unused32 = 0xFFFF'FFFFU;
    t.low_start.fill(unused32);
    std::uint32_t start = 0;
    for (const part_vector& l : low) {
        if (t.low_start[l.key] != unused32) throw std::logic_error("five_card_hash: low rank keys collide");
        t.low_start[l.key] = start;
        start += vectors_below(13 - low_ranks, static_cast<unsigned>(max_cards) - l.cards + 1);
    }
    if (start != vectors_below(13, max_cards + 1)) throw std::logic_error("five_card_hash: the blocks do not fill the table");
    std::replace(t.high_index.begin(), t.high_index.end(), unused16, std::uint16_t{0});
    std::replace(t.low_start.begin(), t.low_start.end(), unused32, std::uint32_t{0});
    t.codes.fill(0);
    for (const part_vector& l : low)
        for (const part_vector& h : high) {
            if (l.cards + h.cards > max_cards) break;  // ordered by card count
            if (l.cards + h.cards < 5) continue;
            // A hand with these ranks and no flush: suits dealt round the four, at most two of each.
            std::uint64_t bits = 0;
            unsigned dealt = 0;
            for (unsigned r = 0; r < 13; ++r) {
                const unsigned n = r < low_ranks ? l.count[r] : h.count[r - low_ranks];
                for (unsigned k = 0; k < n; ++k, ++dealt) bits |= std::uint64_t{1} << (16 * (dealt % 4) + r);
            }
            t.codes[t.low_start[l.key] + t.high_index[h.key]] = best_code(card_set::from_bits_unchecked(bits));
        }
    for (unsigned ranks = 0; ranks < 8192; ++ranks) {
        const int n = std::popcount(ranks);
        t.flush[ranks] = n >= 5 && n <= static_cast<int>(max_cards) ? best_code(card_set::from_bits_unchecked(ranks)) : 0;
    }
}

/// The index in `codes` of the hand with \p key (no flush).
[[nodiscard]] inline std::uint32_t index_of(const tables& t, std::uint64_t key) noexcept {
    return t.low_start[key & low_mask] + t.high_index[key >> high_shift];
}

}  // namespace carnival::detail::five_card_hash
