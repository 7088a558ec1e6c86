// A designer's own par-sheet program: the command line of tools::par_main for one game (here Let
// It Ride, from examples/games) in one line — the sheet in any format, the rule card, a simulated
// sheet on demand, --help, --version.
//
//   carnival-example-par-tool [sheet | rule-card] [--format md|html|json|csv] [--simulate ROUNDS] …
#include <carnival/tools/par_main.hpp>

#include "games/let_it_ride.hpp"

int main(int argc, char** argv) { return carnival::tools::par_main<let_it_ride::game>(argc, argv); }
