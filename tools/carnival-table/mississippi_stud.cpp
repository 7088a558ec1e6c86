// carnival-table's mississippi-stud: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <games/mississippi_stud.hpp>

namespace table_tool {

game_entry mississippi_stud_entry() {
    using game = mississippi_stud::game;
    return entry<game>("mississippi-stud", "new-york", "the example game: no dealer, a fold or a bet of 1-3 antes at each street");
}

}  // namespace table_tool
