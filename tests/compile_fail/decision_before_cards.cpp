// A decision point before the player has any card: the player would raise blind.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using bad = sequence_of_play<decide<may_fold<"x">, may_raise<tcp::play, "x", 1>>, to_player<3>, to_dealer<3>, reveal_dealer>;
int main() { return static_cast<int>(bad::player_cards); }
