// Settling Mini-Tex 3 Card Hold'em, table-driven from 13:69F-37 (a)-(g), under both readings of a
// non-qualifying dealer (rules README).
#include "support.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/settlement/settle.hpp>

using namespace carnival;
using test_support::expected;

namespace {

const std::vector<decision> all_in{decision::play, decision::play, decision::play};

template <class Game>
settlement play_round(int ante, int pocket, const char* player, const char* dealer, const char* board,
                      const std::vector<decision>& decisions) {
    using pocket_poker = mtx::pocket_poker<mtx::example_pocket_poker_table>;
    wager_slip<Game> slip;
    if (ante) slip.template place<typename Game::ante_type>(money::dollars(ante));
    if (pocket) slip.template place<pocket_poker>(money::dollars(pocket));
    return settle(slip, dealt_cards<Game>::from_text(player, dealer, board), decisions);
}

using nj = nj_mini_tex<pair_or_better>;
using card_rules = mini_tex<pair_or_better, mtx::rule_card>;
using nj_ace_king = nj_mini_tex<ace_king_or_better>;

}  // namespace

TEST_CASE("13:69F-37 (g)(3): a higher hand against a qualifying dealer wins every wager", "[settlement][mini_tex]") {
    // Player: pair of kings (Kh Kd + board); dealer: pair of nines from the board with a jack.
    const settlement s = play_round<nj>(5, 0, "Kh Kd", "Jc 2d", "9s 9c 4h", all_in);
    CHECK(s.net() == money::dollars(25));  // ante, flop, river and play (2x) all paid even money
    test_support::check_settlement(s,
                                   {{"ante", outcome::won, 500, "13:69F-37 (g)(3)"},
                                    {"flop", outcome::won, 500, "13:69F-37 (g)(3)"},
                                    {"river", outcome::won, 500, "13:69F-37 (g)(3)"},
                                    {"play", outcome::won, 1000, "13:69F-37 (g)(3)"}});
}

TEST_CASE("13:69F-37 (g)(2): a lower hand loses every wager whether the dealer qualifies or not", "[settlement][mini_tex]") {
    test_support::check_settlement(play_round<nj>(5, 0, "Jc 2d", "Kh Kd", "9s 8c 4h", all_in),
                                   {{"ante", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"flop", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"river", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"play", outcome::lost, -1000, "13:69F-37 (g)(2)"}});
    // The edge case: the dealer does not qualify (king high) but holds the higher hand.
    const char* player = "Jc 2d";
    const char* dealer = "Kh 3d";
    const char* board = "9s 8c 4h";
    test_support::check_settlement(play_round<nj>(5, 0, player, dealer, board, all_in),
                                   {{"ante", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"flop", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"river", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"play", outcome::lost, -1000, "13:69F-37 (g)(2)"}});
    // The published rule card pays ante, flop and river and pushes the play wager instead.
    test_support::check_settlement(play_round<card_rules>(5, 0, player, dealer, board, all_in),
                                   {{"ante", outcome::won, 500, "rule card"},
                                    {"flop", outcome::won, 500, "rule card"},
                                    {"river", outcome::won, 500, "rule card"},
                                    {"play", outcome::pushed, 0, "rule card"}});
}

TEST_CASE("13:69F-37 (g)(4): a higher hand against a dealer who does not qualify", "[settlement][mini_tex]") {
    // Dealer king high does not qualify (pair or better); the player's jack-high... needs higher: ace high.
    test_support::check_settlement(play_round<nj>(5, 0, "Ac 2d", "Kh 3d", "9s 8c 4h", all_in),
                                   {{"ante", outcome::won, 500, "13:69F-37 (g)(4)"},
                                    {"flop", outcome::won, 500, "13:69F-37 (g)(4)"},
                                    {"river", outcome::won, 500, "13:69F-37 (g)(4)"},
                                    {"play", outcome::pushed, 0, "13:69F-37 (g)(4)"}});
    // With the ace-king qualifier, A-Q-9 does not qualify either.
    test_support::check_settlement(play_round<nj_ace_king>(5, 0, "Kc Kd", "Ah Qd", "9s 8c 4h", all_in),
                                   {{"ante", outcome::won, 500, "13:69F-37 (g)(4)"},
                                    {"flop", outcome::won, 500, "13:69F-37 (g)(4)"},
                                    {"river", outcome::won, 500, "13:69F-37 (g)(4)"},
                                    {"play", outcome::pushed, 0, "13:69F-37 (g)(4)"}});
}

TEST_CASE("13:69F-37 (g)(5): equal hands push", "[settlement][mini_tex]") {
    // Both play K-9-9 from the board: kings in the hole, nines on the board.
    test_support::check_settlement(play_round<nj>(5, 0, "Kh 2d", "Kd 3c", "9s 9c 4h", all_in),
                                   {{"ante", outcome::pushed, 0, "13:69F-37 (g)(5)"},
                                    {"flop", outcome::pushed, 0, "13:69F-37 (g)(5)"},
                                    {"river", outcome::pushed, 0, "13:69F-37 (g)(5)"},
                                    {"play", outcome::pushed, 0, "13:69F-37 (g)(5)"}});
}

TEST_CASE("13:69F-37 (a)(2) and (c)(2) and (e)(2): folding at each decision point", "[settlement][mini_tex]") {
    const settlement pre_flop = play_round<nj>(5, 0, "Kh Kd", "Jc 2d", "9s 9c 4h", {decision::fold});
    CHECK(pre_flop.find("flop") == nullptr);  // never placed
    test_support::check_settlement(pre_flop, {{"ante", outcome::forfeited, -500, "13:69F-37 (a)(2)"}});
    test_support::check_settlement(play_round<nj>(5, 0, "Kh Kd", "Jc 2d", "9s 9c 4h", {decision::play, decision::fold}),
                                   {{"ante", outcome::forfeited, -500, "13:69F-37 (c)(2)"}, {"flop", outcome::forfeited, -500, "13:69F-37 (c)(2)"}});
    test_support::check_settlement(
        play_round<nj>(5, 0, "Kh Kd", "Jc 2d", "9s 9c 4h", {decision::play, decision::play, decision::fold}),
        {{"ante", outcome::forfeited, -500, "13:69F-37 (e)(2)"},
         {"flop", outcome::forfeited, -500, "13:69F-37 (e)(2)"},
         {"river", outcome::forfeited, -500, "13:69F-37 (e)(2)"}});
}

TEST_CASE("13:69F-37 (g)(6): pocket poker and settled even for a folded hand", "[settlement][mini_tex]") {
    test_support::check_settlement(play_round<nj>(5, 1, "Ah Ad", "Jc 2d", "9s 9c 4h", {decision::fold}),
                                   {{"ante", outcome::forfeited, -500, "13:69F-37 (a)(2)"}, {"pocket-poker", outcome::won, 3000, "13:69F-37 (g)(6)"}});
    // Without regard to the outcome of any other wager: the hand loses, pocket poker pays.
    test_support::check_settlement(play_round<nj>(5, 2, "Ah Kh", "2c 3d", "9s 9c 4h", all_in),
                                   {{"ante", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"flop", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"river", outcome::lost, -500, "13:69F-37 (g)(2)"},
                                    {"play", outcome::lost, -1000, "13:69F-37 (g)(2)"},
                                    {"pocket-poker", outcome::won, 5000, "13:69F-37 (g)(6)"}});
    test_support::check_settlement(play_round<nj>(5, 2, "7h 2c", "Jc 2d", "9s 9c 4h", {decision::fold}),
                                   {{"ante", outcome::forfeited, -500, "13:69F-37 (a)(2)"}, {"pocket-poker", outcome::lost, -200, "13:69F-37 (g)(6)"}});
}
