// A raise wager that no decision point offers can never be made.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using bet = raise_wager<"bet", tcp::play_contest>;
struct bad_rules : tcp::rules<> {
    using wagers = wager_list<tcp::ante, tcp::play, bet>;
};
using bad = game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
