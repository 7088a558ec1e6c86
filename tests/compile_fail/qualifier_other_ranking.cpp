// Three Card Poker whose dealer "qualifies" with a five-card hand.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using five_card_qualifier = at_least<five_card, "2c 3d 4h 5s 7c", "seven high">;
using bad = game<deal<3, 3>, tcp::player_hand, tcp::dealer_hand, five_card_qualifier, fold_rules<"NY (e)(2)">, tcp::ante,
                 tcp::play>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
