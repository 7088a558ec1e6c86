// hole_and_board: the Mini-Tex hand (N.J.A.C. 13:69F-37 (f), (g)) against brute force over random deals.
#include "../support/catch.hpp"
#include "../support/enumerate.hpp"
#include "../support/reference.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selections/hole_and_board.hpp>

#include <random>

using namespace carnival;
using mini_tex_hand = hole_and_board<2, 3, 1, 2>;

namespace {

// Brute force straight from (g): every three of the five cards with at least one of the two hole
// cards and not more than two community cards, best by the reference comparator.
std::array<card, 3> reference_best(const std::array<card, 5>& cards) {
    std::array<card, 3> best{};
    bool first = true;
    for (int i = 0; i < 5; ++i)
        for (int j = i + 1; j < 5; ++j)
            for (int k = j + 1; k < 5; ++k) {
                const int hole = (i < 2) + (j < 2) + (k < 2);
                const int board = 3 - hole;
                if (hole < 1 || board > 2) continue;
                const std::array<card, 3> h{cards[static_cast<std::size_t>(i)], cards[static_cast<std::size_t>(j)],
                                            cards[static_cast<std::size_t>(k)]};
                if (first || reference::compare3(h, best) > 0) best = h;
                first = false;
            }
    return best;
}

}  // namespace

TEST_CASE("hole_and_board<2 3 1 2>: nine allowed subsets", "[eval][hole_and_board]") {
    STATIC_REQUIRE(mini_tex_hand::subsets<three_card>().size() == 9);
    STATIC_REQUIRE(hole_and_board<2, 3>::subsets<three_card>().size() == 10);      // no limits: C(5,3)
    STATIC_REQUIRE(hole_and_board<2, 3, 2, 1>::subsets<three_card>().size() == 3);  // both hole cards + one
}

TEST_CASE("hole_and_board<2 3 1 2>: equal to brute force on random deals", "[eval][hole_and_board]") {
    std::mt19937_64 g{37};
    for (int i = 0; i < 100000; ++i) {
        const auto cards = test_support::random_hand<5>(g);
        const auto expected = evaluate<three_card>(reference_best(cards));
        const auto actual = evaluate<three_card, mini_tex_hand>(cards);
        if (actual != expected) FAIL_CHECK(to_string(cards));
        const auto made = best_hand<three_card, mini_tex_hand>(cards);
        CHECK(made.value == actual);
    }
}

TEST_CASE("hole_and_board: the player must use a hole card (13:69F-37 (g))", "[eval][hole_and_board]") {
    const auto hole = parse_cards("2c 7d");
    const auto board = parse_cards("Kh Ks Kd");
    // Three kings on the board do not play: at most two community cards.
    const auto v = evaluate<three_card, mini_tex_hand>(hole, board);
    CHECK(v.describe() == "Pair of kings, seven kicker");
    const auto made = best_hand<three_card, mini_tex_hand>(parse_cards("2c 7d Kh Ks Kd"));
    CHECK(made.cards.contains(parse_card("7d")));
    CHECK(made.value == v);
    // Unrestricted, the board alone would play.
    CHECK(evaluate<three_card, hole_and_board<2, 3>>(hole, board).category() == hand_category::three_of_a_kind);
    // Both hole cards and one community card.
    CHECK(evaluate<three_card, mini_tex_hand>(parse_cards("Ah 2h"), parse_cards("3h 9c 9d")).describe() ==
          "Straight flush, three high");
    CHECK_THROWS_AS((evaluate<three_card, mini_tex_hand>(parse_cards("Ah 2h 4c"), board)), std::invalid_argument);
}
