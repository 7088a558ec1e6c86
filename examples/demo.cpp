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

void print(const settlement& s) {
    for (const wager_result& w : s.wagers)
        std::cout << "    " << w.wager << ": " << name(w.result) << ' ' << w.net << " (" << w.rule << ")"
                  << (w.line.empty() ? "" : " ") << w.line << '\n';
    std::cout << "    net " << s.net() << "\n\n";
}

void settle_rounds() {
    using namespace three_card_poker_tables;
    using tcp_game = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>;
    using pair_plus = tcp::pair_plus<pair_plus_a>;
    using six_card = tcp::six_card_bonus_ii<six_card_ii_e>::wager<pair_plus>;
    wager_slip<tcp_game> slip;
    slip.place<tcp::ante>(money::dollars(5)).place<pair_plus>(money::dollars(5)).place<six_card>(money::dollars(5));
    std::cout << "Settled: Three Card Poker (pair plus A, ante bonus 1-4-5, six-card bonus (ii) E), $5 each\n"
              << "  player 9d Td Jd, dealer Qd Kd Ad, player plays\n";
    print(settle(slip, dealt_cards<tcp_game>::from_text("9d Td Jd", "Qd Kd Ad"), {decision::play}));

    using mt_game = nj_mini_tex<pair_or_better>;
    using pocket = mtx::pocket_poker<mtx::example_pocket_poker_table>;
    wager_slip<mt_game> mt_slip;
    mt_slip.place<mt_game::ante_type>(money::dollars(5)).place<pocket>(money::dollars(1));
    std::cout << "Settled: Mini-Tex (N.J. regulation, pair qualifier, example pocket poker table)\n"
              << "  player Ac 2d, dealer Kh 3d, board 9s 8c 4h, player plays every street\n";
    print(settle(mt_slip, dealt_cards<mt_game>::from_text("Ac 2d", "Kh 3d", "9s 8c 4h"),
                 {decision::play, decision::play, decision::play}));
}

}  // namespace

int main() {
    std::cout << "carnival " << CARNIVAL_VERSION_MAJOR << '.' << CARNIVAL_VERSION_MINOR << '.' << CARNIVAL_VERSION_PATCH
              << ": example hands and settled rounds (par sheets arrive with the analysis layer)\n\n";
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
    settle_rounds();
    return 0;
}
