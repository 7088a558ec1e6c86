// carnival-table's crazy-4-poker: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/crazy_4_poker.hpp>

namespace table_tool {

game_entry crazy_4_poker_entry() {
    using game = crazy_4_poker::game;
    return entry<game>("crazy-4-poker", "new-york",
                       "the example game: ante and super bonus, a fold or a play of 1x (up to 3x with a pair of aces or better)");
}

}  // namespace table_tool
