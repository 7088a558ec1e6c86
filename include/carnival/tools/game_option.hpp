/// \file
/// \brief `carnival::tools::game_option`: an option of a game's own on its par-sheet command line
/// (`--pair-plus B`, `--coupled-ratio 2`), beside those every game has — its name, the words or
/// values it takes, its default, whether it changes the rule card, and how its value is read.
#pragma once

#include <carnival/config.hpp>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::tools {

/// \brief An option of a game's own on its par-sheet command line (tools::par_game::options).
struct game_option {
    std::string name;        ///< the option: "--pair-plus"
    std::string value_name;  ///< its value in --help: "TABLE"
    std::string help;        ///< what it chooses, with the rule it comes from: "pair plus pay table, NY (f)(1)(ii)"
    /// The values it takes when they are words, in order (a near miss gets "did you mean");
    /// empty when `read` alone decides (an amount, a number).
    std::vector<std::string> words;
    std::string default_value;      ///< what --help prints as the default
    bool changes_rule_card = true;  ///< whether the rule card depends on it (else `rule-card` refuses it)
    /// \brief Reads a value (one of `words` when there are words) into the game's options;
    /// throws std::invalid_argument naming the option, the value and what it must be.
    std::function<void(std::string_view)> read;
};

/// A strategy's former name on a command line, refused with a message naming the strategy now offered.
struct renamed_strategy {
    std::string was;  ///< e.g. "never-fold"
    std::string now;  ///< e.g. "play-through"
};

}  // namespace carnival::tools
