// A strategy must return carnival::decision: a function returning bool is not a strategy.
#include <carnival/games/three_card_poker.hpp>
#include <carnival/simulation/settled_rounds.hpp>

int main() {
    using game = carnival::ny_three_card_poker;
    carnival::wager_slip<game> slip;
    slip.place<carnival::tcp::ante>(carnival::money::dollars(5));
    const carnival::simulation::settled_rounds<game> sim(slip, [](const carnival::player_view<game>&) { return true; });
}
