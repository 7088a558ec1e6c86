// The example games (examples/games) in carnival-par: each through the library's par-sheet command
// line, tools::par_main<Game>, in a translation unit of its own (let_it_ride.cpp, …).
#pragma once

#include <ostream>
#include <span>
#include <string>
#include <string_view>

namespace par {

struct example_game {
    std::string_view command;  // the word that chooses it: "let-it-ride"
    std::string_view title;    // the game's own name (Game::name)
    // tools::par_main<Game>: the arguments after the game's word, output, messages, the program
    // as messages name it ("carnival-par let-it-ride"), whether to show a live progress line.
    int (*main)(std::span<const std::string> args, std::ostream& out, std::ostream& err, std::string_view program,
                bool progress_line);
};

extern const example_game let_it_ride_game;      // let_it_ride.cpp
extern const example_game caribbean_stud_game;   // caribbean_stud.cpp
extern const example_game four_card_poker_game;  // four_card_poker.cpp

}  // namespace par
