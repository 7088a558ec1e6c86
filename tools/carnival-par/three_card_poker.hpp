// carnival-par three-card-poker: the options of its own (its tables chosen by name), read into
// one place that its rules (three_card_poker_rule_card.cpp) and its sheet (three_card_poker.cpp) read.
#pragma once

#include <carnival/money/money.hpp>
#include <carnival/report/rule_summary.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace par {

struct three_card_poker_options {
    std::string pair_plus = "A";              // A..G
    std::string ante_bonus = "1-4-5";         // 1-4-5 | 1-5-6
    std::string pair_plus_rule = "optional";  // optional | c6-i | c6-ii | c6-iii: NY (c)(1)(ii), (c)(6)
    std::string six_card = "none";            // none | i-A..i-D | ii-A..ii-E
    std::optional<carnival::money> six_card_wager;  // default $5; given with six_card "none", it is refused
    std::uint64_t coupled_ratio = 1;          // dollars of pair plus per $1 ante for the coupled analysis (0: none)
};

// The rules in words of the tables `o` chooses.
carnival::report::rule_summary three_card_poker_rules(const three_card_poker_options& o);

}  // namespace par
