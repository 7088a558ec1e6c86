// carnival-table's caribbean-stud: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/caribbean_stud.hpp>

namespace table_tool {

game_entry caribbean_stud_entry() {
    using game = caribbean_stud::game;
    return entry<game>("caribbean-stud", "new-york", "the example game: ante, raise 2x against the dealer's five cards, one face up");
}

}  // namespace table_tool
