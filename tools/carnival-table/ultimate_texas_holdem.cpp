// carnival-table's ultimate-texas-holdem: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/ultimate_texas_holdem.hpp>

namespace table_tool {

game_entry ultimate_texas_holdem_entry() {
    using game = ultimate_texas_holdem::game;
    return entry<game>("ultimate-texas-holdem", "new-york",
                       "the example game: ante and blind, one play of 4x or 3x, 2x on the flop or 1x on the river, Trips");
}

}  // namespace table_tool
