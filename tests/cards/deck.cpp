// deck and inspect(): the opening-of-table inspection (procedures, Opening of the Table 1-4).
#include "../support/catch.hpp"

#include <carnival/cards/deck.hpp>
#include <carnival/cards/inspect.hpp>
#include <carnival/cards/literals.hpp>

#include <bit>
#include <cstdint>
#include <vector>

using namespace carnival;
using namespace carnival::literals;

TEST_CASE("deck: the standard 52 cards - spread by suit and in sequence", "[cards][deck]") {
    const deck d;
    REQUIRE(d.size() == 52);
    CHECK(d[0] == "2c"_card);
    CHECK(d[12] == "Ac"_card);
    CHECK(d[13] == "2d"_card);
    CHECK(d[51] == "As"_card);
    const deck_inspection report = inspect(d);
    CHECK(report.complete());
    CHECK(report.summary() == "complete");
}

TEST_CASE("inspect: missing and duplicate cards are reported", "[cards][deck]") {
    const deck full;
    // 2c missing, As replaced by a second Kd, and a third Kd.
    std::vector<card> cards(full.begin() + 1, full.end() - 1);
    cards.insert(cards.end(), {"Kd"_card, "Kd"_card});
    const deck_inspection report = inspect(deck(cards));
    CHECK_FALSE(report.complete());
    CHECK(report.missing == "2c As"_cards);
    CHECK(report.duplicates == std::vector<card>{"Kd"_card, "Kd"_card});
    CHECK(report.summary() == "missing: 2c As; duplicates: Kd Kd");
    CHECK(inspect(deck(std::vector<card>{})).missing.size() == 52);
}

TEST_CASE("inspect: values that are not cards are reported, never read as cards", "[cards][deck]") {
    const deck full;
    // Bytes copied in from elsewhere: code 13 (rank 13 of clubs) and 200 (beyond every suit lane).
    std::vector<card> cards(full.begin(), full.end());
    cards.insert(cards.end(), {std::bit_cast<card>(std::uint8_t{13}), std::bit_cast<card>(std::uint8_t{200})});
    const deck_inspection report = inspect(deck(cards));
    CHECK_FALSE(report.complete());
    CHECK(report.missing.empty());
    CHECK(report.duplicates.empty());
    REQUIRE(report.not_cards.size() == 2);
    CHECK(report.not_cards[0].code() == 13);
    CHECK(report.summary() == "not cards: code 13, code 200");
}

TEST_CASE("deck::at checks its position, naming it and the deck's size", "[cards]") {
    const deck d;
    CHECK(d.at(0) == d[0]);
    CHECK(d.at(51) == d[51]);
    CHECK_THROWS_AS(d.at(52), std::out_of_range);
    CHECK_THROWS_WITH(deck(std::vector<card>{}).at(0), Catch::Matchers::Contains("card 0 of a deck of 0"));
}
