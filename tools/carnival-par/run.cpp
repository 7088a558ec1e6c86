// carnival-par's command line: the commands and their options, and what is written where.
#include "run.hpp"

#include "example_games.hpp"
#include "mini_tex.hpp"
#include "options.hpp"
#include "simulate.hpp"
#include "three_card_poker.hpp"

#include <carnival/report/csv.hpp>
#include <carnival/report/generated_by.hpp>
#include <carnival/report/html.hpp>
#include <carnival/report/json.hpp>
#include <carnival/report/markdown.hpp>
#include <carnival/tools/arguments.hpp>
#include <carnival/tools/merge_files.hpp>
#include <carnival/tools/progress_line.hpp>
#include <carnival/version.hpp>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>  // fmt::join

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <exception>
#include <sstream>
#include <string>
#include <vector>

namespace par {

namespace {

// The example games, each through tools::par_main (example_games.hpp), in the order `list` shows them.
const example_game* const example_games[] = {&let_it_ride_game, &caribbean_stud_game, &four_card_poker_game};

const example_game* example_game_named(std::string_view command) {
    for (const example_game* g : example_games)
        if (g->command == command) return g;
    return nullptr;
}

std::string joined(const std::vector<std::string_view>& words, std::string_view separator = "|") {
    return fmt::format("{}", fmt::join(words, separator));
}

// Adds the option of `rule` (options.hpp) to `cmd`: CLI11 takes its value as text, rule.parse()
// converts it into `value` or throws the message.
template <class Rule, class T>
CLI::Option* add(CLI::App& cmd, const Rule& rule, T& value) {
    return cmd.add_option_function<std::string>(rule.name, [&rule, &value](const std::string& text) { value = rule.parse(text); },
                                                rule.help)
        ->type_name(rule.metavar);
}

// --simulate, --seed, --threads and --shard; the last three do nothing without --simulate, so
// they are refused without it.
void add_simulation_options(CLI::App& cmd, simulation_options& o) {
    CLI::Option* rounds = add(cmd, simulate_option, o.rounds);
    add(cmd, seed_option, o.seed)->needs(rounds);
    add(cmd, threads_option, o.threads)->needs(rounds);
    add(cmd, shard_option, o.shard)->needs(rounds);
}

std::string list_text() {
    const std::string simulation = fmt::format("--simulate {} [--seed {}] [--threads {}] [--shard i/n, n {}]", simulate_option.range(),
                                               seed_option.range(), threads_option.range(), fmt::format("1..{}", shard_option.max_count));
    const three_card_poker_words& tcp = three_card_poker_choices();
    const mini_tex_words& mtx = mini_tex_choices();
    std::string out = fmt::format(
        "three-card-poker  {}\n"
        "                  --pair-plus {} --ante-bonus {} --pair-plus-rule {} --strategy {}\n"
        "                  --six-card {} --six-card-wager {} (with a six-card table)\n"
        "                  --coupled-ratio {}\n"
        "                  {}\n"
        "mini-tex          {}\n"
        "                  --qualifier {} --non-qualifying {} --strategy {}\n"
        "                  {}\n",
        tcp.title, joined(tcp.pair_plus), joined(tcp.ante_bonus), joined(tcp.pair_plus_rule), joined(tcp.strategy), joined(tcp.six_card), six_card_wager_option.range(),
        coupled_ratio_option.range(), simulation, mtx.title, joined(mtx.qualifier), joined(mtx.non_qualifying), joined(mtx.strategy), simulation);
    for (const example_game* g : example_games)
        out += fmt::format("{:<17} {} (examples/games): exact; a named strategy simulated;\n"
                           "                  [sheet|rule-card|merge] [--format md|html|json|csv] [--strategy NAME] [--budget W] [--simulate ROUNDS]; "
                           "carnival-par {} --help\n",
                           g->command, g->title, g->command);
    out += "rule-card GAME    the game's rule card (NY (a)(2)(iv)'s inscriptions), with the game's options\n"
           "merge FILE...     combine the --format json outputs of distinct --shard i/n runs of one run\n"
           "all               --format md|csv|json|html\n";
    return out;
}

std::string one_line(std::string text) {
    std::replace_if(text.begin(), text.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
    return text;
}

// Parses `args` and makes the output; messages go to `err`. Returns the exit status, 0 or 2.
int make_output(std::span<const std::string> args, std::string& output, std::ostream& err, bool progress_line) {
    const std::span<const std::string> command_line = args;  // for the sheet's provenance line
    CLI::App app{"carnival-par: exact par sheets (house edge, optimal strategy, outcome distributions) of the bundled games",
                 "carnival-par"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "carnival-par (carnival " CARNIVAL_VERSION_STRING ")");
    app.option_defaults()->always_capture_default();  // --help shows each option's default
    std::string games;
    for (const example_game* g : example_games) games += fmt::format("  {:<26}  {} (carnival-par {} --help)\n", g->command, g->title, g->command);
    app.footer("Example games (examples/games), through the library's command line:\n" + games +
               "  rule-card GAME [options]    the game's rule card\n"
               "carnival-par list shows every game and its options. Exit status: 0 done, 1 the output could not be written, 2 a "
               "usage error.");
    app.failure_message([](const CLI::App*, const CLI::Error& e) { return "carnival-par: " + one_line(e.what()) + "\n"; });
    std::string format = "md";

    auto* list = app.add_subcommand("list", "list the games and their options");
    three_card_poker_options tcp;
    const three_card_poker_words& tcp_words = three_card_poker_choices();
    auto* tcp_cmd = app.add_subcommand("three-card-poker", std::string(tcp_words.title));
    const auto one_of = [](const std::vector<std::string_view>& words) { return CLI::IsMember(std::vector<std::string>(words.begin(), words.end())); };
    tcp_cmd->add_option("--pair-plus", tcp.pair_plus, "pair plus pay table, NY (f)(1)(ii)")->check(one_of(tcp_words.pair_plus));
    tcp_cmd->add_option("--ante-bonus", tcp.ante_bonus, "ante bonus table, NY (f)(1)(iii)")->check(one_of(tcp_words.ante_bonus));
    tcp_cmd->add_option("--pair-plus-rule", tcp.pair_plus_rule, "pair plus precondition, NY (c)(1)(ii) or (c)(6)(i)-(iii)")
        ->check(one_of(tcp_words.pair_plus_rule));
    tcp_cmd->add_option("--six-card", tcp.six_card, "six-card bonus version and table, NY (f)(2)")->check(one_of(tcp_words.six_card));
    add(*tcp_cmd, six_card_wager_option, tcp.six_card_wager);
    add(*tcp_cmd, coupled_ratio_option, tcp.coupled_ratio);
    tcp_cmd->add_option("--strategy", tcp.strategy, "strategy of the play (ante, play, ante bonus)")->check(one_of(tcp_words.strategy));
    add_simulation_options(*tcp_cmd, tcp.sim);
    mini_tex_options mtx;
    const mini_tex_words& mtx_words = mini_tex_choices();
    auto* mtx_cmd = app.add_subcommand("mini-tex", std::string(mtx_words.title));
    mtx_cmd->add_option("--qualifier", mtx.qualifier, "dealer qualifier, 13:69F-37 (g)(1)")->check(one_of(mtx_words.qualifier));
    mtx_cmd->add_option("--non-qualifying", mtx.non_qualifying, "reading of a non-qualifying dealer: the regulation's or the rule card's")
        ->check(one_of(mtx_words.non_qualifying));
    mtx_cmd->add_option("--strategy", mtx.strategy, "strategy")->check(one_of(mtx_words.strategy));
    add_simulation_options(*mtx_cmd, mtx.sim);
    std::vector<std::string> shard_files;
    auto* merge_cmd = app.add_subcommand("merge", "one sheet from the --format json sheets of distinct shards of one simulated run");
    merge_cmd->add_option("files", shard_files, "carnival-par ... --simulate ... --shard i/n --format json outputs")->required();
    for (auto* cmd : {tcp_cmd, mtx_cmd, merge_cmd})
        cmd->add_option("--format", format, "output format")->check(CLI::IsMember({"md", "csv", "json", "html"}));

    try {
        // rule-card GAME [options]: the game's options, its rule card instead of its sheet.
        const bool rule_card = !args.empty() && args.front() == "rule-card";
        if (rule_card) {
            args = args.subspan(1);
            if (args.empty() || (args.front() != "three-card-poker" && args.front() != "mini-tex"))
                throw std::invalid_argument("rule-card: expected a game (carnival-par list shows them), got " +
                                            (args.empty() ? std::string("nothing") : quote(args.front())));
        }
        // CLI11 would only say that a command is required.
        std::vector<std::string_view> commands = {"list", "rule-card", "three-card-poker", "mini-tex"};
        for (const example_game* g : example_games) commands.push_back(g->command);
        commands.push_back("merge");
        if (!args.empty() && !args.front().starts_with('-') &&
            std::find(commands.begin(), commands.end(), args.front()) == commands.end())
            throw std::invalid_argument(fmt::format("unknown command {}; expected {}{}", quote(args.front()), fmt::join(commands, ", "),
                                                    carnival::tools::did_you_mean(args.front(), commands)));
        std::vector<std::string> reversed(args.rbegin(), args.rend());  // as CLI11 takes them
        app.parse(reversed);
        if (list->parsed()) {
            output = list_text();
            return 0;
        }
        if (rule_card) {
            // Only the tables and readings are on the card: an option that cannot change it is refused.
            CLI::App* cmd = mtx_cmd->parsed() ? mtx_cmd : tcp_cmd;
            for (const char* name : {"--format", "--strategy", "--simulate", "--coupled-ratio", "--six-card-wager"})
                if (cmd->get_option_no_throw(name) != nullptr && cmd->count(name) > 0)
                    throw std::invalid_argument(fmt::format("rule-card: {} does not change a rule card", name));
            output = mtx_cmd->parsed() ? mini_tex_rule_card(mtx) : three_card_poker_rule_card(tcp);
            return 0;
        }
        // One live line (percentage, rate, time left) on a terminal; nothing otherwise.
        if (progress_line) tcp.sim.progress = mtx.sim.progress = carnival::tools::progress_line(err);
        namespace report = carnival::report;
        report::sheet s = merge_cmd->parsed() ? carnival::tools::merge_files(shard_files)
                          : mtx_cmd->parsed() ? mini_tex_sheet(mtx)
                                              : three_card_poker_sheet(tcp);
        s.generated_by = report::generated_by("carnival-par", command_line);
        output = format == "json" ? report::json(s) : format == "csv" ? report::csv(s) : format == "html" ? report::html(s) : report::markdown(s);
        return 0;
    } catch (const CLI::ParseError& e) {  // --help (status 0) or a usage error
        std::ostringstream help;
        const int status = app.exit(e, help, err);
        output = help.str();
        return status == 0 ? 0 : 2;
    } catch (const std::exception& e) {  // a value refused by options.hpp, a game or merge, or the library
        err << "carnival-par: " << one_line(e.what()) << '\n';
        return 2;
    }
}

}  // namespace

int run(std::span<const std::string> args, std::ostream& out, std::ostream& err, bool progress_line) {
    // An example game's command line is the library's (tools::par_main), whole.
    if (!args.empty())
        if (const example_game* g = example_game_named(args.front()))
            return g->main(args.subspan(1), out, err, "carnival-par " + std::string(g->command), progress_line);
    if (args.size() >= 2 && args[0] == "rule-card")  // rule-card GAME [options] is GAME rule-card [options]
        if (const example_game* g = example_game_named(args[1])) {
            std::vector<std::string> rest{"rule-card"};
            rest.insert(rest.end(), args.begin() + 2, args.end());
            return g->main(rest, out, err, "carnival-par " + std::string(g->command), progress_line);
        }
    std::string output;
    const int status = make_output(args, output, err, progress_line);
    if (output.empty()) return status;
    errno = 0;
    out << output << std::flush;
    if (out) return status;
    const int error = errno;
    err << "carnival-par: cannot write the output: " << (error != 0 ? std::strerror(error) : "the output stream failed") << '\n';
    return 1;
}

}  // namespace par
