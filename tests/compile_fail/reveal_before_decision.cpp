// The dealer's cards revealed before the player decides.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using bad = sequence_of_play<to_player<3>, to_dealer<3>, reveal_dealer, decide<may_fold<"x">, may_raise<tcp::play, "x", 1>>>;
int main() { return static_cast<int>(bad::player_cards); }
