// carnival-table's four-card-poker: the game's session and record check, compiled here alone.
#include "games.hpp"
#include "session.hpp"

#include <games/four_card_poker.hpp>

namespace table_tool {

namespace {
using game = four_card_poker::game;
}  // namespace

game_entry four_card_poker_entry() {
    return {"four-card-poker", game::name, "new-york", "the example game: ante, play 1x-3x, ante bonus, Aces Up",
            [](const options& o, std::istream& in, std::ostream& out, const look& shown) { return play<game>(o, "new-york", in, out, shown); },
            [](std::string_view text, const std::string& file, std::ostream& out, std::ostream& err) { return check<game>(text, file, out, err); }};
}

}  // namespace table_tool
