/// \file
/// \brief `carnival::five_card`: the standard five-card poker ranking (NY (c)(7), (f)(2)).
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/detail/compact_code.hpp>
#include <carnival/eval/detail/five_card_tables.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/hand_category.hpp>

#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

namespace carnival {

namespace detail {
/// \brief Category index of a five-card hand with repeated ranks, in the nibble
/// `2 * (distinct ranks) + (a rank held three times)`: four ranks, a pair (1); three, two pair (2)
/// or trips (3); two, four of a kind (7) or a full house (6). A shift, not a table, so that loops
/// over many hands vectorise.
inline constexpr std::uint64_t five_card_repeated_shape = [] {
    constexpr std::array<std::uint64_t, 12> category{0, 0, 0, 0, 7, 6, 2, 3, 1, 1, 0, 0};
    std::uint64_t packed = 0;
    for (std::size_t i = 0; i < category.size(); ++i) packed |= category[i] << (4 * i);
    return packed;
}();
}  // namespace detail

/// \brief Ranking of five-card hands, highest first: royal flush, straight flush, four of a kind,
/// full house, flush, straight, three of a kind, two pair, pair, high card (NY (c)(7)(i)–(vii)
/// lists the upper ones for the six-card bonus).
///
/// The ace is high and also completes A-2-3-4-5, the lowest straight. Ties break on the ranks
/// that make the hand, then on kickers, highest first.
///
/// Two definitions of a hand's value, proven equal by the tests: code() and best_code() compute it
/// from rank masks with no table (usable in constant expressions); accumulator, the fast path,
/// adds cards one at a time to a 64-bit key and reads the value from tables built on first use
/// (358 KiB, beside 128 KiB of constants: see detail/five_card_tables.hpp). evaluate() and best_of
/// use the accumulator's code_of_hand().
struct five_card {
    /// Cards in a hand.
    static constexpr std::size_t hand_size = 5;
    /// Largest card set best_code() handles directly.
    static constexpr std::size_t max_direct_cards = 7;

    /// Categories, lowest first.
    static constexpr std::array<hand_category, 10> categories{
        hand_category::high_card,      hand_category::pair,           hand_category::two_pair,
        hand_category::three_of_a_kind, hand_category::straight,      hand_category::flush,
        hand_category::full_house,     hand_category::four_of_a_kind, hand_category::straight_flush,
        hand_category::royal_flush};

    /// \brief The code format: 16 bits, `category << 12 | index`, each category having a fixed
    /// number of major and minor ranks (a pair: one and three kickers), so that the accumulator's
    /// tables hold two bytes an entry. decode() gives the category and the rank masks back.
    static constexpr detail::compact_code<10> code_format{{{
        {0, 5}, {1, 3}, {2, 1}, {1, 2}, {1, 0},  // high card, pair, two pair, three of a kind, straight
        {0, 5}, {1, 1}, {1, 1}, {1, 0}, {1, 0},  // flush, full house, four of a kind, straight flush, royal flush
    }}};
    /// The category index and the major and minor rank masks of \p code.
    [[nodiscard]] static constexpr detail::code_parts decode(std::uint32_t code) noexcept { return code_format.decode(code); }
    /// The category index of \p code alone, without the rank masks (decode()'s first part).
    [[nodiscard]] static constexpr unsigned category_index(std::uint32_t code) noexcept { return code_format.category_of(code); }

    /// \brief The code of the hand \p a … \p e: rank-mask arithmetic with no branch, so a
    /// random stream of hands costs no mispredictions.
    [[nodiscard]] static constexpr std::uint32_t code_of(card a, card b, card c, card d, card e) noexcept {
        const std::uint64_t bits = std::uint64_t{1} << a.code() | std::uint64_t{1} << b.code() |
                                   std::uint64_t{1} << c.code() | std::uint64_t{1} << d.code() |
                                   std::uint64_t{1} << e.code();
        const bool flush = std::countr_zero(bits) >> 4 == (63 - std::countl_zero(bits)) >> 4;  // one suit lane
        const std::uint64_t b16 = bits >> 16, b32 = bits >> 32, b48 = bits >> 48;
        const unsigned cl = static_cast<unsigned>(bits) & detail::rank_mask_bits;
        const unsigned di = static_cast<unsigned>(b16) & detail::rank_mask_bits;
        const unsigned he = static_cast<unsigned>(b32) & detail::rank_mask_bits;
        const unsigned sp = static_cast<unsigned>(b48);
        const unsigned ranks = cl | di | he | sp;
        const unsigned pairs = ranks & ~(cl ^ di ^ he ^ sp);                               // held 2 or 4 times
        const unsigned three = ((cl & di) | (he & sp)) & ((cl & he) | (di & sp)) & (cl ^ di ^ he ^ sp);  // 3 times
        // A straight: five different ranks in a row, or A-2-3-4-5 (top rank five). Never with
        // repeated ranks, which leave fewer than five bits.
        const unsigned low = ranks & (0U - ranks);
        const unsigned top = ranks == low * 31U ? low << 4 : (ranks == 0x100FU ? 1U << 3 : 0U);
        // Each hand gets its category from exactly one of two terms, the other being 0: five
        // different ranks (high card 0, straight 4, flush 5, straight flush 8, royal flush 9), or
        // repeated ranks by shape (no flush is possible then, and the shape table maps five ranks to 0).
        const unsigned distinct_category = top != 0 ? 4U + 4U * flush + (flush & (top >> 12)) : 5U * flush;
        const unsigned held = static_cast<unsigned>(detail::popcount13(ranks));
        const unsigned repeated_category =
            static_cast<unsigned>(detail::five_card_repeated_shape >> (8U * held + 4U * unsigned{three != 0})) & 15U;
        const unsigned category = distinct_category + repeated_category;
        // Major ranks: a straight's top, the trips, or the pair(s) or four; the rest are kickers.
        const unsigned major = top | (three != 0 ? three : pairs);
        const unsigned minor = top != 0 ? 0U : ranks & ~major;
        return code_format.encode(category, major, minor);
    }

    /// The code of \p hand.
    [[nodiscard]] static constexpr std::uint32_t code(std::span<const card, 5> hand) noexcept {
        return code_of(hand[0], hand[1], hand[2], hand[3], hand[4]);
    }

    /// \brief The code of the best five-card hand among \p cards (five to seven cards).
    ///
    /// Works on the suit lanes and rank masks at once, never enumerating subsets. With at most
    /// seven cards a flush rules out four of a kind and a full house, so a flush is final.
    [[nodiscard]] static constexpr std::uint32_t best_code(card_set cards) noexcept {
        const std::uint64_t bits = cards.bits();
        const auto lane = [bits](int s) { return static_cast<unsigned>(bits >> (16 * s)) & detail::rank_mask_bits; };
        const unsigned c = lane(0), d = lane(1), h = lane(2), s = lane(3);
        const unsigned ranks = c | d | h | s;

        unsigned flush = 0;
        if (detail::popcount13(c) >= 5) flush = c;
        if (detail::popcount13(d) >= 5) flush = d;
        if (detail::popcount13(h) >= 5) flush = h;
        if (detail::popcount13(s) >= 5) flush = s;
        if (flush != 0) {
            const unsigned top = detail::straight_top(flush, 5);
            if (top == 1U << 12) return code_format.encode(9, top, 0);  // royal flush
            if (top != 0) return code_format.encode(8, top, 0);
            return code_format.encode(5, 0, detail::top_bits(flush, 5));
        }

        const unsigned four = c & d & h & s;
        if (four != 0) return code_format.encode(7, four, detail::top_bits(ranks & ~four, 1));

        const unsigned odd = c ^ d ^ h ^ s;                                 // ranks held 1 or 3 times
        const unsigned three = ((c & d) | (h & s)) & ((c & h) | (d & s));    // ranks held 3 times
        const unsigned pairs = ranks & ~odd;                                // ranks held 2 times
        if (three != 0) {
            const unsigned trips = detail::top_bit(three);
            const unsigned rest = (three & ~trips) | pairs;
            if (rest != 0) return code_format.encode(6, trips, detail::top_bit(rest));
        }
        const unsigned top = detail::straight_top(ranks, 5);
        if (top != 0) return code_format.encode(4, top, 0);
        if (three != 0) return code_format.encode(3, three, detail::top_bits(ranks & ~three, 2));
        if (pairs != 0) {
            if ((pairs & (pairs - 1)) != 0) {
                const unsigned two = detail::top_bits(pairs, 2);
                return code_format.encode(2, two, detail::top_bits(ranks & ~two, 1));
            }
            return code_format.encode(1, pairs, detail::top_bits(ranks & ~pairs, 3));
        }
        return code_format.encode(0, 0, detail::top_bits(ranks, 5));
    }

    /// \brief An incremental hand (incremental_ranking): add() and remove() cost two additions (the
    /// key and the card's bit; the bit's is dropped where no flush or cards() reads it), code() a
    /// flush test, a rotation, a shift and two table reads, whatever the number of cards (five to seven).
    /// Not for constant expressions (evaluate() uses code() and best_code() there).
    ///
    /// The key adds up each card's rank key, which a perfect hash turns into a table entry, and
    /// four suit counters that show a flush without looking at the cards again.
    class accumulator {
    public:
        /// Most cards code() reads.
        static constexpr std::size_t max_cards = detail::five_card_hash::max_cards;
        /// What adding a card adds, prepared once by key_of(): for enumerations that add the same cards many times.
        using card_key = detail::five_card_hash::key_and_bit;

        /// No card. The first accumulator builds the tables (every later one checks a flag), so that
        /// an accumulator's code() reads them with no check: enumerations copy accumulators, and a
        /// copy does not check.
        accumulator() noexcept { build_tables_once(); }

        /// What add(\p c) adds.
        [[nodiscard]] static card_key key_of(card c) noexcept { return detail::five_card_hash::card_keys[c.code()]; }
        /// Adds card \p c (not already held; at most max_cards in all).
        void add(card c) noexcept { add(key_of(c)); }
        /// Adds the card whose key_of() is \p key.
        void add(const card_key& key) noexcept {
            key_ += key.key;
            held_ += key.bit;
        }
        /// Removes card \p c (held).
        void remove(card c) noexcept {
            const card_key k = key_of(c);
            key_ -= k.key;
            held_ -= k.bit;
        }

        /// Whether two accumulators hold the same cards.
        friend bool operator==(const accumulator& a, const accumulator& b) noexcept {
            return a.key_ == b.key_ && a.held_ == b.held_;
        }

        /// The cards held.
        [[nodiscard]] card_set cards() const noexcept { return card_set::from_bits_unchecked(held_); }

        /// The code of the best five-card hand among the cards held (five to seven of them): a
        /// constructor built the tables, so there is nothing to check.
        [[nodiscard]] std::uint32_t code() const noexcept {
            namespace hash = detail::five_card_hash;
            if ((key_ & hash::flush_bits) != 0) [[unlikely]] return flush_code(key_, held_);
            return hash::codes_storage<0>()[hash::index_of(key_)];
        }

        /// \brief What adding \p cards (five to seven) and reading code() gives, for a whole hand at
        /// once: the keys alone are added (8 bytes a card), and the cards are read again only for a
        /// flush. No flag is checked: an entry that reads 0 means the tables are not built yet.
        template <std::size_t N>
        [[nodiscard]] static std::uint32_t code_of_hand(std::span<const card, N> cards) noexcept {
            namespace hash = detail::five_card_hash;
            std::uint64_t key = hash::empty_key;
            if constexpr (N != std::dynamic_extent && N > 0) {  // the empty hand's key comes with the first card's
                key = hash::first_card_keys[cards[0].code()];
                for (std::size_t i = 1; i < N; ++i) key += hash::rank_and_suit_keys[cards[i].code()];
            } else {
                for (card c : cards) key += hash::rank_and_suit_keys[c.code()];
            }
            constexpr unsigned size = N >= 5 && N <= max_cards ? static_cast<unsigned>(N) : 0U;  // a table of N-card hands
            const std::uint32_t found = hand_entry<size>(key, cards);
            if (found != 0) [[likely]] return found;
            return hand_entry_once_built<size>(key, own(cards));
        }

    private:
        // The code of a flush: the best hand of the suit (out of line, so that the loops that call
        // code() run straight through).
        [[gnu::cold, gnu::noinline]] static std::uint32_t flush_code(std::uint64_t key, std::uint64_t held) noexcept {
            return detail::five_card_hash::flush_storage()[(held >> (16 * flush_suit(key))) & detail::rank_mask_bits];
        }
        // The suit whose counter reached 8 in \p key (one suit: at most seven cards). Read from the
        // counters again, not from the flush test's result, so that the test stays a test.
        [[nodiscard]] static int flush_suit(std::uint64_t key) noexcept {
            return std::countr_zero(static_cast<unsigned>(key >> detail::five_card_hash::suit_shift) & 0x8888U) / 4;
        }

        // The entry of the whole hand \p cards (key \p key) in the table of hands of \p Size cards
        // (0: five to seven), read atomically: 0 while the tables are not built (their shape is
        // constant, their entries 0 until then).
        template <unsigned Size, std::size_t N>
        [[nodiscard]] static std::uint32_t hand_entry(std::uint64_t key, std::span<const card, N> cards) noexcept {
            namespace hash = detail::five_card_hash;
            if ((key & hash::flush_bits) != 0) [[unlikely]] return flush_entry<N>(key, own(cards));
            return hash::read(hash::codes_storage<Size>()[hash::index_of<Size>(key)]);
        }
        // A copy of \p cards where their number is fixed, for the out-of-line paths: so that the
        // caller's cards need not stay in memory for them (and a loop over hands can keep its sums).
        template <std::size_t N>
        [[nodiscard]] static auto own(std::span<const card, N> cards) noexcept {
            if constexpr (N == std::dynamic_extent) {
                return cards;
            } else {
                std::array<card, N> copy{};
                for (std::size_t i = 0; i < N; ++i) copy[i] = cards[i];
                return copy;
            }
        }
        // The flush suit's ranks are a lane of the cards' set, gathered with no branch (a branch per
        // card would be mispredicted about once a hand).
        template <std::size_t N>
        [[gnu::cold, gnu::noinline]] static std::uint32_t flush_entry(std::uint64_t key, std::span<const card, N> cards) noexcept {
            std::uint64_t held = 0;
            for (card c : cards) held |= std::uint64_t{1} << (c.code() & 63U);
            const auto ranks = static_cast<unsigned>(held >> (16 * flush_suit(key))) & detail::rank_mask_bits;
            return detail::five_card_hash::read(detail::five_card_hash::flush_storage()[ranks]);
        }
        template <unsigned Size>
        [[gnu::cold, gnu::noinline]] static std::uint32_t hand_entry_once_built(std::uint64_t key,
                                                                               std::span<const card> cards) noexcept {
            build_tables_once();
            return hand_entry<Size>(key, cards);
        }

        std::uint64_t key_ = detail::five_card_hash::empty_key;  // the sum of the cards' keys
        std::uint64_t held_ = 0;                                  // the cards, one bit each
    };

    /// \brief The accumulator's tables, built from best_code() on first use (thread-safe; nothing runs
    /// at static initialisation, so no order problem). After the first call, one load and a branch.
    [[nodiscard]] static detail::five_card_hash::tables tables() {
        build_tables_once();
        return {};
    }

private:
    [[nodiscard]] static std::atomic<bool>& tables_ready() noexcept {
        static std::atomic<bool> ready{false};
        return ready;
    }
    static void build_tables_once() noexcept {
        if (!tables_ready().load(std::memory_order_acquire)) [[unlikely]] build_tables();
    }
    // Terminates if the generated rows put two hands on one entry (a defect the tests rule out).
    [[gnu::cold, gnu::noinline]] static void build_tables() noexcept {
        static const bool built = [] {
            detail::five_card_hash::build(&five_card::best_code);
            tables_ready().store(true, std::memory_order_release);
            return true;
        }();
        (void)built;
    }
};

}  // namespace carnival
