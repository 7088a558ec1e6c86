// The compile-time benchmark (scripts/compile-time): one translation unit that includes
// <carnival/carnival.hpp> and instantiates both bundled games end to end — settlement, exact
// analysis and simulation of Three Card Poker (every side wager) and of Mini-Tex.
#include <carnival/carnival.hpp>

#include <iostream>

using namespace carnival;

int main() {
    using namespace three_card_poker_tables;
    using tcp_game = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>;
    using pair_plus = tcp::pair_plus<pair_plus_a>;
    using six_card = tcp::six_card_bonus_ii<six_card_ii_e>::wager<pair_plus>;
    wager_slip<tcp_game> slip;
    slip.place<tcp::ante>(money::dollars(5)).place<pair_plus>(money::dollars(5)).place<six_card>(money::dollars(5));
    std::cout << settle(slip, dealt_cards<tcp_game>::from_text("9d Td Jd", "Qd Kd Ad"), {decision::play}).net() << '\n';
    const analysis::exact_play<tcp_game> solver;
    std::cout << solver.optimal().figures.house_edge << '\n';
    std::cout << analysis::side_wager_figures<tcp_game, pair_plus>(money::dollars(5)).house_edge << '\n';
    wager_slip<tcp_game> ante;
    ante.place<tcp::ante>(money::dollars(1));
    std::cout << simulation::settled_rounds<tcp_game>(ante, solver.optimal_strategy()).run(1000, 1).total.total() << '\n';

    using mt_game = nj_mini_tex<pair_or_better>;
    using pocket = mtx::pocket_poker<mtx::example_pocket_poker_table>;
    wager_slip<mt_game> mt_slip;
    mt_slip.place<mt_game::ante_type>(money::dollars(5)).place<pocket>(money::dollars(1));
    std::cout << settle(mt_slip, dealt_cards<mt_game>::from_text("Ac 2d", "Kh 3d", "9s 8c 4h"),
                        {decision::play, decision::play, decision::play})
                     .net()
              << '\n';
    const analysis::exact_play<mt_game> mt_solver;
    std::cout << mt_solver.optimal().figures.house_edge << '\n';
    wager_slip<mt_game> mt_ante;
    mt_ante.place<mt_game::ante_type>(money::dollars(1));
    std::cout << simulation::settled_rounds<mt_game>(mt_ante, mt_solver.optimal_strategy()).run(1000, 1).total.total() << '\n';
}
