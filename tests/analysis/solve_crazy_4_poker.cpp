// Crazy 4 Poker solved exactly by the one engine (two compulsory wagers against the dealer, a
// raise the player's hand limits, a super bonus paid whatever the dealer holds), against a plain
// brute force written from the rule card alone (tests/support/crazy_4_poker_brute.hpp).
#include "../support/catch.hpp"
#include "../support/crazy_4_poker_brute.hpp"

#include "../../examples/games/crazy_4_poker.hpp"

#include <carnival/analysis/solve.hpp>

#include <cmath>
#include <string>

using namespace carnival;

TEST_CASE("Crazy 4 Poker: the optimal play's house edge, element of risk and average wager are the brute force's, "
          "under either tie-break (per unit of the ante, the super bonus as much again)",
          "[analysis][crazy_4_poker]") {
    const std::array<brute_c4::figures, 2> brute = brute_c4::solve();
    for (const auto& [ties, at] : {std::pair{analysis::tie_break::smaller_wager, 0}, std::pair{analysis::tie_break::larger_wager, 1}}) {
        INFO(analysis::describe(ties));
        const brute_c4::figures& b = brute[static_cast<std::size_t>(at)];
        const analysis::play_figures solved = analysis::solve<crazy_4_poker::game>({.threads = 2, .ties = ties});
        const wager_figures& f = solved.figures;
        CHECK(std::abs(f.expected_value - static_cast<double>(b.expected_value)) < 1e-9);
        CHECK(std::abs(f.house_edge + static_cast<double>(b.expected_value)) < 1e-9);
        CHECK(std::abs(f.average_total_wager - static_cast<double>(b.average_wager)) < 1e-9);
        CHECK(std::abs(f.element_of_risk - static_cast<double>(b.element_of_risk())) < 1e-9);
        // In line with what is published (the rules README): an element of risk of 1.09%.
        CHECK(std::abs(f.element_of_risk - 0.0109) < 0.00005);
        CHECK(f.strategy.starts_with("optimal, " + std::string(analysis::describe(ties))));
        // No raise beyond 1x without a pair of aces or better (rule 2): the strategy in words says where 3x starts.
        CHECK_THAT(f.strategy, Catch::Matchers::Contains("raise 3x with pair of aces"));
    }
}

namespace {
// Crazy 4 Poker with 2x and 3x open to every hand: what rule 2's limit keeps from the player.
struct any_hand_rules : crazy_4_poker::rules {
    using sequence = sequence_of_play<to_player<5>, to_dealer<5>,
                                      decide<may_fold<"any hand">, may_raise<crazy_4_poker::play, "any hand", 1, 2, 3>>, reveal_dealer>;
};
}  // namespace

TEST_CASE("Crazy 4 Poker: the solver takes no raise the player's hand does not allow", "[analysis][crazy_4_poker]") {
    const analysis::play_figures limited = analysis::solve<crazy_4_poker::game>({.threads = 2});
    const analysis::play_figures open = analysis::solve<game<any_hand_rules>>({.threads = 2});
    // With every raise open, the optimal play raises 3x on hands rule 2 holds to 1x (a pair of
    // kings beats most dealers), and gains by it.
    CHECK(open.figures.expected_value > limited.figures.expected_value + 1e-4);
    CHECK(open.figures.average_total_wager > limited.figures.average_total_wager);
    CHECK_THAT(open.figures.strategy, !Catch::Matchers::Contains("raise 3x with pair of aces"));
}
