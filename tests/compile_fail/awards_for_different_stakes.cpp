// The fixed awards of one pay table are for one stake: a table mixing a $5 award and a $1 award
// does not say what a wager must be.
#include <carnival/games/three_card_poker.hpp>

using namespace carnival;
using table = pay_table<"two awards", five_card,
                        awards_if<three_card_poker_tables::six_card_royal<true>, fixed_award{.award_cents = 100'000'000, .stake_cents = 500}>,
                        awards_if<three_card_poker_tables::six_card_royal<false>, fixed_award{.award_cents = 10'000'000, .stake_cents = 100}>>;

int main() { return table::award_terms.has_value() ? 0 : 1; }
