// Reading and writing cards as text.
#include "../support/catch.hpp"

#include <carnival/cards/literals.hpp>
#include <carnival/cards/parse.hpp>

#include <string>

using namespace carnival;
using namespace carnival::literals;

TEST_CASE("parse_card: every card round-trips - and the accepted spellings", "[cards][parse]") {
    for (int i = 0; i < 52; ++i) {
        const card c = card::from_dense_index(i);
        CHECK(parse_card(to_string(c)) == c);
    }
    CHECK(parse_card("As") == card(rank::ace, suit::spades));
    CHECK(parse_card("Td") == card(rank::ten, suit::diamonds));
    CHECK(parse_card("10d") == card(rank::ten, suit::diamonds));
    CHECK(parse_card("2c") == card(rank::two, suit::clubs));
    CHECK(parse_card("qH") == card(rank::queen, suit::hearts));
    STATIC_REQUIRE("Kh"_card == card(rank::king, suit::hearts));
    STATIC_REQUIRE("10s"_card == card(rank::ten, suit::spades));
}

TEST_CASE("parse_cards: lists keep their order - repeats are errors", "[cards][parse]") {
    CHECK(parse_cards("As Kd Qh") == std::vector<card>{"As"_card, "Kd"_card, "Qh"_card});
    CHECK(parse_cards(" As,Kd ,  10h ") == std::vector<card>{"As"_card, "Kd"_card, "Th"_card});
    CHECK(parse_cards("").empty());
    CHECK(parse_card_set("Qh As Kd") == "As Kd Qh"_cards);
    CHECK(to_string(parse_cards("As Kd Qh")) == "As Kd Qh");
}

TEST_CASE("parse errors name the text - the position and the problem", "[cards][parse]") {
    struct row {
        const char* text;
        std::size_t position;
        const char* message;
    };
    const row rows[] = {
        {"Xs", 0, "expected a rank (2-9, T or 10, J, Q, K, A)"},
        {"Ax", 1, "expected a suit (c, d, h, s) after the rank"},
        {"A", 1, "expected a suit (c, d, h, s) after the rank, found the end of the text"},
        {"1d", 0, "expected a rank (2-9, T or 10, J, Q, K, A)"},
        {"Asd", 2, "unexpected character after a card"},
        {"", 0, "expected a card (rank then suit), found the end of the text"},
    };
    for (const row& r : rows) {
        INFO(r.text);
        try {
            (void)parse_card(r.text);
            FAIL("no exception");
        } catch (const parse_error& e) {
            CHECK(e.text() == r.text);
            CHECK(e.position() == r.position);
            CHECK(std::string(e.what()) == std::string("carnival::parse_error: ") + r.message + " at position " +
                                               std::to_string(r.position) + " of \"" + r.text + "\"");
        }
    }
    try {
        (void)parse_cards("As Kd As");
        FAIL("no exception");
    } catch (const parse_error& e) {
        CHECK(e.position() == 6);
        CHECK(std::string(e.what()) == "carnival::parse_error: duplicate card at position 6 of \"As Kd As\"");
    }
    CHECK_THROWS_AS(parse_cards("As Kd Zz"), parse_error);
    CHECK_THROWS_AS(parse_card_set("As As"), parse_error);
    CHECK_THROWS_AS(parse_card(" As"), parse_error);
    CHECK_THROWS_AS(parse_card("As "), parse_error);
}
