// card, rank, suit and card_set.
#include "../support/catch.hpp"

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/literals.hpp>
#include <carnival/cards/parse.hpp>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <ranges>
#include <set>
#include <vector>

using namespace carnival;
using namespace carnival::literals;

TEST_CASE("card: one byte - 52 distinct cards - rank and suit round-trip", "[cards]") {
    STATIC_REQUIRE(sizeof(card) == 1);
    std::set<std::uint8_t> codes;
    for (rank r : all_ranks)
        for (suit s : all_suits) {
            const card c(r, s);
            CHECK(c.rank() == r);
            CHECK(c.suit() == s);
            CHECK(card::is_valid_code(c.code()));
            CHECK(card::from_dense_index(c.dense_index()) == c);
            codes.insert(c.code());
        }
    CHECK(codes.size() == 52);
    CHECK_FALSE(card::is_valid_code(13));
    CHECK_FALSE(card::is_valid_code(64));
    CHECK(card{} == card(rank::two, suit::clubs));
    CHECK(card(rank::ace, suit::clubs) < card(rank::two, suit::diamonds));  // canonical order: suit lanes
    CHECK(symbol(rank::ten) == 'T');
    CHECK(name(rank::queen) == "queen");
    CHECK(plural_name(rank::six) == "sixes");
    CHECK(name(suit::diamonds) == "diamonds");
}

TEST_CASE("card_set: set operations and a range interface", "[cards]") {
    constexpr card_set hand = "As Kd Qh"_cards;
    STATIC_REQUIRE(hand.size() == 3);
    STATIC_REQUIRE(std::ranges::forward_range<card_set>);
    STATIC_REQUIRE(ranges::forward_range<card_set>);

    CHECK(hand.contains("Kd"_card));
    CHECK_FALSE(hand.contains("Ks"_card));
    CHECK((hand | "2c"_cards).size() == 4);
    CHECK((hand - "Kd"_cards) == "As Qh"_cards);
    CHECK((hand & "Kd Kc"_cards) == "Kd"_cards);
    CHECK((hand ^ "Kd Kc"_cards) == "As Qh Kc"_cards);
    CHECK((~hand).size() == 49);
    CHECK(card_set::full_deck().size() == 52);
    CHECK(card_set{}.empty());
    CHECK(hand.is_subset_of(card_set::full_deck()));
    CHECK(hand.ranks() == (1U << index(rank::ace) | 1U << index(rank::king) | 1U << index(rank::queen)));
    CHECK(hand.suit_ranks(suit::spades) == 1U << index(rank::ace));

    // Iteration in canonical order; range-v3 pipelines work on it.
    const std::vector<card> cards(hand.begin(), hand.end());
    CHECK(cards == std::vector<card>{"Kd"_card, "Qh"_card, "As"_card});
    const auto spades = card_set::full_deck() | ranges::views::filter([](card c) { return c.suit() == suit::spades; }) |
                        ranges::views::transform([](card c) { return to_string(c); }) | ranges::to<std::vector>();
    CHECK(spades.size() == 13);
    CHECK(spades.front() == "2s");
    CHECK(to_string(hand) == "Kd Qh As");

    card_set s;
    s.insert("2c"_card).insert("2c"_card);
    CHECK(s.size() == 1);
    s.erase("2c"_card);
    CHECK(s.empty());
    CHECK_THROWS_AS((card_set{"2c"_card, "2c"_card}), std::invalid_argument);
    CHECK_THROWS_AS(card_set::from_bits(1ULL << 13), std::invalid_argument);
}
