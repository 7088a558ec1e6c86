/// \file
/// \brief `carnival::tools::par_main<Game>(argc, argv)`: the par-sheet command line for a
/// designer's own game in one call — the sheet in any format, the rule card, a simulated sheet
/// on demand, strategies by name, `merge` of a simulation's shards, `--help`, `--version`, exit
/// status 2 on usage errors with "did you mean".
///
/// \code
/// int main(int argc, char** argv) { return carnival::tools::par_main<my_game>(argc, argv); }
/// // or with strategies of one's own beside "optimal" and "play-through" (--strategy NAME):
/// const carnival::tools::named_strategy<my_game> cautious{"cautious", "play a pair or better", my_rule};
/// int main(int argc, char** argv) { return carnival::tools::par_main<my_game>(argc, argv, {cautious}); }
/// // or with options of the game's own (tools::game_option), e.g. its pay table chosen by name:
/// int main(int argc, char** argv) {
///     std::string table = "A";
///     carnival::tools::par_game g = carnival::tools::par_game_of<my_game<table_a>>();
///     g.options.push_back(my_tables::par_option("TABLE", "the pay table", table));  // a tools::choice
///     g.rules = [&] { return my_tables::with(table, []<class T>(std::type_identity<T>) { return carnival::report::rule_summary_of<my_game<T>>(); }); };
///     g.sheet = [&](std::string_view strategy, const carnival::par_options& o) { ... };  // par_sheet<my_game<T>> likewise
///     return carnival::tools::par_command(argc, argv, g);
/// }
/// \endcode
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/par_sheet.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/tools/arguments.hpp>
#include <carnival/tools/par_command.hpp>

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::tools {

/// \brief A strategy a par-sheet command line offers by name (`--strategy NAME`): its word, what
/// it does in words (printed on the sheet), and the strategy function.
template <class Game>
struct named_strategy {
    std::string name;         ///< the word --strategy takes, e.g. "ace-king"
    std::string description;  ///< e.g. "raise with ace-king or better, fold the rest"
    std::function<decision(const player_view<Game>&)> play;  ///< a strategy_for Game
};

/// \brief \p Game as the par-sheet command line sees it (par_command): its names, its rules, and
/// its sheet under "optimal", "play-through" or one of \p strategies, which must outlive it.
///
/// \throws std::invalid_argument when one of \p strategies has no strategy function.
template <class Game>
[[nodiscard]] par_game par_game_of(std::span<const named_strategy<Game>> strategies = {}) {
    par_game g;
    g.title = std::string(Game::name);
    g.name = report::detail::game_name<Game>();
    g.rules = [] { return report::rule_summary_of<Game>(); };
    for (const named_strategy<Game>& s : strategies) {
        if (!s.play) throw std::invalid_argument("carnival::tools::par_main: strategy " + quote(s.name) + " has no strategy function");
        g.strategies.push_back({s.name, s.description});
    }
    g.sheet = [strategies](std::string_view strategy, const par_options& o) {
        if (strategy == optimal_strategy) return par_sheet<Game>(o);
        if (strategy == play_through_strategy) {
            return par_sheet<Game>(report::play_through{}, std::string(strategy) + ": " + std::string(play_through_description), o);
        }
        const named_strategy<Game>& chosen =
            *std::find_if(strategies.begin(), strategies.end(), [&](const named_strategy<Game>& n) { return n.name == strategy; });
        return par_sheet<Game>(chosen.play, chosen.name + ": " + chosen.description, o);
    };
    return g;
}

/// \brief The par-sheet command line of \p Game on \p args (without the program's name, called
/// \p program in messages): output to \p out, messages to \p err, a live progress line on \p err
/// for simulations and exact analyses when \p progress_line; `--strategy` takes "optimal",
/// "play-through" and the names of \p strategies. Returns the exit status: 0 done, 1 the output could not
/// be written, 2 a usage error (one line on \p err, with "did you mean" for a near miss).
///
/// \throws std::invalid_argument when two strategies share a name, or one has no strategy function
/// (a mistake in the program, not in its use).
template <class Game>
[[nodiscard]] int par_main(std::span<const std::string> args, std::ostream& out, std::ostream& err, std::string_view program,
                           bool progress_line = false, std::span<const named_strategy<Game>> strategies = {}) {
    return par_command(args, out, err, program, progress_line, par_game_of<Game>(strategies));
}

/// par_main on the process's arguments: standard output and error, the progress line when
/// standard error is a terminal; \p strategies offered by name beside "optimal" and "play-through".
template <class Game>
[[nodiscard]] int par_main(int argc, char** argv, std::initializer_list<named_strategy<Game>> strategies = {}) {
    return par_command(argc, argv, par_game_of<Game>(std::span<const named_strategy<Game>>(strategies.begin(), strategies.size())));
}

}  // namespace carnival::tools
