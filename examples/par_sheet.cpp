// The exact par sheet of any game in one call: par_sheet<Game>() solves the play (backward
// induction over what the player sees, card removal, suit symmetry), figures each side wager on
// its own and writes the rules in words from the type; report::markdown prints it.
//
//   carnival-example-par-sheet [let-it-ride | caribbean-stud | four-card-poker]
// Let It Ride takes under a second; Caribbean Stud about a minute; Four Card Poker a few minutes
// and about 2 GiB (the card-removal tables).
#include <carnival/report/markdown.hpp>
#include <carnival/report/par_sheet.hpp>

#include "games/caribbean_stud.hpp"
#include "games/four_card_poker.hpp"
#include "games/let_it_ride.hpp"

#include <iostream>
#include <string_view>

int main(int argc, char** argv) {
    const std::string_view game = argc > 1 ? argv[1] : "let-it-ride";
    if (game == "let-it-ride") std::cout << carnival::report::markdown(carnival::par_sheet<let_it_ride::game>());
    else if (game == "caribbean-stud") std::cout << carnival::report::markdown(carnival::par_sheet<caribbean_stud::game>());
    else if (game == "four-card-poker") std::cout << carnival::report::markdown(carnival::par_sheet<four_card_poker::game>());
    else {
        std::cerr << "carnival-example-par-sheet: unknown game \"" << game << "\"; expected let-it-ride, caribbean-stud or four-card-poker\n";
        return 2;
    }
    return std::cout ? 0 : 1;
}
