// carnival-par caribbean-stud: the example game (examples/games/caribbean_stud.hpp) through
// tools::par_main, with one strategy of its own beside "optimal" and "play-through".
#include "example_games.hpp"

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

const example_game caribbean_stud_game{
    "caribbean-stud", game_t::name,
    [](std::span<const std::string> args, std::ostream& out, std::ostream& err, std::string_view program, bool progress) {
        return carnival::tools::par_main<game_t>(args, out, err, program, progress, std::span(&mimic_dealer, 1));
    }};

}  // namespace par
