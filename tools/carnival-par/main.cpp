// carnival-par: exact par sheets of the bundled and the example games, and reproducible, shardable
// simulations.
//
//   carnival-par list
//   carnival-par rule-card GAME [the game's options]
//   carnival-par three-card-poker [--pair-plus A..G] [--ante-bonus 1-4-5|1-5-6]
//                                 [--six-card none|i-A..i-D|ii-A..ii-E] [--six-card-wager AMOUNT]
//                                 [--strategy optimal|q64|mimic-dealer|never-fold] [--coupled-ratio 0..1000]
//                                 [--simulate ROUNDS [--seed S] [--threads T] [--shard i/n]] [--format md|csv|json|html]
//   carnival-par mini-tex [--qualifier pair|ace-king] [--non-qualifying regulation|rule-card]
//                         [--strategy optimal|never-fold]
//                         [--simulate ROUNDS [--seed S] [--threads T] [--shard i/n]] [--format md|csv|json|html]
//   carnival-par let-it-ride | caribbean-stud | four-card-poker [sheet | rule-card] [options]   (tools::par_main: --help)
//   carnival-par merge SHARD.json... [--format md|csv|json|html]
//
// ROUNDS 1..10^15, S 0..2^64-1, T 1..256, i/n with 0 <= i < n <= 2^32: decimal digits only
// (leading zeros read as decimal). AMOUNT $0.01..$1,000,000 ("5", "2.50", "$0.01"), only with a
// six-card table. merge takes the --format json outputs of distinct shards of one run; when some
// shards are missing, the result is labelled partial. Exit status: 0 done, 1 the output could not
// be written, 2 a usage error or bad input; every message is one line on stderr.
#include "run.hpp"

#include <unistd.h>

#include <csignal>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
#ifdef SIGPIPE
    // A reader that goes away (carnival-par ... | head) must not end carnival-par silently: the
    // write fails with EPIPE instead, and run() says so and returns 1.
    std::signal(SIGPIPE, SIG_IGN);
#endif
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return par::run(args, std::cout, std::cerr, ::isatty(STDERR_FILENO) != 0);
}
