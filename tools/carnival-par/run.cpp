// carnival-par's command line: a game's word, then the library's par-sheet command line for that
// game (tools::par_command) — one parser, one meaning per option, one output for every game —
// and around it `list`, `rule-card GAME`, `merge` and the program's --help and --version.
#include "run.hpp"

#include "games.hpp"

#include <carnival/tools/arguments.hpp>
#include <carnival/tools/par_command.hpp>
#include <carnival/version.hpp>

#include <fmt/format.h>
#include <fmt/ranges.h>  // fmt::join

#include <cerrno>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace par {

namespace {

constexpr std::string_view program = "carnival-par";

std::vector<std::string_view> commands() {
    std::vector<std::string_view> c{"list", "rule-card", "merge"};
    for (const game_entry& g : games) c.push_back(g.command);
    return c;
}

std::string help_text() {
    std::string text = fmt::format("usage: {} GAME [sheet | rule-card | merge FILE...] [options]\n"
                                   "       {} list | rule-card GAME [options] | merge FILE... [--format FORMAT] [--output FILE]\n\n"
                                   "Exact par sheets (house edge, optimal strategy, outcome distributions) of the bundled and example "
                                   "games, and reproducible, shardable simulations of a strategy given by name.\n\ngames:\n",
                                   program, program);
    for (const game_entry& g : games) text += fmt::format("  {:<22}{} ({} {} --help)\n", g.command, g.make().title, program, g.command);
    return text + "\ncommands:\n"
                  "  list                  every game and its own options\n"
                  "  rule-card GAME        the game's rule card (its options choose the tables), as GAME rule-card\n"
                  "  merge FILE...         one sheet from the --format json sheets of distinct shards of one simulated run\n\n"
                  "exit status: 0 done, 1 the output could not be written, 2 a usage error\n";
}

std::string list_text() {
    std::string text;
    for (const game_entry& entry : games) {
        const carnival::tools::par_game g = entry.make();
        text += fmt::format("{:<17} {}\n", entry.command, g.title);
        for (const carnival::tools::game_option& o : g.options)
            text += fmt::format("                  {} {}{}\n", o.name,
                                o.words.empty() ? o.value_name : fmt::format("{}", fmt::join(o.words, "|")),
                                fmt::format(" (default: {})", o.default_value));
        std::string strategies = fmt::format("{}|{}", carnival::tools::optimal_strategy, carnival::tools::play_through_strategy);
        for (const carnival::tools::strategy_name& s : g.strategies) strategies += "|" + s.name;
        text += fmt::format("                  --strategy {}\n", strategies);
    }
    return text + "every game: [sheet | rule-card | merge FILE...] [--format md|html|json|csv] [--threads N] [--budget WORK]\n"
                  "            [--simulate ROUNDS --strategy NAME [--seed S] [--shard i/n]] [--output FILE]; carnival-par GAME --help\n"
                  "rule-card GAME [options]   GAME rule-card [options]\n"
                  "merge FILE...              the shards of any game's run, merged\n";
}

int write(const std::string& text, std::ostream& out, std::ostream& err) {
    errno = 0;
    out << text << std::flush;
    if (out) return 0;
    const int error = errno;
    err << program << ": cannot write the output: " << (error != 0 ? std::strerror(error) : "the output stream failed") << '\n';
    return 1;
}

int usage_error(const std::string& message, std::ostream& err) {
    err << program << ": " << message << " (see --help)\n";
    return 2;
}

}  // namespace

int run(std::span<const std::string> args, std::ostream& out, std::ostream& err, bool progress_line) {
    if (args.empty()) return usage_error(fmt::format("expected a game or a command ({})", fmt::join(commands(), ", ")), err);
    const std::string& first = args.front();
    if (first == "--help") return write(help_text(), out, err);
    if (first == "--version") return write(std::string(program) + " (carnival " CARNIVAL_VERSION_STRING ")\n", out, err);
    if (first == "list") return args.size() == 1 ? write(list_text(), out, err) : usage_error("list takes no arguments", err);
    if (first == "merge") {  // the shards of any game's run
        carnival::tools::par_game any;
        any.title = "any game (the shards say which)";
        return carnival::tools::par_command(args, out, err, program, progress_line, any);
    }
    // rule-card GAME [options] is GAME rule-card [options].
    const bool rule_card = first == "rule-card";
    const std::span<const std::string> rest = args.subspan(1);
    const std::string_view game = rule_card ? (rest.empty() ? std::string_view() : std::string_view(rest.front())) : std::string_view(first);
    for (const game_entry& g : games) {
        if (g.command != game) continue;
        const std::string name = fmt::format("{} {}", program, g.command);
        if (!rule_card) return carnival::tools::par_command(rest, out, err, name, progress_line, g.make());
        std::vector<std::string> card{"rule-card"};
        card.insert(card.end(), rest.begin() + 1, rest.end());
        return carnival::tools::par_command(card, out, err, name, progress_line, g.make());
    }
    std::vector<std::string_view> words;
    for (const game_entry& g : games) words.push_back(g.command);
    if (rule_card)
        return usage_error("rule-card: expected a game (" + fmt::format("{}", fmt::join(words, ", ")) + "), got " +
                               (rest.empty() ? std::string("nothing") : carnival::tools::quote(rest.front())) +
                               (rest.empty() ? std::string() : carnival::tools::did_you_mean(rest.front(), words)),
                           err);
    const std::vector<std::string_view> known = commands();
    return usage_error("unknown command " + carnival::tools::quote(first) + "; expected " + fmt::format("{}", fmt::join(known, ", ")) +
                           carnival::tools::did_you_mean(first, known),
                       err);
}

}  // namespace par
