// carnival-par: exact par sheets of the bundled and the example games, and reproducible, shardable
// simulations of a strategy given by name — every game through the library's command line
// (tools::par_command), with its own options beside.
//
//   carnival-par list                                   every game, its options and strategies
//   carnival-par GAME [sheet | rule-card | merge FILE...] [options]   (carnival-par GAME --help)
//   carnival-par rule-card GAME [the game's options]
//   carnival-par merge SHARD.json... [--format md|csv|json|html] [--output FILE]
//
// Exit status: 0 done, 1 the output could not be written, 2 a usage error or bad input; every
// message is one line on stderr.
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
