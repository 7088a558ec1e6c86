// carnival-par high-card-flush: the example game (examples/games/high_card_flush.hpp) as the
// library's command line sees any game (tools::par_game_of), with its published strategy beside
// "optimal" and "play-through".
#include "games.hpp"

#include <carnival/tools/par_main.hpp>

#include "games/high_card_flush.hpp"
#include "games/high_card_flush_strategy.hpp"

namespace par {

namespace {
using game_t = high_card_flush::game;
using mousseau = high_card_flush::mousseau_strategy;
const carnival::tools::named_strategy<game_t> mousseau_strategy{std::string(mousseau::name), std::string(mousseau::description), mousseau{}};
}  // namespace

carnival::tools::par_game high_card_flush_game() { return carnival::tools::par_game_of<game_t>(std::span(&mousseau_strategy, 1)); }

}  // namespace par
