// carnival-table's caribbean-stud: the game's session and record check, compiled here alone.
#include "games.hpp"
#include "session.hpp"

#include <games/caribbean_stud.hpp>

namespace table_tool {

namespace {
using game = caribbean_stud::game;
}  // namespace

game_entry caribbean_stud_entry() {
    return {"caribbean-stud", game::name, "new-york", "the example game: ante, raise 2x against the dealer's five cards, one face up",
            [](const options& o, std::istream& in, std::ostream& out, const look& shown) { return play<game>(o, "new-york", in, out, shown); },
            [](std::string_view text, const std::string& file, std::ostream& out, std::ostream& err) { return check<game>(text, file, out, err); }};
}

}  // namespace table_tool
