// Three games that are in none of the rule texts — Caribbean Stud, Let It Ride and Four Card
// Poker, each a short file of types in games/ — simulated with a strategy function apiece, through
// the same settle() that settles a single round.
#include "games/caribbean_stud.hpp"
#include "games/four_card_poker.hpp"
#include "games/let_it_ride.hpp"

#include <carnival/simulation/settled_rounds.hpp>
#include <iostream>
using namespace carnival;

template <class Game, class S>
void simulate(const char* title, const wager_slip<Game>& slip, S strategy) {
    const auto tally = simulation::settled_rounds<Game>(slip, strategy).run(400'000, 2026, 2);
    std::cout << title << '\n';
    for (const auto& [wager, results] : tally.wagers)
        std::cout << "  " << wager << ": house edge " << results.figures().house_edge << ", average wager "
                  << results.figures().average_total_wager << '\n';
}

int main() {
    {  // Caribbean Stud: raise a pair or better, and ace-king when the dealer's up card is lower than a king.
        using game_t = caribbean_stud::game;
        wager_slip<game_t> slip;
        slip.place<caribbean_stud::ante>(money::dollars(5));
        simulate("Caribbean Stud", slip, [](const player_view<game_t>& v) {
            const bool pair = evaluate<five_card, all_of<5>>(v.hole).category() != hand_category::high_card;
            const bool ace_king = v.hole[0].rank() == rank::ace && v.hole[1].rank() == rank::king;
            return pair || (ace_king && v.dealer_up[0].rank() < rank::king) ? decision::play : decision::fold;
        });
    }
    {  // Let It Ride: let a bet ride with a pair of tens or better in sight.
        using game_t = let_it_ride::game;
        wager_slip<game_t> slip;
        slip.place<let_it_ride::bet_1>(money::dollars(5)).place<let_it_ride::bet_2>(money::dollars(5)).place<let_it_ride::bet_3>(money::dollars(5));
        simulate("Let It Ride", slip, [](const player_view<game_t>& v) {
            unsigned seen = 0;
            for (auto cards : {v.hole.subspan(0), v.board})
                for (card c : cards) {
                    if ((seen >> index(c.rank()) & 1U) != 0 && c.rank() >= rank::ten) return decision::check;
                    seen |= 1U << index(c.rank());
                }
            return decision::pull_back;
        });
    }
    {  // Four Card Poker: play 3x with two pair or better, 1x with a pair, else fold.
        using game_t = four_card_poker::game;
        wager_slip<game_t> slip;
        slip.place<four_card_poker::ante>(money::dollars(5)).place<four_card_poker::aces_up>(money::dollars(5));
        simulate("Four Card Poker", slip, [](const player_view<game_t>& v) {
            const auto category = evaluate<four_card_poker::four_card, best_of<5>>(v.hole).category();
            if (category == hand_category::high_card) return decision::fold;
            return category == hand_category::pair ? decision::raise(1) : decision::raise(3);
        });
    }
}
