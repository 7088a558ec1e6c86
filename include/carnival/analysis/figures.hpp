/// \file
/// \brief The figures as the analysis layer names them: `analysis::distribution`,
/// `analysis::wager_figures` and the rows are `carnival::distribution` and its figures
/// (`<carnival/figures/distribution.hpp>`), the layer below analysis, simulation and the table.
#pragma once

#include <carnival/config.hpp>

#include <carnival/figures/distribution.hpp>
#include <carnival/figures/wager_figures.hpp>

namespace carnival::analysis {

using carnival::category_row;
using carnival::decision_row;
using carnival::distribution;
using carnival::outcome_row;
using carnival::play_figures;
using carnival::wager_figures;

}  // namespace carnival::analysis
