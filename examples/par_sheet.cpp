// The exact par sheet of any game in one call: par_sheet<Game>() solves the play (backward
// induction over what the player sees, card removal, suit symmetry), figures each side wager on
// its own and writes the rules in words from the type; the report writers print it.
//
//   carnival-example-par-sheet [let-it-ride | caribbean-stud | four-card-poker | three-card-poker] [md | html | json | csv | rule-card]
// Let It Ride takes under a second; Caribbean Stud about a minute; Four Card Poker a few minutes
// and about 2 GiB (the card-removal tables); the bundled Three Card Poker a few milliseconds.
#include <carnival/report.hpp>

#include <carnival/games/three_card_poker.hpp>

#include "games/caribbean_stud.hpp"
#include "games/four_card_poker.hpp"
#include "games/let_it_ride.hpp"

#include <iostream>
#include <string>
#include <string_view>

namespace {

template <class Game>
std::string write(std::string_view format) {
    using namespace carnival;
    if (format == "rule-card") return report::rule_card(std::string(Game::name), report::rule_summary_of<Game>());
    const report::sheet s = par_sheet<Game>();
    return format == "html" ? report::html(s) : format == "json" ? report::json(s) : format == "csv" ? report::csv(s) : report::markdown(s);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string_view game = argc > 1 ? argv[1] : "let-it-ride", format = argc > 2 ? argv[2] : "md";
    if (argc > 3 || (format != "md" && format != "html" && format != "json" && format != "csv" && format != "rule-card")) {
        std::cerr << "usage: carnival-example-par-sheet [let-it-ride|caribbean-stud|four-card-poker|three-card-poker] [md|html|json|csv|rule-card]\n";
        return 2;
    }
    if (game == "let-it-ride") std::cout << write<let_it_ride::game>(format);
    else if (game == "caribbean-stud") std::cout << write<caribbean_stud::game>(format);
    else if (game == "four-card-poker") std::cout << write<four_card_poker::game>(format);
    else if (game == "three-card-poker") std::cout << write<carnival::ny_three_card_poker>(format);
    else {
        std::cerr << "carnival-example-par-sheet: unknown game \"" << game << "\"; expected let-it-ride, caribbean-stud, four-card-poker or three-card-poker\n";
        return 2;
    }
    return std::cout.flush() ? 0 : 1;
}
