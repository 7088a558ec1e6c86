// carnival-table's heads-up-holdem: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/heads_up_holdem.hpp>

namespace table_tool {

game_entry heads_up_holdem_entry() {
    using game = heads_up_holdem::game;
    return entry<game>("heads-up-holdem", "new-york",
                       "the example game: ante and odds, one play of 3x, 2x on the flop or 1x on the river, a bad beat");
}

}  // namespace table_tool
