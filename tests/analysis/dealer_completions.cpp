// Card-removal counts of the dealer's completions against enumeration, for every kind of table
// (accumulated by rank, sorted, looked up one by one).
#include "../support/catch.hpp"

#include <carnival/analysis/dealer_completions.hpp>
#include <carnival/analysis/suit_symmetry.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/random/uniform_below.hpp>
#include <carnival/rules/hand_policy.hpp>

#include <array>
#include <cstdint>
#include <numeric>

using namespace carnival;
using namespace carnival::analysis;

namespace {
using dealer_hand = ranked_hand<three_card, all_of<3>, card_source::dealer>;
using completions = dealer_completions<dealer_hand, queen_high_or_better, 3>;

// `n` distinct random cards as a mask, none of `avoid`.
card_mask draw(xoshiro256ss& rng, std::size_t n, card_mask avoid) {
    card_mask out = 0;
    while (static_cast<std::size_t>(std::popcount(out)) < n) {
        const auto c = static_cast<int>(uniform_below(rng, 52));
        if (((out | avoid) >> c & 1U) == 0) out |= card_mask{1} << c;
    }
    return out;
}
hand_value<three_card> value_of(card_mask set) {
    std::array<card, 3> cards{};
    std::size_t k = 0;
    for (card_mask m = set; m != 0; m &= m - 1) cards[k++] = card::from_dense_index(std::countr_zero(m));
    return evaluate<three_card>(cards);
}
}  // namespace

TEST_CASE("dealer_completions: card removal equals enumeration, every kind of table", "[analysis][dealer_completions]") {
    for (std::size_t budget : {std::size_t{0}, std::size_t{1} << 30}) {
        INFO("memory budget " << budget);
        const completions counts(budget, 2);
        CHECK((budget == 0) == (counts.bytes() == binomial(52, 3) * sizeof(std::uint32_t)));  // no table but the values
        xoshiro256ss rng(budget + 1);
        for (int trial = 0; trial < 300; ++trial) {
            // 0, 1 or 2 face-up dealer cards; 3 to 7 cards the dealer cannot hold (the player's, a board).
            const std::size_t up_cards = static_cast<std::size_t>(trial % 3);
            const card_mask up = draw(rng, up_cards, 0);
            const card_mask excluded = draw(rng, 3 + static_cast<std::size_t>(trial % 5), up);
            const auto player = value_of(draw(rng, 3, 0));
            const auto split = counts.split(up, excluded, player);
            INFO("trial " << trial);
            CHECK(split == counts.split_by_enumeration(up, excluded, player));
            const std::uint64_t left = 52 - up_cards - static_cast<std::size_t>(std::popcount(excluded));
            CHECK(std::accumulate(split.begin(), split.end(), std::uint64_t{0}) == binomial(left, 3 - up_cards));
        }
    }
}

TEST_CASE("dealer_completions: a five-card dealer with one card up, tables by class of suits, every budget", "[analysis][dealer_completions]") {
    using five = ranked_hand<five_card, all_of<5>, card_source::dealer>;
    using ace_king = at_least<five_card, "Ac Kd 4h 3s 2c", "ace-king or better">;
    using completions5 = dealer_completions<five, ace_king, 5>;
    // No table; tables for some sizes, hands enumerated for others; the default: every kind of level read.
    for (std::size_t budget : {std::size_t{0}, std::size_t{8} << 20, std::size_t{3} << 30}) {
        INFO("memory budget " << budget);
        const completions5 counts(budget, 2);
        completions5::memo memo;
        // Another player's value: four deuces and a three.
        const auto other = evaluate<five_card>(std::array<card, 5>{card::from_dense_index(0), card::from_dense_index(13),
                                                                   card::from_dense_index(26), card::from_dense_index(39), card::from_dense_index(1)});
        xoshiro256ss rng(budget + 7);
        for (int trial = 0; trial < 12; ++trial) {
            const card_mask up = draw(rng, 1, 0);
            const card_mask excluded = draw(rng, 5, up);
            std::array<card, 5> cards{};
            std::size_t k = 0;
            for (card_mask m = draw(rng, 5, 0); m != 0; m &= m - 1) cards[k++] = card::from_dense_index(std::countr_zero(m));
            const auto player = evaluate<five_card>(cards);
            INFO("trial " << trial);
            const contest_counts split = counts.split(up, excluded, player);
            CHECK(split == counts.split_by_enumeration(up, excluded, player));
            // Through a thread's memo: the same counts, whether the rows are read at this value
            // for the first time, again, or again after another value.
            CHECK(counts.split(up, excluded, player, memo) == split);
            CHECK(counts.split(up, excluded, player, memo) == split);
            CHECK(counts.split(up, excluded, other, memo) == counts.split(up, excluded, other));
            CHECK(counts.split(up, excluded, player, memo) == split);
        }
    }
}

TEST_CASE("dealer_completions::canonical: one set for each class of sets that differ by the names of the suits", "[analysis][dealer_completions]") {
    using completions5 = dealer_completions<ranked_hand<five_card, all_of<5>, card_source::dealer>, queen_high_or_better, 5>;
    for (std::size_t k = 0; k <= 3; ++k) {
        std::size_t canonical_sets = 0, classes = 0;
        for_each_subset(full_deck, k, [&](card_mask set) {
            const card_mask c = completions5::canonical(set);
            CHECK(std::popcount(c) == std::popcount(set));
            for (std::size_t r = 0; r < suit_renamings.size(); ++r) CHECK(completions5::canonical(rename_suits(set, r)) == c);
            canonical_sets += c == set ? 1 : 0;
        });
        for_each_orbit(full_deck, k, suit_group::all(), [&](card_mask, std::uint32_t, suit_group) { ++classes; });
        CHECK(canonical_sets == classes);  // one canonical set per class: the forms of two classes differ
    }
}
