/// \file
/// \brief `carnival::report::figure_simulated(section)`: a simulated section's figures and their
/// 95% confidence intervals, from its exact counts — one definition for the simulated sheet and
/// for the merge of its shards; `run_text`: the run in words.
#pragma once

#include <carnival/config.hpp>

#include <carnival/figures/wager_figures.hpp>
#include <carnival/report/sheet.hpp>

#include <cmath>
#include <cstddef>
#include <string>
#include <utility>

namespace carnival::report {

/// \brief Sets \p w's figures (keeping its wager, pay table and strategy names) and its confidence
/// intervals from `w.simulated.counts`; marks it simulated.
CARNIVAL_DECL void figure_simulated(wager_section& w);

/// \brief "300000 rounds from seed 1", with the shards when the run was cut ("; shards 0, 2 of
/// 3"), and "partial" with the run's rounds when some shards are missing.
[[nodiscard]] CARNIVAL_DECL std::string run_text(const simulation_run& r);

}  // namespace carnival::report

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/report/impl/simulated_section.hpp>
#endif
