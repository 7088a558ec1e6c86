// carnival-par texas-holdem-bonus: the example game (examples/games/texas_holdem_bonus.hpp) as
// the library's command line sees any game (tools::par_game_of), with its published simple
// strategy beside "optimal" (the Hold'em exact analysis to come) and "play-through".
#include "games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/texas_holdem_bonus.hpp"
#include "games/texas_holdem_bonus_strategy.hpp"

namespace par {

namespace {
using game_t = texas_holdem_bonus::game;
using simple = texas_holdem_bonus::simple_strategy;
const carnival::tools::named_strategy<game_t> simple_strategy{std::string(simple::name), std::string(simple::description), simple{}};
}  // namespace

carnival::tools::par_game texas_holdem_bonus_game() { return carnival::tools::par_game_of<game_t>(std::span(&simple_strategy, 1)); }

}  // namespace par
