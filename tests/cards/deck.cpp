// deck and inspect(): the opening-of-table inspection (procedures, Opening of the Table 1-4).
#include "../support/catch.hpp"

#include <carnival/cards/deck.hpp>
#include <carnival/cards/inspect.hpp>
#include <carnival/cards/literals.hpp>

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
    std::vector<card> cards(full.begin(), full.end());
    cards.erase(cards.begin());               // 2c missing
    cards.back() = "Kd"_card;                 // As replaced by a second Kd
    cards.push_back("Kd"_card);               // and a third
    const deck_inspection report = inspect(deck(cards));
    CHECK_FALSE(report.complete());
    CHECK(report.missing == "2c As"_cards);
    CHECK(report.duplicates == std::vector<card>{"Kd"_card, "Kd"_card});
    CHECK(report.summary() == "missing: 2c As; duplicates: Kd Kd");
    CHECK(inspect(deck(std::vector<card>{})).missing.size() == 52);
}
