// Fuzz target: a table<Game> driven by random command sequences — every bundled and example game,
// under every jurisdiction profile — checking after each command the strong guarantee, chip
// conservation, and that every completed round's record replays (table_driver.hpp).
#include "table_driver.hpp"

#include "games/caribbean_stud.hpp"
#include "games/crazy_4_poker.hpp"
#include "games/four_card_poker.hpp"
#include "games/heads_up_holdem.hpp"
#include "games/high_card_flush.hpp"
#include "games/texas_holdem_bonus.hpp"
#include "games/let_it_ride.hpp"
#include "games/ultimate_texas_holdem.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/profiles.hpp>

#include <cstdint>

namespace {

namespace tables = carnival::three_card_poker_tables;
using tcp_game = carnival::three_card_poker<tables::pair_plus_a, tables::ante_bonus_1_4_5,
                                            carnival::tcp::six_card_bonus_i<tables::six_card_i_a>>;  // carnival-table's

template <class Game>
void under_a_profile(fuzz::input& in) {
    namespace profiles = carnival::table::profiles;
    switch (in.below(3)) {
        case 0: fuzz::drive_table<Game>(in, profiles::new_york<Game>()); break;
        case 1: fuzz::drive_table<Game>(in, profiles::procedures_casino<Game>()); break;
        default: fuzz::drive_table<Game>(in, profiles::new_jersey_mini_tex<Game>()); break;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::input in(data, size);
    switch (in.below(10)) {
        case 0: under_a_profile<tcp_game>(in); break;
        case 1: under_a_profile<carnival::nj_mini_tex<>>(in); break;
        case 2: under_a_profile<caribbean_stud::game>(in); break;
        case 3: under_a_profile<let_it_ride::game>(in); break;
        case 4: under_a_profile<crazy_4_poker::game>(in); break;
        case 5: under_a_profile<ultimate_texas_holdem::game>(in); break;
        case 6: under_a_profile<heads_up_holdem::game>(in); break;
        case 7: under_a_profile<high_card_flush::game>(in); break;
        case 8: under_a_profile<texas_holdem_bonus::game>(in); break;
        default: under_a_profile<four_card_poker::game>(in); break;
    }
    return 0;
}
