// carnival-par: exact par sheets of the bundled games.
//
//   carnival-par list
//   carnival-par three-card-poker [--pair-plus A..G] [--ante-bonus 1-4-5|1-5-6]
//                                 [--six-card none|i-A..i-D|ii-A..ii-E] [--six-card-wager AMOUNT]
//                                 [--strategy optimal|q64|mimic-dealer|never-fold] [--format md|csv|json|html]
//                                 [--coupled-ratio R] [--simulate ROUNDS --seed S --threads T --shard i/n]
//   carnival-par merge FILE...    (JSON outputs of --simulate shards, combined exactly)
//   carnival-par mini-tex [--qualifier pair|ace-king] [--non-qualifying regulation|rule-card]
//                         [--strategy optimal|never-fold] [--format md|csv|json|html]
#include "html.hpp"
#include "merge.hpp"
#include "mini_tex.hpp"
#include "sheet.hpp"
#include "three_card_poker.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <stdexcept>

int main(int argc, char** argv) {
    CLI::App app{"carnival-par: exact par sheets (house edge, optimal strategy, outcome distributions) of the bundled games"};
    app.require_subcommand(1);
    std::string format = "md";

    auto* list = app.add_subcommand("list", "list the games and their options");
    par::three_card_poker_options tcp;
    auto* tcp_cmd = app.add_subcommand("three-card-poker", "Three Card Poker, New York rules");
    tcp_cmd->add_option("--pair-plus", tcp.pair_plus, "pair plus pay table, NY (f)(1)(ii)")->check(CLI::IsMember({"A", "B", "C", "D", "E", "F", "G"}));
    tcp_cmd->add_option("--ante-bonus", tcp.ante_bonus, "ante bonus table, NY (f)(1)(iii)")->check(CLI::IsMember({"1-4-5", "1-5-6"}));
    tcp_cmd->add_option("--six-card", tcp.six_card, "six-card bonus version and table, NY (f)(2)")
        ->check(CLI::IsMember({"none", "i-A", "i-B", "i-C", "i-D", "ii-A", "ii-B", "ii-C", "ii-D", "ii-E"}));
    tcp_cmd->add_option("--six-card-wager", tcp.six_card_wager, "six-card bonus wager in dollars (fixed royal awards assume 5)")
        ->check(CLI::PositiveNumber);
    tcp_cmd->add_option("--coupled-ratio", tcp.coupled_ratio,
                        "pair plus per unit ante for a player holding both (fold forfeits both, NY (e)(2)); 0: none")
        ->check(CLI::NonNegativeNumber);
    tcp_cmd->add_option("--simulate", tcp.simulate, "also simulate this many rounds of ante-play");
    tcp_cmd->add_option("--seed", tcp.seed, "simulation seed");
    tcp_cmd->add_option("--threads", tcp.threads, "simulation threads (the result does not depend on it)")->check(CLI::Range(1u, 256u));
    tcp_cmd->add_option("--shard", tcp.shard, "simulate only shard i of n (i/n), to merge later");
    tcp_cmd->add_option("--strategy", tcp.strategy, "ante-play strategy")->check(CLI::IsMember({"optimal", "q64", "mimic-dealer", "never-fold"}));
    par::mini_tex_options mtx;
    auto* mtx_cmd = app.add_subcommand("mini-tex", "Mini-Tex 3 Card Hold'em, N.J.A.C. 13:69F-37");
    mtx_cmd->add_option("--qualifier", mtx.qualifier, "dealer qualifier, 13:69F-37 (g)(1)")->check(CLI::IsMember({"pair", "ace-king"}));
    mtx_cmd->add_option("--non-qualifying", mtx.non_qualifying, "reading of a non-qualifying dealer: the regulation's or the rule card's")
        ->check(CLI::IsMember({"regulation", "rule-card"}));
    mtx_cmd->add_option("--strategy", mtx.strategy, "strategy")->check(CLI::IsMember({"optimal", "never-fold"}));
    mtx_cmd->add_option("--simulate", mtx.simulate, "also simulate this many rounds");
    mtx_cmd->add_option("--seed", mtx.seed, "simulation seed");
    mtx_cmd->add_option("--threads", mtx.threads, "simulation threads (the result does not depend on it)")->check(CLI::Range(1u, 256u));
    mtx_cmd->add_option("--shard", mtx.shard, "simulate only shard i of n (i/n), to merge later");
    std::vector<std::string> shard_files;
    auto* merge_cmd = app.add_subcommand("merge", "merge the JSON outputs of simulation shards");
    merge_cmd->add_option("files", shard_files, "carnival-par --format json outputs")->required()->check(CLI::ExistingFile);
    for (auto* cmd : {tcp_cmd, mtx_cmd, merge_cmd})
        cmd->add_option("--format", format, "output format")->check(CLI::IsMember({"md", "csv", "json", "html"}));

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    }
    try {
        if (list->parsed()) {
            std::cout << "three-card-poker  --pair-plus A..G --ante-bonus 1-4-5|1-5-6 --six-card none|i-A..i-D|ii-A..ii-E\n"
                         "                  --six-card-wager AMOUNT --strategy optimal|q64|mimic-dealer|never-fold\n"
                         "                  --simulate ROUNDS --seed S --threads T --shard i/n\n"
                         "mini-tex          --qualifier pair|ace-king --non-qualifying regulation|rule-card\n"
                         "                  --strategy optimal|never-fold --simulate ROUNDS --seed S --threads T --shard i/n\n"
                         "merge FILE...     combine --simulate --shard i/n outputs (--format json)\n"
                         "all               --format md|csv|json|html\n";
            return 0;
        }
        const par::sheet s = merge_cmd->parsed() ? par::merge_shards(shard_files)
                             : mtx_cmd->parsed() ? par::mini_tex_sheet(mtx)
                                                 : par::three_card_poker_sheet(tcp);
        std::cout << (format == "json" ? par::json(s) : format == "csv" ? par::csv(s) : format == "html" ? par::html(s) : par::markdown(s));
    } catch (const std::exception& e) {
        std::cerr << "carnival-par: " << e.what() << '\n';
        return 2;
    }
    return 0;
}
