// A designer's own Mini-Tex strategy: its exact figures beside optimal play, then a simulation of
// it with a pocket poker wager, through the same settle() the table uses.
#include <carnival/carnival.hpp>
#include <iostream>
using namespace carnival;
using namespace carnival::literals;
using game_t = mini_tex<pair_or_better, mtx::rule_card, mtx::example_pocket_poker_table>;

// Raise before the flop unless both hole cards are below eight and unpaired; after the flop unless
// the board has paired neither; at the river with queen high or better.
decision simple(const player_view<game_t>& v) {
    const auto low = [](card c) { return c.rank() < rank::eight; };
    const auto paired = [&](card c) {
        for (card b : v.board) if (b.rank() == c.rank()) return true;
        return v.hole[0].rank() == v.hole[1].rank();
    };
    if (v.point == 0) return low(v.hole[0]) && low(v.hole[1]) && !paired(v.hole[0]) ? decision::fold : decision::play;
    if (v.point == 1) return paired(v.hole[0]) || paired(v.hole[1]) || !low(v.hole[0]) ? decision::play : decision::fold;
    const auto hand = evaluate<three_card, mtx::mini_tex_selection>(std::array{v.hole[0], v.hole[1]},
                                                                     std::array{v.board[0], v.board[1], v.board[2]});
    return hand >= evaluate<three_card, all_of<3>>("Qc 3d 2h"_cards) ? decision::play : decision::fold;
}

int main() {
    // The exact figures of both, every deal counted by the one engine.
    const analysis::exact_play<game_t> play;
    const analysis::wager_figures mine = play.figures(simple, "the simple strategy").figures;
    std::cout << "house edge, optimal: " << play.optimal().figures.house_edge << "\nhouse edge, " << mine.strategy << ": "
              << mine.house_edge << " (average total wager " << mine.average_total_wager << ")\n";

    wager_slip<game_t> slip;
    slip.place<game_t::ante_type>(money::dollars(5)).place<mtx::pocket_poker<mtx::example_pocket_poker_table>>(money::dollars(1));
    const auto tally = simulation::settled_rounds<game_t>(slip, simple).run(250'000, 2026, 2);
    for (const auto& [wager, results] : tally.wagers)
        std::cout << wager << " (simulated): house edge " << results.figures().house_edge << '\n';
}
