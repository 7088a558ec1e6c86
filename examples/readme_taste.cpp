#include <carnival/carnival.hpp>
#include <iostream>
#include <random>
using namespace carnival;
using namespace carnival::literals;

int main() {
    // Three Card Poker: the player's three cards, three-card ranking (straight beats flush).
    std::array player{"Qc"_card, "6d"_card, "4h"_card}, dealer{"Qd"_card, "6h"_card, "3s"_card};
    auto p = evaluate<three_card>(player), d = evaluate<three_card>(dealer);
    std::cout << p << (p > d ? " beats " : " does not beat ") << d << '\n';

    // Six-card bonus: the best five of the player's and dealer's six cards.
    auto six = parse_cards("9d Td Jd Qd Kd Ad");
    std::cout << best_hand<five_card, best_of<6>>(six).describe() << '\n';   // Royal flush (Td Jd Qd Kd Ad)

    // Mini-Tex: 2 hole + 3 community cards, at least one hole card, at most two community cards.
    using mini_tex_hand = hole_and_board<2, 3, 1, 2>;
    std::cout << evaluate<three_card, mini_tex_hand>(parse_cards("2c 7d"), parse_cards("Kh Ks Kd")) << '\n';
    // Pair of kings, seven kicker: the three kings on the board cannot all play.

    deck cards;                          // the standard 52, spread by suit and in sequence
    std::mt19937_64 rng{2026};
    shuffle(cards, rng);                 // the same order on every compiler and platform
}
