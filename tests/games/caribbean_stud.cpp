// Caribbean Stud Poker (examples/games/caribbean_stud.hpp), table-driven from its rule card.
#include "../settlement/support.hpp"

#include "../../examples/games/caribbean_stud.hpp"

#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

using namespace carnival;
using test_support::expected;
using game_t = caribbean_stud::game;

namespace {
settlement round(const char* player, const char* dealer, std::initializer_list<decision> decisions, int ante = 10) {
    wager_slip<game_t> slip;
    slip.place<caribbean_stud::ante>(money::dollars(ante));
    return settle(slip, dealt_cards<game_t>::from_text(player, dealer), decisions);
}
}  // namespace

TEST_CASE("Caribbean Stud 2: fold loses the ante, or raise twice the ante", "[games][caribbean_stud]") {
    test_support::check_settlement(round("Ac Kd 9h 5s 3c", "Qc Qd 9d 5c 2h", {decision::fold}),
                                   {{"ante", outcome::forfeited, -1000, "Caribbean Stud 2"}});
    const settlement s = round("Ac Kd 9h 5s 3c", "Qc Qd 9d 5c 2h", {decision::play});  // 2x: the only multiple
    test_support::check_settlement(s, {{"ante", outcome::lost, -1000, "Caribbean Stud 5"},
                                       {"raise", outcome::lost, -2000, "Caribbean Stud 5"}});
    CHECK(s == round("Ac Kd 9h 5s 3c", "Qc Qd 9d 5c 2h", {decision::raise(2)}));
    CHECK_THROWS_WITH(round("Ac Kd 9h 5s 3c", "Qc Qd 9d 5c 2h", {decision::raise(1)}),
                      Catch::Matchers::Contains("raise 1x") && Catch::Matchers::Contains("offers fold or raise 2x"));
}

TEST_CASE("Caribbean Stud 3, 4: a dealer without ace-king pays the ante and returns the raise", "[games][caribbean_stud]") {
    // Even a lower player hand: the ante is paid 1 to 1, the raise handed back.
    test_support::check_settlement(round("2c 3d 4h 5s 7c", "Qc Jd 9h 5c 3h", {decision::play}),
                                   {{"ante", outcome::won, 1000, "Caribbean Stud 4"},
                                    {"raise", outcome::returned, 0, "Caribbean Stud 4"}});
    // Ace-queen does not qualify; ace-king-4-3-2 is the lowest that does.
    CHECK(round("2c 3d 4h 5s 7c", "Ac Qd 9h 5c 3h", {decision::play}).wagers[1].result == outcome::returned);
    CHECK(round("2c 3d 5h 6s 8c", "Ac Kd 4h 3c 2h", {decision::play}).wagers[1].result == outcome::lost);
}

TEST_CASE("Caribbean Stud 5: higher wins, lower loses, equal pushes", "[games][caribbean_stud]") {
    test_support::check_settlement(round("Ac Kd 9h 5s 3c", "Ah Kc 8d 5c 2d", {decision::play}),  // ace-king wins even money
                                   {{"ante", outcome::won, 1000, "Caribbean Stud 5"},
                                    {"raise", outcome::won, 2000, "Caribbean Stud 5, 6"}});
    test_support::check_settlement(round("Ac Kd 9h 5s 3c", "Ah Kc 9d 5c 3d", {decision::play}),
                                   {{"ante", outcome::pushed, 0, "Caribbean Stud 5"},
                                    {"raise", outcome::pushed, 0, "Caribbean Stud 5"}});
}

TEST_CASE("Caribbean Stud 6: the raise is paid by the player's hand", "[games][caribbean_stud]") {
    struct row {
        const char* player;
        const char* line;
        int to_one;
    };
    // Against a qualifying ace-king; ante $10, raise $20.
    for (const row& r : {row{"Ts Js Qs Ks As", "Royal flush", 100}, row{"5d 6d 7d 8d 9d", "Straight flush", 50},
                         row{"9c 9d 9h 9s 2c", "Four of a kind", 20}, row{"9c 9d 9h 2s 2c", "Full house", 7},
                         row{"2h 5h 9h Jh Kh", "Flush", 5}, row{"5c 6d 7h 8s 9c", "Straight", 4},
                         row{"9c 9d 9h 5s 2c", "Three of a kind", 3}, row{"9c 9d 5h 5s 2c", "Two pair", 2},
                         row{"9c 9d 6h 5s 2c", "Pair", 1}}) {
        INFO(r.player);
        const settlement s = round(r.player, "Ah Kc 8c 4s 3d", {decision::play});
        REQUIRE(s.wagers.size() == 2);
        CHECK(s.wagers[0].net == money::dollars(10));
        CHECK(s.wagers[1].net == money::dollars(20 * r.to_one));
        CHECK(s.wagers[1].line == r.line);
        CHECK(s.wagers[1].table == "Caribbean Stud raise");  // the table's own name, in every result it settles
    }
}

TEST_CASE("Caribbean Stud 1, 2: the strategy sees the dealer's up card", "[games][caribbean_stud]") {
    wager_slip<game_t> slip;
    slip.place<caribbean_stud::ante>(money::dollars(10));
    const auto cards = dealt_cards<game_t>::from_text("Ac Kd 9h 5s 3c", "Qc Qd 9d 5c 2h");
    std::vector<card> seen;
    const auto raise_unless_the_dealer_shows_a_two = [&](const player_view<game_t>& v) {
        seen.assign(v.dealer_up.begin(), v.dealer_up.end());
        return v.dealer_up[0].rank() == rank::two ? decision::fold : decision::play;
    };
    const decision_list<game_t> made = decisions_of(slip, cards, raise_unless_the_dealer_shows_a_two);
    REQUIRE(seen.size() == 1);
    CHECK(seen[0] == cards.dealer[4]);  // the fifth dealer card is dealt face up
    REQUIRE(made.size == 1);
    CHECK(made.at[0] == decision::fold);
}
