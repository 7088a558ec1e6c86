// carnival-table's mini-tex: the game's session and record check, compiled here alone.
#include "games.hpp"
#include "session.hpp"

#include <carnival/games/mini_tex.hpp>

namespace table_tool {

namespace {
using game = carnival::nj_mini_tex<>;
}  // namespace

game_entry mini_tex_entry() {
    return {"mini-tex", game::name, "new-jersey", "New Jersey Mini-Tex 3 Card Hold'em: ante, flop, river, play, pocket poker (an example table)",
            [](const options& o, std::istream& in, std::ostream& out, const look& shown) { return play<game>(o, "new-jersey", in, out, shown); },
            [](std::string_view text, const std::string& file, std::ostream& out, std::ostream& err) { return check<game>(text, file, out, err); }};
}

}  // namespace table_tool
