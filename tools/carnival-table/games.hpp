// The games carnival-table seats a person at: each in a translation unit of its own, so that
// the program never instantiates two games' tables in one unit.
#pragma once

#include "options.hpp"

#include <iosfwd>
#include <string>
#include <string_view>

namespace table_tool {

struct look;

struct game_entry {
    std::string_view key;              // the command: "three-card-poker"
    std::string_view name;             // Game::name, as records carry it
    std::string_view default_profile;  // new-york, procedures or new-jersey
    std::string_view about;            // one line for `list`
    int (*play)(const options&, std::string_view default_profile, std::istream&, std::ostream&, const look&);
    int (*check)(std::string_view text, const std::string& file, std::ostream& out, std::ostream& err);
};

game_entry three_card_poker_entry();
game_entry mini_tex_entry();
game_entry let_it_ride_entry();
game_entry mississippi_stud_entry();
game_entry caribbean_stud_entry();
game_entry four_card_poker_entry();
game_entry crazy_4_poker_entry();
game_entry ultimate_texas_holdem_entry();
game_entry heads_up_holdem_entry();
game_entry high_card_flush_entry();
game_entry texas_holdem_bonus_entry();

}  // namespace table_tool
