// analysis::strategy_table and exact_play::optimal_strategy: the optimal play read out as a table,
// which played again gives the optimal figures; the table agrees with a plain brute force.
#include "../support/catch.hpp"
#include "../support/duel_game.hpp"
#include "../support/three_card_poker_brute.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/analysis/strategy_table.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/simulation/blocks.hpp>

#include "let_it_ride.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

using namespace carnival;

namespace {

// Every figure of `a` and `b` alike: the outcomes and their counts, the decisions taken.
void check_same(const analysis::play_figures& a, const analysis::play_figures& b) {
    REQUIRE(a.figures.outcomes.size() == b.figures.outcomes.size());
    for (std::size_t i = 0; i < a.figures.outcomes.size(); ++i) {
        CHECK(a.figures.outcomes[i].net == b.figures.outcomes[i].net);
        CHECK(a.figures.outcomes[i].combinations == b.figures.outcomes[i].combinations);
    }
    REQUIRE(a.decisions.size() == b.decisions.size());
    for (std::size_t i = 0; i < a.decisions.size(); ++i) CHECK(a.decisions[i].combinations == b.decisions[i].combinations);
    CHECK(a.figures.expected_value == b.figures.expected_value);
}

}  // namespace

TEST_CASE("optimal_strategy: played again, the table gives the optimal figures (High Card Duel, two decisions)", "[analysis][strategy_table]") {
    for (bool symmetry : {true, false}) {
        INFO("suit symmetry " << symmetry);
        const analysis::exact_play<duel::game> solver({.threads = 2, .suit_symmetry = symmetry});
        const analysis::strategy_table<duel::game> table = solver.optimal_strategy();
        CHECK(table.by_suit_class() == symmetry);
        // Decision 1 sees the player's card and nothing else: 13 classes, or 52 cards.
        CHECK(table.size(0) == (symmetry ? 13U : 52U));
        CHECK(table.size(1) > 0);
        CHECK(table.dense(0));
        CHECK(table.dense(1));
        check_same(solver.figures(table, "table"), solver.optimal());
        // The same decisions searched rather than read from a place for every view.
        const analysis::strategy_table<duel::game> searched = solver.optimal_strategy(0);
        CHECK_FALSE(searched.dense(0));
        CHECK_FALSE(searched.dense(1));
        check_same(solver.figures(searched, "searched"), solver.optimal());
        // The same table asked on every deal, without suit symmetry: still the optimal figures.
        check_same(analysis::exact_play<duel::game>({.threads = 2, .suit_symmetry = false}).figures(table, "table"), solver.optimal());
    }
}

TEST_CASE("optimal_strategy: a decision that depends on the one before (Let It Ride), read densely", "[analysis][strategy_table]") {
    using game_t = let_it_ride::game;
    const analysis::exact_play<game_t> solver({.threads = 2});
    const analysis::strategy_table<game_t> table = solver.optimal_strategy();
    // Three cards, then one board card: 22,100 and 1,149,200 places.
    CHECK(table.dense(0));
    CHECK(table.dense(1));
    check_same(solver.figures(table, "table"), solver.optimal());
}

TEST_CASE("optimal_strategy: Three Card Poker's table plays exactly the hands a brute force plays (NY (e)(2), (f)(1))", "[analysis][strategy_table]") {
    using game_t = ny_three_card_poker;
    const analysis::exact_play<game_t> solver({.threads = 2});
    const analysis::strategy_table<game_t> table = solver.optimal_strategy();
    REQUIRE(table.size(0) == brute_tcp::classes().size());
    check_same(solver.figures(table, "table"), solver.optimal());
    for (const brute_tcp::player_class& p : brute_tcp::classes()) {
        // Play when the play's expectation beats folding's -1 ante (a tie folds, as optimal() does).
        const auto category = reference::classify3(p.cards).category;
        using enum reference::three_category;
        const std::int64_t bonus = category == straight ? 1 : category == three_of_a_kind ? 4 : category == straight_flush ? 5 : 0;
        const std::int64_t dealers = p.not_qualified + p.player_wins + p.tie + p.dealer_wins;
        const std::int64_t play = p.not_qualified * (1 + bonus) + p.player_wins * (2 + bonus) + p.tie * bonus + p.dealer_wins * (bonus - 2);
        std::array<card, 3> hole = p.cards;
        sort_for_view(hole);
        const player_view<game_t> view{0, hole};
        INFO(to_string(hole[0]) << to_string(hole[1]) << to_string(hole[2]));
        CHECK(table(view) == (play > -dealers ? decision::play : decision::fold));
    }
}

TEST_CASE("optimal_with_strategy: the optimal figures and the table from one walk, only the points asked for recorded (Let It Ride)",
          "[analysis][strategy_table]") {
    using game_t = let_it_ride::game;
    const analysis::exact_play<game_t> solver({.threads = 2});
    const analysis::strategy_table<game_t> every = solver.optimal_strategy();
    const auto [figures, first] = solver.optimal_with_strategy(std::uint64_t{1});  // the first decision point only
    check_same(figures, solver.optimal());
    CHECK(first.size(0) == every.size(0));
    CHECK(first.size(1) == 0);
    xoshiro256ss g(5);
    for (int r = 0; r < 2000; ++r) {
        std::uint64_t used = 0;
        const auto cards = dealt_cards<game_t>::deal([&] { return simulation::draw_card(g, used); });
        const visible_cards<game_t> seen(cards);
        CHECK(first(seen.at(0)) == every(seen.at(0)));
        CHECK_THROWS_AS(first(seen.at(1)), std::out_of_range);  // not recorded: refused, never guessed
    }
}

namespace {

// at_deal answers what the view answers, on `rounds` deals drawn from `seed`, at every point.
template <class Game>
void check_at_deal(const analysis::strategy_table<Game>& table, std::uint64_t seed, int rounds) {
    xoshiro256ss g(seed);
    for (int r = 0; r < rounds; ++r) {
        std::uint64_t used = 0;
        const auto cards = dealt_cards<Game>::deal([&] { return simulation::draw_card(g, used); });
        const visible_cards<Game> seen(cards);
        for (std::size_t p = 0; p < Game::sequence_type::decision_points; ++p) {
            bool answered = true;
            decision by_view = decision::fold;
            try {
                by_view = table(seen.at(p));
            } catch (const std::out_of_range&) {
                answered = false;  // a view the optimal play never reaches (after a fold): at_deal refuses it too
            }
            if (answered) CHECK(table.at_deal(cards, p) == by_view);
            else CHECK_THROWS_AS(table.at_deal(cards, p), std::out_of_range);
        }
    }
}

}  // namespace

TEST_CASE("strategy_table::at_deal: the view's decision, read from the deal (Three Card Poker, High Card Duel, Let It Ride)", "[analysis][strategy_table]") {
    check_at_deal(analysis::exact_play<ny_three_card_poker>({.threads = 2}).optimal_strategy(), 1, 20000);
    for (bool symmetry : {true, false})
        check_at_deal(analysis::exact_play<duel::game>({.threads = 2, .suit_symmetry = symmetry}).optimal_strategy(), 2, 20000);
    check_at_deal(analysis::exact_play<duel::game>({.threads = 2}).optimal_strategy(0), 3, 20000);
    check_at_deal(analysis::exact_play<let_it_ride::game>({.threads = 2}).optimal_strategy(), 4, 20000);
    const auto table = analysis::exact_play<duel::game>({.threads = 2}).optimal_strategy();
    CHECK_THROWS_AS(table.at_deal(dealt_cards<duel::game>{}, 2), std::out_of_range);
}

TEST_CASE("strategy_table: a point the game does not have, two choices for one view, a view it never saw: refused", "[analysis][strategy_table][invalid]") {
    using table_t = analysis::strategy_table<duel::game>;
    const table_t::key_type seen{analysis::card_mask{1}};
    CHECK_THROWS_WITH(table_t({{2, seen, decision::fold}}, false), Catch::Matchers::Contains("decision point 2 of a game with 2"));
    CHECK_THROWS_WITH(table_t({{0, seen, decision::fold}, {0, seen, decision::raise(2)}}, false),
                      Catch::Matchers::Contains("two decisions for one view at decision point 1: fold and raise 2x"));
    CHECK_NOTHROW(table_t({{0, seen, decision::fold}, {0, seen, decision::fold}}, false));
    const table_t table({{0, seen, decision::fold}}, false);
    const std::array hole{card::from_dense_index(0)};
    CHECK(table(player_view<duel::game>{0, hole}) == decision::fold);
    const std::array other{card::from_dense_index(1)};
    CHECK_THROWS_WITH(table(player_view<duel::game>{0, other}), Catch::Matchers::Contains("no decision for this view at decision point 1"));
    CHECK_THROWS_AS(table(player_view<duel::game>{1, hole}), std::out_of_range);
}

TEST_CASE("optimal_strategy: Mini-Tex's last decision read with the board as one set, by class of hole cards: played again, the optimal figures",
          "[analysis][strategy_table][mini_tex]") {
    // 13:69F-37 (g): the hands take the community cards as a set, so the play decision after the river
    // (point 3) is read by the board, whichever of the flop and the river showed each card.
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    using table_t = analysis::strategy_table<game_t>;
    STATIC_REQUIRE(table_t::board_as_one_set == std::array{false, false, true});
    const analysis::exact_play<game_t> solver({.threads = 2});
    const table_t table = solver.optimal_strategy();
    CHECK(table.dense(0));
    CHECK(table.dense(1));
    CHECK(table.dense(2));
    check_same(solver.figures(table, "table"), solver.optimal());
    // The same classes searched (each view renamed to its least, flop and river apart) answer alike, deal by deal.
    const table_t searched = solver.optimal_strategy(0);
    CHECK_FALSE(searched.dense(2));
    xoshiro256ss g(5);
    for (int r = 0; r < 20000; ++r) {
        std::uint64_t used = 0;
        const auto cards = dealt_cards<game_t>::deal([&] { return simulation::draw_card(g, used); });
        for (std::size_t p = 0; p < 3; ++p) {
            bool reached = true;
            decision expected = decision::fold;
            try {
                expected = searched.at_deal(cards, p);
            } catch (const std::out_of_range&) {
                reached = false;
            }
            if (reached) CHECK(table.at_deal(cards, p) == expected);
            else CHECK_THROWS_AS(table.at_deal(cards, p), std::out_of_range);
            if (!reached || expected == decision::fold) break;
        }
    }
    check_at_deal(table, 6, 20000);
}

TEST_CASE("strategy_table: two orders of one board that choose differently are read step by step", "[analysis][strategy_table][mini_tex]") {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    using table_t = analysis::strategy_table<game_t>;
    // One board, A-K-7, after a pair of twos: the ace and king on the flop, the ace and seven, or the king and seven.
    const auto hole = parse_cards("2c 2d");
    const std::array<card, 2> held{hole[0], hole[1]};
    const auto ak7 = parse_cards("As Kh 7d"), a7k = parse_cards("As 7d Kh"), k7a = parse_cards("Kh 7d As");
    const std::array<card, 3> ak_flop{ak7[0], ak7[1], ak7[2]}, a7_flop{a7k[0], a7k[1], a7k[2]}, k7_flop{k7a[0], k7a[1], k7a[2]};
    const player_view<game_t> ak{2, held, ak_flop}, a7{2, held, a7_flop}, k7{2, held, k7_flop};
    for (bool by_class : {false, true}) {
        INFO("by suit class " << by_class);
        const table_t table({{2, table_t::key_of(ak, by_class), decision::play}, {2, table_t::key_of(a7, by_class), decision::fold}}, by_class);
        CHECK(table(ak) == decision::play);
        CHECK(table(a7) == decision::fold);
        CHECK_THROWS_AS(table(k7), std::out_of_range);  // read step by step, an order it never saw
        // Agreeing, the orders share one place, read as one set: the third order answers too.
        const table_t agreeing({{2, table_t::key_of(ak, by_class), decision::play}, {2, table_t::key_of(a7, by_class), decision::play}}, by_class);
        CHECK(agreeing.dense(2));
        CHECK(agreeing(k7) == decision::play);
    }
}
