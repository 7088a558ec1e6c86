// carnival-par let-it-ride: the example game (examples/games/let_it_ride.hpp) through tools::par_main.
#include "example_games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/let_it_ride.hpp"

namespace par {

const example_game let_it_ride_game{
    "let-it-ride", let_it_ride::game::name,
    [](std::span<const std::string> args, std::ostream& out, std::ostream& err, std::string_view program, bool progress) {
        return carnival::tools::par_main<let_it_ride::game>(args, out, err, program, progress);
    }};

}  // namespace par
