// Exact analysis of Mini-Tex: the river decision against brute-force settlement, and the
// published figure (rules README).
#include "../support/catch.hpp"
#include "../support/enumerate.hpp"

#include <carnival/analysis/flop_river.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/settlement/settle.hpp>

#include <carnival/cards/parse.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cmath>
#include <map>
#include <random>
#include <stdexcept>

using namespace carnival;

namespace {

// Expected net per unit ante of playing through, by settling every dealer holding.
template <class Game>
double river_play_by_settlement(const std::array<card, 2>& hole, const std::array<card, 3>& board) {
    wager_slip<Game> slip;
    slip.template place<typename Game::ante_type>(money::dollars(1));
    card_set used;
    for (card c : hole) used.insert(c);
    for (card c : board) used.insert(c);
    long double sum = 0;
    int n = 0;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b) {
            const card x = card::from_dense_index(a), y = card::from_dense_index(b);
            if (used.contains(x) || used.contains(y)) continue;
            dealt_cards<Game> dealt;
            dealt.player = hole;
            dealt.dealer = {x, y};
            dealt.board = board;
            const settlement s = settle(slip, dealt, {decision::play, decision::play, decision::play});
            money pot;
            for (const wager_result& w : s.wagers)
                if (w.wager != "pocket-poker") pot += w.net;
            sum += static_cast<long double>(pot.minor_units()) / 100.0L;
            ++n;
        }
    REQUIRE(n == 1081);
    return static_cast<double>(sum / n);
}

}  // namespace

TEST_CASE("Mini-Tex: optimal play with the rule card and a pair qualifier gives the published house edge",
          "[analysis][mini_tex]") {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    const analysis::flop_river<game_t> solved;
    // Rules README: house edge 3.22% of the ante.
    CHECK(std::abs(-solved.expected_value() - 0.0322) < 0.00005);
    const auto f = solved.figures();
    CHECK(std::abs(f.house_edge + solved.expected_value()) < 1e-12);
    CHECK(f.average_total_wager > 1.0);
    std::uint64_t total = 0;
    for (const auto& o : f.outcomes) total += o.combinations;
    CHECK(total == 1326ULL * 1225 * 48 * 1081);
    // Here folding at each point loses a different amount (1, 2, 3 units) and no contest result
    // does, so each fold probability is the probability of its net result.
    const auto folds = solved.fold_probabilities();
    for (std::size_t point = 0; point < 3; ++point) {
        const double net = -static_cast<double>(solved.fold_units()[point]);
        const auto row = std::find_if(f.outcomes.begin(), f.outcomes.end(), [&](const auto& o) { return o.net == net; });
        REQUIRE(row != f.outcomes.end());
        CHECK(std::abs(row->probability - folds[point]) < 1e-15);
    }
    // By the player's final hand category: counts from enumerating every holding and board (each
    // board is 3 ordered flop/river splits, each with 1,081 dealer holdings), and contributions
    // that add up to the expected value.
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
    for (const auto& row : f.categories) {
        INFO(row.category);
        const auto counted = final_hands.find(row.category);
        REQUIRE(counted != final_hands.end());
        CHECK(row.combinations == counted->second * 3 * 1081);
        contributions += row.contribution;
    }
    CHECK(f.categories.size() == final_hands.size());
    CHECK(std::abs(contributions - f.expected_value) < 1e-12);
    // Before the flop: the holdings of the folded classes (a pair 6, suited 4, offsuit 12).
    int folded = 0;
    for (const std::string& c : solved.preflop_folds()) folded += c.size() == 2 ? 6 : c[2] == 's' ? 4 : 12;
    CHECK(folds[0] == folded / 1326.0);

    // The river decision's expectation equals settling every dealer holding, on random states.
    std::mt19937_64 g{11};
    for (int i = 0; i < 40; ++i) {
        const auto five = test_support::random_hand<5>(g);
        const std::array<card, 2> hole{five[0], five[1]};
        const std::array<card, 3> board{five[2], five[3], five[4]};
        INFO(to_string(hole) << " on " << to_string(board));
        CHECK(std::abs(solved.river_play_ev(hole, board) - river_play_by_settlement<game_t>(hole, board)) < 1e-12);
    }
}

TEST_CASE("Mini-Tex: the flop decision equals brute-force backward induction over river and dealer",
          "[analysis][mini_tex]") {
    using game_t = nj_mini_tex<pair_or_better>;
    const analysis::flop_river<game_t> solved;
    std::mt19937_64 g{13};
    for (int i = 0; i < 3; ++i) {
        const auto four = test_support::random_hand<4>(g);
        const std::array<card, 2> hole{four[0], four[1]};
        const std::array<card, 2> flop{four[2], four[3]};
        long double sum = 0;
        for (int r = 0; r < 52; ++r) {
            const card river = card::from_dense_index(r);
            if (river == four[0] || river == four[1] || river == four[2] || river == four[3]) continue;
            // At the river: play when settling every dealer holding beats folding (three units lost).
            sum += std::max(-3.0, river_play_by_settlement<game_t>(hole, {flop[0], flop[1], river}));
        }
        INFO(to_string(hole) << " on " << to_string(flop));
        CHECK(std::abs(solved.after_flop_play_ev(hole, flop) - static_cast<double>(sum / 48)) < 1e-12);
    }
}

TEST_CASE("Mini-Tex: the stored decisions (read by simulations) are the decisions the values give",
          "[analysis][mini_tex]") {
    // The flop and river decisions are stored once per suit-symmetry class and spread to every
    // holding and flop of the class: each must be what that state's own expected value decides.
    using game_t = nj_mini_tex<pair_or_better>;
    const analysis::flop_river<game_t> solved;
    const auto decide = solved.optimal_decisions();
    const auto fold = solved.fold_units();
    std::mt19937_64 g{14};
    int near_ties = 0;
    for (int i = 0; i < 3000; ++i) {
        const auto five = test_support::random_hand<5>(g);
        const std::array<card, 2> hole{five[0], five[1]}, flop{five[2], five[3]};
        const std::array<card, 3> board{five[2], five[3], five[4]};
        const int a = hole[0].dense_index(), b = hole[1].dense_index();
        INFO(to_string(hole) << " on " << to_string(board));
        REQUIRE(decide.preflop(a, b) == solved.plays_preflop(hole));
        const double flop_ev = solved.after_flop_play_ev(hole, flop);
        const bool flop_plays = decide.after_flop(a, b, flop[0].dense_index(), flop[1].dense_index());
        REQUIRE(flop_plays == solved.plays_after_flop(hole, flop));
        if (std::abs(flop_ev + static_cast<double>(fold[1])) < 1e-9) ++near_ties;
        else REQUIRE(flop_plays == (flop_ev > -static_cast<double>(fold[1])));
        const bool river_plays = decide.after_river(a, b, {board[0].dense_index(), board[1].dense_index(), board[2].dense_index()});
        REQUIRE(river_plays == solved.plays_after_river(hole, board));
        REQUIRE(river_plays == (solved.river_play_ev(hole, board) > -static_cast<double>(fold[2])));
    }
    CHECK(near_ties < 30);
}

// Cards that cannot be dealt and decisions that are not decisions: the catalogue, bad_input.cpp.

TEST_CASE("Mini-Tex: the regulation's reading costs the player more than the rule card", "[analysis][mini_tex]") {
    const analysis::flop_river<nj_mini_tex<pair_or_better>> regulation;
    const analysis::flop_river<mini_tex<pair_or_better, mtx::rule_card>> rule_card;
    CHECK(regulation.expected_value() < rule_card.expected_value());
    std::mt19937_64 g{12};
    for (int i = 0; i < 20; ++i) {
        const auto five = test_support::random_hand<5>(g);
        const std::array<card, 2> hole{five[0], five[1]};
        const std::array<card, 3> board{five[2], five[3], five[4]};
        CHECK(std::abs(regulation.river_play_ev(hole, board) -
                       river_play_by_settlement<nj_mini_tex<pair_or_better>>(hole, board)) < 1e-12);
    }
}

TEST_CASE("Mini-Tex: the figures of a strategy given as a function", "[analysis][mini_tex]") {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    const analysis::flop_river<game_t> solved;
    const auto counts = [](const analysis::wager_figures& f) {
        std::map<double, std::uint64_t> out;
        for (const auto& o : f.outcomes) out[o.net] += o.combinations;
        return out;
    };
    // The solved decisions, asked one deal at a time, give exactly the solved figures: the
    // per-holding enumeration agrees with the induction over suit classes.
    const auto optimal = [&](const player_view<game_t>& v) {
        const std::array<card, 2> hole{v.hole[0], v.hole[1]};
        const bool play = v.point == 0   ? solved.plays_preflop(hole)
                          : v.point == 1 ? solved.plays_after_flop(hole, {v.board[0], v.board[1]})
                                         : solved.plays_after_river(hole, {v.board[0], v.board[1], v.board[2]});
        return play ? decision::play : decision::fold;
    };
    const auto by_function = solved.figures(optimal, "optimal, asked");
    const auto solved_figures = solved.figures();
    CHECK(counts(by_function) == counts(solved_figures));
    REQUIRE(by_function.categories.size() == solved_figures.categories.size());
    for (std::size_t i = 0; i < by_function.categories.size(); ++i) {
        CHECK(by_function.categories[i].combinations == solved_figures.categories[i].combinations);
        CHECK(std::abs(by_function.categories[i].contribution - solved_figures.categories[i].contribution) < 1e-12);
    }
    CHECK(by_function.strategy == "optimal, asked");
    // always_play is read from the solved states; the strategies below, asked deal by deal, add up to it.
    const auto never = solved.figures(always_play{}, "never fold");
    CHECK(never.strategy == "never fold");

    // Folding every hand before the flop loses exactly the ante.
    // (One argument: the strategy, not a bool asking for never-fold figures.)
    const auto fold_all = solved.figures([](const player_view<game_t>&) { return decision::fold; });
    REQUIRE(fold_all.outcomes.size() == 1);
    CHECK(fold_all.expected_value == -1.0);
    CHECK(fold_all.strategy == "a strategy function");
    // A strategy that throws: the exception reaches the caller, from any of the threads.
    CHECK_THROWS_WITH(solved.figures([](const player_view<game_t>& v) -> decision {
                          if (v.point == 2) throw std::runtime_error("no river decision");
                          return decision::play;
                      }),
                      "no river decision");

    // A strategy that is not suit-symmetric: folding before the flop exactly when a hole card is
    // a spade, and its complement. Each holding is folded under exactly one of them, so their
    // counts add up to never folding (read from the solved states) plus folding everything; and
    // each holding is played on under exactly one, so the pair costs one pass over the deals.
    const auto spade = [](const player_view<game_t>& v) { return v.hole[0].suit() == suit::spades || v.hole[1].suit() == suit::spades; };
    const auto fold_spades = [&](const player_view<game_t>& v) { return v.point == 0 && spade(v) ? decision::fold : decision::play; };
    const auto fold_others = [&](const player_view<game_t>& v) { return v.point == 0 && !spade(v) ? decision::fold : decision::play; };
    // Every holding with a spade, and only those, folds: 1,326 - C(39, 2) = 585 holdings.
    const auto spades_folded = counts(solved.figures(fold_spades, "a"));
    CHECK(spades_folded.at(-1.0) == 585ULL * 1225 * 48 * 1081);
    auto sum = spades_folded;
    for (auto [net, n] : counts(solved.figures(fold_others, "b"))) sum[net] += n;
    auto want = counts(never);
    want[-1.0] += fold_all.outcomes.front().combinations;
    CHECK(sum == want);
}
