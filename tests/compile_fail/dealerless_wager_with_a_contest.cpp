// A game without a dealer hand whose ante, paid by a table on the player's hand, still lists what
// a lower hand than the dealer's does: there is no dealer to compare with (on_the_players_hand).
#include "../../examples/games/mississippi_stud.hpp"
using namespace carnival;
inline constexpr contest_rules against_nobody{.higher = won("x"), .equal = pushed("x"), .lower = lost("x")};
struct bad_rules : mississippi_stud::rules {
    using ante = ante_wager<"ante", against_nobody, mississippi_stud::paid>;
    using wagers = wager_list<ante, mississippi_stud::third_street, mississippi_stud::fourth_street, mississippi_stud::fifth_street>;
};
using bad = game<bad_rules>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
