/// \file
/// \brief `carnival::tools::par_command`: the par-sheet command line with the game's types erased —
/// what `par_main<Game>` runs once it has said what the game is (`par_game`). Nothing here is a
/// template, so the command line, the sheet writers and the shards' reader are compiled once per
/// program; under CARNIVAL_SEPARATE_COMPILATION, once for all (in the unit that includes
/// `<carnival/src.hpp>`), and a game's own unit compiles its analysis only.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/par_options.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/tools/game_option.hpp>

#include <functional>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::tools {

/// A strategy offered by name: its word (`--strategy NAME`) and what it does in words.
struct strategy_name {
    std::string name;         ///< e.g. "ace-king"
    std::string description;  ///< e.g. "raise with ace-king or better, fold the rest"
};

/// \brief A game as the par-sheet command line sees it: its names, its rule card's summary, the
/// strategies it offers beside "optimal" and "play-through", options of its own (its pay tables
/// chosen by name, …), and its sheet under any strategy. `rules` and `sheet` see what the options read.
struct par_game {
    std::string title;  ///< what --help calls the game (its type's `name`; empty: "the game")
    std::string name;   ///< the sheet's game, which `merge` checks every shard against
    std::function<report::rule_summary()> rules;     ///< the rule card's rules (report::rule_summary_of)
    std::vector<strategy_name> strategies;           ///< the program's own, beside the two every game has
    std::vector<game_option> options;                ///< the game's own options (tools::choice::option for a type chosen by name)
    std::vector<renamed_strategy> renamed;           ///< former strategy names, refused naming the new ones
    /// \brief The sheet under the strategy named (one of "optimal", "play-through" or
    /// `strategies`), with the options the command line read.
    std::function<report::sheet(std::string_view strategy, const par_options&)> sheet;
};

/// The strategy every par-sheet command line offers first: the exact analysis's (`--strategy optimal`).
inline constexpr std::string_view optimal_strategy = "optimal";
/// The strategy every par-sheet command line offers second: never fold (`--strategy play-through`).
inline constexpr std::string_view play_through_strategy = "play-through";
/// What play-through does, in words.
inline constexpr std::string_view play_through_description = "never fold, let every bet ride, raise the lowest multiple";

/// \brief The par-sheet command line of \p game on \p args (without the program's name, called
/// \p program in messages): output to \p out, messages to \p err, a live progress line on \p err
/// for simulations and exact analyses when \p progress_line. Returns the exit status: 0 done, 1 the
/// output could not be written, 2 a usage error (one line on \p err, with "did you mean" for a near
/// miss). See par_main.
///
/// \throws std::invalid_argument when two of \p game's strategies share a name, or one takes the
/// name of "optimal" or "play-through", or one of its options takes the name of another option
/// (a mistake in the program, not in its use).
[[nodiscard]] CARNIVAL_DECL int par_command(std::span<const std::string> args, std::ostream& out, std::ostream& err,
                                            std::string_view program, bool progress_line, const par_game& game);

/// \brief par_command on the process's arguments: standard output and error, the program's name
/// from `argv[0]` without its folder, the progress line when standard error is a terminal.
[[nodiscard]] CARNIVAL_DECL int par_command(int argc, char** argv, const par_game& game);

}  // namespace carnival::tools

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/tools/impl/par_command.hpp>
#endif
