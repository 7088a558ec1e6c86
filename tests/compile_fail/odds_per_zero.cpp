// Odds "3 to 0": a pays line with nothing to pay per.
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/rules/pay_table.hpp>
using namespace carnival;
using bad = pay_table<"bad", five_card, pays<hand_category::flush, 3, 0>>;
int main() { return bad::payouts[0].to > 0 ? 0 : 1; }
