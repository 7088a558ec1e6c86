/// \file
/// \brief Everything of the report layer: par_sheet<Game>(), the sheet model, the rule summary and card, and the writers.
#pragma once

#include <carnival/config.hpp>
#include <carnival/report/csv.hpp>
#include <carnival/report/format.hpp>
#include <carnival/report/html.hpp>
#include <carnival/report/json.hpp>
#include <carnival/report/markdown.hpp>
#include <carnival/report/merge.hpp>
#include <carnival/report/par_sheet.hpp>
#include <carnival/report/read_json.hpp>
#include <carnival/report/rule_card.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/report/simulated_section.hpp>
