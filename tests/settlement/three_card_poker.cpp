// Settling Three Card Poker, table-driven from the NY text (f) and (e)(2), and the toke bet.
#include "support.hpp"

#include "../support/pro_rata_table.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/settlement/settle.hpp>

using namespace carnival;
using namespace carnival::three_card_poker_tables;
using test_support::expected;

namespace {

using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>;
using pp = tcp::pair_plus<pair_plus_a>;
using six = tcp::six_card_bonus_ii<six_card_ii_e>::wager<pp>;

struct round {
    int ante = 0, pair_plus = 0, six_card = 0, toke = 0;  // whole dollars; 0 = not placed
    const char* player;
    const char* dealer;
    std::vector<decision> decisions;
};

settlement play_round(const round& r) {
    wager_slip<game_t> slip;
    if (r.ante) slip.place<tcp::ante>(money::dollars(r.ante));
    if (r.pair_plus) slip.place<pp>(money::dollars(r.pair_plus));
    if (r.six_card) slip.place<six>(money::dollars(r.six_card));
    if (r.toke) slip.place<tcp::toke>(money::dollars(r.toke));
    return settle(slip, dealt_cards<game_t>::from_text(r.player, r.dealer), r.decisions);
}

const std::vector<decision> play{decision::play}, fold{decision::fold}, none{};

}  // namespace

TEST_CASE("NY (f)(1)(i): ante and play against a qualifying dealer", "[settlement][three_card_poker]") {
    // Player higher: both paid 1:1.
    test_support::check_settlement(play_round({.ante = 10, .player = "Kc Kd 4h", .dealer = "Qc 9d 2h", .decisions = play}),
                                   {{"ante", outcome::won, 1000, "NY (f)(1)(i)"}, {"play", outcome::won, 1000, "NY (f)(1)(i)"}});
    // Player lower: both lost.
    test_support::check_settlement(play_round({.ante = 10, .player = "Qc 6d 3h", .dealer = "Qd 6h 4s", .decisions = play}),
                                   {{"ante", outcome::lost, -1000, "NY (f)(1)(i)"}, {"play", outcome::lost, -1000, "NY (f)(1)(i)"}});
    // Identical ranks: a push, NY (b)(3).
    test_support::check_settlement(play_round({.ante = 10, .player = "Qc 6d 4h", .dealer = "Qd 6h 4s", .decisions = play}),
                                   {{"ante", outcome::pushed, 0, "NY (b)(3)"}, {"play", outcome::pushed, 0, "NY (b)(3)"}});
}

TEST_CASE("NY (f)(1)(i): a dealer without queen high pays the ante and returns the play", "[settlement][three_card_poker]") {
    // Even a lower player hand: the ante is paid "automatically".
    test_support::check_settlement(play_round({.ante = 10, .player = "Jc 9d 2h", .dealer = "Jd Th 8s", .decisions = play}),
                                   {{"ante", outcome::won, 1000, "NY (f)(1)(i)"}, {"play", outcome::returned, 0, "NY (f)(1)(i)"}});
    test_support::check_settlement(play_round({.ante = 10, .player = "Ac Ad 2h", .dealer = "Jd Th 8s", .decisions = play}),
                                   {{"ante", outcome::won, 1000, "NY (f)(1)(i)"}, {"play", outcome::returned, 0, "NY (f)(1)(i)"}});
}

TEST_CASE("NY (e)(2): folding forfeits the ante and the pair plus", "[settlement][three_card_poker]") {
    test_support::check_settlement(
        play_round({.ante = 10, .pair_plus = 5, .player = "Kc Kd 4h", .dealer = "Qc 9d 2h", .decisions = fold}),
        {{"ante", outcome::forfeited, -1000, "NY (e)(2)"}, {"pair-plus", outcome::forfeited, -500, "NY (e)(2)"}});
    // A casino may let pair plus stand (the rule option): it is then paid on the hand.
    using lenient = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::no_six_card_bonus, tcp::pair_plus_rule::optional,
                                     on_fold::stands>;
    wager_slip<lenient> slip;
    slip.place<tcp::ante>(money::dollars(10)).place<tcp::pair_plus<pair_plus_a, tcp::pair_plus_rule::optional, on_fold::stands>>(
        money::dollars(5));
    test_support::check_settlement(settle(slip, dealt_cards<lenient>::from_text("Kc Kd 4h", "Qc 9d 2h"), fold),
                                   {{"ante", outcome::forfeited, -1000, "NY (e)(2)"}, {"pair-plus", outcome::won, 500, "NY (f)(1)(ii)"}});
}

TEST_CASE("NY (f)(1)(ii): pair plus against the pay table and whatever the dealer holds", "[settlement][three_card_poker]") {
    // Pair plus alone (NY (c)(1)(ii)): no decision.
    test_support::check_settlement(play_round({.pair_plus = 5, .player = "7c 7d 7h", .dealer = "Ac Ad Ah", .decisions = none}),
                                   {{"pair-plus", outcome::won, 15000, "NY (f)(1)(ii)"}});
    test_support::check_settlement(play_round({.pair_plus = 5, .player = "Ac Kd 9h", .dealer = "2c 3d 5h", .decisions = none}),
                                   {{"pair-plus", outcome::lost, -500, "NY (f)(1)(ii)"}});
    // The table that settled it, by its own name, won or lost; no table for an even-money wager.
    const settlement trips = play_round({.ante = 10, .pair_plus = 5, .player = "7c 7d 7h", .dealer = "Ac Ad Ah", .decisions = play});
    CHECK(trips.find("pair-plus")->table == "NY (f)(1)(ii) pay table A");
    CHECK(trips.find("ante-bonus")->table == "NY (f)(1)(iii) ante bonus 1-4-5");
    CHECK(trips.find("ante")->table.empty());
    // With the ante, the dealer's higher hand does not matter to pair plus.
    test_support::check_settlement(
        play_round({.ante = 10, .pair_plus = 5, .player = "2h 5h 9h", .dealer = "Ac Ad Ah", .decisions = play}),
        {{"ante", outcome::lost, -1000, "NY (f)(1)(i)"}, {"play", outcome::lost, -1000, "NY (f)(1)(i)"}, {"pair-plus", outcome::won, 2000, "NY (f)(1)(ii)"}});
}

TEST_CASE("NY (f)(1)(iii): the ante bonus and regardless of the dealer's hand", "[settlement][three_card_poker]") {
    // Straight flush loses to a higher straight flush, but the bonus is paid: 5 to 1 on the ante.
    test_support::check_settlement(play_round({.ante = 10, .player = "9d Td Jd", .dealer = "Qs Ks As", .decisions = play}),
                                   {{"ante", outcome::lost, -1000, "NY (f)(1)(i)"},
                                    {"play", outcome::lost, -1000, "NY (f)(1)(i)"},
                                    {"ante-bonus", outcome::won, 5000, "NY (f)(1)(iii)"}});
    // Trips against a non-qualifying dealer: ante paid, play returned, bonus 4 to 1.
    test_support::check_settlement(play_round({.ante = 10, .player = "7c 7d 7h", .dealer = "Jd Th 8s", .decisions = play}),
                                   {{"ante", outcome::won, 1000, "NY (f)(1)(i)"},
                                    {"play", outcome::returned, 0, "NY (f)(1)(i)"},
                                    {"ante-bonus", outcome::won, 4000, "NY (f)(1)(iii)"}});
    // Only for a player who placed the play wager.
    test_support::check_settlement(play_round({.ante = 10, .player = "7c 7d 7h", .dealer = "Jd Th 8s", .decisions = fold}),
                                   {{"ante", outcome::forfeited, -1000, "NY (e)(2)"}});
}

TEST_CASE("NY (c)(7) and (f)(2)(ii): the six-card bonus - diamond royal against spade royal", "[settlement][three_card_poker]") {
    test_support::check_settlement(
        play_round({.ante = 5, .pair_plus = 5, .six_card = 5, .player = "9d Td Jd", .dealer = "Qd Kd Ad", .decisions = play}),
        {{"ante", outcome::lost, -500, "NY (f)(1)(i)"},
         {"play", outcome::lost, -500, "NY (f)(1)(i)"},
         {"pair-plus", outcome::won, 17500, "NY (f)(1)(ii)"},
         {"ante-bonus", outcome::won, 2500, "NY (f)(1)(iii)"},
         {"six-card-bonus", outcome::won, 100'000'000, "NY (f)(2)(ii)"}});
    const auto spades =
        play_round({.ante = 5, .pair_plus = 5, .six_card = 5, .player = "9s Ts Js", .dealer = "Qs Ks As", .decisions = play});
    REQUIRE(spades.find("six-card-bonus"));
    CHECK(spades.find("six-card-bonus")->net == money::dollars(100'000));
    CHECK(spades.find("six-card-bonus")->line == "Six-card heart, spade, or club royal flush");
    // No bearing on other wagers, and they none on it: it stands when the player folds.
    test_support::check_settlement(
        play_round({.ante = 5, .pair_plus = 5, .six_card = 5, .player = "9s 9c 2d", .dealer = "9d 9h 4s", .decisions = fold}),
        {{"ante", outcome::forfeited, -500, "NY (e)(2)"},
         {"pair-plus", outcome::forfeited, -500, "NY (e)(2)"},
         {"six-card-bonus", outcome::won, 100 * 500, "NY (f)(2)(ii)"}});  // four nines, table E
}

TEST_CASE("NY (f)(2)(ii) table E: its fixed awards are for a $5 wager - other stakes are refused, or paid pro rata by policy",
          "[settlement][three_card_poker]") {
    using test_support::six_card_game;
    using test_support::six_card_wager;
    using exact_game = six_card_game<six_card_ii_e>;
    using pro_rata_game = six_card_game<test_support::six_card_e_pro_rata>;
    using exact_six = six_card_wager<six_card_ii_e>;
    using pro_rata_six = six_card_wager<test_support::six_card_e_pro_rata>;
    const auto settle_royal = [](auto slip) {
        using game = typename decltype(slip)::game_type;
        return settle(slip, dealt_cards<game>::from_text("9d Td Jd", "Qd Kd Ad"), {decision::play});
    };
    struct row {
        std::int64_t stake_cents;
        std::int64_t pro_rata_award_cents;
    };
    for (const row& r : {row{1, 200'000}, row{100, 20'000'000}, row{500, 100'000'000}, row{2'500, 100'000'000}}) {
        const money stake = money::cents(r.stake_cents);
        INFO("six-card bonus wager " << stake);
        wager_slip<exact_game> exact;
        exact.place<tcp::ante>(money::dollars(5)).place<tcp::pair_plus<pair_plus_a>>(money::dollars(5));
        if (r.stake_cents == 500) {
            exact.place<exact_six>(stake);
            CHECK(settle_royal(exact).find("six-card-bonus")->net == money::dollars(1'000'000));
        } else {
            // Refused when placed, naming the amount, the table and the rule; the slip is unchanged.
            const auto before = exact.amounts();
            CHECK_THROWS_AS(exact.place<exact_six>(stake), invalid_wager);
            CHECK_THROWS_WITH(exact.place<exact_six>(stake),
                              Catch::Matchers::Contains("wager of " + to_string(stake)) &&
                                  Catch::Matchers::Contains("NY (f)(2)(ii) pay table E must be exactly $5.00") &&
                                  Catch::Matchers::Contains("(NY (f)(2)(ii))"));
            CHECK(exact.amounts() == before);
        }
        wager_slip<pro_rata_game> pro_rata;
        pro_rata.place<tcp::ante>(money::dollars(5)).place<tcp::pair_plus<pair_plus_a>>(money::dollars(5)).place<pro_rata_six>(stake);
        const settlement settled = settle_royal(pro_rata);
        const wager_result* six = settled.find("six-card-bonus");
        REQUIRE(six);
        CHECK(six->net == money::cents(r.pro_rata_award_cents));
        CHECK(six->house == -six->net);
    }
}

TEST_CASE("the dealer toke bet: the player's bet for the dealers, following the ante at even money (procedures, Dealer Toke Bets)",
          "[settlement][three_card_poker]") {
    // Whatever happens the player's $1 is gone. A win: the house pays $1 and the dealers receive
    // stake and win ($2); a loss or a fold: the house collects the $1; a push: the dealers keep it.
    constexpr auto toke_rule = "procedures, Dealer Toke Bets 1";
    test_support::check_settlement(
        play_round({.ante = 10, .toke = 1, .player = "Kc Kd 4h", .dealer = "Qc 9d 2h", .decisions = play}),
        {{"ante", outcome::won, 1000, "NY (f)(1)(i)"}, {"play", outcome::won, 1000, "NY (f)(1)(i)"}, {"toke", outcome::won, -100, toke_rule, 200}});
    test_support::check_settlement(
        play_round({.ante = 10, .toke = 1, .player = "Jc 9d 2h", .dealer = "Jd Th 8s", .decisions = play}),
        {{"ante", outcome::won, 1000, "NY (f)(1)(i)"}, {"play", outcome::returned, 0, "NY (f)(1)(i)"}, {"toke", outcome::won, -100, toke_rule, 200}});
    test_support::check_settlement(
        play_round({.ante = 10, .toke = 1, .player = "Qc 6d 3h", .dealer = "Qd 6h 4s", .decisions = play}),
        {{"ante", outcome::lost, -1000, "NY (f)(1)(i)"}, {"play", outcome::lost, -1000, "NY (f)(1)(i)"}, {"toke", outcome::lost, -100, toke_rule, 0}});
    test_support::check_settlement(
        play_round({.ante = 10, .toke = 1, .player = "Qc 6d 4h", .dealer = "Qd 6h 4s", .decisions = play}),
        {{"ante", outcome::pushed, 0, "NY (b)(3)"}, {"play", outcome::pushed, 0, "NY (b)(3)"}, {"toke", outcome::pushed, -100, toke_rule, 100}});
    test_support::check_settlement(
        play_round({.ante = 10, .toke = 1, .player = "Qc 6d 3h", .dealer = "Qd 6h 4s", .decisions = fold}),
        {{"ante", outcome::forfeited, -1000, "NY (e)(2)"}, {"toke", outcome::forfeited, -100, toke_rule, 0}});
}

TEST_CASE("each result says which wager it is: its position in the game's wager order", "[settlement][three_card_poker]") {
    using game_a = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_a>>;
    using six_a = tcp::six_card_bonus_ii<six_card_ii_a>::wager<pp>;
    wager_slip<game_a> slip;
    slip.place<tcp::ante>(money::dollars(5)).place<pp>(money::dollars(5)).place<six_a>(money::dollars(5)).place<tcp::toke>(
        money::dollars(1));
    const settlement s = settle(slip, dealt_cards<game_a>::from_text("9d Td Jd", "Qd Kd Ad"), {decision::play});
    REQUIRE(s.wagers.size() == 6);  // ante, play, pair plus, ante bonus, six-card bonus, toke
    using slip_t = wager_slip<game_a>;
    CHECK(s.find("ante")->position == slip_t::position<tcp::ante>());
    CHECK(s.find("play")->position == slip_t::position<tcp::play>());
    CHECK(s.find("pair-plus")->position == slip_t::position<pp>());
    CHECK(s.find("ante-bonus")->position == slip_t::position<tcp::ante_bonus<ante_bonus_1_4_5>>());
    CHECK(s.find("six-card-bonus")->position == slip_t::position<six_a>());
    CHECK(s.find("toke")->position == slip_t::position<tcp::toke>());
    for (std::size_t i = 1; i < s.wagers.size(); ++i) CHECK(s.wagers[i - 1].position < s.wagers[i].position);  // in game order
}
