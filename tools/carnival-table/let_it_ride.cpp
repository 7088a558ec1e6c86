// carnival-table's let-it-ride: the game's session and record check, compiled here alone.
#include "games.hpp"
#include "session.hpp"

#include <games/let_it_ride.hpp>

namespace table_tool {

namespace {
using game = let_it_ride::game;
}  // namespace

game_entry let_it_ride_entry() {
    return {"let-it-ride", game::name, "new-york", "the example game: three bets, two taken back or let ride",
            [](const options& o, std::istream& in, std::ostream& out, const look& shown) { return play<game>(o, "new-york", in, out, shown); },
            [](std::string_view text, const std::string& file, std::ostream& out, std::ostream& err) { return check<game>(text, file, out, err); }};
}

}  // namespace table_tool
