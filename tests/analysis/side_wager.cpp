// Exact side-wager figures against closed forms from the category counts of the rules README.
#include "../support/catch.hpp"

#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>

#include <algorithm>
#include <cmath>

using namespace carnival;
using namespace carnival::three_card_poker_tables;

namespace {

// Equal to within 1e-12 relative: figures are summed in long double from exact counts.
bool close(double a, double b) { return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b)); }

// Expected value per unit from counts and odds ("X to 1"), losers losing the unit.
double closed_form(std::initializer_list<std::pair<std::uint64_t, double>> lines, std::uint64_t total) {
    std::uint64_t winners = 0;
    double win = 0;
    for (auto [n, odds] : lines) {
        winners += n;
        win += static_cast<double>(n) * odds;
    }
    return (win - static_cast<double>(total - winners)) / static_cast<double>(total);
}

template <class Table>
double pair_plus_ev() {
    return analysis::side_wager_figures<three_card_poker<Table>, tcp::pair_plus<Table>>(money::dollars(1)).expected_value;
}

}  // namespace

TEST_CASE("pair plus: every table's expected value from the 3-card counts (NY (f)(1)(ii))", "[analysis]") {
    // README counts: straight flush 48, trips 52, straight 720, flush 1,096, pair 3,744 of 22,100.
    const auto ev = [](double sf, double trips, double straight, double flush) {
        return closed_form({{48, sf}, {52, trips}, {720, straight}, {1096, flush}, {3744, 1}}, 22100);
    };
    CHECK(close(pair_plus_ev<pair_plus_a>(), ev(35, 30, 6, 4)));
    CHECK(close(pair_plus_ev<pair_plus_b>(), ev(35, 33, 6, 4)));
    CHECK(close(pair_plus_ev<pair_plus_c>(), ev(35, 25, 5, 3)));
    CHECK(close(pair_plus_ev<pair_plus_d>(), ev(40, 30, 5, 4)));
    CHECK(close(pair_plus_ev<pair_plus_e>(), ev(40, 30, 6, 3)));
    CHECK(close(pair_plus_ev<pair_plus_f>(), ev(40, 30, 6, 4)));
    CHECK(close(pair_plus_ev<pair_plus_g>(), ev(40, 25, 6, 4)));
    const auto f = analysis::side_wager_figures<three_card_poker<pair_plus_a>, tcp::pair_plus<pair_plus_a>>(money::dollars(1));
    CHECK(close(f.hit_frequency, (48.0 + 52 + 720 + 1096 + 3744) / 22100));
    CHECK(f.wager == "pair-plus");
}

TEST_CASE("six-card bonus table E with its fixed royal awards (NY (f)(2)(ii))", "[analysis]") {
    using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>;
    using six = tcp::six_card_bonus_ii<six_card_ii_e>::wager<tcp::pair_plus<pair_plus_a>>;
    const auto f = analysis::side_wager_figures<game_t, six>(money::dollars(5));
    // README best-5-of-6 counts; of the 188 royals, 4 are six-card royals (one per suit): the
    // diamond one pays $1,000,000 and the others $100,000 on $5, i.e. 200,000 and 20,000 to 1.
    const double expected = closed_form({{1, 200'000},
                                         {3, 20'000},
                                         {188 - 4, 200},
                                         {1656, 200},
                                         {14664, 100},
                                         {165984, 20},
                                         {205792, 15},
                                         {361620, 10},
                                         {732160, 5}},
                                        20'358'520);
    CHECK(close(f.expected_value, expected));
}

TEST_CASE("pocket poker with the example table", "[analysis]") {
    using game_t = nj_mini_tex<>;
    const auto f = analysis::side_wager_figures<game_t, mtx::pocket_poker<mtx::example_pocket_poker_table>>(money::dollars(1));
    // Two-card counts of 1,326: A-A 6, A-K suited 4, A-Q/A-J suited 8, A-K offsuit 12, K-K/Q-Q/J-J 18,
    // A-Q/A-J offsuit 24, 10-10 … 2-2 54.
    CHECK(close(f.expected_value, closed_form({{6, 30}, {4, 25}, {8, 20}, {12, 15}, {18, 10}, {24, 5}, {54, 3}}, 1326)));
}
