// A bonus on the best five of seven cards in a game that deals six.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using seven = ranked_hand<five_card, best_of<7>, card_source::player, card_source::dealer>;
using bonus = side_wager<"seven-card-bonus", seven, three_card_poker_tables::six_card_i_a, on_fold::stands,
                         no_requirement, "house">;
struct bad_rules : tcp::rules<> {
    using wagers = wager_list<tcp::ante, tcp::play, bonus>;
};
using bad = game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
