/// \file
/// \brief Everything of the tools layer: par_main<Game>(), choice (types chosen by name) and what carnival's command lines share.
#pragma once

#include <carnival/config.hpp>
#include <carnival/tools/arguments.hpp>
#include <carnival/tools/choice.hpp>
#include <carnival/tools/par_main.hpp>
#include <carnival/tools/progress_line.hpp>
