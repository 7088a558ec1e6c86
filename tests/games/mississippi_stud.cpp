// Mississippi Stud (examples/games/mississippi_stud.hpp), table-driven from its rule card: no
// dealer hand, a bet of 1, 2 or 3 times the ante at each street or a fold, every wager paid by one
// table on the final five cards, a pair of sixes to tens pushing.
#include "../settlement/support.hpp"

#include "../../examples/games/mississippi_stud.hpp"

#include <carnival/report/rule_summary.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

#include <string>

using namespace carnival;
using namespace mississippi_stud;
using test_support::expected;
using game_t = mississippi_stud::game;

namespace {
wager_slip<game_t> ante_of(int dollars) {
    wager_slip<game_t> slip;
    slip.place<ante>(money::dollars(dollars));
    return slip;
}
settlement round(const char* player, const char* board, std::initializer_list<decision> decisions, int dollars = 5) {
    return settle(ante_of(dollars), dealt_cards<game_t>::from_text(player, "", board), decisions);
}
constexpr const char* rule_3 = "Mississippi Stud 3";
constexpr const char* rule_2 = "Mississippi Stud 2";
}  // namespace

TEST_CASE("Mississippi Stud 1-2: two cards, three streets, each a fold or a bet of 1, 2 or 3 antes", "[games][mississippi_stud]") {
    STATIC_REQUIRE(!game_t::has_dealer_hand);
    STATIC_REQUIRE(game_t::sequence_type::decision_points == 3);
    STATIC_REQUIRE(game_t::sequence_type::player_cards == 2);
    STATIC_REQUIRE(game_t::sequence_type::board_cards == 3);
    // A fold at each street forfeits the ante and the bets made before it (rule 2).
    test_support::check_settlement(round("2s 7d", "9c 4h Kd", {decision::fold}), {{"ante", outcome::forfeited, -500, rule_2}});
    test_support::check_settlement(round("2s 7d", "9c 4h Kd", {decision::raise(3), decision::fold}),
                                   {{"ante", outcome::forfeited, -500, rule_2}, {"3rd street", outcome::forfeited, -1500, rule_2}});
    test_support::check_settlement(round("2s 7d", "9c 4h Kd", {decision::raise(1), decision::raise(2), decision::fold}),
                                   {{"ante", outcome::forfeited, -500, rule_2},
                                    {"3rd street", outcome::forfeited, -500, rule_2},
                                    {"4th street", outcome::forfeited, -1000, rule_2}});
    // Only the multiples the rule offers; a decision for each street, no more.
    CHECK_THROWS_WITH(round("2s 7d", "9c 4h Kd", {decision::raise(4)}),
                      Catch::Matchers::Contains("raises a multiple the point does not offer") &&
                          Catch::Matchers::Contains("fold or raise 1x, 2x or 3x"));
    CHECK_THROWS_AS(round("2s 7d", "9c 4h Kd", {decision::play, decision::raise(1), decision::raise(1)}), invalid_decision);
    CHECK_THROWS_AS(round("2s 7d", "9c 4h Kd", {decision::raise(1), decision::raise(1)}), invalid_decision);
    CHECK_THROWS_AS(round("2s 7d", "9c 4h Kd", {decision::check}), invalid_decision);
}

TEST_CASE("Mississippi Stud 3: every wager paid by the table on the final five cards", "[games][mississippi_stud]") {
    // Each line of the table, with bets of 1, 2 and 3 antes ($5 ante): every wager is paid its odds.
    struct line_case {
        const char* player;
        const char* board;
        int to_one;
    };
    const line_case lines[] = {
        {"As Ks", "Qs Js Ts", 500}, {"9h 8h", "7h 6h 5h", 100}, {"7c 7d", "7h 7s 2d", 40}, {"7c 7d", "7h 2s 2d", 10},
        {"2h 7h", "9h Jh Kh", 6},   {"5c 6d", "7h 8s 9d", 4},   {"Qc Qd", "Qh 2s 9d", 3}, {"Qc Qd", "4h 4s 9d", 2},
        {"Jc Jd", "2h 5s 9d", 1},   {"Ac 2d", "Ah 5s 9d", 1},
    };
    for (const line_case& l : lines) {
        INFO(l.player << " " << l.board);
        test_support::check_settlement(round(l.player, l.board, {decision::raise(1), decision::raise(2), decision::raise(3)}),
                                       {{"ante", outcome::won, 500 * l.to_one, rule_3},
                                        {"3rd street", outcome::won, 500 * l.to_one, rule_3},
                                        {"4th street", outcome::won, 1000 * l.to_one, rule_3},
                                        {"5th street", outcome::won, 1500 * l.to_one, rule_3}});
    }
    // A pair of sixes to tens pushes every wager; a lower pair, or no pair, loses them all.
    for (const char* pushed : {"6c 6d", "Tc Td", "8c 8d"}) {
        INFO(pushed);
        const auto s = round(pushed, "2h 4s Kd", {decision::raise(3), decision::raise(3), decision::raise(3)});
        test_support::check_settlement(s, {{"ante", outcome::pushed, 0, rule_3},
                                           {"3rd street", outcome::pushed, 0, rule_3},
                                           {"4th street", outcome::pushed, 0, rule_3},
                                           {"5th street", outcome::pushed, 0, rule_3}});
        CHECK(s.wagers[0].line == "Pair of sixes to tens");
    }
    for (const char* lost : {"5c 5d", "2c 3d"}) {
        INFO(lost);
        test_support::check_settlement(round(lost, "9h Js Kd", {decision::raise(1), decision::raise(1), decision::raise(1)}),
                                       {{"ante", outcome::lost, -500, rule_3},
                                        {"3rd street", outcome::lost, -500, rule_3},
                                        {"4th street", outcome::lost, -500, rule_3},
                                        {"5th street", outcome::lost, -500, rule_3}});
    }
    // The pair may be on the board alone: a community pair of jacks pays.
    test_support::check_settlement(round("2c 3d", "Jh Js 9d", {decision::raise(1), decision::raise(1), decision::raise(1)}),
                                   {{"ante", outcome::won, 500, rule_3},
                                    {"3rd street", outcome::won, 500, rule_3},
                                    {"4th street", outcome::won, 500, rule_3},
                                    {"5th street", outcome::won, 500, rule_3}});
}

TEST_CASE("Mississippi Stud: the rule card says how each wager is paid", "[games][mississippi_stud]") {
    const auto card = report::rule_summary_of<game_t>();
    REQUIRE(card.areas.size() == 4);
    CHECK(card.areas[0].description ==
          "ante: placed before the deal, paid by Mississippi Stud on the player's hand (no dealer hand); a hand it does not name loses, "
          "lost by folding");
    CHECK(card.areas[0].rule == "Mississippi Stud 3");
    CHECK(card.areas[1].description.find("raise at decision point 1, a multiple of the ante, paid by Mississippi Stud") == 0);
    CHECK(card.contests.empty());  // there is no dealer to compare with
    REQUIRE(card.pay_tables.size() == 1);
    CHECK(card.pay_tables[0].lines.back().hand == "Pair of sixes to tens");
    CHECK(card.pay_tables[0].lines.back().pays == "push");
    CHECK(card.pay_tables[0].wagers.size() == 4);
}
