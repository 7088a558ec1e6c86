// carnival-par heads-up-holdem: the example game (examples/games/heads_up_holdem.hpp) as the
// library's command line sees any game (tools::par_game_of), with Ultimate Texas Hold'em's
// published basic strategy played at 3x before the flop beside "optimal" (the Hold'em exact
// analysis to come: beyond the budget today) and "play-through".
#include "games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/heads_up_holdem.hpp"
#include "games/ultimate_texas_holdem_basic_strategy.hpp"

namespace par {

namespace {
using game_t = heads_up_holdem::game;
using basic = ultimate_texas_holdem::basic_strategy;
const carnival::tools::named_strategy<game_t> basic_strategy{
    "uth-basic", "Ultimate Texas Hold'em's " + std::string(basic::description) + " (3x where it plays 4x; no basic strategy of this game's own is published)",
    basic{.before_the_flop = 3}};
}  // namespace

carnival::tools::par_game heads_up_holdem_game() { return carnival::tools::par_game_of<game_t>(std::span(&basic_strategy, 1)); }

}  // namespace par
