/// \file
/// \brief The definitions of `carnival::tools::par_command` and its parts: included by
/// `<carnival/tools/par_command.hpp>` when carnival is header-only, and by `<carnival/src.hpp>`
/// alone under CARNIVAL_SEPARATE_COMPILATION.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/csv.hpp>
#include <carnival/report/format.hpp>
#include <carnival/report/generated_by.hpp>
#include <carnival/report/html.hpp>
#include <carnival/report/json.hpp>
#include <carnival/report/markdown.hpp>
#include <carnival/report/rule_card.hpp>
#include <carnival/tools/arguments.hpp>
#include <carnival/tools/merge_files.hpp>
#include <carnival/tools/par_command.hpp>
#include <carnival/tools/progress_line.hpp>
#include <carnival/version.hpp>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::tools {

namespace detail {

/// A usage error: par_command prints it on one line and exits with status 2.
struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// What the command line asks for.
struct par_request {
    std::string command = "sheet";  ///< sheet | rule-card | merge
    std::string format = "md";      ///< md | html | json | csv
    par_options options{};
    bool simulate = false, help = false, version = false;
    std::optional<std::string> output;
    std::vector<std::string> files;  ///< merge: the shards' JSON sheets
    std::string strategy{optimal_strategy};  ///< --strategy
};

CARNIVAL_DECL const std::vector<std::string_view>& par_commands() {
    static const std::vector<std::string_view> c{"sheet", "rule-card", "merge"};
    return c;
}
CARNIVAL_DECL const std::vector<std::string_view>& par_flags() {
    static const std::vector<std::string_view> f{"--format", "--threads", "--budget", "--ties",   "--simulate", "--seed",
                                                 "--shard",  "--strategy", "--output", "--help", "--version"};
    return f;
}

/// The words of \p words joined by ", ".
inline std::string listed(const auto& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : ", ") + std::string(w);
    return out;
}

/// \brief Reads \p args (without the program's name) into a request, \p strategies the words
/// --strategy takes, \p game's own options read as they come; throws usage_error.
CARNIVAL_DECL par_request read_par_request(std::span<const std::string> args, const std::vector<std::string_view>& strategies,
                                           const par_game& game) {
    par_request r;
    bool command_given = false, seed_given = false, shard_given = false, ties_given = false;
    std::optional<std::string> sheet_option;  // the first option that makes a sheet, which merge refuses
    std::optional<std::string> not_on_card;   // the first option that cannot change a rule card
    std::vector<std::string_view> known(par_flags().begin(), par_flags().end()), given;
    for (const game_option& o : game.options) known.push_back(o.name);
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (!a.starts_with("--")) {
            if (command_given && r.command == "merge") {
                r.files.push_back(a);
                continue;
            }
            if (command_given)
                throw usage_error("unexpected argument " + quote(a) + " after the command " + quote(r.command));
            if (std::find(par_commands().begin(), par_commands().end(), a) == par_commands().end())
                throw usage_error("unknown command " + quote(a) + did_you_mean(a, par_commands()) + " (commands: sheet, rule-card, merge)");
            r.command = a;
            command_given = true;
            continue;
        }
        const std::size_t eq = a.find('=');
        const std::string flag = a.substr(0, eq);
        const auto known_flag = std::find(known.begin(), known.end(), flag);
        if (known_flag == known.end()) throw usage_error("unknown option " + quote(flag) + did_you_mean(flag, known));
        if (std::find(given.begin(), given.end(), *known_flag) != given.end()) throw usage_error(flag + " given twice");
        given.push_back(*known_flag);
        const game_option* own = nullptr;
        for (const game_option& o : game.options)
            if (o.name == flag) own = &o;
        if (flag != "--format" && flag != "--output" && flag != "--help" && flag != "--version" && !sheet_option) sheet_option = flag;
        if (flag != "--output" && flag != "--help" && flag != "--version" && (own == nullptr || !own->changes_rule_card) && !not_on_card)
            not_on_card = flag;
        if (flag == "--help" || flag == "--version") {
            if (eq != std::string::npos) throw usage_error(flag + " takes no value");
            (flag == "--help" ? r.help : r.version) = true;
            continue;
        }
        std::string value;
        if (eq != std::string::npos) value = a.substr(eq + 1);
        else if (i + 1 < args.size()) value = args[++i];
        else throw usage_error(flag + " needs a value");
        const auto number = [&](std::uint64_t min, std::uint64_t max, const char* what) {
            const auto n = whole_number(value, min, max);
            if (!n)
                throw usage_error(flag + ": expected " + what + " from " + std::to_string(min) + " to " + std::to_string(max) +
                                  " in decimal digits, got " + quote(value));
            return *n;
        };
        if (own != nullptr) {
            const std::vector<std::string_view> words(own->words.begin(), own->words.end());
            if (!words.empty() && std::find(words.begin(), words.end(), value) == words.end())
                throw usage_error(flag + ": expected " + listed(words) + ", got " + quote(value) + did_you_mean(value, words));
            try {
                own->read(value);
            } catch (const std::invalid_argument& e) {
                throw usage_error(e.what());
            }
        } else if (flag == "--format") {
            const std::vector<std::string_view> formats{"md", "html", "json", "csv"};
            if (std::find(formats.begin(), formats.end(), value) == formats.end())
                throw usage_error("--format: expected md, html, json or csv, got " + quote(value) + did_you_mean(value, formats));
            r.format = value;
        } else if (flag == "--threads") {
            r.options.exact.threads = static_cast<unsigned>(number(1, 256, "a number of threads"));
        } else if (flag == "--ties") {
            const std::vector<std::string_view> ties{"smaller-wager", "larger-wager"};
            if (std::find(ties.begin(), ties.end(), value) == ties.end())
                throw usage_error("--ties: expected smaller-wager or larger-wager, got " + quote(value) + did_you_mean(value, ties));
            r.options.exact.ties = value == "larger-wager" ? analysis::tie_break::larger_wager : analysis::tie_break::smaller_wager;
            ties_given = true;
        } else if (flag == "--budget") {
            r.options.budget = static_cast<double>(number(0, std::uint64_t{1} << 62, "an amount of work"));
        } else if (flag == "--simulate") {
            r.options.rounds = number(1, 1'000'000'000'000'000, "a number of rounds");
            r.simulate = true;
        } else if (flag == "--seed") {
            r.options.seed = number(0, UINT64_MAX, "a seed");
            seed_given = true;
        } else if (flag == "--shard") {
            const std::size_t slash = value.find('/');
            const auto count = slash == std::string::npos ? std::nullopt : whole_number(value.substr(slash + 1), 1, std::uint64_t{1} << 32);
            const auto index = slash == std::string::npos ? std::nullopt : whole_number(value.substr(0, slash), 0, std::uint64_t{1} << 32);
            if (!count || !index || *index >= *count)
                throw usage_error("--shard: expected i/n with 0 <= i < n <= 2^32 in decimal digits, got " + quote(value));
            r.options.part = {*index, *count};
            shard_given = true;
        } else if (flag == "--strategy") {
            for (const renamed_strategy& n : game.renamed)
                if (n.was == value) throw usage_error("--strategy: " + quote(value) + " is now called " + quote(n.now));
            if (std::find(strategies.begin(), strategies.end(), value) == strategies.end())
                throw usage_error("--strategy: expected " + listed(strategies) + ", got " + quote(value) + did_you_mean(value, strategies));
            r.strategy = value;
        } else if (flag == "--output") {
            if (value.empty()) throw usage_error("--output: expected a file name");
            r.output = value;
        }
    }
    if (r.command == "merge" && r.files.empty() && !r.help && !r.version)
        throw usage_error("merge needs the JSON sheets of a run's shards (merge FILE...)");
    if (r.command == "merge" && sheet_option)
        throw usage_error(*sheet_option + " has no effect on merge, which reads its sheets from its files (merge takes --format and --output)");
    if (r.command == "rule-card" && not_on_card) throw usage_error("rule-card: " + *not_on_card + " does not change a rule card");
    if (r.command == "sheet" && !game.sheet && !r.help && !r.version)
        throw usage_error("no game to make a sheet of: this command line only merges (merge FILE...)");
    if (ties_given && r.simulate)
        throw usage_error("--ties chooses among the optimal play's equal options: a simulation plays a strategy given by name");
    if ((seed_given || shard_given) && !r.simulate)
        throw usage_error(std::string(seed_given ? "--seed" : "--shard") + " needs --simulate (the exact sheet has no seed)");
    if (r.simulate && r.strategy == optimal_strategy && r.command != "merge") {  // never another strategy under its name (issue 32, 11b)
        std::vector<std::string_view> named;
        for (std::string_view w : strategies)
            if (w != optimal_strategy) named.push_back(w);
        throw usage_error("--simulate plays a strategy given by name (--strategy " + listed(named) +
                          "); the optimal strategy is what the exact analysis finds, so drop --simulate for its exact figures");
    }
    if (r.simulate) r.options.budget = -1;  // below any estimate: the play is simulated
    return r;
}

/// One option's line of --help: the option and its value, then what it does, aligned.
inline std::string help_line(const std::string& option, const std::string& what) {
    std::string line = "  " + option;
    line += line.size() < 23 ? std::string(24 - line.size(), ' ') : std::string("\n") + std::string(24, ' ');
    return line + what + "\n";
}

/// The --help text of \p program for \p game, \p strategies the words --strategy takes.
CARNIVAL_DECL std::string par_help(std::string_view program, const par_game& game, const std::vector<std::string_view>& strategies) {
    const std::string name = game.title.empty() ? "the game" : game.title;
    std::string text = "usage: " + std::string(program) + " [sheet | rule-card] [options]\n       " + std::string(program) +
                       " merge FILE... [--format FORMAT] [--output FILE]\n\n" + "The par sheet of " + name +
                       ": exact (every deal counted) under the optimal strategy or a named one; a named strategy also simulated "
                       "(--simulate).\n\ncommands:\n" +
                       help_line("sheet", "the par sheet (the default)") +
                       help_line("rule-card", "the layout's inscriptions: the dealer's qualifier and every payout") +
                       help_line("merge FILE...", "one sheet from the --format json sheets of distinct shards of one simulated run");
    if (!game.options.empty()) {
        text += "\nthe game's options:\n";
        for (const game_option& o : game.options)
            text += help_line(o.name + " " + o.value_name, o.help + (o.words.empty() ? "" : ": " + listed(o.words)) +
                                                               " (default: " + o.default_value + ")" +
                                                               (o.changes_rule_card ? "" : "; not on the rule card"));
    }
    text += "\noptions:\n" + help_line("--format FORMAT", "md, html, json or csv (default: md)") +
            help_line("--threads N", "worker threads, 1 to 256, for the exact analysis and the simulation (default: one per hardware thread)") +
            help_line("--ties WHICH", "smaller-wager or larger-wager: the option the optimal play takes where two are worth the same; the "
                                      "house edge is the same, the average wager and element of risk are not (default: smaller-wager)") +
            help_line("--budget WORK", "estimated exact work above which the play is simulated, or the optimal sheet refused (default: " +
                                           report::printed("%.0f", par_options{}.budget) + ")") +
            help_line("--simulate ROUNDS", "simulate the play under a named --strategy (not optimal), ROUNDS from 1 to 10^15") +
            help_line("--seed S", "the simulation's seed, 0 to 2^64-1 (default: 1; needs --simulate)") +
            help_line("--shard i/n", "simulate shard i of n (default: 0/1; needs --simulate)") +
            help_line("--strategy NAME", listed(strategies) + " (default: optimal)") +
            help_line("--output FILE", "write to FILE (default: standard output)") + help_line("--help", "this text") +
            help_line("--version", "carnival's version") + "\nstrategies:\n" +
            help_line(std::string(optimal_strategy), "the option of the highest exact expectation at every decision, given what the player has seen") +
            help_line(std::string(play_through_strategy), std::string(play_through_description));
    for (const strategy_name& s : game.strategies) text += help_line(s.name, s.description);
    return text + "\nexit status: 0 done, 1 the output could not be written, 2 a usage error\n";
}

/// The merge command: the sheets of \p files merged (tools::merge_files); throws
/// std::invalid_argument naming the file when one is not a sheet of \p game (any game's when it is empty).
CARNIVAL_DECL report::sheet merge_files(const std::vector<std::string>& files, std::string_view game) {
    report::sheet s = tools::merge_files(files);
    if (!game.empty() && s.game != game)  // merge_shards checked that every sheet is of the first's game
        throw std::invalid_argument(quote(files.front()) + ": a sheet of " + quote(s.game) + ", not of " + quote(game));
    return s;
}

}  // namespace detail

CARNIVAL_DECL int par_command(std::span<const std::string> args, std::ostream& out, std::ostream& err, std::string_view program,
                              bool progress_line, const par_game& game) {
    std::vector<std::string_view> names{optimal_strategy, play_through_strategy};
    for (const strategy_name& s : game.strategies) {
        if (std::find(names.begin(), names.end(), s.name) != names.end())
            throw std::invalid_argument("carnival::tools::par_main: strategy " + quote(s.name) + " offered twice");
        names.push_back(s.name);
    }
    for (std::size_t i = 0; i < game.options.size(); ++i) {
        const std::string& o = game.options[i].name;
        const bool twice = std::any_of(game.options.begin(), game.options.begin() + static_cast<std::ptrdiff_t>(i),
                                       [&](const game_option& before) { return before.name == o; });
        if (!o.starts_with("--") || twice || std::find(detail::par_flags().begin(), detail::par_flags().end(), o) != detail::par_flags().end())
            throw std::invalid_argument("carnival::tools::par_main: option " + quote(o) + " is not a new --option");
        if (!game.options[i].read) throw std::invalid_argument("carnival::tools::par_main: option " + quote(o) + " has no reader");
    }
    detail::par_request r;
    try {
        r = detail::read_par_request(args, names, game);
    } catch (const detail::usage_error& e) {
        err << program << ": " << e.what() << " (see --help)\n";
        return 2;
    }
    std::string text;
    if (r.help) {
        text = detail::par_help(program, game, names);
    } else if (r.version) {
        text = std::string(program) + " (carnival " CARNIVAL_VERSION_STRING ")\n";
    } else if (r.command == "rule-card") {
        text = report::rule_card(game.name, game.rules());
    } else {
        if (progress_line) {  // the simulation's rounds, or the exact walk's share done
            r.options.progress = tools::progress_line(err);
            r.options.exact.progress = tools::progress_line(err, "");
        }
        try {
            report::sheet s = r.command == "merge" ? detail::merge_files(r.files, game.name) : game.sheet(r.strategy, r.options);
            s.generated_by = report::generated_by(program, args);
            text = r.format == "html" ? report::html(s) : r.format == "json" ? report::json(s) : r.format == "csv" ? report::csv(s) : report::markdown(s);
        } catch (const std::exception& e) {  // a shard with no block, a budget the tables exceed, a file merge refuses, …
            err << program << ": " << e.what() << "\n";
            return 2;
        }
    }
    errno = 0;
    if (r.output) {
        std::ofstream file(*r.output, std::ios::binary);
        file << text << std::flush;
        if (file) return 0;
    } else {
        out << text << std::flush;
        if (out) return 0;
    }
    const int error = errno;
    err << program << ": cannot write the output" << (r.output ? " to " + quote(*r.output) : std::string()) << ": "
        << (error != 0 ? std::strerror(error) : "the output stream failed") << "\n";
    return 1;
}

CARNIVAL_DECL int par_command(int argc, char** argv, const par_game& game) {
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    std::string_view program = argc > 0 && argv[0] != nullptr ? argv[0] : "par";
    if (const std::size_t slash = program.rfind('/'); slash != std::string_view::npos) program.remove_prefix(slash + 1);
    return par_command(args, std::cout, std::cerr, program, ::isatty(STDERR_FILENO) != 0, game);
}

}  // namespace carnival::tools
