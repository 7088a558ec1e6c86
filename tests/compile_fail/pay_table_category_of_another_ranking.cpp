// A five-card pay table with a line on High Card Flush's own category: the ranking has no such category.
#include "../../examples/games/high_card_flush.hpp"
#include <carnival/eval/rankings/five_card.hpp>
using namespace carnival;
using bad = pay_table<"mixed", five_card, pays<hand_category::flush, 6>, pays<high_card_flush::flush_length::seven_cards, 100>>;
int main() { return bad::name.size() > 0 ? 0 : 1; }
