// Three Card Poker's options in carnival-par that take a number or an amount (the words of its
// tables are tools::choice's): the rule of each in one table, read strictly.
//
// A whole number is written in decimal digits only: no sign, space, "0x", exponent, point or
// separator. Leading zeros are allowed and read as decimal ("010" is ten, never octal eight).
// A value outside its option's range is refused, never wrapped or clamped; every refusal names
// the option, the value and what it must be.
#pragma once

#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/money/parse.hpp>
#include <carnival/tools/arguments.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace par {

using carnival::tools::quote;         // a value in double quotes, on one line
using carnival::tools::whole_number;  // decimal digits only, in a range, never wrapped

// An option whose value is a whole number in a range.
struct whole_number_rule {
    const char* name;     // "--coupled-ratio"
    const char* metavar;  // in --help: "R"
    const char* noun;     // in messages: "a whole number of dollars …"
    std::uint64_t min, max;
    const char* help;

    [[nodiscard]] std::uint64_t parse(std::string_view text) const {
        if (const auto value = whole_number(text, min, max)) return *value;
        throw std::invalid_argument(fmt::format("{}: expected {} from {} to {}, got {}", name, noun, min, max, quote(text)));
    }
    [[nodiscard]] std::string range() const { return fmt::format("{}..{}", min, max); }
};

// An amount of money, read by carnival::parse_money ("5", "2.50", "$0.01"), from `min` to `max`.
struct amount_rule {
    const char* name;
    const char* metavar;
    carnival::money min, max;
    const char* help;

    [[nodiscard]] carnival::money parse(std::string_view text) const {
        try {
            const carnival::money amount = carnival::parse_money(text);
            if (amount >= min && amount <= max) return amount;
        } catch (const carnival::parse_error&) {
        }
        throw std::invalid_argument(fmt::format("{}: expected an amount from {} to {} (such as 5, 2.50 or $0.01), got {}", name,
                                                to_string(min), to_string(max), quote(text)));
    }
    [[nodiscard]] std::string range() const { return fmt::format("{}..{}", to_string(min), to_string(max)); }
};

inline constexpr whole_number_rule coupled_ratio_option{
    "--coupled-ratio", "R", "a whole number of dollars of pair plus per $1 ante", 0, 1000,
    "pair plus per unit ante for a player holding both, figured together (a fold forfeits both, NY (e)(2)); 0: none"};
inline constexpr amount_rule six_card_wager_option{"--six-card-wager", "AMOUNT", carnival::money::cents(1),
                                                   carnival::money::dollars(1'000'000),
                                                   "six-card bonus wager, $0.01 to $1,000,000 (fixed royal awards are for $5); only with a six-card table"};

}  // namespace par
