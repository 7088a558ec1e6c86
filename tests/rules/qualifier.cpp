// Dealer qualifiers at their boundaries.
#include "../support/catch.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/rules/qualifier.hpp>

using namespace carnival;

namespace {
hand_value<three_card> v(const char* text) { return evaluate<three_card>(parse_cards(text)); }
}  // namespace

TEST_CASE("queen high or better (NY (a)(2)(iv) and (f)(1)(i))", "[rules][qualifier]") {
    STATIC_REQUIRE(qualifier_for<queen_high_or_better, three_card>);
    STATIC_REQUIRE_FALSE(qualifier_for<queen_high_or_better, five_card>);
    CHECK(queen_high_or_better::qualifies(v("Qc 3d 2h")));
    CHECK(queen_high_or_better::qualifies(v("Qc 6d 4h")));
    CHECK(queen_high_or_better::qualifies(v("Ac 3d 2h")));
    CHECK(queen_high_or_better::qualifies(v("2c 2d 3h")));
    CHECK_FALSE(queen_high_or_better::qualifies(v("Jc Td 8h")));
    CHECK(queen_high_or_better::qualifies(v("Jc 9c 7c")));  // a flush is better than queen high
    CHECK(queen_high_or_better::name == "queen-high or better");
}

TEST_CASE("pair or better and ace-king or better (13:69F-37 (g)(1))", "[rules][qualifier]") {
    CHECK(pair_or_better::qualifies(v("2c 2d 3h")));
    CHECK(pair_or_better::qualifies(v("Ac Kd Qh")));  // a straight is better than a pair
    CHECK_FALSE(pair_or_better::qualifies(v("Ac Kd Jh")));
    CHECK(ace_king_or_better::qualifies(v("Ac Kd 2h")));
    CHECK_FALSE(ace_king_or_better::qualifies(v("Ac Qd Jh")));
    CHECK(ace_king_or_better::qualifies(v("3c 3d 2h")));
    CHECK(always_qualifies<three_card>::qualifies(v("7c 5d 2h")));
}
