// A contest that leaves out what happens when the dealer does not qualify, in a game whose dealer
// must qualify: the game does not compile.
#include <carnival/games/three_card_poker.hpp>

using namespace carnival;

inline constexpr contest_rules half_written{
    .higher = won("NY (f)(1)(i)"), .equal = pushed("NY (b)(3)"), .lower = lost("NY (f)(1)(i)")};
struct broken_rules : tcp::rules<> {
    using wagers = wager_list<ante_wager<"ante", half_written>, tcp::play>;
};
using broken = game<broken_rules>;

int main() { return static_cast<int>(sizeof(broken)); }
