// A bonus is paid on the ante's amount (NY (f)(1)(iii)); a bonus on the pair plus wager is a
// configuration error.
#include <carnival/games/three_card_poker.hpp>

using namespace carnival;
using pair_plus = tcp::pair_plus<three_card_poker_tables::pair_plus_a>;
using bonus = bonus_on<"pair-plus-bonus", pair_plus, tcp::player_hand, three_card_poker_tables::ante_bonus_1_4_5, "none">;
struct bad_rules : tcp::rules<> {
    using wagers = wager_list<tcp::ante, tcp::play, pair_plus, bonus>;
};
using bad = game<bad_rules>;

int main() { return static_cast<int>(bad::sequence_type::player_cards); }
