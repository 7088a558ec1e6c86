// Heads Up Hold'em (examples/games/heads_up_holdem.hpp), table-driven from its rule card: an ante
// and an odds wager against the dealer, the odds paid by one table on a winning straight or better
// and by another (a bad beat) on a losing one; settle checked against the rule card settled
// plainly over random deals; and its simulated sheet.
#include "../settlement/support.hpp"
#include "../support/holdem_brute.hpp"
#include "../support/random_holdem_deals.hpp"

#include "../../examples/games/heads_up_holdem.hpp"
#include "../../examples/games/ultimate_texas_holdem_basic_strategy.hpp"

#include <carnival/report/markdown.hpp>
#include <carnival/report/par_sheet.hpp>
#include <carnival/report/rule_card.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

#include <algorithm>
#include <array>
#include <string>

using namespace carnival;
using namespace heads_up_holdem;
using game_t = heads_up_holdem::game;

namespace {
wager_slip<game_t> slip_of(int ante_dollars, int odds_dollars) {
    wager_slip<game_t> slip;
    if (ante_dollars != 0) slip.place<ante>(money::dollars(ante_dollars));
    if (odds_dollars != 0) slip.place<odds>(money::dollars(odds_dollars));
    return slip;
}
settlement round(const char* player, const char* dealer, const char* board, std::initializer_list<decision> decisions) {
    return settle(slip_of(10, 10), dealt_cards<game_t>::from_text(player, dealer, board), decisions);
}
}  // namespace

TEST_CASE("Heads Up Hold'em 1, 3: ante and odds compulsory and equal, one play of 3x, 2x or 1x", "[games][heads_up_holdem]") {
    const auto cards = dealt_cards<game_t>::from_text("9c 8d", "Ks 3d", "7h 6s 5c Kd 2h");
    CHECK_THROWS_WITH(settle(slip_of(10, 20), cards, {decision::play}),
                      "carnival: the odds wager is compulsory with the ante wager and equal to it, got $20.00 and $10.00 (Heads Up Hold'em 1)");
    CHECK(settle(slip_of(10, 10), cards, {decision::play}).find("play")->net == money::dollars(30));
    CHECK_THROWS_WITH(settle(slip_of(10, 10), cards, {decision::raise(4)}), Catch::Matchers::Contains("check or raise 3x"));
    CHECK(settle(slip_of(10, 10), cards, {decision::check, decision::play}).find("play")->net == money::dollars(20));
}

TEST_CASE("Heads Up Hold'em 4, 5, 6: the odds by its table on a win, by the bad beat on a loss", "[games][heads_up_holdem]") {
    // A straight (9 high) beats the dealer's kings: the odds paid 1 to 1.
    test_support::check_settlement(round("9c 8d", "Ks 3d", "7h 6s 5c Kd 2h", {decision::play}),
                                   {{"ante", outcome::won, 1000, "Heads Up Hold'em 5"},
                                    {"odds", outcome::won, 1000, "Heads Up Hold'em 5"},
                                    {"play", outcome::won, 3000, "Heads Up Hold'em 5"}});
    // The same straight loses to the dealer's flush: ante and play lose, the bad beat pays the odds 1 to 1.
    const settlement beaten = round("9c 8d", "Ah 3h", "7h 6h 5c Kh 2h", {decision::play});
    test_support::check_settlement(beaten, {{"ante", outcome::lost, -1000, "Heads Up Hold'em 5"},
                                            {"odds", outcome::won, 1000, "Heads Up Hold'em 5"},
                                            {"play", outcome::lost, -3000, "Heads Up Hold'em 5"}});
    CHECK(beaten.find("odds")->table == "Heads Up Hold'em bad beat (an example table)");
    CHECK(beaten.find("odds")->line == "Straight");
    // Two pair losing: the odds loses too.
    CHECK(round("Ac 7d", "Ks Kc", "7h 6s 2c Kd Ah", {decision::play}).find("odds")->result == outcome::lost);
    // A dealer who does not open pushes the ante; a winning two pair pushes the odds.
    test_support::check_settlement(round("Ac 9d", "4d 3h", "Kc Jd 9h 6s 2c", {decision::play}),
                                   {{"ante", outcome::pushed, 0, "Heads Up Hold'em 4"},
                                    {"odds", outcome::pushed, 0, "Heads Up Hold'em 4, 5"},
                                    {"play", outcome::won, 3000, "Heads Up Hold'em 4, 5"}});
    const std::string card = report::rule_card("Heads Up Hold'em", report::rule_summary_of<game_t>());
    CHECK_THAT(card, Catch::Matchers::Contains("a losing hand is paid by Heads Up Hold'em bad beat (an example table) where it names it"));
}

TEST_CASE("Heads Up Hold'em: settle agrees with the rule card settled plainly over 100,000 random deals", "[games][heads_up_holdem]") {
    test_support::random_holdem_deals<game_t> deals(35);
    const ultimate_texas_holdem::basic_strategy basic{.before_the_flop = 3};
    int bad_beats = 0;
    for (int round = 0; round < 100'000; ++round) {
        const auto [cards, player, dealer, board] = deals.next();
        const wager_slip<game_t> slip = slip_of(10, 10);
        const decision_list<game_t> made = decisions_of(slip, cards, basic);
        const decision last = made.at[std::max<std::size_t>(made.size, 1) - 1];  // a round always has one decision at least
        const int times = last == decision::fold ? 0 : made.size == 1 ? 3 : made.size == 2 ? 2 : 1;
        const settlement s = settle(slip, cards, made.made());
        const std::int64_t expected = brute_holdem::heads_up_holdem(player, dealer, board, 1000, times);
        if (s.net().minor_units() != expected) {
            INFO("round " << round << ": " << to_string(s.net()) << " against " << expected << " cents, play " << times << "x");
            REQUIRE(s.net().minor_units() == expected);
        }
        if (s.find("odds")->table == bad_beat_table::name) ++bad_beats;
    }
    CHECK(bad_beats > 100);  // the bad beat came up
}

TEST_CASE("Heads Up Hold'em: a simulated sheet under the basic strategy (3x before the flop) says so", "[games][heads_up_holdem]") {
    const ultimate_texas_holdem::basic_strategy basic{.before_the_flop = 3};
    const report::sheet s = par_sheet<game_t>(basic, "basic", {.exact = {.threads = 2}, .budget = 0, .rounds = 1'000'000, .seed = 1});
    REQUIRE(s.wagers.size() == 1);
    CHECK(s.wagers[0].method == report::method::simulated);
    CHECK(s.wagers[0].unit.starts_with("per unit of the ante (the initial wager is ante + odds, 2 units)"));
    CHECK(report::markdown(s).find("Heads Up Hold'em bad beat (an example table)") != std::string::npos);
}
