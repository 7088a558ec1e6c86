// Evaluating hands with policy types: a ranking and a card selection, one evaluator.
#include <carnival/cards.hpp>
#include <carnival/eval.hpp>

#include <array>
#include <iostream>

int main() {
    using namespace carnival;
    using namespace carnival::literals;

    // Three Card Poker: all three cards, three-card ranking (NY (b)).
    const std::array player{"Qc"_card, "6d"_card, "4h"_card};
    const std::array dealer{"Qd"_card, "6h"_card, "3s"_card};
    const auto pv = evaluate<three_card>(player);
    const auto dv = evaluate<three_card>(dealer);
    std::cout << pv << " vs " << dv << ": " << (pv > dv ? "Player wins" : pv < dv ? "Dealer wins" : "Push") << '\n';

    // Six-card bonus: the best five of six cards with the five-card ranking (NY (f)(2)).
    constexpr card_set six = "9s Ts Js Qs Ks As"_cards;
    std::cout << best_hand<five_card, best_of<6>>(std::array{"9s"_card, "Ts"_card, "Js"_card, "Qs"_card, "Ks"_card,
                                                             "As"_card})
                     .describe()
              << " from " << six << '\n';

    // Mini-Tex: two hole cards + three community cards, at least one hole card (13:69F-37 (g)).
    const auto v = evaluate<three_card, hole_and_board<2, 3, 1, 2>>(std::array{"2c"_card, "7d"_card},
                                                                    std::array{"Kh"_card, "Ks"_card, "Kd"_card});
    std::cout << "2c 7d on Kh Ks Kd: " << v << '\n';
}
