// Four Card Poker (examples/games/four_card_poker.hpp), table-driven from its rule card: a
// dealer who always plays, ties to the player, a raise of one to three times the ante, an ante
// bonus whatever the contest, and the Aces Up side wager.
#include "../settlement/support.hpp"

#include "../../examples/games/four_card_poker.hpp"

#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

using namespace carnival;
using namespace four_card_poker;
using test_support::expected;
using game_t = four_card_poker::game;

namespace {
settlement round(const char* player, const char* dealer, std::initializer_list<decision> decisions, int aces_up = 0) {
    wager_slip<game_t> slip;
    slip.place<ante>(money::dollars(10));
    if (aces_up != 0) slip.place<four_card_poker::aces_up>(money::dollars(aces_up));
    return settle(slip, dealt_cards<game_t>::from_text(player, dealer), decisions);
}
}  // namespace

TEST_CASE("Four Card Poker 2: fold, or play one to three times the ante", "[games][four_card_poker]") {
    for (std::uint32_t times : {1U, 2U, 3U}) {
        INFO(times << "x");
        test_support::check_settlement(round("Ac Kd 9h 5s 3c", "Qc Jd 9d 5c 2h 4s", {decision::raise(times)}),
                                       {{"ante", outcome::won, 1000, "Four Card Poker 3"},
                                        {"play", outcome::won, 1000 * static_cast<std::int64_t>(times), "Four Card Poker 3"}});
    }
    test_support::check_settlement(round("Ac Kd 9h 5s 3c", "Qc Jd 9d 5c 2h 4s", {decision::fold}),
                                   {{"ante", outcome::forfeited, -1000, "Four Card Poker 2"}});
    CHECK_THROWS_WITH(round("Ac Kd 9h 5s 3c", "Qc Jd 9d 5c 2h 4s", {decision::raise(4)}),
                      Catch::Matchers::Contains("raise 4x") && Catch::Matchers::Contains("offers fold or raise 1x, 2x or 3x"));
    CHECK_THROWS_WITH(round("Ac Kd 9h 5s 3c", "Qc Jd 9d 5c 2h 4s", {decision::play}),
                      Catch::Matchers::Contains("does not say which multiple of the ante to raise"));
}

TEST_CASE("Four Card Poker 3: the dealer always plays, and ties go to the player", "[games][four_card_poker]") {
    STATIC_REQUIRE(!detail::qualifier_can_fail<game_t::qualifier>);
    // The dealer's best four of six: K-Q-9-5 high beats the player's K-Q-8-5; no qualifier to fail.
    test_support::check_settlement(round("Kc Qd 8h 5s 3c", "Kh Qc 9d 5c 2h 3d", {decision::raise(1)}),
                                   {{"ante", outcome::lost, -1000, "Four Card Poker 3"},
                                    {"play", outcome::lost, -1000, "Four Card Poker 3"}});
    test_support::check_settlement(round("Kc Qd 9h 5s 3c", "Kh Qc 9d 5c 2h 3d", {decision::raise(2)}),
                                   {{"ante", outcome::won, 1000, "Four Card Poker 3: ties to the player"},
                                    {"play", outcome::won, 2000, "Four Card Poker 3: ties to the player"}});
}

TEST_CASE("Four Card Poker 4: the ante bonus is paid whatever the contest", "[games][four_card_poker]") {
    // Trips lose to the dealer's quads: ante and play lost, the bonus paid 2 to 1 on the ante.
    test_support::check_settlement(round("9c 9d 9h 5s 3c", "Kh Kc Kd Ks 2h 3d", {decision::raise(3)}),
                                   {{"ante", outcome::lost, -1000, "Four Card Poker 3"},
                                    {"play", outcome::lost, -3000, "Four Card Poker 3"},
                                    {"ante-bonus", outcome::won, 2000, "Four Card Poker 4"}});
    // Paid to a player who folds too (the reading the rule card states).
    test_support::check_settlement(round("9c 9d 9h 9s 3c", "Kh Kc Kd Ks 2h 3d", {decision::fold}),
                                   {{"ante", outcome::forfeited, -1000, "Four Card Poker 2"},
                                    {"ante-bonus", outcome::won, 25000, "Four Card Poker 4"}});
    CHECK(round("5h 6h 7h 8h 3c", "Kh Kc Kd 2s 2h 3d", {decision::raise(1)}).find("ante-bonus")->net == money::dollars(200));
}

TEST_CASE("Four Card Poker 5: Aces Up pays on the player's hand, folded or not", "[games][four_card_poker]") {
    const settlement aces = round("Ac Ad 9h 5s 3c", "Kh Kc Qd 2s 2h 3d", {decision::fold}, 10);
    test_support::check_settlement(aces, {{"ante", outcome::forfeited, -1000, "Four Card Poker 2"},
                                          {"aces-up", outcome::won, 1000, "Four Card Poker 5"}});
    CHECK(aces.find("aces-up")->line == "Pair of aces");
    CHECK(round("Kc Kd 9h 5s 3c", "Qh Qc Jd 2s 2h 3d", {decision::raise(1)}, 10).find("aces-up")->result == outcome::lost);
    CHECK(round("Kc Kd 9h 9s 3c", "Qh Qc Jd 2s 2h 3d", {decision::raise(1)}, 10).find("aces-up")->net == money::dollars(20));
    // Four Card Poker 1: placed with the ante, the same amount.
    CHECK_THROWS_WITH(round("Kc Kd 9h 9s 3c", "Qh Qc Jd 2s 2h 3d", {decision::raise(1)}, 5),
                      "carnival: the aces-up wager of $5.00 and the ante wager of $10.00 must be equal when both are "
                      "placed (Four Card Poker 1)");
}

TEST_CASE("Four Card Poker 1, 2: the strategy sees the dealer's face-up sixth card", "[games][four_card_poker]") {
    wager_slip<game_t> slip;
    slip.place<ante>(money::dollars(10));
    const auto cards = dealt_cards<game_t>::from_text("Kc Kd 9h 5s 3c", "Qh Qc Jd 2s 2h Ad");
    const auto cautious = [](const player_view<game_t>& v) {
        return v.dealer_up.size() == 1 && v.dealer_up[0].rank() == rank::ace ? decision::raise(1) : decision::raise(3);
    };
    const decision_list<game_t> made = decisions_of(slip, cards, cautious);
    REQUIRE(made.size == 1);
    CHECK(made.at[0] == decision::raise(1));
}
