// Colexicographic ranks of card-index sets: colex_unrank inverts colex_rank on every set.
#include "../support/catch.hpp"

#include <carnival/analysis/combinations.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace carnival::analysis;

TEST_CASE("combinations: colex_rank numbers every set 0 to C(52 K) - 1 and colex_unrank inverts it", "[analysis]") {
    std::size_t pairs = 0, triples = 0;
    for_each_index_set<2>([&](const std::array<int, 2>& s) {
        CHECK(colex_unrank<2>(colex_rank(s)) == s);
        ++pairs;
    });
    std::vector<bool> seen(binomial(52, 3));
    for_each_index_set<3>([&](const std::array<int, 3>& s) {
        const std::size_t r = colex_rank(s);
        REQUIRE(r < seen.size());
        CHECK_FALSE(seen[r]);
        seen[r] = true;
        if (colex_unrank<3>(r) != s) CHECK(colex_unrank<3>(r) == s);  // one assertion per failure, not 22,100
        ++triples;
    });
    CHECK(pairs == 1326);
    CHECK(triples == 22100);
    CHECK(colex_unrank<5>(binomial(52, 5) - 1) == std::array<int, 5>{47, 48, 49, 50, 51});
}

TEST_CASE("combinations: indices that are not a sorted set of cards, and ranks past the last set, are refused",
          "[analysis][invalid]") {
    CHECK_THROWS_AS(colex_rank(std::array<int, 2>{3, 3}), std::out_of_range);   // not increasing
    CHECK_THROWS_AS(colex_rank(std::array<int, 2>{5, 2}), std::out_of_range);
    CHECK_THROWS_AS(colex_rank(std::array<int, 2>{-1, 2}), std::out_of_range);
    CHECK_THROWS_WITH(colex_rank(std::array<int, 3>{1, 2, 52}), Catch::Matchers::Contains("got 52 at position 2"));
    CHECK_THROWS_AS(colex_unrank<3>(binomial(52, 3)), std::out_of_range);
    CHECK(colex_rank(std::array<int, 3>{49, 50, 51}) == binomial(52, 3) - 1);
}

TEST_CASE("for_each_subset_in_colex_order: every subset once, in increasing order of the mask", "[analysis][combinations]") {
    const card_mask decks[] = {full_deck, full_deck & ~card_mask{0x8421}, card_mask{0b1011001}, card_mask{0}};
    for (card_mask deck : decks) {
        const auto n = static_cast<std::size_t>(std::popcount(deck));
        for (std::size_t k = 0; k <= (n < 10 ? n : 3); ++k) {  // every size of a small deck
            std::size_t count = 0;
            card_mask last = 0;
            bool increasing = true, inside = true;
            for_each_subset_in_colex_order(deck, k, [&](card_mask set) {
                increasing = increasing && (count == 0 || last < set);
                inside = inside && (set & ~deck) == 0 && static_cast<std::size_t>(std::popcount(set)) == k;
                last = set;
                ++count;
            });
            INFO("deck " << deck << ", k " << k);
            CHECK(count == binomial(n, k));
            CHECK(increasing);
            CHECK(inside);
        }
    }
}

namespace {
// The mask of a set of indices, built bit by bit, and its colex rank summed by hand: C(a,1) + C(b,2) + ….
template <std::size_t K>
std::pair<card_mask, std::uint64_t> mask_and_rank(const std::array<int, K>& s) {
    card_mask m = 0;
    std::uint64_t r = 0;
    for (std::size_t i = 0; i < K; ++i) {
        m |= card_mask{1} << s[i];
        r += binomial(static_cast<std::size_t>(s[i]), i + 1);
    }
    return {m, r};
}
}  // namespace

TEST_CASE("combinations: colex_rank_of a mask, and its unrolled form for K cards, give every set's colex rank",
          "[analysis][combinations]") {
    std::size_t wrong = 0;
    for_each_index_set<3>([&](const std::array<int, 3>& s) {
        const auto [m, r] = mask_and_rank(s);
        wrong += colex_rank_of(m) != r || colex_rank_of<3>(m) != r;
    });
    for_each_index_set<2>([&](const std::array<int, 2>& s) {
        const auto [m, r] = mask_and_rank(s);
        wrong += colex_rank_of(m) != r || colex_rank_of<2>(m) != r;
    });
    CHECK(wrong == 0);
    // The largest sets the unrolled form takes, at both ends of the deck.
    const auto low = mask_and_rank(std::array<int, 7>{0, 1, 2, 3, 4, 5, 6});
    const auto high = mask_and_rank(std::array<int, 7>{3, 17, 25, 38, 44, 50, 51});
    CHECK(colex_rank_of<7>(low.first) == low.second);
    CHECK(colex_rank_of<7>(high.first) == high.second);
    CHECK(colex_rank_of<7>(high.first) == colex_rank_of(high.first));
    CHECK(colex_rank_of<1>(card_mask{1} << 51) == 51);
}
