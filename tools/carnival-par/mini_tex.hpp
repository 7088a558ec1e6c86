// carnival-par mini-tex: its options, and the sheet (mini_tex.cpp, its own translation unit).
#pragma once

#include "simulate.hpp"

#include <carnival/report/sheet.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace par {

struct mini_tex_options {
    std::string qualifier = "pair";             // pair | ace-king (13:69F-37 (g)(1))
    std::string non_qualifying = "regulation";  // regulation | rule-card (rules README)
    std::string strategy = "optimal";           // optimal | never-fold
    simulation_options sim;
};

// The words each option takes, from the tables that map them to types (mini_tex.cpp).
struct mini_tex_words {
    std::string_view title;  // the game's own name
    std::vector<std::string_view> qualifier, non_qualifying, strategy;
};
const mini_tex_words& mini_tex_choices();

// The sheet; a value no table names is refused (std::invalid_argument naming the option).
carnival::report::sheet mini_tex_sheet(const mini_tex_options& o);

// The rule card (the dealer's qualifier and every payout) of the qualifier `o` chooses.
std::string mini_tex_rule_card(const mini_tex_options& o);

}  // namespace par
