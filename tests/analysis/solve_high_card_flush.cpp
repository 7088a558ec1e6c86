// High Card Flush solved exactly by the one engine (a designer's ranking that counts the dealer's
// hands suit by suit, a raise the flush's length limits), against a plain brute force written from
// the rule card alone (tests/support/high_card_flush_brute.hpp); and the published strategy's
// figures against the optimal play's.
#include "../support/catch.hpp"
#include "../support/high_card_flush_brute.hpp"

#include "../../examples/games/high_card_flush.hpp"
#include "../../examples/games/high_card_flush_strategy.hpp"

#include <carnival/analysis/solve.hpp>

#include <cmath>
#include <string>

using namespace carnival;

TEST_CASE("High Card Flush: the optimal play's house edge, element of risk and average wager are the brute force's, "
          "under either tie-break (per unit of the ante), and the published strategy's a little above",
          "[analysis][high_card_flush]") {
    const auto [brute, hands] = brute_hcf::solve();
    CHECK(hands == 133'784'560);
    double optimal_edge = 0;  // C(52, 7): every seven cards the player can hold, once
    for (const auto& [ties, at] : {std::pair{analysis::tie_break::smaller_wager, 0}, std::pair{analysis::tie_break::larger_wager, 1}}) {
        INFO(analysis::describe(ties));
        const brute_hcf::figures& b = brute[static_cast<std::size_t>(at)];
        const analysis::play_figures solved = analysis::solve<high_card_flush::game>({.threads = 2, .ties = ties});
        const wager_figures& f = solved.figures;
        CHECK(std::abs(f.expected_value - static_cast<double>(b.expected_value)) < 1e-9);
        CHECK(std::abs(f.average_total_wager - static_cast<double>(b.average_wager)) < 1e-9);
        CHECK(std::abs(f.element_of_risk - static_cast<double>(b.element_of_risk())) < 1e-9);
        CHECK(f.strategy.starts_with("optimal, " + std::string(analysis::describe(ties))));
        // Below the published 2.6855% of the advanced (near-optimal) strategy, and near it.
        CHECK(f.house_edge < 0.026855);
        CHECK(f.house_edge > 0.026855 - 0.001);
        optimal_edge = f.house_edge;
    }
    // The published Mousseau strategy gives up a few hundredths of a percent more (published: 0.06%).
    const analysis::play_figures mousseau =
        analysis::solve<high_card_flush::game>(high_card_flush::mousseau_strategy{}, "mousseau", {.threads = 2});
    CHECK(mousseau.figures.house_edge > optimal_edge);
    CHECK(mousseau.figures.house_edge - optimal_edge < 0.001);
}
