// A pull-back of a bet the game does not have.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using phantom = side_wager<"bet 1", tcp::player_hand, three_card_poker_tables::pair_plus_a, on_fold::stands, no_requirement, "x">;
struct bad_rules : tcp::rules<> {
    using sequence = sequence_of_play<to_player<3>, to_dealer<3>,
                                      decide<may_fold<"x">, may_raise<tcp::play, "x", 1>, may_pull_back<phantom, "x">>,
                                      reveal_dealer>;
};
using bad = game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
