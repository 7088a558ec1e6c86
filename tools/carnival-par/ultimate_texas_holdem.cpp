// carnival-par ultimate-texas-holdem: the example game (examples/games/ultimate_texas_holdem.hpp)
// as the library's command line sees any game (tools::par_game_of), with its published basic
// strategy beside "optimal" (the Hold'em exact analysis to come: beyond the budget today) and
// "play-through".
#include "games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/ultimate_texas_holdem.hpp"
#include "games/ultimate_texas_holdem_basic_strategy.hpp"

namespace par {

namespace {
using game_t = ultimate_texas_holdem::game;
using basic = ultimate_texas_holdem::basic_strategy;
const carnival::tools::named_strategy<game_t> basic_strategy{std::string(basic::name), std::string(basic::description), basic{}};
}  // namespace

carnival::tools::par_game ultimate_texas_holdem_game() { return carnival::tools::par_game_of<game_t>(std::span(&basic_strategy, 1)); }

}  // namespace par
