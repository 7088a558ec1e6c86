// A qualifier written with a malformed minimum hand.
#include <carnival/rules/qualifier.hpp>
using namespace carnival;
using bad = at_least<three_card, "Qc 3d", "two cards">;
int main() { return bad::qualifies(hand_value<three_card>{}) ? 0 : 1; }
