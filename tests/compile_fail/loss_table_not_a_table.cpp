// A bad-beat table that is not a pay table (a hand category where the table belongs).
#include "../../examples/games/heads_up_holdem.hpp"
using namespace carnival;
using bad = paid_by<heads_up_holdem::odds_table, table_terms{.otherwise = unnamed_hand::push}, heads_up_holdem::player_hand>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
