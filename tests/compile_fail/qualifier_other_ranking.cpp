// Three Card Poker whose dealer "qualifies" with a five-card hand.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using five_card_qualifier = at_least<five_card, "2c 3d 4h 5s 7c", "seven high">;
struct bad_rules : tcp::rules<> {
    using dealer_qualifies = five_card_qualifier;
};
using bad = game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
