// carnival-table's four-card-poker: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/four_card_poker.hpp>

namespace table_tool {

game_entry four_card_poker_entry() {
    using game = four_card_poker::game;
    return entry<game>("four-card-poker", "new-york", "the example game: ante, play 1x-3x, ante bonus, Aces Up");
}

}  // namespace table_tool
