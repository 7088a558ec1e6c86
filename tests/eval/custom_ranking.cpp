// A designer's own ranking and selection plug into the same evaluator: the concepts, not the
// bundled types, are the interface.
#include "../support/catch.hpp"

#include <carnival/cards/literals.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selection.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/eval/selections/hole_and_board.hpp>

#include <array>
#include <span>

using namespace carnival;
using namespace carnival::literals;

namespace {

// Two-card hands: a pair beats any two different ranks; otherwise the higher cards decide.
struct two_card {
    static constexpr std::size_t hand_size = 2;
    static constexpr std::array<hand_category, 2> categories{hand_category::high_card, hand_category::pair};
    static constexpr std::uint32_t code(std::span<const card, 2> h) {
        const unsigned a = 1U << index(h[0].rank()), b = 1U << index(h[1].rank());
        return a == b ? detail::make_code(1, a, 0) : detail::make_code(0, 0, a | b);
    }
};

// A selection of the designer's own: the first card must play, with any one of the other two.
struct first_card_plays {
    static constexpr std::size_t card_count = 3;
    template <ranking R>
    static constexpr auto subsets() {
        return std::array<std::array<std::uint8_t, 2>, 2>{{{0, 1}, {0, 2}}};
    }
};

}  // namespace

TEST_CASE("the bundled policies model the concepts", "[eval][concepts]") {
    STATIC_REQUIRE(ranking<three_card>);
    STATIC_REQUIRE(ranking<five_card>);
    STATIC_REQUIRE(direct_best_ranking<five_card>);
    STATIC_REQUIRE_FALSE(direct_best_ranking<three_card>);
    STATIC_REQUIRE(selection_for<all_of<3>, three_card>);
    STATIC_REQUIRE(selection_for<best_of<6>, five_card>);
    STATIC_REQUIRE(selection_for<hole_and_board<2, 3, 1, 2>, three_card>);
    STATIC_REQUIRE_FALSE(ranking<int>);
}

TEST_CASE("a designer's own ranking and selection use the one evaluator", "[eval][concepts]") {
    STATIC_REQUIRE(ranking<two_card>);
    STATIC_REQUIRE(selection_for<first_card_plays, two_card>);

    CHECK(evaluate<two_card>(std::array{"Ah"_card, "Ad"_card}).describe() == "Pair of aces");
    CHECK(evaluate<two_card>(std::array{"Ah"_card, "Kd"_card}) < evaluate<two_card>(std::array{"2h"_card, "2d"_card}));
    CHECK(evaluate<two_card, best_of<3>>(std::array{"Ah"_card, "9d"_card, "9c"_card}).category() == hand_category::pair);
    // The first card must play: the nines cannot pair up.
    const auto v = evaluate<two_card, first_card_plays>(std::array{"Ah"_card, "9d"_card, "9c"_card});
    CHECK(v.describe() == "High card, ace-nine");
    CHECK(best_hand<two_card, first_card_plays>(std::array{"Ah"_card, "9d"_card, "Kc"_card}).cards == "Ah Kc"_cards);
}
