// carnival-table: sit at a table of a bundled or example game, place wagers, decide, and watch
// the dealer reveal, pay and take as the rules prescribe; every event goes to a record.
//
//   carnival-table list
//   carnival-table GAME [--profile new-york|procedures|new-jersey] [--seats N[,M]] [--chips D] [--seed S]
//                       [--record FILE] [--colour auto|always|never]
//   carnival-table check RECORD.jsonl...
#include "run.hpp"

#include <unistd.h>

#include <csignal>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
#ifdef SIGPIPE
    std::signal(SIGPIPE, SIG_IGN);
#endif
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return table_tool::run(args, std::cin, std::cout, std::cerr, ::isatty(STDIN_FILENO) != 0, ::isatty(STDOUT_FILENO) != 0);
}
