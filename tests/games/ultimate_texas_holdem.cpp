// Ultimate Texas Hold'em (examples/games/ultimate_texas_holdem.hpp), table-driven from its rule
// card: an ante and a blind both against the dealer, one play of 4x or 3x, 2x or 1x at three
// points, a pair to qualify that only the ante needs, the blind paid by a table on a straight or
// better and pushed below, Trips; and its published basic strategy, decision by decision.
#include "../settlement/support.hpp"
#include "../support/holdem_brute.hpp"
#include "../support/random_holdem_deals.hpp"

#include "../../examples/games/ultimate_texas_holdem.hpp"
#include "../../examples/games/ultimate_texas_holdem_basic_strategy.hpp"

#include <carnival/report/markdown.hpp>
#include <carnival/report/par_sheet.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

using namespace carnival;
using namespace ultimate_texas_holdem;
using game_t = ultimate_texas_holdem::game;

namespace {
wager_slip<game_t> slip_of(int ante_dollars, int blind_dollars) {
    wager_slip<game_t> slip;
    if (ante_dollars != 0) slip.place<ante>(money::dollars(ante_dollars));
    if (blind_dollars != 0) slip.place<blind>(money::dollars(blind_dollars));
    return slip;
}
settlement round(const char* player, const char* dealer, const char* board, std::initializer_list<decision> decisions) {
    return settle(slip_of(10, 10), dealt_cards<game_t>::from_text(player, dealer, board), decisions);
}
// A board and hands where the player (a straight, 9 high) beats a qualifying dealer (kings).
constexpr const char* straight_board = "7h 6s 5c Kd 2h";
}  // namespace

TEST_CASE("UTH 1: the ante and the blind are compulsory and equal", "[games][ultimate_texas_holdem]") {
    const auto cards = dealt_cards<game_t>::from_text("9c 8d", "Ks 3d", straight_board);
    CHECK_THROWS_WITH(settle(slip_of(10, 5), cards, {decision::raise(4)}),
                      "carnival: the blind wager is compulsory with the ante wager and equal to it, got $5.00 and $10.00 (UTH 1)");
    CHECK_THROWS_AS(settle(slip_of(10, 0), cards, {decision::raise(4)}), invalid_wager);
}

TEST_CASE("UTH 3: one play, 4x or 3x before the flop, 2x on the flop, 1x or a fold on the river", "[games][ultimate_texas_holdem]") {
    struct row {
        std::initializer_list<decision> decisions;
        std::int64_t play_cents;
    };
    for (const row& r : {row{{decision::raise(4)}, 4000}, row{{decision::raise(3)}, 3000}, row{{decision::check, decision::play}, 2000},
                         row{{decision::check, decision::check, decision::play}, 1000}}) {
        INFO(r.play_cents);
        test_support::check_settlement(round("9c 8d", "Ks 3d", straight_board, r.decisions),
                                       {{"ante", outcome::won, 1000, "UTH 5"},
                                        {"blind", outcome::won, 1000, "UTH 5"},
                                        {"play", outcome::won, r.play_cents, "UTH 5"}});
    }
    test_support::check_settlement(round("9c 8d", "Ks 3d", straight_board, {decision::check, decision::check, decision::fold}),
                                   {{"ante", outcome::forfeited, -1000, "UTH 3"}, {"blind", outcome::forfeited, -1000, "UTH 3"}});
    // What each point does not offer: 2x before the flop, a fold before the river, a check at the river.
    CHECK_THROWS_WITH(round("9c 8d", "Ks 3d", straight_board, {decision::raise(2)}),
                      Catch::Matchers::Contains("raises a multiple the point does not offer") && Catch::Matchers::Contains("check or raise 3x or 4x"));
    CHECK_THROWS_WITH(round("9c 8d", "Ks 3d", straight_board, {decision::fold}), Catch::Matchers::Contains("is not an option"));
    CHECK_THROWS_WITH(round("9c 8d", "Ks 3d", straight_board, {decision::check, decision::check, decision::check}),
                      Catch::Matchers::Contains("is not an option"));
    // Played once: a play before the flop ends the decisions.
    CHECK_THROWS_AS(round("9c 8d", "Ks 3d", straight_board, {decision::raise(4), decision::play}), invalid_decision);
}

TEST_CASE("UTH 4: a dealer without a pair pushes the ante, and blind and play are settled", "[games][ultimate_texas_holdem]") {
    // Dealer K-J-8-6-4 does not qualify; the player's A-K-J-9-8 wins: the blind below a straight pushes.
    test_support::check_settlement(round("Ac 9d", "4d 3h", "Kc Jd 8h 6s 2c", {decision::raise(4)}),
                                   {{"ante", outcome::pushed, 0, "UTH 4"},
                                    {"blind", outcome::pushed, 0, "UTH 4, 5"},
                                    {"play", outcome::won, 4000, "UTH 4, 5"}});
    // The player's K-J-8-7-6 loses to the dealer's K-Q-J-9-8, which does not qualify: blind and play lose.
    test_support::check_settlement(round("7c 5d", "Qd 9h", "Kc Jd 8h 6s 2c", {decision::check, decision::check, decision::play}),
                                   {{"ante", outcome::pushed, 0, "UTH 4"},
                                    {"blind", outcome::lost, -1000, "UTH 4, 5"},
                                    {"play", outcome::lost, -1000, "UTH 4, 5"}});
}

TEST_CASE("UTH 5, 6: the blind by its table on a straight or better, pushed below, lost to the dealer", "[games][ultimate_texas_holdem]") {
    struct row {
        const char* player;
        const char* board;
        outcome blind;
        std::int64_t blind_cents;
        const char* line;
    };
    // Against the dealer's pair of kings (Ks 3d with the board's king).
    for (const row& r : {row{"9c 8d", straight_board, outcome::won, 1000, "Straight"},
                         row{"Ah 9h", "7h 6h 2h Kd Qc", outcome::won, 1500, "Flush"},
                         row{"7c 7d", "7h 6s 6c Kd 2h", outcome::won, 3000, "Full house"},
                         row{"Ac 7d", "7h 6s 2c Kd Ah", outcome::pushed, 0, ""}}) {
        INFO(r.player << " on " << r.board);
        const settlement s = round(r.player, "Ks 3d", r.board, {decision::raise(4)});
        CHECK(s.find("ante")->result == outcome::won);
        CHECK(s.find("play")->net == money::dollars(40));
        CHECK(s.find("blind")->result == r.blind);
        CHECK(s.find("blind")->net.minor_units() == r.blind_cents);
        CHECK(s.find("blind")->line == r.line);
    }
    // Dealer higher: all lose.
    test_support::check_settlement(round("Qc 3c", "Ks 4d", "7h 6s 2c Kd 9h", {decision::check, decision::check, decision::play}),
                                   {{"ante", outcome::lost, -1000, "UTH 5"},
                                    {"blind", outcome::lost, -1000, "UTH 5"},
                                    {"play", outcome::lost, -1000, "UTH 5"}});
    // A tie (both play the board's four aces and king): all push.
    test_support::check_settlement(round("2c 3d", "2d 3h", "Ac Ad Ah As Kc", {decision::raise(3)}),
                                   {{"ante", outcome::pushed, 0, "UTH 5"},
                                    {"blind", outcome::pushed, 0, "UTH 5"},
                                    {"play", outcome::pushed, 0, "UTH 5"}});
}

TEST_CASE("UTH 7: Trips pays on the final hand whatever the contest, and stands on a fold unless the house says",
          "[games][ultimate_texas_holdem]") {
    const auto cards = dealt_cards<game_t>::from_text("9c 9d", "Ks 4d", "9h 6s 2c Kd 3h");
    wager_slip<game_t> slip = slip_of(10, 10);
    slip.place<trips<>>(money::dollars(5));
    test_support::check_settlement(settle(slip, cards, {decision::check, decision::check, decision::fold}),
                                   {{"ante", outcome::forfeited, -1000, "UTH 3"},
                                    {"blind", outcome::forfeited, -1000, "UTH 3"},
                                    {"trips", outcome::won, 1500, "UTH 7"}});
    using forfeiting = carnival::game<rules<on_fold::forfeited>>;
    wager_slip<forfeiting> other;
    other.place<ante>(money::dollars(10)).place<blind>(money::dollars(10)).place<trips<on_fold::forfeited>>(money::dollars(5));
    const auto same = dealt_cards<forfeiting>::from_text("9c 9d", "Ks 4d", "9h 6s 2c Kd 3h");
    CHECK(settle(other, same, {decision::check, decision::check, decision::fold}).find("trips")->result == outcome::forfeited);
    // Quads on the board, a tie with the dealer: Trips still pays 30 to 1.
    wager_slip<game_t> tie = slip_of(10, 10);
    tie.place<trips<>>(money::dollars(5));
    CHECK(settle(tie, dealt_cards<game_t>::from_text("2c 3d", "2d 3h", "Ac Ad Ah As Kc"), {decision::raise(4)}).find("trips")->net ==
          money::dollars(150));
}

TEST_CASE("UTH basic strategy: each of its lines, decided on the player's view", "[games][ultimate_texas_holdem]") {
    const basic_strategy basic;
    const auto first = [&](const char* hole) {
        return decisions_of(slip_of(10, 10), dealt_cards<game_t>::from_text(hole, "Qs Qd", "9s 8s 4s 5s 6s"), basic).at[0];
    };
    for (const char* four_times : {"3c 3d", "Ac 2d", "Kd 2d", "Kd 5c", "Qh 6h", "Qh 8c", "Jh 8h", "Jh Tc"}) {
        INFO(four_times);
        CHECK(first(four_times) == decision::raise(4));
    }
    for (const char* check : {"2c 2d", "Kd 4c", "Qh 5h", "Qh 7c", "Jh 7h", "Jh 9c", "Th 9h"}) {
        INFO(check);
        CHECK(first(check) == decision::check);
    }
    const auto on_flop = [&](const char* hole, const char* board) {
        const decision_list<game_t> made = decisions_of(slip_of(10, 10), dealt_cards<game_t>::from_text(hole, "Qs Qd", board), basic);
        REQUIRE(made.size >= 2);
        return made.at[1];
    };
    CHECK(on_flop("7c 2d", "7h Kd 3s 8c 9c") == decision::play);   // a pair with a hole card
    CHECK(on_flop("5c 2d", "7h 7d 3s 8c 9c") == decision::check);  // the board's pair only
    CHECK(on_flop("Th 4h", "9h 2h Kc 8c 9c") == decision::play);   // four to a flush, a hole ten in it
    CHECK(on_flop("9h 4c", "8h 2h Kh 5c 3c") == decision::check);  // four to a flush, no hole ten in it
    CHECK(on_flop("Tc 4d", "Th 4h Kc 8c 9c") == decision::play);   // two pair
    const auto on_river = [&](const char* hole, const char* board) {
        const decision_list<game_t> made = decisions_of(slip_of(10, 10), dealt_cards<game_t>::from_text(hole, "Qs Qd", board), basic);
        REQUIRE(made.size == 3);
        return made.at[2];
    };
    CHECK(on_river("Js 3d", "Kh Kd 7s 7c 2h") == decision::play);   // no pair of its own, 12 outs (two kings, two sevens, aces, queens)
    CHECK(on_river("8c 5d", "Kh 9d 7s 6c 3h") == decision::play);   // a straight with a hole card
    CHECK(on_river("8c 5d", "Kh Jd 7s 4c 2h") == decision::fold);   // eight high: every card above it among the outs
}

TEST_CASE("UTH: settle agrees with the rule card settled plainly over 100,000 random deals, under the basic strategy",
          "[games][ultimate_texas_holdem]") {
    STATIC_REQUIRE(index(rank::two) == 0);
    test_support::random_holdem_deals<game_t> deals(34);
    const basic_strategy basic;
    std::array<int, 4> plays{};  // a fold, 1x, 2x, 4x (3x: never under this strategy)
    for (int round = 0; round < 100'000; ++round) {
        const auto [cards, player, dealer, board] = deals.next();
        wager_slip<game_t> slip = slip_of(10, 10);
        slip.place<trips<>>(money::dollars(5));
        const decision_list<game_t> made = decisions_of(slip, cards, basic);
        const decision last = made.at[std::max<std::size_t>(made.size, 1) - 1];  // a round always has one decision at least
        const int times = last == decision::fold ? 0 : last.times != 0 ? static_cast<int>(last.times) : made.size == 2 ? 2 : 1;
        const settlement s = settle(slip, cards, made.made());
        const std::int64_t expected = brute_holdem::ultimate_texas_holdem(player, dealer, board, 1000, 500, times);
        if (s.net().minor_units() != expected) {
            INFO("round " << round << ": " << to_string(s.net()) << " against " << expected << " cents, play " << times << "x");
            REQUIRE(s.net().minor_units() == expected);
        }
        ++plays[static_cast<std::size_t>(std::min(times, 3))];
    }
    // Every way of playing came up.
    for (int n : plays) CHECK(n > 1000);
}

TEST_CASE("UTH: the simulated sheet under the basic strategy says so and how, and is in line with what is published",
          "[games][ultimate_texas_holdem]") {
    const report::sheet s = par_sheet<game_t>(basic_strategy{}, "basic", {.exact = {.threads = 2}, .budget = 0, .rounds = 4'000'000, .seed = 1});
    REQUIRE(s.wagers.size() == 2);  // ante + blind + play, then Trips
    const report::wager_section& play = s.wagers[0];
    CHECK(play.method == report::method::simulated);
    CHECK(play.figures.strategy == "basic");
    CHECK(play.unit.starts_with("per unit of the ante (the initial wager is ante + blind, 2 units)"));
    // The published optimal play gives up 2.18-2.19% of the ante; the basic strategy no less, and
    // a few tenths of a percent at most more (each side within the 95% interval).
    const double half_width = play.simulated.expected_value;
    CHECK(play.figures.house_edge + half_width > 0.0218);
    CHECK(play.figures.house_edge - half_width < 0.0219 + 0.004);
    // Ante and blind, and the play of 1x to 4x: from 2 to 6 units a round.
    CHECK(play.figures.average_total_wager > 3.5);
    CHECK(play.figures.average_total_wager < 5);
    CHECK(report::markdown(s).find("— simulated") != std::string::npos);
    // Trips is enumerated exactly: 1.90% under this table (the published figure).
    CHECK(s.wagers[1].method == report::method::exact);
    CHECK(std::abs(s.wagers[1].figures.house_edge - 0.0190) < 0.00005);
}
