// carnival-par four-card-poker: the example game (examples/games/four_card_poker.hpp) through tools::par_main.
#include "example_games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/four_card_poker.hpp"

namespace par {

const example_game four_card_poker_game{
    "four-card-poker", four_card_poker::game::name,
    [](std::span<const std::string> args, std::ostream& out, std::ostream& err, std::string_view program, bool progress) {
        return carnival::tools::par_main<four_card_poker::game>(args, out, err, program, progress);
    }};

}  // namespace par
