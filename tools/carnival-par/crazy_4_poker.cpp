// carnival-par crazy-4-poker: the example game (examples/games/crazy_4_poker.hpp) as the
// library's command line sees any game (tools::par_game_of).
#include "games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/crazy_4_poker.hpp"

namespace par {

carnival::tools::par_game crazy_4_poker_game() { return carnival::tools::par_game_of<crazy_4_poker::game>(); }

}  // namespace par
