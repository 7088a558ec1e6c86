/// \file
/// \brief The analysis layer: exact enumeration, expected values, optimal strategy and figures.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
#include <carnival/analysis/figures.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/analysis/solve.hpp>
#include <carnival/analysis/suit_symmetry.hpp>
