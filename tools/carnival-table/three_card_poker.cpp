// carnival-table's three-card-poker: the game's session and record check, compiled here alone.
#include "session.hpp"

#include <carnival/games/three_card_poker.hpp>

namespace table_tool {

game_entry three_card_poker_entry() {
    using game = carnival::three_card_poker<carnival::three_card_poker_tables::pair_plus_a, carnival::three_card_poker_tables::ante_bonus_1_4_5,
                                       carnival::tcp::six_card_bonus_i<carnival::three_card_poker_tables::six_card_i_a>>;
    return entry<game>("three-card-poker", "new-york", "ante and play, pair plus (table A), ante bonus 1-4-5, six-card bonus (i) table A, dealer toke");
}

}  // namespace table_tool
