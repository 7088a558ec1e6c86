// carnival-par's command line: the commands and their options, and what is written where.
#include "run.hpp"

#include "html.hpp"
#include "merge.hpp"
#include "mini_tex.hpp"
#include "options.hpp"
#include "sheet.hpp"
#include "simulate.hpp"
#include "three_card_poker.hpp"

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
    return fmt::format("three-card-poker  --pair-plus A..G --ante-bonus 1-4-5|1-5-6 --strategy optimal|q64|mimic-dealer|never-fold\n"
                       "                  --six-card none|i-A..i-D|ii-A..ii-E --six-card-wager {} (with a six-card table)\n"
                       "                  --coupled-ratio {}\n"
                       "                  {}\n"
                       "mini-tex          --qualifier pair|ace-king --non-qualifying regulation|rule-card --strategy optimal|never-fold\n"
                       "                  {}\n"
                       "merge FILE...     combine the --format json outputs of distinct --shard i/n runs of one run\n"
                       "all               --format md|csv|json|html\n",
                       six_card_wager_option.range(), coupled_ratio_option.range(), simulation, simulation);
}

std::string one_line(std::string text) {
    std::replace_if(text.begin(), text.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
    return text;
}

// Parses `args` and makes the output; messages go to `err`. Returns the exit status, 0 or 2.
int make_output(std::span<const std::string> args, std::string& output, std::ostream& err) {
    CLI::App app{"carnival-par: exact par sheets (house edge, optimal strategy, outcome distributions) of the bundled games",
                 "carnival-par"};
    app.require_subcommand(1);
    app.failure_message([](const CLI::App*, const CLI::Error& e) { return "carnival-par: " + one_line(e.what()) + "\n"; });
    std::string format = "md";

    auto* list = app.add_subcommand("list", "list the games and their options");
    three_card_poker_options tcp;
    auto* tcp_cmd = app.add_subcommand("three-card-poker", "Three Card Poker, New York rules");
    tcp_cmd->add_option("--pair-plus", tcp.pair_plus, "pair plus pay table, NY (f)(1)(ii)")->check(CLI::IsMember({"A", "B", "C", "D", "E", "F", "G"}));
    tcp_cmd->add_option("--ante-bonus", tcp.ante_bonus, "ante bonus table, NY (f)(1)(iii)")->check(CLI::IsMember({"1-4-5", "1-5-6"}));
    tcp_cmd->add_option("--six-card", tcp.six_card, "six-card bonus version and table, NY (f)(2)")
        ->check(CLI::IsMember({"none", "i-A", "i-B", "i-C", "i-D", "ii-A", "ii-B", "ii-C", "ii-D", "ii-E"}));
    add(*tcp_cmd, six_card_wager_option, tcp.six_card_wager);
    add(*tcp_cmd, coupled_ratio_option, tcp.coupled_ratio);
    tcp_cmd->add_option("--strategy", tcp.strategy, "ante-play strategy")->check(CLI::IsMember({"optimal", "q64", "mimic-dealer", "never-fold"}));
    add_simulation_options(*tcp_cmd, tcp.sim);
    mini_tex_options mtx;
    auto* mtx_cmd = app.add_subcommand("mini-tex", "Mini-Tex 3 Card Hold'em, N.J.A.C. 13:69F-37");
    mtx_cmd->add_option("--qualifier", mtx.qualifier, "dealer qualifier, 13:69F-37 (g)(1)")->check(CLI::IsMember({"pair", "ace-king"}));
    mtx_cmd->add_option("--non-qualifying", mtx.non_qualifying, "reading of a non-qualifying dealer: the regulation's or the rule card's")
        ->check(CLI::IsMember({"regulation", "rule-card"}));
    mtx_cmd->add_option("--strategy", mtx.strategy, "strategy")->check(CLI::IsMember({"optimal", "never-fold"}));
    add_simulation_options(*mtx_cmd, mtx.sim);
    std::vector<std::string> shard_files;
    auto* merge_cmd = app.add_subcommand("merge", "merge the JSON outputs of distinct simulation shards of one run");
    merge_cmd->add_option("files", shard_files, "carnival-par --simulate ... --shard i/n --format json outputs")->required();
    for (auto* cmd : {tcp_cmd, mtx_cmd, merge_cmd})
        cmd->add_option("--format", format, "output format")->check(CLI::IsMember({"md", "csv", "json", "html"}));

    try {
        // CLI11 would only say that a command is required.
        const std::vector<std::string> commands = {"list", "three-card-poker", "mini-tex", "merge"};
        if (!args.empty() && !args.front().starts_with('-') &&
            std::find(commands.begin(), commands.end(), args.front()) == commands.end())
            throw std::invalid_argument(fmt::format("unknown command {}; expected {}", quote(args.front()), fmt::join(commands, ", ")));
        std::vector<std::string> reversed(args.rbegin(), args.rend());  // as CLI11 takes them
        app.parse(reversed);
        if (list->parsed()) {
            output = list_text();
            return 0;
        }
        tcp.sim.progress = mtx.sim.progress = [&err](std::uint64_t done, std::uint64_t total) { report_progress(err, done, total); };
        const sheet s = merge_cmd->parsed() ? merge_shards(shard_files)
                        : mtx_cmd->parsed() ? mini_tex_sheet(mtx)
                                            : three_card_poker_sheet(tcp);
        output = format == "json" ? json(s) : format == "csv" ? csv(s) : format == "html" ? html(s) : markdown(s);
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

int run(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::string output;
    const int status = make_output(args, output, err);
    if (output.empty()) return status;
    errno = 0;
    out << output << std::flush;
    if (out) return status;
    const int error = errno;
    err << "carnival-par: cannot write the output: " << (error != 0 ? std::strerror(error) : "the output stream failed") << '\n';
    return 1;
}

}  // namespace par
