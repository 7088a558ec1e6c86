// carnival-table's let-it-ride: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/let_it_ride.hpp>

namespace table_tool {

game_entry let_it_ride_entry() {
    using game = let_it_ride::game;
    return entry<game>("let-it-ride", "new-york", "the example game: three bets, two taken back or let ride");
}

}  // namespace table_tool
