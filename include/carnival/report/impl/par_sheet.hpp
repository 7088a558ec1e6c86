/// \file
/// \brief The definitions of par_sheet's notes: included by `<carnival/report/par_sheet.hpp>` when
/// carnival is header-only, and by `<carnival/src.hpp>` alone under CARNIVAL_SEPARATE_COMPILATION.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/format.hpp>
#include <carnival/report/par_sheet.hpp>
#include <carnival/report/sheet.hpp>

#include <cstdint>
#include <string>

namespace carnival::report::detail {

CARNIVAL_DECL void add_exact_notes(sheet& s, std::uint64_t deals, bool strategy_given, bool suit_symmetry, bool card_removal) {
    s.notes.push_back("exact: all " + std::to_string(deals) +
                      " deals of the play counted (each step's cards as a set, then the dealer's hidden cards); " +
                      (strategy_given ? "every decision the strategy's"
                                      : "every decision the option of the highest exact expectation given what the player has seen"));
    if (suit_symmetry) s.notes.push_back("deals that differ only by the names of the suits counted once, with their number");
    if (card_removal)
        s.notes.push_back("the dealer's hidden cards counted by card removal (inclusion–exclusion over the cards the player has seen, "
                          "from a table of the dealer's hands for each board where the dealer's hand reads the board)");
}

CARNIVAL_DECL std::string simulated_note(double work, double budget) {
    // The sheet states the work, not a machine's time for it (issue 33).
    return "simulated: the exact analysis of the play would take an estimated " + printed("%.3g", work) +
           " evaluations or table reads, above the budget of " + printed("%.3g", budget) +
           "; simulated instead (the section says the rounds and the seed), every figure with its 95% confidence interval";
}

CARNIVAL_DECL std::string optimal_beyond_budget(const std::string& game, double work, double budget) {
    return "carnival::par_sheet: " + game + ": the optimal strategy is what the exact analysis finds, and it would take an estimated " +
           printed("%.3g", work) + " evaluations or table reads, above the budget of " + printed("%.3g", budget) +
           "; there is no optimal play to simulate: raise the budget for the exact sheet, or simulate a strategy given by name";
}

}  // namespace carnival::report::detail
