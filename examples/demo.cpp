// carnival-demo: the main job until the par sheets exist. Evaluates example hands of the bundled
// games with the one shared evaluator: Three Card Poker (player and dealer), the six-card bonus
// (best five of the player's three and the dealer's three) and Mini-Tex (hole + board).
#include <carnival/carnival.hpp>

#include <iostream>
#include <random>
#include <string_view>

namespace {

using namespace carnival;

void show_three_card_poker(std::string_view player, std::string_view dealer) {
    const auto p = parse_cards(player), d = parse_cards(dealer);
    const auto pv = evaluate<three_card>(p), dv = evaluate<three_card>(d);
    std::vector<card> six = p;
    six.insert(six.end(), d.begin(), d.end());
    std::cout << "  player " << player << ": " << pv << "\n"
              << "  dealer " << dealer << ": " << dv << "\n"
              << "  " << (pv > dv ? "player's hand is higher" : pv < dv ? "dealer's hand is higher" : "push")
              << "; six-card bonus hand: " << best_hand<five_card, best_of<6>>(six).describe() << "\n\n";
}

void show_mini_tex(std::string_view hole, std::string_view board) {
    using mini_tex_hand = hole_and_board<2, 3, 1, 2>;  // at least one hole card, at most two community cards
    const auto made = best_hand<three_card, mini_tex_hand>(parse_cards(std::string(hole) + " " + std::string(board)));
    std::cout << "  hole " << hole << " + board " << board << ": " << made.describe() << "\n";
}

}  // namespace

int main() {
    std::cout << "carnival " << CARNIVAL_VERSION_MAJOR << '.' << CARNIVAL_VERSION_MINOR << '.' << CARNIVAL_VERSION_PATCH
              << ": evaluated example hands (par sheets arrive with the analysis layer)\n\n";
    std::cout << "Three Card Poker\n";
    show_three_card_poker("Qc 6d 4h", "Qd 6h 3s");
    show_three_card_poker("Ah 2h 3h", "Kd Ks 9c");
    show_three_card_poker("9d Td Jd", "Qd Kd Ad");

    std::cout << "Mini-Tex 3 Card Hold'em\n";
    show_mini_tex("2c 7d", "Kh Ks Kd");
    show_mini_tex("Ah 2h", "3h 9c 9d");

    std::cout << "\nA shuffled deal (std::mt19937_64{2026}, the same on every platform)\n";
    deck d;
    std::mt19937_64 g{2026};
    shuffle(d, g);
    const std::vector<card> top(d.begin(), d.begin() + 6);
    show_three_card_poker(to_string(std::vector<card>(top.begin(), top.begin() + 3)),
                     to_string(std::vector<card>(top.begin() + 3, top.end())));
    return 0;
}
