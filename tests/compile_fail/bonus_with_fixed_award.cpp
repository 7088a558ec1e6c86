// An ante bonus pays odds on the ante's amount (NY (f)(1)(iii)); a fixed award has a stake of its
// own, so a bonus table with one is a configuration error.
#include <carnival/games/three_card_poker.hpp>

using namespace carnival;
struct any_straight_flush {
    static constexpr std::string_view name = "Straight flush";
    template <class Hand>
    static constexpr bool holds(const Hand& h) noexcept { return h.value.category() == hand_category::straight_flush; }
};
using table = pay_table<"an award", three_card, awards_if<any_straight_flush, fixed_award{.award_cents = 100'000, .stake_cents = 500}>,
                        pays<hand_category::straight, 1>>;
struct bad_rules : tcp::rules<> {
    using wagers = wager_list<tcp::ante, tcp::play, tcp::ante_bonus<table>>;
};
using bad = game<bad_rules>;

int main() { return static_cast<int>(bad::sequence_type::player_cards); }
