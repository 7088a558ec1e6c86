// A second wager against the dealer whose requirement does not name the ante: it could be placed
// alone, with no ante for the raises to be multiples of (contest_wager needs equal_to or placed_with the ante).
#include "../../examples/games/crazy_4_poker.hpp"
using namespace carnival;
struct bad_rules : crazy_4_poker::rules {
    using blind = contest_wager<"blind", crazy_4_poker::ante_contest, no_requirement>;
    using wagers = wager_list<crazy_4_poker::ante, blind, crazy_4_poker::play>;
};
using bad = game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
