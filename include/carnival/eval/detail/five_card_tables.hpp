/// \file
/// \brief The lookup tables behind `five_card::accumulator`: a perfect hash of rank counts, and the
/// best flush of each suit's rank mask. The hash's shape is constant; its entries are built once,
/// on first use.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/detail/five_card_rows.hpp>

#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <type_traits>

namespace carnival::detail::five_card_hash {

/// Cards an accumulator holds at most.
inline constexpr std::size_t max_cards = 7;

/// \brief Bit positions in a hand's 64-bit key: four suit counters (bits 20–35) and the sum of the
/// cards' rank keys (bits 39–63; seven cards sum to less than 2^25); bits 0–19 stay 0, since
/// adding and removing cards carries and borrows only upwards. So a rotation (one instruction,
/// `rorx`) reads the rank sum into a 32-bit word with nothing else in it.
inline constexpr int suit_shift = 20;
inline constexpr int rank_shift = 39;
/// Where a key's row starts: the rank sum's top bits.
inline constexpr int row_shift = rank_shift + static_cast<int>(row_bits);
/// The suit counters of an empty hand: 3 in each nibble, so a nibble reaches 8 (bit 3) at five cards of a suit.
inline constexpr std::uint64_t empty_key = std::uint64_t{0x3333} << suit_shift;
/// The bit 3 of each suit counter: set when the suit holds five cards or more.
inline constexpr std::uint64_t flush_bits = std::uint64_t{0x8888} << suit_shift;
/// Rows any 64-bit key can name (`key >> row_shift`): more than hands of seven cards reach.
inline constexpr std::size_t row_count = std::size_t{1} << (64 - row_shift);
static_assert(rows<0>::offset.size() == row_count && 25 - row_bits == 64 - row_shift && suit_shift + 16 <= rank_shift);
static_assert(suit_shift >= 32 - (64 - rank_shift), "a rotation by rank_shift must leave only the rank sum in the low 32 bits");
static_assert([] {  // seven cards of any one rank (what repeated cards can sum to) stay inside the rank sum's bits
    for (std::uint32_t k : rank_keys)
        if (7 * std::uint64_t{k} >= std::uint64_t{1} << (64 - rank_shift)) return false;
    return true;
}());

/// The key of the card with code \p code: its rank key and its suit counter's unit (0 for a non-card).
constexpr std::uint64_t card_key(unsigned code) {
    if (!card::is_valid_code(code)) return 0;
    return std::uint64_t{rank_keys[code & 15U]} << rank_shift | std::uint64_t{1} << (suit_shift + 4 * (code >> 4));
}

/// \brief What adding a card adds to a hand: its key, and its bit in the hand's card set (a sum of
/// distinct bits is their union). Two scalars, not one vector: code() reads the key alone, so the
/// key stays in a general register and the card set is added only where a flush reads it.
struct key_and_bit {
    std::uint64_t key = 0;
    std::uint64_t bit = 0;
};

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

/// `first_card_keys[c.code()]`: the key of the hand holding card c alone, the empty hand's key
/// included (a whole hand of fixed size adds it with its first card, not as one more addition).
inline constexpr std::array<std::uint64_t, 64> first_card_keys = [] {
    std::array<std::uint64_t, 64> keys{};
    for (unsigned code = 0; code < 64; ++code) keys[code] = empty_key + card_key(code);
    return keys;
}();

/// \brief `row_offset<Cards>[key >> row_shift] + (key >> rank_shift)` (modulo 2^32) is a key's entry
/// in the table of rows<Cards>: its row's start plus its place in the row. The offsets are
/// generated constants (no constexpr computation, which costs compile time in every translation
/// unit), for every row a key can name: rows no hand reaches start at 0, so that every key, even
/// of repeated or too many cards, indexes inside the table.
template <unsigned Cards>
inline constexpr const std::array<std::uint32_t, row_count>& row_offset = rows<Cards>::offset;

/// The entries of the hash rows<Cards>: a row's start plus any place in it is inside.
template <unsigned Cards>
using code_table = std::array<std::uint16_t, rows<Cards>::max_start + (std::size_t{1} << row_bits)>;

/// The best hand among five to seven cards of one suit, by the suit's rank mask.
using flush_table = std::array<std::uint16_t, 8192>;

/// \brief Each table's static storage, its own object so that its address is a constant where it
/// is read: zero until built (no constructor runs at start-up).
template <unsigned Cards>
[[nodiscard]] inline code_table<Cards>& codes_storage() noexcept {
    alignas(64) static code_table<Cards> table;
    return table;
}
[[nodiscard]] inline flush_table& flush_storage() noexcept {
    alignas(64) static flush_table table;
    return table;
}

/// \brief The entries, the ranking's 16-bit codes: `codes[index_of(key)]` is the code of every hand
/// of five to seven cards without a flush (what accumulators read), `by_size<N>()` the same for
/// whole hands of N cards in a denser table, `flush[ranks]` the code of the best hand among five
/// to seven cards of one suit; every other entry is 0.
///
/// Sizes: `codes` 90,047 × 2 bytes, the five-, six- and seven-card tables 10,095 + 22,261 + 52,619
/// × 2, `flush` 8,192 × 2: 358 KiB of static storage, beside the constant row offsets (4 × 32 KiB).
struct tables {
    const code_table<0>& codes = codes_storage<0>();
    const flush_table& flush = flush_storage();

    /// The table of hands of \p Cards cards (0: of five to seven).
    template <unsigned Cards>
    [[nodiscard]] const code_table<Cards>& by_size() const noexcept {
        return codes_storage<Cards>();
    }
};

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
/// \brief `key >> row_shift` by BMI's bit-field extraction (`bextr`), which leaves the key in its
/// register: index_of() reads the key twice, and GCC copies it before a shift. Only for processors
/// with BMI (row_of() calls it where the compiler targets them; x86-64 only).
[[gnu::target("bmi")]] [[nodiscard]] inline std::uint64_t row_of_bmi(std::uint64_t key) noexcept {
    return __builtin_ia32_bextr_u64(key, row_shift | (64 - row_shift) << 8);
}
#endif

/// The row of the hand with \p key: `key >> row_shift`.
[[nodiscard]] constexpr std::uint64_t row_of(std::uint64_t key) noexcept {
#if defined(__BMI__) && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (!std::is_constant_evaluated()) return row_of_bmi(key);
#endif
    return key >> row_shift;
}

/// \brief The index in the table of rows<Cards> of the hand with \p key (no flush): inside the table
/// for any key at all. The low 32 bits of the key rotated right by rank_shift are the rank sum,
/// bits 0–19 of a key being 0: one instruction (`rorx`) that keeps the key for the row's shift.
template <unsigned Cards = 0>
[[nodiscard]] constexpr std::uint32_t index_of(std::uint64_t key) noexcept {
    return static_cast<std::uint32_t>(std::rotr(key, rank_shift)) + row_offset<Cards>[row_of(key)];
}

/// \brief Reads \p entry with a relaxed atomic load (a plain load on every target): a whole-hand
/// evaluation reads the tables with no flag checked, racing their first build, and sees 0 or the
/// final value (the builder stores each entry once, atomically).
[[nodiscard]] inline std::uint32_t read(const std::uint16_t& entry) noexcept {
    return std::atomic_ref<std::uint16_t>(const_cast<std::uint16_t&>(entry)).load(std::memory_order_relaxed);
}

/// \brief Fills the tables: \p best_code values a card set of five to seven cards (the plain definition;
/// codes below 2^16). Throws std::logic_error if two rank-count vectors share an entry (the
/// generated rows are wrong) or a code does not fit.
template <class BestCode>
void build(BestCode best_code) {
    const auto narrow = [](std::uint32_t code) {
        if (code == 0 || code > 0xFFFFU) throw std::logic_error("five_card_hash: a code is 0 or wider than 16 bits");
        return static_cast<std::uint16_t>(code);
    };
    // Every rank-count vector of five to seven cards, at most four of a rank; its hand without a
    // flush deals the suits round the four, so at most two cards of a suit.
    std::array<unsigned, 13> count{};
    const auto visit = [&](const auto& self, unsigned rank, unsigned cards, std::uint64_t key) -> void {
        if (rank == 13) {
            if (cards < 5) return;
            std::uint64_t bits = 0;
            unsigned dealt = 0;
            for (unsigned r = 0; r < 13; ++r)
                for (unsigned k = 0; k < count[r]; ++k, ++dealt) bits |= std::uint64_t{1} << (16 * (dealt % 4) + r);
            const std::uint16_t code = narrow(best_code(card_set::from_bits_unchecked(bits)));
            const auto put = [code](std::uint16_t& entry) {
                if (read(entry) != 0) throw std::logic_error("five_card_hash: two rank-count vectors share an entry");
                std::atomic_ref<std::uint16_t>(entry).store(code, std::memory_order_relaxed);
            };
            put(codes_storage<0>()[index_of(key)]);
            if (cards == 5) put(codes_storage<5>()[index_of<5>(key)]);
            if (cards == 6) put(codes_storage<6>()[index_of<6>(key)]);
            if (cards == 7) put(codes_storage<7>()[index_of<7>(key)]);
            return;
        }
        for (unsigned k = 0; k <= 4 && cards + k <= max_cards; ++k) {
            count[rank] = k;
            self(self, rank + 1, cards + k, key + (std::uint64_t{k * rank_keys[rank]} << rank_shift));
        }
        count[rank] = 0;
    };
    visit(visit, 0U, 0U, std::uint64_t{0});
    for (unsigned ranks = 0; ranks < 8192; ++ranks) {
        const int n = std::popcount(ranks);
        if (n >= 5 && n <= static_cast<int>(max_cards))
            std::atomic_ref<std::uint16_t>(flush_storage()[ranks]).store(narrow(best_code(card_set::from_bits_unchecked(ranks))),
                                                                 std::memory_order_relaxed);
    }
}

}  // namespace carnival::detail::five_card_hash
