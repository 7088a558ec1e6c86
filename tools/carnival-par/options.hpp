// carnival-par's options that take a number or an amount: the rule of each in one table, and the
// one strict reader of whole numbers they all use.
//
// A whole number is written in decimal digits only: no sign, space, "0x", exponent, point or
// separator. Leading zeros are allowed and read as decimal ("010" is ten, never octal eight).
// A value outside its option's range is refused, never wrapped or clamped. Every refusal is one
// line naming the option, the value and what it must be; carnival-par exits with status 2.
#pragma once

#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/money/parse.hpp>
#include <carnival/simulation/blocks.hpp>
#include <carnival/tools/arguments.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace par {

using carnival::tools::quote;         // a value in double quotes, on one line
using carnival::tools::whole_number;  // decimal digits only, in a range, never wrapped

// An option whose value is a whole number in a range.
struct whole_number_rule {
    const char* name;     // "--simulate"
    const char* metavar;  // in --help: "ROUNDS"
    const char* noun;     // in messages: "a whole number of rounds"
    std::uint64_t min, max;
    const char* help;

    [[nodiscard]] std::uint64_t parse(std::string_view text) const {
        if (const auto value = whole_number(text, min, max)) return *value;
        throw std::invalid_argument(fmt::format("{}: expected {} from {} to {}, got {}", name, noun, min, max, quote(text)));
    }
    [[nodiscard]] std::string range() const { return fmt::format("{}..{}", min, max); }
};

// --shard i/n: exactly "digits/digits", n from 1 to `max_count`, i from 0 to n - 1.
struct shard_rule {
    const char* name;
    const char* metavar;
    std::uint64_t max_count;
    const char* help;

    [[nodiscard]] carnival::simulation::shard parse(std::string_view text) const {
        if (const auto slash = text.find('/'); slash != std::string_view::npos) {
            const auto n = whole_number(text.substr(slash + 1), 1, max_count);
            const auto i = n ? whole_number(text.substr(0, slash), 0, *n - 1) : std::nullopt;
            if (i) return {*i, *n};
        }
        throw std::invalid_argument(fmt::format("{}: expected i/n, whole numbers with n from 1 to {} and i from 0 to n - 1, got {}",
                                                name, max_count, quote(text)));
    }
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

// The option table.
inline constexpr whole_number_rule simulate_option{"--simulate", "ROUNDS", "a whole number of rounds", 1, 1'000'000'000'000'000,
                                              "also simulate this many rounds"};
inline constexpr whole_number_rule seed_option{"--seed", "S", "a whole number", 0, std::numeric_limits<std::uint64_t>::max(),
                                          "simulation seed (default 1)"};
inline constexpr whole_number_rule threads_option{"--threads", "T", "a whole number of threads", 1, 256,
                                             "simulation threads (default 1; the result does not depend on it)"};
inline constexpr shard_rule shard_option{"--shard", "i/n", std::uint64_t{1} << 32,
                                           "simulate only shard i of n (blocks k with k % n == i), to merge later"};
inline constexpr whole_number_rule coupled_ratio_option{
    "--coupled-ratio", "R", "a whole number of dollars of pair plus per $1 ante", 0, 1000,
    "pair plus per unit ante for a player holding both (fold forfeits both, NY (e)(2)); 0: none; default 1"};
inline constexpr amount_rule six_card_wager_option{"--six-card-wager", "AMOUNT", carnival::money::cents(1),
                                                     carnival::money::dollars(1'000'000),
                                                     "six-card bonus wager (default $5; fixed royal awards are for $5)"};

}  // namespace par
