// Let It Ride (examples/games/let_it_ride.hpp), table-driven from its rule card: no dealer hand,
// bets taken back, every bet that rides paid on one pay table.
#include "../settlement/support.hpp"

#include "../../examples/games/let_it_ride.hpp"

#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

using namespace carnival;
using namespace let_it_ride;
using test_support::expected;
using game_t = let_it_ride::game;

namespace {
wager_slip<game_t> three_bets(int dollars) {
    wager_slip<game_t> slip;
    slip.place<bet_1>(money::dollars(dollars)).place<bet_2>(money::dollars(dollars)).place<bet_3>(money::dollars(dollars));
    return slip;
}
settlement round(const char* player, const char* board, std::initializer_list<decision> decisions) {
    return settle(three_bets(5), dealt_cards<game_t>::from_text(player, "", board), decisions);
}
}  // namespace

TEST_CASE("Let It Ride 2-4: bets 1 and 2 may be taken back, bet 3 always rides", "[games][let_it_ride]") {
    STATIC_REQUIRE(!game_t::has_dealer_hand);
    STATIC_REQUIRE(game_t::sequence_type::dealer_cards == 0);
    test_support::check_settlement(round("Ts Td 4h", "7c 2s", {decision::pull_back, decision::pull_back}),
                                   {{"bet 1", outcome::withdrawn, 0, "Let It Ride 2"},
                                    {"bet 2", outcome::withdrawn, 0, "Let It Ride 3"},
                                    {"bet 3", outcome::won, 500, "Let It Ride 5"}});
    test_support::check_settlement(round("Ts Td 4h", "7c 2s", {decision::check, decision::pull_back}),
                                   {{"bet 1", outcome::won, 500, "Let It Ride 5"},
                                    {"bet 2", outcome::withdrawn, 0, "Let It Ride 3"},
                                    {"bet 3", outcome::won, 500, "Let It Ride 5"}});
    test_support::check_settlement(round("9s 9d 4h", "7c 2s", {decision::check, decision::check}),
                                   {{"bet 1", outcome::lost, -500, "Let It Ride 5"},
                                    {"bet 2", outcome::lost, -500, "Let It Ride 5"},
                                    {"bet 3", outcome::lost, -500, "Let It Ride 5"}});
    // There is no folding and no raising; two decisions, no more, no fewer.
    CHECK_THROWS_WITH(round("9s 9d 4h", "7c 2s", {decision::fold, decision::check}),
                      Catch::Matchers::Contains("decision 1 (fold) at decision point 1 is not an option: the point "
                                                "offers pull back or check"));
    CHECK_THROWS_AS(round("9s 9d 4h", "7c 2s", {decision::check}), invalid_decision);
    CHECK_THROWS_AS(round("9s 9d 4h", "7c 2s", {decision::check, decision::check, decision::check}), invalid_decision);
}

TEST_CASE("Let It Ride 1: three equal bets", "[games][let_it_ride]") {
    wager_slip<game_t> slip;
    slip.place<bet_1>(money::dollars(5)).place<bet_2>(money::dollars(10)).place<bet_3>(money::dollars(5));
    const auto cards = dealt_cards<game_t>::from_text("9s 9d 4h", "", "7c 2s");
    CHECK_THROWS_WITH(settle(slip, cards, {decision::check, decision::check}),
                      Catch::Matchers::Contains("bet 2 $10.00 and bet 1 $5.00") && Catch::Matchers::Contains("Let It Ride 1"));
    wager_slip<game_t> one_bet;
    one_bet.place<bet_1>(money::dollars(5));
    CHECK_THROWS_AS(settle(one_bet, cards, {decision::check, decision::check}), invalid_wager);
    CHECK(settle(wager_slip<game_t>{}, cards, {}).wagers.empty());  // nothing placed: no decisions, nothing settled
    CHECK_THROWS_WITH(settle(wager_slip<game_t>{}, cards, {decision::check, decision::check}),
                      "carnival: 2 decision(s) given without a wager: a player with no wager placed makes no decision");
}

TEST_CASE("Let It Ride 5: the pay table, on the three cards and the two community cards", "[games][let_it_ride]") {
    struct row {
        const char* player;
        const char* board;
        const char* line;
        int to_one;
    };
    for (const row& r : {row{"Ts Js Qs", "Ks As", "Royal flush", 1000}, row{"5d 6d 7d", "8d 9d", "Straight flush", 200},
                         row{"9c 9d 9h", "9s 2c", "Four of a kind", 50}, row{"9c 9d 2h", "9s 2c", "Full house", 11},
                         row{"2h 5h 9h", "Jh Kh", "Flush", 8}, row{"5c 6d 7h", "8s 9c", "Straight", 5},
                         row{"9c 9d 5h", "9s 2c", "Three of a kind", 3}, row{"9c 9d 5h", "5s 2c", "Two pair", 2},
                         row{"Tc 4d 5h", "Ts 2c", "Pair of tens or better", 1}, row{"Ac 4d 5h", "As 2c", "Pair of tens or better", 1}}) {
        INFO(r.player << " " << r.board);
        const settlement s = round(r.player, r.board, {decision::check, decision::check});
        REQUIRE(s.wagers.size() == 3);
        for (const wager_result& w : s.wagers) {
            CHECK(w.net == money::dollars(5 * r.to_one));
            CHECK(w.line == r.line);
            CHECK(w.table == "Let It Ride");
        }
    }
    CHECK(round("9c 4d 5h", "9s 2c", {decision::check, decision::check}).net() == money::dollars(-15));  // nines lose
}

TEST_CASE("Let It Ride 2, 3: the strategy sees the community cards as they are turned up", "[games][let_it_ride]") {
    const auto cards = dealt_cards<game_t>::from_text("Ts 4d 5h", "", "7c Td");
    std::vector<std::size_t> board_seen;
    const auto ride_a_made_hand = [&](const player_view<game_t>& v) {
        board_seen.push_back(v.board.size());
        CHECK(v.dealer_up.empty());
        return v.point == 1 && v.board[0] == cards.board[0] ? decision::check : decision::pull_back;
    };
    const decision_list<game_t> made = decisions_of(three_bets(5), cards, ride_a_made_hand);
    CHECK(board_seen == std::vector<std::size_t>{0, 1});
    REQUIRE(made.size == 2);
    CHECK(made.at[0] == decision::pull_back);
    CHECK(made.at[1] == decision::check);
    CHECK(settle(three_bets(5), cards, made.made()).net() == money::dollars(10));  // bets 2 and 3 ride on a pair of tens
}
