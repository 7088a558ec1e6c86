// Crazy 4 Poker (examples/games/crazy_4_poker.hpp), table-driven from its rule card: two
// compulsory wagers against the dealer (ante and super bonus), a raise of up to 3 times the ante
// that only a pair of aces or better may go beyond 1, a king-high qualifier, the super bonus paid
// whatever the dealer holds, and Queens Up.
#include "../settlement/support.hpp"

#include "../../examples/games/crazy_4_poker.hpp"

#include <carnival/cards/literals.hpp>
#include <carnival/report/rule_card.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

#include <boost/hana/at.hpp>

#include <string>
#include <type_traits>

using namespace carnival;
using namespace crazy_4_poker;
using namespace carnival::literals;
using game_t = crazy_4_poker::game;

namespace {
wager_slip<game_t> slip_of(int ante_dollars, int super_bonus_dollars, int queens_up_dollars = 0) {
    wager_slip<game_t> slip;
    if (ante_dollars != 0) slip.place<ante>(money::dollars(ante_dollars));
    if (super_bonus_dollars != 0) slip.place<super_bonus>(money::dollars(super_bonus_dollars));
    if (queens_up_dollars != 0) slip.place<queens_up>(money::dollars(queens_up_dollars));
    return slip;
}
settlement round(const char* player, const char* dealer, std::initializer_list<decision> decisions, int queens_up_dollars = 0) {
    return settle(slip_of(10, 10, queens_up_dollars), dealt_cards<game_t>::from_text(player, dealer), decisions);
}
// Qualifying dealers (king high: K-Q-9-5, K-J-8-7) and one who does not (queen high).
constexpr const char* king_high = "Kh Qc 9d 5c 2h";
constexpr const char* king_jack = "Kh Js 8d 7c 2h";
constexpr const char* queen_high = "Qc Jd 9d 5c 2h";
}  // namespace

TEST_CASE("Crazy 4 Poker 1: the ante and the super bonus are compulsory and equal", "[games][crazy_4_poker]") {
    STATIC_REQUIRE(wager_slip<game_t>::wager_count == 4);
    STATIC_REQUIRE(wager_traits<super_bonus>::contested && wager_traits<super_bonus>::placed_before_the_deal);
    const auto cards = dealt_cards<game_t>::from_text("Ac Kd 9h 5s 3c", king_high);
    CHECK_THROWS_WITH(settle(slip_of(10, 5), cards, {decision::raise(1)}),
                      "carnival: the super-bonus wager is compulsory with the ante wager and equal to it, got $5.00 and "
                      "$10.00 (Crazy 4 Poker 1)");
    CHECK_THROWS_AS(settle(slip_of(10, 0), cards, {decision::raise(1)}), invalid_wager);
    CHECK_THROWS_AS(settle(slip_of(0, 10), cards, {}), invalid_wager);
    // Queens Up alone: no decision, settled on the hand.
    const settlement alone = settle(slip_of(0, 0, 5), dealt_cards<game_t>::from_text("Qc Qd 9h 5s 3c", king_jack), {});
    test_support::check_settlement(alone, {{"queens-up", outcome::won, 500, "Crazy 4 Poker 6"}});
}

TEST_CASE("Crazy 4 Poker 2: fold, play 1x with any hand, up to 3x with a pair of aces or better", "[games][crazy_4_poker]") {
    // A pair of aces may play 1, 2 or 3 times the ante; it beats the dealer's king high.
    for (std::uint32_t times : {1U, 2U, 3U}) {
        INFO(times << "x");
        test_support::check_settlement(round("Ac Ad 9h 5s 3c", king_high, {decision::raise(times)}),
                                       {{"ante", outcome::won, 1000, "Crazy 4 Poker 4"},
                                        {"super-bonus", outcome::pushed, 0, "Crazy 4 Poker 5"},
                                        {"play", outcome::won, 1000 * static_cast<std::int64_t>(times), "Crazy 4 Poker 4"}});
    }
    // A fold loses the ante and the super bonus.
    test_support::check_settlement(round("Kc Kd 9h 5s 3c", king_high, {decision::fold}),
                                   {{"ante", outcome::forfeited, -1000, "Crazy 4 Poker 2"},
                                    {"super-bonus", outcome::forfeited, -1000, "Crazy 4 Poker 2"}});
    // A pair of kings plays 1x only; 2x and 3x are refused, naming the rule and what the hand allows.
    CHECK(round("Kc Kd 9h 5s 3c", king_high, {decision::raise(1)}).find("play")->net == money::dollars(10));
    for (std::uint32_t times : {2U, 3U}) {
        INFO(times << "x");
        CHECK_THROWS_WITH(round("Kc Kd 9h 5s 3c", king_high, {decision::raise(times)}),
                          Catch::Matchers::Contains("raise " + std::to_string(times) + "x") &&
                              Catch::Matchers::Contains("raises more than the player's cards allow here (at most 1x)") &&
                              Catch::Matchers::Contains("more than 1x only with a pair of aces or better (Crazy 4 Poker 2)"));
    }
    // The best four of five: a pair of aces with a fifth card, and trips, go to 3x.
    CHECK_NOTHROW(round("As 9h 5s 3c Ad", king_high, {decision::raise(3)}));
    CHECK_NOTHROW(round("4c 4d 4h 9s 2c", king_high, {decision::raise(3)}));
    CHECK_THROWS_AS(round("Ac Kd 9h 5s 3c", king_high, {decision::raise(2)}), invalid_decision);
}

TEST_CASE("Crazy 4 Poker 2: a strategy gets the same refusal, and the rule card says so", "[games][crazy_4_poker]") {
    const auto always_3x = [](const player_view<game_t>&) { return decision::raise(3); };
    const auto kings = dealt_cards<game_t>::from_text("Kc Kd 9h 5s 3c", king_high);
    const auto aces = dealt_cards<game_t>::from_text("Ac Ad 9h 5s 3c", king_high);
    CHECK_THROWS_WITH(decisions_of(slip_of(10, 10), kings, always_3x), Catch::Matchers::Contains("at most 1x"));
    CHECK(decisions_of(slip_of(10, 10), aces, always_3x).at[0] == decision::raise(3));
    const visible_cards<game_t> seen(kings);
    CHECK_THROWS_AS(ask<game_t>(always_3x, seen.at(0)), invalid_decision);
    using first_point = std::remove_cvref_t<decltype(boost::hana::at_c<0>(game_t::sequence_type::points))>::type;
    CHECK(detail::most_raise<first_point>(seen.at(0)) == 1);
    CHECK(detail::most_raise<first_point>(visible_cards<game_t>(aces).at(0)) == 3);
    const std::string card = report::rule_card("Crazy 4 Poker", report::rule_summary_of<game_t>());
    CHECK_THAT(card, Catch::Matchers::Contains("more than 1x only with a pair of aces or better"));
    CHECK_THAT(card, Catch::Matchers::Contains("compulsory with the ante wager and equal to it (Crazy 4 Poker 1)"));
}

TEST_CASE("Crazy 4 Poker 3: a dealer below king high pays the play whatever the player holds, and pushes the ante",
          "[games][crazy_4_poker]") {
    STATIC_REQUIRE(detail::qualifier_can_fail<game_t::qualifier>);
    // The player's 8 high loses to the dealer's queen high, which does not qualify.
    test_support::check_settlement(round("8c 7d 5h 3s 2c", queen_high, {decision::raise(1)}),
                                   {{"ante", outcome::pushed, 0, "Crazy 4 Poker 3"},
                                    {"super-bonus", outcome::pushed, 0, "Crazy 4 Poker 5"},
                                    {"play", outcome::won, 1000, "Crazy 4 Poker 3"}});
    // A dealer's best four of K-6-4-3 qualifies, Q-6-4-3 does not.
    CHECK(round("Ac Jd 9h 5s 3s", "Kc 6d 4h 3c 2d", {decision::raise(1)}).find("ante")->result == outcome::won);
    CHECK(round("Ac Jd 9h 5s 3s", "Qc 6d 4h 3c 2d", {decision::raise(1)}).find("ante")->result == outcome::pushed);
    STATIC_REQUIRE(game_t::qualifier::qualifies(evaluate<four_card>(std::array{"Ks"_card, "4d"_card, "3h"_card, "2c"_card})));
    STATIC_REQUIRE(!game_t::qualifier::qualifies(evaluate<four_card>(std::array{"Qs"_card, "Jd"_card, "9h"_card, "8c"_card})));
}

TEST_CASE("Crazy 4 Poker 4: a qualifying dealer: higher wins, lower loses, a tie pushes", "[games][crazy_4_poker]") {
    test_support::check_settlement(round("Qh Jh 9c 5d 3s", king_high, {decision::raise(1)}),
                                   {{"ante", outcome::lost, -1000, "Crazy 4 Poker 4"},
                                    {"super-bonus", outcome::lost, -1000, "Crazy 4 Poker 5"},
                                    {"play", outcome::lost, -1000, "Crazy 4 Poker 4"}});
    // Both play K-Q-9-5: the fifth cards do not count.
    test_support::check_settlement(round("Ks Qs 9c 5d 3s", king_high, {decision::raise(1)}),
                                   {{"ante", outcome::pushed, 0, "Crazy 4 Poker 4"},
                                    {"super-bonus", outcome::pushed, 0, "Crazy 4 Poker 5"},
                                    {"play", outcome::pushed, 0, "Crazy 4 Poker 4"}});
}

TEST_CASE("Crazy 4 Poker 5: the super bonus pays a straight or better whatever the dealer holds", "[games][crazy_4_poker]") {
    constexpr const char* dealer_trips = "Kh Kc Kd 5c 2h";
    struct row {
        const char* player;
        std::int64_t net_cents;  // on a $10 super bonus
        const char* line;
    };
    for (const row& r : {row{"Ac Ad Ah As 2c", 200000, "Four aces"}, row{"9c 9d 9h 9s 2c", 30000, "Four of a kind"},
                         row{"9s 8s 7s 6s 2c", 15000, "Straight flush"}, row{"9c 9d 9h 6s 2c", 2000, "Three of a kind"},
                         row{"Ah 9h 7h 4h 2c", 1500, "Flush"}, row{"9c 8d 7h 6s 2c", 1000, "Straight"}}) {
        INFO(r.player);
        const settlement s = round(r.player, dealer_trips, {decision::raise(1)});
        const wager_result& bonus = *s.find("super-bonus");
        CHECK(bonus.result == outcome::won);
        CHECK(bonus.net.minor_units() == r.net_cents);
        CHECK(bonus.line == r.line);
        CHECK(bonus.rule == "Crazy 4 Poker 5");
    }
    // 3 to 2 on $5.05, rounded down to the cent: $7.57.
    wager_slip<game_t> odd = slip_of(0, 0);
    odd.place<ante>(money::cents(505)).place<super_bonus>(money::cents(505));
    CHECK(settle(odd, dealt_cards<game_t>::from_text("Ah 9h 7h 4h 2c", dealer_trips), {decision::raise(1)}).find("super-bonus")->net ==
          money::cents(757));
    // Below a straight, against a dealer who does not qualify: pushed, whoever is higher.
    CHECK(round("Ac Ad 9h 5s 3c", "Qc Qd 9d 5c 2h", {decision::raise(3)}).find("super-bonus")->result == outcome::pushed);
    // A fold forfeits it, whatever the hand.
    CHECK(round("Ac Ad Ah As 2c", dealer_trips, {decision::fold}).find("super-bonus")->result == outcome::forfeited);
}

TEST_CASE("Crazy 4 Poker 6: Queens Up pays on the player's best four, and a fold forfeits it", "[games][crazy_4_poker]") {

    CHECK(round("Qc Qd 9h 5s 3c", king_jack, {decision::raise(1)}, 10).find("queens-up")->net == money::dollars(10));
    CHECK(round("Jc Jd 9h 5s 3c", king_jack, {decision::raise(1)}, 10).find("queens-up")->result == outcome::lost);
    CHECK(round("9c 9d 5h 5s 3c", king_jack, {decision::raise(1)}, 10).find("queens-up")->net == money::dollars(20));
    CHECK(round("9c 9d 9h 9s 3c", king_jack, {decision::raise(1)}, 10).find("queens-up")->net == money::dollars(500));
    CHECK(round("Qc Qd 9h 5s 3c", king_jack, {decision::fold}, 10).find("queens-up")->result == outcome::forfeited);
}
