// The bad-input catalogue of the analysis layer: every entry point that takes cards, indices,
// strategies, stakes or counts refuses what cannot be, naming it, and never answers 0 or false.
#include "../support/bad_input.hpp"

#include <carnival/analysis/combinations.hpp>
#include <carnival/analysis/figures.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/analysis/solve.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <vector>

using namespace carnival;
using namespace carnival::three_card_poker_tables;
using analysis::distribution;
using test_support::refuses;
using test_support::refuses_unchanged;

TEST_CASE("bad input, analysis: distributions, combinations, side wagers", "[analysis][invalid]") {
    distribution counted(money::dollars(1));
    counted.add(money::dollars(1), 3, money::dollars(1));
    using six_e = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>;
    using six_e_wager = tcp::six_card_bonus_ii<six_card_ii_e>::wager<tcp::pair_plus<pair_plus_a>>;
    test_support::check_catalogue({
        refuses<std::invalid_argument>("distribution($0)", [] { distribution d(money{}); }, {"must be positive, got $0.00"}),
        refuses<std::invalid_argument>("distribution(-$1)", [] { distribution d(-money::dollars(1)); }, {"must be positive, got -$1.00"}),
        refuses_unchanged<std::invalid_argument>("d.add(net, 1, wagered -$0.01)", counted,
                                                 [](distribution& d) { d.add(money{}, 1, -money::cents(1)); },
                                                 {"cannot be negative, got -$0.01"}),
        refuses_unchanged<std::invalid_argument>("d.merge(a distribution per $2)", counted,
                                                 [](distribution& d) { d.merge(distribution(money::dollars(2))); },
                                                 {"cannot merge a distribution per $2.00 into one per $1.00"}),
        refuses_unchanged<std::overflow_error>("d.add(net, 2^64 - 1, $1)", counted,
                                               [](distribution& d) { d.add(money{}, ~std::uint64_t{0}, money::dollars(1)); },
                                               {"passes 2^64 - 1"}),
        refuses<std::domain_error>("distribution($1).figures()", [] { (void)distribution(money::dollars(1)).figures(); },
                                   {"no deals counted"}),
        refuses<std::out_of_range>("colex_rank({3, 3})", [] { (void)analysis::colex_rank(std::array<int, 2>{3, 3}); }, {"must increase"}),
        refuses<std::out_of_range>("colex_rank({1, 2, 52})", [] { (void)analysis::colex_rank(std::array<int, 3>{1, 2, 52}); },
                                   {"got 52 at position 2"}),
        refuses<std::out_of_range>("colex_unrank<3>(C(52, 3))", [] { (void)analysis::colex_unrank<3>(analysis::binomial(52, 3)); },
                                   {"colex_unrank"}),
        refuses<invalid_wager>("side_wager_figures<pair plus>($0)",
                               [] { (void)analysis::side_wager_figures<ny_three_card_poker, tcp::pair_plus<pair_plus_a>>(money{}); },
                               {"pair-plus", "$0.00"}),
        refuses<invalid_wager>("side_wager_figures<six-card ii-E>($1)",
                               [] { (void)analysis::side_wager_figures<six_e, six_e_wager>(money::dollars(1)); },
                               {"NY (f)(2)(ii) pay table E must be exactly $5.00"}),
    });
    // A distribution a refusal touched is unchanged (strong guarantee): its one entry, as counted.
    CHECK(counted.total() == 3);
    CHECK(counted.counts() == std::map<std::int64_t, std::uint64_t>{{100, 3}});
}

TEST_CASE("bad input, analysis: Three Card Poker's strategies", "[analysis][invalid]") {
    using game_t = ny_three_card_poker;
    const analysis::exact_play<game_t> solver({.threads = 2});
    test_support::check_catalogue({
        refuses<invalid_decision>("figures(a strategy answering 9)",
                                  [&] { (void)solver.figures([](const player_view<game_t>&) { return decision{static_cast<action>(9), 0}; }); },
                                  {"the value {9, 0}", "is not a decision"}),
        refuses<invalid_decision>("figures(a strategy raising 2x where the play is 1x)",
                                  [&] { (void)solver.figures([](const player_view<game_t>&) { return decision::raise(2); }); },
                                  {"raise 2x", "decision point 1"}),
    });
    // The refusals changed nothing: the same solver still figures a strategy that answers rightly.
    CHECK(solver.figures(always_play{}, "never fold").figures.average_total_wager == 2.0);
}

TEST_CASE("bad input, analysis: Mini-Tex's strategies", "[analysis][mini_tex][invalid]") {
    using game_t = nj_mini_tex<pair_or_better>;
    const analysis::exact_play<game_t> regulation({.threads = 2});
    test_support::check_catalogue({
        refuses<invalid_decision>("figures(a strategy raising 3x at the river)",
                                  [&] {
                                      (void)regulation.figures(
                                          [](const player_view<game_t>& v) { return v.point == 2 ? decision::raise(3) : decision::play; },
                                          "bogus");
                                  },
                                  {"raise 3x", "decision point 3"}),
    });
    // The refusal changed nothing: the same solver still gives the optimal play its figures.
    CHECK(regulation.optimal().figures.house_edge > 0);
}
