// carnival-table's high-card-flush: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/high_card_flush.hpp>

namespace table_tool {

game_entry high_card_flush_entry() {
    using game = high_card_flush::game;
    return entry<game>("high-card-flush", "new-york",
                       "the example game: seven cards, the longest flush wins, a raise of 1x to 3x by its length, two bonuses");
}

}  // namespace table_tool
