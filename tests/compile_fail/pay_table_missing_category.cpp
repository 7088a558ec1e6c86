// A pair-plus table with a "two pair" line: three-card poker has no two pair.
#include <carnival/rules/pay_table.hpp>
#include <carnival/eval/rankings/three_card.hpp>
using namespace carnival;
using bad = pay_table<"two pair in three cards", three_card, pays<hand_category::two_pair, 5>, pays<hand_category::pair, 1>>;
int main() { return sizeof(bad) > 0 ? 0 : 1; }
