// carnival-par three-card-poker: its options, and the sheet (three_card_poker.cpp, its own
// translation unit, so that the command line does not compile the games' analyses).
#pragma once

#include "simulate.hpp"

#include <carnival/money/money.hpp>
#include <carnival/report/sheet.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace par {

struct three_card_poker_options {
    std::string pair_plus = "A";        // A..G
    std::string ante_bonus = "1-4-5";   // 1-4-5 | 1-5-6
    std::string pair_plus_rule = "optional";  // optional | c6-i | c6-ii | c6-iii: NY (c)(1)(ii), (c)(6)
    std::string six_card = "none";      // none | i-A..i-D | ii-A..ii-E
    std::optional<carnival::money> six_card_wager;  // default $5; given with six_card "none", it is refused
    std::string strategy = "optimal";   // optimal | q64 | mimic-dealer | never-fold
    std::uint64_t coupled_ratio = 1;    // dollars of pair plus per $1 ante for the coupled analysis (0: none)
    simulation_options sim;             // of the play
};

// The words each option takes, from the tables that map them to types (three_card_poker.cpp).
struct three_card_poker_words {
    std::string_view title;  // the game's own name
    std::vector<std::string_view> pair_plus, ante_bonus, pair_plus_rule, six_card, strategy;
};
const three_card_poker_words& three_card_poker_choices();

// The sheet; a value no table names is refused (std::invalid_argument naming the option).
carnival::report::sheet three_card_poker_sheet(const three_card_poker_options& o);

// The rules in words of the tables `o` chooses (three_card_poker_rule_card.cpp).
carnival::report::rule_summary three_card_poker_rules(const three_card_poker_options& o);

// The rule card (NY (a)(2)(iv)'s inscriptions) of the tables `o` chooses.
std::string three_card_poker_rule_card(const three_card_poker_options& o);

}  // namespace par
