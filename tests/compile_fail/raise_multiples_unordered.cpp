// The multiples of a raise are listed in increasing order, each once.
#include <carnival/games/three_card_poker.hpp>
using namespace carnival;
using bad = may_raise<tcp::play, "x", 3, 1, 2>;
int main() { return static_cast<int>(bad::times[0]); }
