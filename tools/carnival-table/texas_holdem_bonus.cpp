// carnival-table's texas-holdem-bonus: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/texas_holdem_bonus.hpp>

namespace table_tool {

game_entry texas_holdem_bonus_entry() {
    using game = texas_holdem_bonus::game;
    return entry<game>("texas-holdem-bonus", "new-york",
                       "the example game: ante and bonus, fold or bet 2x before the flop, 1x or check on the turn and the river");
}

}  // namespace table_tool
