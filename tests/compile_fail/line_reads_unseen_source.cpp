// A bonus whose hand looks at the player's cards alone, with a line that reads the dealer's.
#include "../../examples/games/texas_holdem_bonus.hpp"
using namespace carnival;
using namespace texas_holdem_bonus;
using players_only = side_wager<"bonus", raw_cards<card_source::player>, bonus_table, on_fold::stands, no_requirement, "THB 6">;
struct bad_rules : rules<> {
    using wagers = wager_list<ante<las_vegas_ante_table>, flop_bet, turn_bet, river_bet, players_only>;
};
using bad = carnival::game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
