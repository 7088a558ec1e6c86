// analysis::hand_text: a hand as a strategy in words names it.
#include "../support/catch.hpp"

#include <carnival/analysis/hand_text.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/rankings/three_card.hpp>

#include <string>

using namespace carnival;

TEST_CASE("hand_text: a high card by its ranks, any other hand by its description from a lower-case letter", "[analysis][hand_text]") {
    const auto three = [](const char* text) { return analysis::hand_text(evaluate<three_card>(parse_cards(text))); };
    const auto five = [](const char* text) { return analysis::hand_text(evaluate<five_card>(parse_cards(text))); };
    CHECK(three("Qc 6d 4h") == "Q-6-4");
    CHECK(three("3c 3d 9h") == "pair of threes, nine kicker");
    CHECK(three("Ac Kd Qd") == "straight, ace high");
    CHECK(five("Ac Kd Jh 8s 3c") == "A-K-J-8-3");
    CHECK(five("Tc 9d 8h 7s 5c") == "T-9-8-7-5");
    CHECK(five("Tc Jc Qc Kc Ac") == "royal flush");
}
