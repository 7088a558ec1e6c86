// carnival-par let-it-ride: the example game (examples/games/let_it_ride.hpp) as the library's
// command line sees any game (tools::par_game_of).
#include "games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/let_it_ride.hpp"

namespace par {

carnival::tools::par_game let_it_ride_game() { return carnival::tools::par_game_of<let_it_ride::game>(); }

}  // namespace par
