// The bad-input catalogue of the cards layer (and the evaluator's entry points): every call a user
// can get wrong, the exception, and the words that name the value and what was expected.
#include "../support/bad_input.hpp"

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/distinct.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selections/hole_and_board.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

using namespace carnival;
using test_support::refuses;

TEST_CASE("bad input, cards: every entry point refuses with the value named", "[cards][invalid]") {
    const card not_a_card = std::bit_cast<card>(std::uint8_t{200});
    test_support::check_catalogue({
        refuses<parse_error>(R"(parse_card(""))", [] { (void)parse_card(""); }, {"found the end of the text", "position 0"}),
        refuses<parse_error>(R"(parse_card("1x"))", [] { (void)parse_card("1x"); }, {"expected a rank", "position 0"}),
        refuses<parse_error>(R"(parse_card("Ax"))", [] { (void)parse_card("Ax"); }, {"expected a suit", "position 1"}),
        refuses<parse_error>(R"(parse_card("As "))", [] { (void)parse_card("As "); }, {"unexpected text after a card", "position 2"}),
        refuses<parse_error>(R"(parse_card("10"))", [] { (void)parse_card("10"); }, {"after the rank", "position 2"}),
        refuses<parse_error>(R"(parse_cards("As Kd As"))", [] { (void)parse_cards("As Kd As"); }, {"duplicate card", "position 6"}),
        refuses<parse_error>(R"(parse_cards("As,Kdx"))", [] { (void)parse_cards("As,Kdx"); }, {"unexpected character", "position 5"}),
        refuses<parse_error>(R"(parse_card_set("Qh Qh"))", [] { (void)parse_card_set("Qh Qh"); }, {"duplicate card", "position 3"}),
        refuses<invalid_cards>("card::from_code(13)", [] { (void)card::from_code(13); }, {"from_code", "13"}),
        refuses<invalid_cards>("card::from_code(-1)", [] { (void)card::from_code(-1); }, {"from_code", "-1"}),
        refuses<invalid_cards>("card::from_code(300)", [] { (void)card::from_code(300); }, {"from_code", "300"}),
        refuses<invalid_cards>("card::from_dense_index(52)", [] { (void)card::from_dense_index(52); }, {"from_dense_index", "52"}),
        refuses<invalid_cards>("card::from_dense_index(-1)", [] { (void)card::from_dense_index(-1); }, {"from_dense_index", "-1"}),
        refuses<invalid_cards>("card(rank 13, spades)", [] { (void)card(static_cast<rank>(13), suit::spades); }, {"rank 13"}),
        refuses<std::invalid_argument>("card_set{2c, 2c}", [] { (void)card_set{parse_card("2c"), parse_card("2c")}; }, {"duplicate card 2c"}),
        refuses<invalid_cards>("card_set{a byte that is not a card}", [=] { (void)card_set{not_a_card}; }, {"card_set"}),
        refuses<std::invalid_argument>("card_set::from_bits(1 << 13)", [] { (void)card_set::from_bits(std::uint64_t{1} << 13); },
                                       {"bits that are not cards"}),
        refuses<invalid_cards>(R"(insert_distinct(seen, {As, As}, "player"))",
                               [] {
                                   card_set seen;
                                   const std::array cards{parse_card("As"), parse_card("As")};
                                   insert_distinct(seen, cards, "player");
                               },
                               {"As (player) was dealt twice"}),
        refuses<invalid_cards>(R"(insert_distinct(seen, {a byte 200}, "dealer"))",
                               [=] {
                                   card_set seen;
                                   const std::array cards{not_a_card};
                                   insert_distinct(seen, cards, "dealer");
                               },
                               {"dealer card 1 has code 200", "not a card"}),
        refuses<std::invalid_argument>("evaluate<three_card>(four cards)",
                                       [] { (void)evaluate<three_card>(parse_cards("As Kd Qh Jc")); },
                                       {"the selection reads 3 cards, got 4"}),
        refuses<std::invalid_argument>("evaluate<three_card, hole_and_board<2, 3, 1, 2>>(three hole cards, board)",
                                       [] {
                                           (void)evaluate<three_card, hole_and_board<2, 3, 1, 2>>(parse_cards("Ah 2h 4c"),
                                                                                                  parse_cards("Kh Ks Kd"));
                                       },
                                       {"the selection reads"}),
    });
    // The edges of what they take.
    CHECK(parse_card("10d") == parse_card("Td"));
    CHECK(card::from_code(0x3C) == parse_card("As"));
    CHECK(card::from_dense_index(51) == parse_card("As"));
    CHECK(parse_cards(" As,Kd\tQh\r\n").size() == 3);
}
