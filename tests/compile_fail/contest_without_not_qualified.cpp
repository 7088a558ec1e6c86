// A contest that leaves out what happens when the dealer does not qualify, in a game whose dealer
// must qualify: the game does not compile.
#include <carnival/games/three_card_poker.hpp>

using namespace carnival;

inline constexpr contest_rules half_written{
    .higher = won("NY (f)(1)(i)"), .equal = pushed("NY (b)(3)"), .lower = lost("NY (f)(1)(i)")};
using broken = game<deal<3, 3>, tcp::player_hand, tcp::dealer_hand, queen_high_or_better, fold_rules<"NY (e)(2)">,
                    ante_wager<"ante", half_written>, raise_wager<"play", 0, 1, tcp::play_contest>>;

int main() { return static_cast<int>(sizeof(broken)); }
