/// \file
/// \brief The non-template code of carnival's programs, for the one translation unit that compiles
/// it when the build defines CARNIVAL_SEPARATE_COMPILATION (see config.hpp): the par-sheet
/// command line (tools::par_command), with the sheet writers and the shards' reader it calls, and
/// the thread pool (detail::parallel_for), so that no other unit includes `<thread>`, and the
/// non-template parts the analysis and the simulation share (money's text, a distribution's
/// figures, a simulated section's intervals, a rule card's texts).
///
/// \code
/// // carnival_src.cpp, compiled once with -DCARNIVAL_SEPARATE_COMPILATION, as is every unit of the program:
/// #include <carnival/src.hpp>
/// \endcode
///
/// A game's own unit (`par_main<my_game>`) then compiles the game's analysis only. Header-only
/// (the macro undefined), this header adds nothing that the others do not already define inline.
#pragma once

#include <carnival/config.hpp>

#include <carnival/figures/impl/distribution.hpp>
#include <carnival/detail/impl/parallel_for.hpp>
#include <carnival/money/impl/money.hpp>
#include <carnival/report/impl/par_sheet.hpp>
#include <carnival/report/impl/rule_summary.hpp>
#include <carnival/report/impl/simulated_section.hpp>
#include <carnival/simulation/impl/blocks.hpp>
#include <carnival/tools/impl/par_command.hpp>
