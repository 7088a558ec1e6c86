// carnival-table's mini-tex: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <carnival/games/mini_tex.hpp>

namespace table_tool {

game_entry mini_tex_entry() {
    using game = carnival::nj_mini_tex<>;
    return entry<game>("mini-tex", "new-jersey", "New Jersey Mini-Tex 3 Card Hold'em: ante, flop, river, play, pocket poker (an example table)");
}

}  // namespace table_tool
