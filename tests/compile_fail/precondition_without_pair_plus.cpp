// A six-card bonus that requires pair plus, in a game that offers no pair plus.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using pp = tcp::pair_plus<three_card_poker_tables::pair_plus_a>;
using six = tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>::wager<pp>;
struct bad_rules : tcp::rules<> {
    using wagers = wager_list<tcp::ante, tcp::play, six>;
};
using bad = game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
