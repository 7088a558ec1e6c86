// Incremental evaluation: every fast path equal to the plain definition, exhaustively where the
// space allows (all five- and six-card hands, every seven-card rank pattern and flush), on random
// seven-card deals otherwise; the subset-trying accumulator of a ranking without a fast path; the
// enumeration that extends a shared prefix.
#include "../support/catch.hpp"
#include "../support/enumerate.hpp"

#include "../../examples/games/four_card.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/for_each_hand.hpp>
#include <carnival/eval/hand_accumulator.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selections/best_of.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <vector>

using namespace carnival;

namespace {

// The plain definition: the best code among every five-card subset, by five_card::code.
std::uint32_t plain_best(card_set cards) {
    std::vector<card> list(cards.begin(), cards.end());
    return detail::best_code_among<five_card>(list.data(), list.size());
}

card_set set_of(const char* text) {
    card_set s;
    for (card c : parse_cards(text)) s.insert(c);
    return s;
}

five_card::accumulator accumulate(card_set cards) {
    five_card::accumulator a;
    for (card c : cards) a.add(c);
    return a;
}

}  // namespace

TEST_CASE("incremental_ranking: five_card offers an accumulator, the others are valued through subsets",
          "[eval][accumulator]") {
    STATIC_REQUIRE(incremental_ranking<five_card>);
    STATIC_REQUIRE_FALSE(incremental_ranking<three_card>);
    STATIC_REQUIRE_FALSE(incremental_ranking<four_card_poker::four_card>);
    STATIC_REQUIRE(std::is_same_v<hand_accumulator<five_card>::accumulator_type, five_card::accumulator>);
    STATIC_REQUIRE(hand_accumulator<five_card>::max_cards == 7);
    STATIC_REQUIRE(std::is_same_v<hand_accumulator<three_card>::accumulator_type, detail::subset_accumulator<three_card>>);
    STATIC_REQUIRE(sizeof(five_card::accumulator) == 16);
}

TEST_CASE("five_card accumulator: every five-card hand, built one card at a time, equals five_card::code",
          "[eval][accumulator]") {
    long hands = 0, mismatches = 0;
    for_each_hand<5, five_card>([&](const hand_accumulator<five_card>& hand, card_set cards) {
        const std::vector<card> list(cards.begin(), cards.end());
        const auto plain = five_card::code(std::span<const card, 5>(list.data(), 5));
        if (hand.value().code() != plain && ++mismatches < 10) FAIL_CHECK(to_string(cards));
        ++hands;
    });
    CHECK(hands == 2598960);
    CHECK(mismatches == 0);
}

TEST_CASE("five_card accumulator: every six-card hand equals the best of its six five-card subsets",
          "[eval][accumulator]") {
    long hands = 0, mismatches = 0;
    test_support::for_each_hand<6>([&](const std::array<card, 6>& six) {
        five_card::accumulator a;
        for (card c : six) a.add(c);
        const auto plain = detail::best_code_by_subsets<five_card, best_of<6>>(six);
        if ((a.code() != plain || evaluate<five_card, best_of<6>>(six).code() != plain) && ++mismatches < 10)
            FAIL_CHECK(to_string(six));
        ++hands;
    });
    CHECK(hands == 20358520);
    CHECK(mismatches == 0);
}

TEST_CASE("five_card accumulator: every seven-card rank pattern, every flush, and random deals", "[eval][accumulator]") {
    // Every rank-count vector of seven cards (at most four of a rank), its suits dealt in two ways
    // (added one by one, and valued as a whole hand by code_of_hand, from both its tables):
    // round the four suits (no flush), and filling one suit first (a flush whenever five or more
    // ranks are present), against the best of the 21 five-card subsets.
    long patterns = 0, mismatches = 0;
    std::array<int, 13> count{};
    const auto check = [&](std::uint64_t bits) {
        const card_set cards = card_set::from_bits_unchecked(bits);
        const std::vector<card> list(cards.begin(), cards.end());
        REQUIRE(list.size() == 7);
        // The table of any hand of five to seven cards (a span of any length), and of seven cards.
        const auto whole = five_card::accumulator::code_of_hand(std::span<const card>(list));
        const auto whole7 = five_card::accumulator::code_of_hand(std::span<const card, 7>(list.data(), 7));
        const auto plain = plain_best(cards);
        if ((accumulate(cards).code() != plain || whole != plain || whole7 != plain) && ++mismatches < 10)
            FAIL_CHECK(to_string(cards));
    };
    const auto visit = [&](auto& self, int rank, int left) -> void {
        if (rank == 13) {
            if (left != 0) return;
            ++patterns;
            std::uint64_t round = 0, suit_first = 0;
            int dealt = 0;
            std::array<int, 4> in_suit{};
            for (int r = 0; r < 13; ++r)
                for (int k = 0; k < count[static_cast<std::size_t>(r)]; ++k, ++dealt) {
                    round |= std::uint64_t{1} << (16 * (dealt % 4) + r);
                    suit_first |= std::uint64_t{1} << (16 * k + r);  // the k-th card of a rank in suit k
                    ++in_suit[static_cast<std::size_t>(k)];
                }
            check(round);
            check(suit_first);
            return;
        }
        for (int k = 0; k <= 4 && k <= left; ++k) {
            count[static_cast<std::size_t>(rank)] = k;
            self(self, rank + 1, left - k);
        }
        count[static_cast<std::size_t>(rank)] = 0;
    };
    visit(visit, 0, 7);
    CHECK(patterns == 49205);  // seven cards over 13 ranks, at most four of a rank

    // Every flush of five, six or seven cards of one suit, with the other cards off-suit.
    for (unsigned ranks = 0; ranks < 8192; ++ranks) {
        const int n = std::popcount(ranks);
        if (n < 5) continue;
        for (int suit = 0; suit < 4; ++suit) {
            std::uint64_t bits = std::uint64_t{ranks} << (16 * suit);
            for (int extra = n, r = 0; extra < 7; ++extra, ++r) bits |= std::uint64_t{1} << (16 * ((suit + 1 + r % 3) % 4) + r);
            if (n <= 7) check(bits);
        }
    }

    std::mt19937_64 g{7};
    for (int i = 0; i < 200000; ++i) {
        const auto seven = test_support::random_hand<7>(g);
        card_set cards;
        for (card c : seven) cards.insert(c);
        check(cards.bits());
        CHECK(evaluate<five_card, best_of<7>>(seven).code() == five_card::best_code(cards));
        if (i % 1000 == 0) REQUIRE(mismatches == 0);
    }
    CHECK(mismatches == 0);
}

TEST_CASE("five_card accumulator: remove undoes add, and copies are independent", "[eval][accumulator]") {
    std::mt19937_64 g{8};
    for (int i = 0; i < 20000; ++i) {
        const auto seven = test_support::random_hand<7>(g);
        five_card::accumulator a;
        for (card c : seven) a.add(c);
        const five_card::accumulator before = a;
        a.remove(seven[3]);
        card_set six;
        for (std::size_t k = 0; k < 7; ++k)
            if (k != 3) six.insert(seven[k]);
        REQUIRE(a.code() == plain_best(six));
        REQUIRE(a.cards() == six);
        a.add(seven[3]);
        REQUIRE(a == before);
    }
}

namespace {
// Checks the table of rows<Cards> (0: five to seven cards): each rank-count vector of that many
// cards, dealt round the four suits (no flush), reaches its own entry, which holds a code; no other
// entry does; and every key at all indexes inside the table.
template <unsigned Cards>
void check_hash(const detail::five_card_hash::tables& t, long expected_vectors) {
    namespace hash = detail::five_card_hash;
    const auto& codes = t.by_size<Cards>();
    std::vector<int> reached(codes.size(), 0);
    std::array<int, 13> count{};
    long vectors = 0;
    const auto visit = [&](auto& self, int rank, int left) -> void {
        if (rank == 13) {
            std::uint64_t key = hash::empty_key;
            int dealt = 0;
            for (int r = 0; r < 13; ++r)
                for (int k = 0; k < count[static_cast<std::size_t>(r)]; ++k, ++dealt)
                    key += hash::rank_and_suit_keys[static_cast<std::size_t>(16 * (dealt % 4) + r)];
            if (dealt >= 5 && (Cards == 0 || dealt == static_cast<int>(Cards))) {
                ++vectors;
                ++reached[hash::index_of<Cards>(key)];
            }
            return;
        }
        for (int k = 0; k <= 4 && k <= left; ++k) {
            count[static_cast<std::size_t>(rank)] = k;
            self(self, rank + 1, left - k);
        }
        count[static_cast<std::size_t>(rank)] = 0;
    };
    visit(visit, 0, 7);
    CHECK(vectors == expected_vectors);
    CHECK(vectors == hash::rows<Cards>::vectors);
    CHECK(std::ranges::count(reached, 1) == vectors);
    CHECK(std::ranges::count(reached, 0) == static_cast<long>(codes.size()) - vectors);
    long agree = 0;
    for (std::size_t i = 0; i < codes.size(); ++i) agree += (codes[i] != 0) == (reached[i] == 1) ? 1 : 0;
    CHECK(agree == static_cast<long>(codes.size()));
    // A key's index is its row's start plus its place in the row, whatever the row: check every
    // row's first and last place (bits 0–19 of a key are always 0).
    for (std::size_t row = 0; row < hash::row_count; ++row) {
        const std::uint64_t first = std::uint64_t{row} << hash::row_shift;
        const std::uint64_t last = (first | ((std::uint64_t{1} << hash::row_shift) - 1)) & ~((std::uint64_t{1} << hash::suit_shift) - 1);
        INFO("row " << row);
        REQUIRE(hash::index_of<Cards>(first) < codes.size());
        REQUIRE(hash::index_of<Cards>(last) < codes.size());
    }
}
}  // namespace

TEST_CASE("five_card tables: perfect hashes of the rank-count vectors of five to seven cards, and of each size",
          "[eval][accumulator]") {
    // Vectors of n cards over the thirteen ranks, at most four of a rank, counted by a recurrence.
    std::array<long, 8> ways{1, 0, 0, 0, 0, 0, 0, 0};
    for (int r = 0; r < 13; ++r) {
        std::array<long, 8> next{};
        for (int n = 0; n < 8; ++n)
            for (int k = 0; k <= 4 && n + k < 8; ++k) next[static_cast<std::size_t>(n + k)] += ways[static_cast<std::size_t>(n)];
        ways = next;
    }
    CHECK(ways[5] + ways[6] + ways[7] == 73775);
    const auto& t = five_card::tables();
    check_hash<0>(t, ways[5] + ways[6] + ways[7]);
    check_hash<5>(t, ways[5]);
    check_hash<6>(t, ways[6]);
    check_hash<7>(t, ways[7]);
    // Card keys leave bits 0–19 clear, which index_of's rotation needs; so do sums and differences.
    for (std::uint64_t key : detail::five_card_hash::rank_and_suit_keys)
        CHECK((key & ((std::uint64_t{1} << detail::five_card_hash::suit_shift) - 1)) == 0);
}

TEST_CASE("five_card tables: a key's row, by the shift and by BMI's bit-field extraction", "[eval][accumulator]") {
    namespace hash = detail::five_card_hash;
    // Every row's first and last key, and keys with every single bit set (the portable shift in a
    // constant expression; row_of_bmi wherever the processor has BMI, whatever this build targets).
    std::vector<std::uint64_t> keys;
    for (std::uint64_t row = 0; row < hash::row_count; ++row) {
        keys.push_back(row << hash::row_shift);
        keys.push_back(row << hash::row_shift | ((std::uint64_t{1} << hash::row_shift) - 1));
    }
    for (int bit = 0; bit < 64; ++bit) keys.push_back(std::uint64_t{1} << bit);
    static_assert(hash::row_of(~std::uint64_t{0}) == hash::row_count - 1 && hash::row_of(std::uint64_t{1} << hash::row_shift) == 1);
    long wrong = 0;
    for (std::uint64_t key : keys) wrong += hash::row_of(key) != key >> hash::row_shift ? 1 : 0;
    CHECK(wrong == 0);
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (__builtin_cpu_supports("bmi")) {
        for (std::uint64_t key : keys) wrong += hash::row_of_bmi(key) != key >> hash::row_shift ? 1 : 0;
        CHECK(wrong == 0);
    } else {
        WARN("this processor has no BMI: row_of_bmi not checked");
    }
#endif
}

TEST_CASE("five_card: repeated cards and too many cards give some value, never a read outside the tables",
          "[eval][accumulator]") {
    // evaluate's contract: repeated cards give an unspecified value, never undefined behaviour (the
    // sanitizer builds check the reads); the same for an accumulator given more than seven cards or
    // a card it does not hold.
    const card ace = card::from_dense_index(12), deuce = card::from_dense_index(0);
    const std::array<card, 5> five_aces{ace, ace, ace, ace, ace};
    const std::array<card, 7> seven_aces{ace, ace, ace, ace, ace, ace, ace};
    const std::array<card, 7> seven_deuces{deuce, deuce, deuce, deuce, deuce, deuce, deuce};
    std::vector<std::uint32_t> codes{evaluate<five_card>(five_aces).code(), evaluate<five_card, best_of<7>>(seven_aces).code(),
                                     evaluate<five_card, best_of<7>>(seven_deuces).code()};
    five_card::accumulator many;
    for (card c : card_set::full_deck()) many.add(c);
    codes.push_back(many.code());
    five_card::accumulator removed;
    removed.remove(ace);
    codes.push_back(removed.code());
    for (int i = 0; i < 7; ++i) many.add(ace);
    codes.push_back(many.code());
    // Whatever was read is an entry of the tables: a code of the ranking's categories (or 0).
    for (std::uint32_t code : codes) CHECK((code >> 12) < five_card::categories.size());
}

TEST_CASE("hand_accumulator: a ranking without a fast path is valued by trying every subset", "[eval][accumulator]") {
    // Best three-card hand of five cards, and the designer's four-card ranking on six.
    std::mt19937_64 g{9};
    for (int i = 0; i < 5000; ++i) {
        const auto five = test_support::random_hand<5>(g);
        hand_accumulator<three_card> h;
        for (card c : five) h.add(c);
        REQUIRE(h.value().code() == detail::best_code_by_subsets<three_card, best_of<5>>(five));
        const auto six = test_support::random_hand<6>(g);
        hand_accumulator<four_card_poker::four_card> f;
        for (card c : six) f = f + c;
        REQUIRE(f.value() == evaluate<four_card_poker::four_card, best_of<6>>(six));
    }
    // A three-card hand exactly: the subset path agrees with evaluate on all 22,100.
    for_each_hand<3, three_card>([](const hand_accumulator<three_card>& h, card_set cards) {
        const std::vector<card> list(cards.begin(), cards.end());
        REQUIRE(h.value() == evaluate<three_card>(list));
    });
}

TEST_CASE("for_each_extension: every extension of a prefix, once, with the prefix's cards", "[eval][accumulator]") {
    const card_set prefix_cards = set_of("As Ks");
    hand_accumulator<five_card> prefix;
    for (card c : prefix_cards) prefix.add(c);
    const card_set from = card_set::full_deck() - prefix_cards - set_of("2c 3c");
    long n = 0;
    std::array<long, hand_category_count> by_category{};
    for_each_extension<4>(prefix, prefix_cards, from, [&](const hand_accumulator<five_card>& hand, card_set cards) {
        REQUIRE(cards.size() == 6);
        REQUIRE(prefix_cards.is_subset_of(cards));
        REQUIRE((cards & set_of("2c 3c")).empty());
        REQUIRE(hand.value() == evaluate<five_card, best_of<6>>(std::vector<card>(cards.begin(), cards.end())));
        ++by_category[static_cast<std::size_t>(hand.value().category())];
        ++n;
    });
    CHECK(n == 194580);  // C(48, 4)
    // Six cards with A-K of spades make a royal flush with Q-J-T of spades and any one other card.
    CHECK(by_category[static_cast<std::size_t>(hand_category::royal_flush)] == 45);
}

TEST_CASE("for_each_extension: new cards in lexicographic order of the deck by rank, then suit", "[eval][accumulator]") {
    // Every pair of the eight cards below, in the documented order: 2c 2d 2h 2s 3c … by position.
    const card_set from = set_of("2c 2d 2h 2s 3c 3d 3h 3s");
    const std::vector<card> by_rank = parse_cards("2c 2d 2h 2s 3c 3d 3h 3s");
    std::vector<card_set> seen;
    for_each_extension<2>(hand_accumulator<five_card>{}, card_set{}, from,
                          [&](const hand_accumulator<five_card>&, card_set cards) { seen.push_back(cards); });
    std::vector<card_set> expected;
    for (std::size_t i = 0; i < by_rank.size(); ++i)
        for (std::size_t j = i + 1; j < by_rank.size(); ++j) expected.push_back(card_set{by_rank[i], by_rank[j]});
    CHECK(seen == expected);
}

TEST_CASE("keyed_accumulator: adding a card's prepared key is adding the card", "[eval][accumulator]") {
    STATIC_REQUIRE(keyed_accumulator<five_card::accumulator>);
    STATIC_REQUIRE(keyed_accumulator<hand_accumulator<five_card>>);
    STATIC_REQUIRE_FALSE(keyed_accumulator<hand_accumulator<three_card>>);
    std::mt19937_64 g{10};
    for (int i = 0; i < 2000; ++i) {
        const auto seven = test_support::random_hand<7>(g);
        hand_accumulator<five_card> by_card, by_key;
        for (card c : seven) {
            by_card.add(c);
            by_key.add(hand_accumulator<five_card>::key_of(c));
        }
        REQUIRE(by_card == by_key);
        REQUIRE(by_key.value() == evaluate<five_card, best_of<7>>(seven));
    }
}
