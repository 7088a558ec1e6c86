// The one exact engine (analysis::exact_play) on Mini-Tex 3 Card Hold'em (N.J.A.C. 13:69F-37),
// checked without the analysis written for its shape: the published house edge (rules README),
// the deals by the player's final hand from enumerating every holding and board, and the flop
// decisions of the optimal strategy against brute-force backward induction with settle() over
// every river card and every dealer holding.
#include "../support/catch.hpp"
#include "../support/enumerate.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/settlement/settle.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>

using namespace carnival;

namespace {

// Expected net per unit ante of the ante, flop, river and play wagers with every raise made, by
// settling every dealer holding of the cards left (13:69F-37 (a)–(e)).
template <class Game>
double play_through_by_settlement(const std::array<card, 2>& hole, const std::array<card, 3>& board) {
    wager_slip<Game> slip;
    slip.template place<typename Game::ante_type>(money::dollars(1));
    long double sum = 0;
    int holdings = 0;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b) {
            const card x = card::from_dense_index(a), y = card::from_dense_index(b);
            const auto seen = [&](card c) { return c == hole[0] || c == hole[1] || c == board[0] || c == board[1] || c == board[2]; };
            if (seen(x) || seen(y)) continue;
            dealt_cards<Game> dealt;
            dealt.player = hole;
            dealt.dealer = {x, y};
            dealt.board = board;
            money net;
            for (const wager_result& w : settle(slip, dealt, {decision::play, decision::play, decision::play}).wagers) net += w.net;
            sum += static_cast<long double>(net.minor_units()) / 100.0L;
            ++holdings;
        }
    REQUIRE(holdings == 47 * 46 / 2);
    return static_cast<double>(sum / holdings);
}

}  // namespace

TEST_CASE("exact_play on Mini-Tex: the published house edge, the deals by final hand, the flop decisions by brute force",
          "[analysis][solve][mini_tex]") {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    const analysis::exact_play<game_t> solver({.threads = 2});
    const auto [play, after_flop] = solver.optimal_with_strategy(std::uint64_t{1} << 1);  // the table of decision point 2 (the flop wager)
    // Rules README: house edge 3.22% of the ante, optimal play, the rule card's reading with the pair qualifier.
    CHECK(std::abs(play.figures.house_edge - 0.0322) < 0.00005);

    // By the player's final hand (hole cards and the whole board), folded or not: each board is 3
    // flop/river splits, each with the dealer's C(47, 2) holdings.
    std::map<std::string, std::uint64_t> final_hands;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int x = 0; x < 52; ++x)
                for (int y = x + 1; y < 52; ++y)
                    for (int z = y + 1; z < 52; ++z) {
                        if (x == a || x == b || y == a || y == b || z == a || z == b) continue;
                        const std::array<card, 2> hole{card::from_dense_index(a), card::from_dense_index(b)};
                        const std::array<card, 3> board{card::from_dense_index(x), card::from_dense_index(y), card::from_dense_index(z)};
                        ++final_hands[std::string(name(evaluate<three_card, mtx::mini_tex_selection>(hole, board).category()))];
                    }
    double contributions = 0;
    for (const auto& row : play.figures.categories) {
        INFO(row.category);
        const auto counted = final_hands.find(row.category);
        REQUIRE(counted != final_hands.end());
        CHECK(row.combinations == counted->second * 3 * (47 * 46 / 2));
        contributions += row.contribution;
    }
    CHECK(play.figures.categories.size() == final_hands.size());
    CHECK(std::abs(contributions - play.figures.expected_value) < 1e-12);

    // After the flop (13:69F-37 (c)): play when the river cards, each played or folded at its best
    // (folding there loses the ante and the flop and river wagers, 3 units), beat folding now (2 units).
    std::mt19937_64 g{13};
    int checked = 0;
    while (checked < 4) {
        const auto four = test_support::random_hand<4>(g);
        dealt_cards<game_t> dealt;
        dealt.player = {four[0], four[1]};
        dealt.board = {four[2], four[3], four[3]};  // the river is not read at the flop
        decision chosen = decision::fold;
        try {
            chosen = after_flop.at_deal(dealt, 1);
        } catch (const std::out_of_range&) {
            continue;  // hole cards folded before the flop: the optimal play never decides here
        }
        long double sum = 0;
        for (int r = 0; r < 52; ++r) {
            const card river = card::from_dense_index(r);
            if (std::find(four.begin(), four.end(), river) != four.end()) continue;
            sum += std::max(-3.0, play_through_by_settlement<game_t>({four[0], four[1]}, {four[2], four[3], river}));
        }
        const double play_ev = static_cast<double>(sum / 48);
        INFO(to_string(std::array<card, 2>{four[0], four[1]}) << " on " << to_string(std::array<card, 2>{four[2], four[3]}) << ": " << play_ev);
        if (std::abs(play_ev + 2.0) < 1e-9) continue;  // a tie: either is optimal
        CHECK(chosen == (play_ev > -2.0 ? decision::play : decision::fold));
        ++checked;
    }
}

TEST_CASE("exact_play on Mini-Tex: the regulation's reading costs more, strategies given as functions", "[analysis][mini_tex]") {
    // 13:69F-37 (g)(2)-(5) read literally (a lower hand loses every wager when the dealer does not qualify)
    // against the published rule card (paid whenever the dealer does not qualify): the rules README.
    const double regulation = analysis::solve<nj_mini_tex<pair_or_better>>({.threads = 2}).figures.expected_value;
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    const analysis::exact_play<game_t> solver({.threads = 2});
    CHECK(regulation < solver.optimal().figures.expected_value);
    // Folding every hand before the flop loses exactly the ante (13:69F-37 (a)(2)).
    const analysis::play_figures fold_all = solver.figures([](const player_view<game_t>&) { return decision::fold; });
    REQUIRE(fold_all.figures.outcomes.size() == 1);
    CHECK(fold_all.figures.expected_value == -1.0);
    CHECK(fold_all.figures.strategy == "a strategy function");
    // Never folding: every deal carries the ante, flop, river and play, five units.
    CHECK(solver.figures(always_play{}, "never fold").figures.average_total_wager == 5.0);
    // A strategy that throws: the exception reaches the caller, from any of the threads.
    CHECK_THROWS_WITH(solver.figures([](const player_view<game_t>& v) -> decision {
                          if (v.point == 2) throw std::runtime_error("no river decision");
                          return decision::play;
                      }),
                      "no river decision");
}

namespace {

// Mini-Tex with its play wager paid through a table that pays even money on every hand: the same
// money as 13:69F-37 (e), but a play whose nets read the player's hand, which the engine then
// settles deal by deal rather than once per contest class and decisions.
using enum hand_category;
using even_on_every_hand = pay_table<"even money on every hand", three_card, pays<straight_flush, 1>, pays<three_of_a_kind, 1>,
                                     pays<straight, 1>, pays<flush, 1>, pays<pair, 1>, pays<high_card, 1>>;
struct play_by_table_rules : mtx::rules<pair_or_better, mtx::regulation> {
    using play = raise_wager<"play", mtx::regulation::play, paid_by<even_on_every_hand>>;
    using sequence = sequence_of_play<
        to_player<2>, to_dealer<2>, decide<may_fold<"13:69F-37 (a)(2)">, may_raise<flop, "13:69F-37 (a)(1)", 1>>, burn<1>, to_board<2>,
        decide<may_fold<"13:69F-37 (c)(2)">, may_raise<river, "13:69F-37 (c)(1)", 1>>, burn<1>, to_board<1>,
        decide<may_fold<"13:69F-37 (e)(2)">, may_raise<play, "13:69F-37 (e)(1)", 2>>, reveal_dealer>;
    using wagers = wager_list<ante, flop, river, play>;
};

}  // namespace

TEST_CASE("exact_play on Mini-Tex: a play paid through a table of even money has the figures of even money", "[analysis][mini_tex]") {
    using plain = nj_mini_tex<pair_or_better>;
    using by_table = game<play_by_table_rules>;
    const analysis::play_figures expected = analysis::solve<plain>({.threads = 2});
    const analysis::play_figures found = analysis::solve<by_table>({.threads = 2});
    CHECK(found.figures.expected_value == expected.figures.expected_value);
    CHECK(found.figures.average_total_wager == expected.figures.average_total_wager);
    REQUIRE(found.figures.outcomes.size() == expected.figures.outcomes.size());
    for (std::size_t i = 0; i < found.figures.outcomes.size(); ++i) {
        CHECK(found.figures.outcomes[i].net == expected.figures.outcomes[i].net);
        CHECK(found.figures.outcomes[i].combinations == expected.figures.outcomes[i].combinations);
    }
    REQUIRE(found.decisions.size() == expected.decisions.size());
    for (std::size_t i = 0; i < found.decisions.size(); ++i) CHECK(found.decisions[i].combinations == expected.decisions[i].combinations);
    REQUIRE(found.figures.categories.size() == expected.figures.categories.size());
    for (std::size_t i = 0; i < found.figures.categories.size(); ++i) CHECK(found.figures.categories[i].contribution == expected.figures.categories[i].contribution);
}
