// An ante settled against the dealer, in a game that deals the dealer nothing.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
struct bad_rules {
    using sequence = sequence_of_play<to_player<3>, decide<may_fold<"x">, may_raise<tcp::play, "x", 1>>>;
    using player_hand = tcp::player_hand;
    using wagers = wager_list<tcp::ante, tcp::play>;
};
using bad = game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
