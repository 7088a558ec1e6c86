// A decision point with one option is no decision.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using bad = decide<may_raise<tcp::play, "x", 1>>;
int main() { return static_cast<int>(bad::cards); }
