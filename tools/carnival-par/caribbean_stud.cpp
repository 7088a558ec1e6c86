// carnival-par caribbean-stud: the example game (examples/games/caribbean_stud.hpp) through tools::par_main.
#include "example_games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/caribbean_stud.hpp"

namespace par {

const example_game caribbean_stud_game{"caribbean-stud", caribbean_stud::game::name, &carnival::tools::par_main<caribbean_stud::game>};

}  // namespace par
