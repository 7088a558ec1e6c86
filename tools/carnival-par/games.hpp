// The games carnival-par makes sheets of, each as the library's par-sheet command line sees it
// (carnival::tools::par_game), under the word that chooses it. Each is built in a translation unit
// of its own (three_card_poker.cpp, …), so that the analyses compile in parallel and no unit holds
// every pay table.
#pragma once

#include <carnival/tools/par_command.hpp>

#include <string_view>

namespace par {

// A game, its options' state fresh for one run.
carnival::tools::par_game three_card_poker_game();  // three_card_poker.cpp
carnival::tools::par_game mini_tex_game();          // mini_tex.cpp
carnival::tools::par_game let_it_ride_game();       // let_it_ride.cpp
carnival::tools::par_game caribbean_stud_game();    // caribbean_stud.cpp
carnival::tools::par_game four_card_poker_game();   // four_card_poker.cpp
carnival::tools::par_game mississippi_stud_game();  // mississippi_stud.cpp
carnival::tools::par_game crazy_4_poker_game();     // crazy_4_poker.cpp
carnival::tools::par_game ultimate_texas_holdem_game();  // ultimate_texas_holdem.cpp
carnival::tools::par_game heads_up_holdem_game();        // heads_up_holdem.cpp
carnival::tools::par_game high_card_flush_game();        // high_card_flush.cpp
carnival::tools::par_game texas_holdem_bonus_game();     // texas_holdem_bonus.cpp

struct game_entry {
    std::string_view command;               // the word that chooses it: "three-card-poker"
    carnival::tools::par_game (*make)();    // the game
};

// In the order `list` and --help show them.
inline constexpr game_entry games[] = {{"three-card-poker", three_card_poker_game}, {"mini-tex", mini_tex_game},
                                       {"let-it-ride", let_it_ride_game},           {"caribbean-stud", caribbean_stud_game},
                                       {"four-card-poker", four_card_poker_game},   {"mississippi-stud", mississippi_stud_game},
                                       {"crazy-4-poker", crazy_4_poker_game},       {"ultimate-texas-holdem", ultimate_texas_holdem_game},
                                       {"heads-up-holdem", heads_up_holdem_game},   {"high-card-flush", high_card_flush_game},
                                       {"texas-holdem-bonus", texas_holdem_bonus_game}};

}  // namespace par
