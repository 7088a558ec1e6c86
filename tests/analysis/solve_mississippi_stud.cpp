// Mississippi Stud solved exactly by the one engine (no dealer, three streets, a bet of 1, 2 or 3
// antes or a fold at each, a push line), against a plain brute force written from the rule card
// alone (tests/support/mississippi_stud_brute.hpp), under both tie-breaks.
#include "../support/catch.hpp"
#include "../support/mississippi_stud_brute.hpp"

#include "../../examples/games/mississippi_stud.hpp"

#include <carnival/analysis/solve.hpp>

#include <cmath>

using namespace carnival;

TEST_CASE("Mississippi Stud: the optimal play's house edge, element of risk and average wager are the brute force's, "
          "under either tie-break (per unit of the ante)",
          "[analysis][mississippi_stud]") {
    for (const auto& [ties, brute_ties, average] :
         {std::tuple{analysis::tie_break::smaller_wager, brute_ms::ties::smaller_wager, 3.48},
          std::tuple{analysis::tie_break::larger_wager, brute_ms::ties::larger_wager, 3.59}}) {
        INFO(analysis::describe(ties));
        const brute_ms::figures brute = brute_ms::solve(brute_ties);
        const analysis::play_figures solved = analysis::solve<mississippi_stud::game>({.threads = 2, .ties = ties});
        const wager_figures& f = solved.figures;
        CHECK(std::abs(f.expected_value - static_cast<double>(brute.expected_value)) < 1e-9);
        CHECK(std::abs(f.house_edge + static_cast<double>(brute.expected_value)) < 1e-9);
        CHECK(std::abs(f.average_total_wager - static_cast<double>(brute.average_wager)) < 1e-9);
        CHECK(std::abs(f.element_of_risk - static_cast<double>(brute.element_of_risk())) < 1e-9);
        // In line with the published figures (the rules README): 4.91% of the ante, and 3.59
        // antes wagered on average when ties go to the larger bet.
        CHECK(std::abs(f.house_edge - 0.0491) < 0.00005);
        CHECK(std::abs(f.average_total_wager - average) < 0.005);
        // The sheet says which way ties went.
        CHECK(f.strategy.starts_with("optimal, " + std::string(analysis::describe(ties))));
    }
}
