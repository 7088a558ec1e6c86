/// \file
/// \brief Everything in carnival. Include a layer (`<carnival/cards.hpp>`, `<carnival/eval.hpp>`,
/// `<carnival/rules.hpp>`, `<carnival/games.hpp>`, `<carnival/settlement.hpp>`, …) or a single header to compile less.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis.hpp>
#include <carnival/cards.hpp>
#include <carnival/error.hpp>
#include <carnival/eval.hpp>
#include <carnival/games.hpp>
#include <carnival/money.hpp>
#include <carnival/random.hpp>
#include <carnival/report.hpp>
#include <carnival/rules.hpp>
#include <carnival/settlement.hpp>
#include <carnival/simulation.hpp>
#include <carnival/table.hpp>
#include <carnival/version.hpp>
