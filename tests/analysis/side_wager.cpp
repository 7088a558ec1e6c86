// Exact side-wager figures against closed forms from the category counts of the rules README.
#include "../support/catch.hpp"
#include "../support/pro_rata_table.hpp"

#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string_view>

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
    CHECK(f.pay_table == "NY (f)(1)(ii) pay table A");  // the table's own name, not a label given again
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
    CHECK(f.pay_table == mtx::example_pocket_poker_table::name);
}

TEST_CASE("six-card table E: the analysis takes the stake its awards are for, and pro rata by policy", "[analysis]") {
    using test_support::six_card_game;
    using test_support::six_card_wager;
    using exact = six_card_wager<six_card_ii_e>;
    using pro_rata = six_card_wager<test_support::six_card_e_pro_rata>;
    // Exactly $5 only: $0.01, $1 and $25 are refused as settlement refuses them.
    for (const money stake : {money::cents(1), money::dollars(1), money::dollars(25)}) {
        INFO(stake);
        CHECK_THROWS_AS((analysis::side_wager_figures<six_card_game<six_card_ii_e>, exact>(stake)), invalid_wager);
    }
    const double at_five = analysis::side_wager_figures<six_card_game<six_card_ii_e>, exact>(money::dollars(5)).expected_value;
    // Pro rata below $5 the awards are the same multiple of the stake (200,000 and 20,000 to 1);
    // above it they do not grow: at $25 they are 40,000 and 4,000 to 1.
    const auto pro_rata_ev = [](money stake) {
        return analysis::side_wager_figures<six_card_game<test_support::six_card_e_pro_rata>, pro_rata>(stake).expected_value;
    };
    CHECK(close(pro_rata_ev(money::cents(1)), at_five));
    CHECK(close(pro_rata_ev(money::dollars(1)), at_five));
    CHECK(close(pro_rata_ev(money::dollars(5)), at_five));
    CHECK(close(pro_rata_ev(money::dollars(25)), at_five - (1.0 * (200'000 - 40'000) + 3.0 * (20'000 - 4'000)) / 20'358'520));
}

TEST_CASE("side wager analysis: stakes that are not positive are refused", "[analysis]") {
    using game_t = three_card_poker<pair_plus_a>;
    using pp = tcp::pair_plus<pair_plus_a>;
    for (const money stake : {money{}, -money::dollars(1)}) {
        CHECK_THROWS_AS((analysis::side_wager_figures<game_t, pp>(stake)), invalid_wager);
        CHECK_THROWS_WITH((analysis::side_wager_figures<game_t, pp>(stake)),
                          Catch::Matchers::Contains("pair-plus wager must be a positive amount, got " + to_string(stake)));
    }
}

namespace {
// A pay-table line whose predicate throws for any hand holding the ace of spades.
struct throws_on_ace_of_spades {
    static constexpr std::string_view name = "throws";
    template <class Hand>
    static bool holds(const Hand& h) {
        if (h.cards.contains(card(rank::ace, suit::spades))) throw std::runtime_error("a designer's predicate failed");
        return false;
    }
};
using throwing_table = pay_table<"throws on the ace of spades", three_card, pays_if<throws_on_ace_of_spades, 100>, pays<hand_category::pair, 1>>;
using throwing_wager = side_wager<"throwing", tcp::player_hand, throwing_table, on_fold::stands, no_requirement, "none">;
}  // namespace

TEST_CASE("side wager analysis: any thread count gives the same counts, and a throwing predicate reaches the caller",
          "[analysis][threads]") {
    using game_t = three_card_poker<pair_plus_a>;
    using pp = tcp::pair_plus<pair_plus_a>;
    const auto one = analysis::side_wager_figures<game_t, pp>(money::dollars(1), 1);
    for (unsigned threads : {2U, 3U, 7U, 16U}) {
        const auto many = analysis::side_wager_figures<game_t, pp>(money::dollars(1), threads);
        REQUIRE(many.outcomes.size() == one.outcomes.size());
        for (std::size_t i = 0; i < one.outcomes.size(); ++i) CHECK(many.outcomes[i].combinations == one.outcomes[i].combinations);
    }
    for (unsigned threads : {1U, 2U, 5U, 16U}) {
        INFO(threads << " threads");
        CHECK_THROWS_WITH((analysis::side_wager_figures<game_t, throwing_wager>(money::dollars(1), threads)),
                          "a designer's predicate failed");
    }
}
