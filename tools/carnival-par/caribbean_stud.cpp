// carnival-par caribbean-stud: the example game (examples/games/caribbean_stud.hpp) as the
// library's command line sees any game (tools::par_game_of), with one strategy of its own beside
// "optimal" and "play-through".
#include "games.hpp"

#include <carnival/eval/evaluate.hpp>
#include <carnival/tools/par_main.hpp>

#include "games/caribbean_stud.hpp"

namespace par {

namespace {
using game_t = caribbean_stud::game;
// --strategy mimic-dealer: raise exactly the hands that would qualify the dealer.
const carnival::tools::named_strategy<game_t> mimic_dealer{
    "mimic-dealer", "raise 2x with ace-king or better (the dealer's qualifier), fold the rest",
    [](const carnival::player_view<game_t>& v) {
        return game_t::qualifier::qualifies(carnival::evaluate<carnival::five_card>(v.hole)) ? carnival::decision::raise(2)
                                                                                              : carnival::decision::fold;
    }};
}  // namespace

carnival::tools::par_game caribbean_stud_game() { return carnival::tools::par_game_of<game_t>(std::span(&mimic_dealer, 1)); }

}  // namespace par
