// carnival-par four-card-poker: the example game (examples/games/four_card_poker.hpp) as the
// library's command line sees any game (tools::par_game_of).
#include "games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/four_card_poker.hpp"

namespace par {

carnival::tools::par_game four_card_poker_game() { return carnival::tools::par_game_of<four_card_poker::game>(); }

}  // namespace par
