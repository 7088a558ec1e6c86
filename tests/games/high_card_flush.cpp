// High Card Flush (examples/games/high_card_flush.hpp), table-driven from its rule card: a
// designer's ranking (the length of the longest flush, then its ranks) with categories of its own,
// a raise the flush's length limits, a three-card nine-high qualifier, and two bonuses paid on the
// player's seven cards, folded or not.
#include "../settlement/support.hpp"

#include "../../examples/games/high_card_flush.hpp"

#include <carnival/analysis/side_wager.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/report/rule_card.hpp>
#include <carnival/report/rule_summary.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

#include <span>
#include <string>
#include <type_traits>
#include <vector>

using namespace carnival;
using namespace high_card_flush;
using game_t = high_card_flush::game;

namespace {
settlement round(const char* player, const char* dealer, std::initializer_list<decision> decisions, int flush = 0, int straight_flush = 0) {
    wager_slip<game_t> slip;
    slip.place<ante>(money::dollars(10));
    if (flush != 0) slip.place<flush_bonus>(money::dollars(flush));
    if (straight_flush != 0) slip.place<straight_flush_bonus>(money::dollars(straight_flush));
    return settle(slip, dealt_cards<game_t>::from_text(player, dealer), decisions);
}
hand_value<flush_ranking> value(const char* seven) {
    const std::vector<card> cards = parse_cards(seven);
    return evaluate<flush_ranking, all_of<7>>(std::span<const card, 7>(cards.data(), 7));
}
// A dealer who qualifies with a three-card flush, 9-3-2 (the lowest), and one who does not (8-7-6).
constexpr const char* nine_high = "9s 3s 2s 7d 6d 4c Tc";
constexpr const char* eight_high = "8s 7s 6s 5d 4d 3c 2c";
}  // namespace

TEST_CASE("High Card Flush 2: the longest suit first, then its ranks, the ace high, and straights count for nothing",
          "[games][high_card_flush]") {
    STATIC_REQUIRE(std::is_same_v<category_type<flush_ranking>, flush_length>);
    CHECK(value("Ah Kh Qh 2c 3d 4s 5c").category() == flush_length::three_cards);
    // An ace-high three-card flush loses to any four-card flush.
    CHECK(value("Ah Kh Qh 2c 3d 4s 5c") < value("2h 3h 4h 5h 7c 8d 9s"));
    // A-4-3-2 beats K-Q-J-T (four cards each).
    CHECK(value("Ah 4h 3h 2h 9c 8d 7s") > value("Kh Qh Jh Th 9c 8d 7s"));
    // Of two suits as long, the higher plays: hearts K-7-2 over clubs Q-J-T.
    CHECK(value("Kh 7h 2h Qc Jc Tc 3d") == value("Kh 7h 2h 9c 8c 4c 3d"));
    CHECK(value("Kh 7h 2h Qc Jc Tc 3d").describe() == "Three-card flush, K-7-2");
    CHECK(value("9h 8h 7h 6h 5h 4c 3d").describe() == "Five-card flush, 9-8-7-6-5");
    CHECK(value("2h 3h 4h 5h 6h 7h 8h").category() == flush_length::seven_cards);
    // Equal flushes tie whatever the other cards.
    CHECK(value("Kh 7h 2h Qc Jc 3s 3d") == value("Kh 7h 2h 9c 8c 4s 3d"));
}

TEST_CASE("High Card Flush 3: fold, or raise 1x with up to four cards, 2x with five, 3x with six or seven",
          "[games][high_card_flush]") {
    struct row {
        const char* player;
        std::uint32_t most;
    };
    for (const row& r : {row{"Ah Kh Qh Jc 3d 4s 5c", 1}, row{"Ah Kh Qh Jh 3d 4s 5c", 1}, row{"Ah Kh Qh Jh 9h 4s 5c", 2},
                         row{"Ah Kh Qh Jh 9h 8h 5c", 3}, row{"Ah Kh Qh Jh 9h 8h 5h", 3}}) {
        INFO(r.player);
        for (std::uint32_t times = 1; times <= 3; ++times) {
            if (times <= r.most) {
                CHECK(round(r.player, nine_high, {decision::raise(times)}).find("raise")->net == money::dollars(10 * times));
            } else {
                CHECK_THROWS_WITH(round(r.player, nine_high, {decision::raise(times)}),
                                  Catch::Matchers::Contains("at most " + std::to_string(r.most) + "x") &&
                                      Catch::Matchers::Contains("2x with a five-card flush, 3x with six or seven cards (High Card Flush 3)"));
            }
        }
    }
    test_support::check_settlement(round("Ah Kh Qh Jc 3d 4s 5c", nine_high, {decision::fold}),
                                   {{"ante", outcome::forfeited, -1000, "High Card Flush 3"}});
}

TEST_CASE("High Card Flush 4, 5: a three-card nine-high flush qualifies the dealer", "[games][high_card_flush]") {
    // Not qualified (8-7-6): the ante paid, the raise pushed, even against a two-card flush.
    test_support::check_settlement(round("Ah Kc Qd Js 3h 5c 8d", eight_high, {decision::raise(1)}),
                                   {{"ante", outcome::won, 1000, "High Card Flush 4"}, {"raise", outcome::pushed, 0, "High Card Flush 4"}});
    // Qualified (9-3-2): higher wins both, equal pushes, lower loses both.
    test_support::check_settlement(round("Th 4h 2h Ac Kd 5c 8d", nine_high, {decision::raise(1)}),
                                   {{"ante", outcome::won, 1000, "High Card Flush 5"}, {"raise", outcome::won, 1000, "High Card Flush 5"}});
    test_support::check_settlement(round("9h 3h 2h Ac Kd 5c 8d", nine_high, {decision::raise(1)}),
                                   {{"ante", outcome::pushed, 0, "High Card Flush 5"}, {"raise", outcome::pushed, 0, "High Card Flush 5"}});
    test_support::check_settlement(round("Ah Kc Qd Js 3h 5c 8d", nine_high, {decision::raise(1)}),
                                   {{"ante", outcome::lost, -1000, "High Card Flush 5"}, {"raise", outcome::lost, -1000, "High Card Flush 5"}});
}

TEST_CASE("High Card Flush 6, 7: the bonuses pay on the player's seven cards, folded or not", "[games][high_card_flush]") {
    // A five-card flush with a four-card straight flush in it (9-8-7-6 of hearts), folded.
    const settlement s = round("9h 8h 7h 6h 2h 5c Ad", nine_high, {decision::fold}, 5, 5);
    CHECK(s.find("flush-bonus")->net == money::dollars(50));
    CHECK(s.find("flush-bonus")->line == "Five-card flush");
    CHECK(s.find("straight-flush-bonus")->net == money::dollars(250));
    CHECK(s.find("straight-flush-bonus")->line == "Four-card straight flush");
    // The ace plays low (A-2-3 of spades) and high (Q-K-A of clubs); a three-card flush loses the flush bonus.
    CHECK(round("As 2s 3s Kd 8d 7h 4c", "Qh Jh 9h 8c 5d 6c 2c", {decision::raise(1)}, 5, 5).find("straight-flush-bonus")->net ==
          money::dollars(45));
    CHECK(round("Qc Kc Ac 2d 8d 7h 4s", "Qh Jh 9h 8c 5d 6c 2c", {decision::raise(1)}, 5, 5).find("straight-flush-bonus")->net ==
          money::dollars(45));
    CHECK(round("Qc Kc Ac 2d 8d 7h 4s", "Qh Jh 9h 8c 5d 6c 2c", {decision::raise(1)}, 5, 5).find("flush-bonus")->result == outcome::lost);
    CHECK(round("Kc Ac 2c 9d 8d 7h 4s", "Qh Jh 9h 8c 5d 6c 2d", {decision::raise(1)}, 5, 5).find("straight-flush-bonus")->result ==
          outcome::lost);  // K-A-2 is no sequence
    // The flush bonus's figures, counted over every seven cards.
    const wager_figures f = analysis::side_wager_figures<game_t, flush_bonus>(money::dollars(1), 2);
    CHECK(f.categories.front().combinations > 0);
    const std::string card = report::rule_card("High Card Flush", report::rule_summary_of<game_t>());
    CHECK_THAT(card, Catch::Matchers::Contains("Seven-card flush") && Catch::Matchers::Contains("Three-card straight flush"));
}
