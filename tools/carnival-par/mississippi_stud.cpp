// carnival-par mississippi-stud: the example game (examples/games/mississippi_stud.hpp) as the
// library's command line sees any game (tools::par_game_of).
#include "games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/mississippi_stud.hpp"

namespace par {

carnival::tools::par_game mississippi_stud_game() { return carnival::tools::par_game_of<mississippi_stud::game>(); }

}  // namespace par
