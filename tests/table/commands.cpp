// Every table command given when the rules do not allow it — in the wrong phase, out of turn, for
// a position nobody holds, with wagers the table does not take — throws an error naming the phase,
// the position and the rule, and leaves the table exactly as it was (the strong guarantee).
#include "support.hpp"

#include "../support/bad_input.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/profiles.hpp>

#include <caribbean_stud.hpp>

using namespace carnival;
using namespace carnival::table;
using test_support::refuses_unchanged;

namespace {

using tcp_game = three_card_poker<three_card_poker_tables::pair_plus_a, three_card_poker_tables::ante_bonus_1_4_5,
                                  tcp::six_card_bonus_ii<three_card_poker_tables::six_card_ii_e>,
                                  tcp::pair_plus_rule::ante_at_least_pair_plus>;
using pair_plus = tcp_game::rules_type::pair_plus_wager;
using six_card = tcp::six_card_bonus_ii<three_card_poker_tables::six_card_ii_e>::wager<pair_plus>;
using tcp_table = carnival::table::table<tcp_game>;

bets<tcp_game> ante(int dollars) { return bets<tcp_game>{}.on<tcp::ante>(money::dollars(dollars)); }

tcp_table betting() {
    auto rules = profiles::new_york<tcp_game>();
    rules.positions = 7;
    rules.limit_all(money::dollars(5), money::dollars(500));
    auto t = test_support::seated_table<tcp_game>(rules, 3, {1, 3, 4}, money::dollars(100));
    t.join("Ann", money::dollars(20));
    t.sit("Ann", position{6});
    t.place(position{1}, ante(10));
    t.place(position{4}, ante(10));
    return t;
}

}  // namespace

TEST_CASE("table commands in the wrong phase or out of turn are refused, the table unchanged", "[table]") {
    const tcp_table closed(profiles::new_york<tcp_game>(), 1);
    const tcp_table open = betting();
    tcp_table deciding_t = betting();
    deciding_t.no_more_bets();
    const tcp_table deciding = deciding_t;
    tcp_table complete_t = deciding;
    complete_t.decide(position{1}, decision::play);
    complete_t.decide(position{4}, decision::fold);
    const tcp_table complete = complete_t;
    REQUIRE(complete.current_phase() == phase::complete);

    using E = invalid_command;
    test_support::check_catalogue({
        // The decks: opened once, with the number of decks the table plays.
        refuses_unchanged<E>("open() twice", open, [](auto& t) { t.open({deck()}); }, {"betting phase", "closed phase"}),
        refuses_unchanged<E>("open() with two decks at a one-deck table", closed, [](auto& t) { t.open({deck(), deck()}); },
                             {"1 deck(s), got 2"}),
        refuses_unchanged<invalid_cards>("open() with a short deck", closed,
                                         [](auto& t) {
                                             auto cards = deck().cards();
                                             cards.pop_back();
                                             cards.push_back(cards.front());
                                             t.open({deck(cards)});
                                         },
                                         {"red deck fails its inspection", "missing: As", "duplicates: 2c", "Opening of the Table 1"}),
        refuses_unchanged<E>("place() before the table opens", closed, [](auto& t) { t.place(position{1}, ante(10)); },
                             {"closed phase", "NY (c)(4)"}),
        // Betting: only seated players, within the limits, with the chips they have.
        refuses_unchanged<E>("place() at an empty position", open, [](auto& t) { t.place(position{2}, ante(10)); },
                             {"position 2", "no player is seated", "NY (c)(3)"}),
        refuses_unchanged<E>("place() at position 8 of 7", open, [](auto& t) { t.place(position{8}, ante(10)); },
                             {"position 8", "positions 1 to 7", "NY (a)(1)"}),
        refuses_unchanged<E>("place() at the dealer's place", open, [](auto& t) { t.place(dealer, ante(10)); },
                             {"the dealer", "NY (a)(1)"}),
        refuses_unchanged<invalid_wager>("an ante below the minimum", open, [](auto& t) { t.place(position{3}, ante(2)); },
                                         {"ante", "$2.00", "limits of $5.00 to $500.00", "NY (c)(1)"}),
        refuses_unchanged<invalid_wager>("an ante above the maximum", open, [](auto& t) { t.place(position{3}, ante(501)); },
                                         {"$501.00", "NY (c)(1)"}),
        refuses_unchanged<invalid_wager>("more chips than the player has", open, [](auto& t) { t.place(position{6}, ante(25)); },
                                         {"Ann has $20.00", "$25.00"}),
        refuses_unchanged<invalid_wager>("pair plus above the ante, NY (c)(6)(i)", open,
                                         [](auto& t) { t.place(position{3}, ante(5).on<pair_plus>(money::dollars(10))); },
                                         {"pair-plus", "$10.00", "NY (c)(6)(i)"}),
        refuses_unchanged<invalid_wager>("a six-card bonus of $10 on table E's fixed $5 awards", open,
                                         [](auto& t) {
                                             t.place(position{3}, ante(10).on<pair_plus>(money::dollars(10)).on<six_card>(money::dollars(10)));
                                         },
                                         {"six-card-bonus", "$10.00"}),
        refuses_unchanged<invalid_wager>("a toke without an ante", open,
                                         [](auto& t) { t.place(position{3}, bets<tcp_game>{}.on<tcp::toke>(money::dollars(5))); },
                                         {"toke", "Dealer Toke Bets 1"}),
        refuses_unchanged<invalid_wager>("a coupon on the toke", open,
                                         [](auto& t) {
                                             t.place(position{3}, ante(10).on<tcp::toke>(stake::of({chips(money::dollars(5)), match_play(money::dollars(5))})));
                                         },
                                         {"coupon", "toke", "dealers"}),
        refuses_unchanged<invalid_wager>("a coupon on pair plus where the house takes coupons on the ante only", open,
                                         [](auto& t) {
                                             t.place(position{3}, ante(10).on<pair_plus>(stake::of({chips(money::dollars(5)), match_play(money::dollars(5))})));
                                         },
                                         {"coupon", "pair-plus"}),
        refuses_unchanged<E>("no_more_bets() with no wager placed", [] {
            auto t = test_support::seated_table<tcp_game>(profiles::new_york<tcp_game>(), 1, {1});
            return t;
        }(), [](auto& t) { t.no_more_bets(); }, {"no wager is placed", "NY (d)(1)"}),
        refuses_unchanged<E>("decide() while betting is open", open, [](auto& t) { t.decide(position{1}, decision::play); },
                             {"betting phase", "deciding phase", "NY (e)(2)"}),
        // After "no more bets": nothing made, increased or withdrawn (NY (c)(4)).
        refuses_unchanged<E>("place() after no more bets", deciding, [](auto& t) { t.place(position{3}, ante(10)); },
                             {"deciding phase", "position 3", "NY (c)(4)", "(c)(7)"}),
        refuses_unchanged<E>("take a wager back after no more bets", deciding, [](auto& t) { t.place(position{1}, {}); },
                             {"deciding phase", "NY (c)(4)"}),
        refuses_unchanged<E>("leave() holding cards", deciding, [](auto& t) { t.leave(position{1}); },
                             {"position 1", "remains seated", "NY (c)(3)"}),
        refuses_unchanged<E>("no_more_bets() twice", deciding, [](auto& t) { t.no_more_bets(); }, {"deciding phase", "NY (c)(4)"}),
        // Decisions in turn, from the dealer's left (NY (e)(2)).
        refuses_unchanged<E>("decide() out of turn", deciding, [](auto& t) { t.decide(position{4}, decision::play); },
                             {"position 1's turn", "not position 4", "NY (e)(2)"}),
        refuses_unchanged<E>("decide() for a position not in the round", deciding, [](auto& t) { t.decide(position{3}, decision::play); },
                             {"position 1's turn", "position 3"}),
        refuses_unchanged<invalid_decision>("decide() to check where the point offers fold or play", deciding,
                                            [](auto& t) { t.decide(position{1}, decision::check); }, {"check", "fold or raise 1x"}),
        refuses_unchanged<invalid_decision>("decide() to raise 2x where the play wager is 1x", deciding,
                                            [](auto& t) { t.decide(position{1}, decision::raise(2)); }, {"raise 2x"}),
        refuses_unchanged<E>("next_round() before the round is complete", deciding, [](auto& t) { t.next_round(); },
                             {"deciding phase", "complete phase"}),
        // The round complete.
        refuses_unchanged<E>("decide() after the round is complete", complete, [](auto& t) { t.decide(position{1}, decision::play); },
                             {"complete phase"}),
        refuses_unchanged<E>("place() after the round is complete", complete, [](auto& t) { t.place(position{1}, ante(5)); },
                             {"complete phase", "NY (c)(4)"}),
        // Players and positions (NY (c)(5)).
        refuses_unchanged<E>("sit() at a taken position", open, [](auto& t) { t.sit("Ann", position{1}); }, {"position 1 is taken by P1"}),
        refuses_unchanged<E>("a second position not adjacent", open, [](auto& t) { t.sit("Ann", position{2}); },
                             {"adjacent to position 6", "NY (c)(5)"}),
        refuses_unchanged<E>("sit() by a player who never joined", open, [](auto& t) { t.sit("Bob", position{2}); }, {"\"Bob\""}),
        refuses_unchanged<E>("join() twice", open, [](auto& t) { t.join("Ann", money::dollars(5)); }, {"\"Ann\" is already"}),
        refuses_unchanged<invalid_wager>("join() with negative chips", open, [](auto& t) { t.join("Bob", -money::dollars(5)); },
                                         {"-$5.00"}),
        refuses_unchanged<E>("leave() an empty position", open, [](auto& t) { t.leave(position{2}); }, {"position 2", "NY (c)(3)"}),
        refuses_unchanged<E>("sit() at the dealer's place", open, [](auto& t) { t.sit("Ann", dealer); }, {"the dealer", "NY (a)(1)"}),
        refuses_unchanged<E>("join() without a name", open, [](auto& t) { t.join("", money::dollars(5)); }, {"needs a name"}),
        refuses_unchanged<E>("next_round() while betting is open", open, [](auto& t) { t.next_round(); },
                             {"betting phase", "complete phase"}),
        refuses_unchanged<E>("no_more_bets() after the round is complete", complete, [](auto& t) { t.no_more_bets(); },
                             {"complete phase", "NY (c)(4)"}),
        refuses_unchanged<invalid_cards>("replay_shuffle() of 51 cards", open,
                                         [](auto& t) {
                                             auto cards = deck().cards();
                                             cards.pop_back();
                                             t.replay_shuffle(deck(cards));
                                         },
                                         {"52 cards", "missing: As"}),
    });
}

TEST_CASE("the play wager needs the chips: a raise the player cannot cover is refused, the table unchanged", "[table]") {
    auto t = test_support::seated_table<tcp_game>(profiles::new_york<tcp_game>(), 5, {2}, money::dollars(15));
    t.place(position{2}, ante(10));
    t.no_more_bets();
    const tcp_table before = t;
    CHECK_THROWS_WITH(t.decide(position{2}, decision::play),
                      Catch::Matchers::Contains("P2 has $5.00 in chips") && Catch::Matchers::Contains("play wager") &&
                          Catch::Matchers::Contains("$10.00") && Catch::Matchers::Contains("NY (e)(2)"));
    CHECK(t == before);
    t.decide(position{2}, decision::fold);  // folding is always open
    CHECK(t.current_phase() == phase::complete);
    CHECK(t.players()[0].chips == money::dollars(5));
}

TEST_CASE("cash and verbal wagers are refused (NY (c)(2), procedures, Wagers 2)", "[table]") {
    CHECK_THROWS_WITH(stake::of({cash(money::dollars(20))}),
                      Catch::Matchers::Contains("cash of $20.00 is not accepted") && Catch::Matchers::Contains("NY (c)(2)"));
    CHECK_THROWS_WITH(stake::of({{tender::verbal, money::dollars(20)}}),
                      Catch::Matchers::Contains("a verbal wager") && Catch::Matchers::Contains("Wagers 2"));
    CHECK_THROWS_WITH(stake::of({match_play(money::dollars(10)), chips(money::dollars(5))}),
                      Catch::Matchers::Contains("coupon of $10.00 is matched by an equal amount") &&
                          Catch::Matchers::Contains("got $5.00"));
    CHECK_THROWS_AS(stake::of({chips(money::dollars(5)), chips(money::dollars(5))}), invalid_wager);
    CHECK_THROWS_AS(stake::of({chips(money{})}), invalid_wager);
    CHECK(stake::of({chips(money::dollars(5)), plaques(money::dollars(100)), match_play(money::dollars(105))}).total() ==
          money::dollars(210));
}

TEST_CASE("player names: UTF-8 text, quoted briefly in messages (issue 32, item 8)", "[table]") {
    carnival::table::table<ny_three_card_poker> t(profiles::new_york<ny_three_card_poker>(), 1);
    t.open({deck()});
    const carnival::table::table<ny_three_card_poker> before = t;
    // A record is JSON text: a name that is not UTF-8 is refused, naming the byte.
    CHECK_THROWS_AS(t.join("Ann\xFF", money::dollars(10)), invalid_command);
    CHECK_THROWS_WITH(t.join("Ann\xFF", money::dollars(10)), Catch::Matchers::Contains("byte 3"));
    CHECK(t == before);
    CHECK_NOTHROW(t.join("Zo\xC3\xAB", money::dollars(10)));
    // A megabyte name is quoted to about 60 bytes.
    const std::string long_name(1 << 20, 'n');
    t.join(long_name, money::dollars(10));
    std::string message;
    try {
        t.join(long_name, money::dollars(10));
    } catch (const invalid_command& e) {
        message = e.what();
    }
    CHECK_THAT(message, Catch::Matchers::Contains("already at the table"));
    CHECK(message.size() < 200);
}

TEST_CASE("a table too large for its deck is refused when its rules are checked, not mid-round (issue 32, item 8)", "[table]") {
    // Caribbean Stud: five cards a position and five for the dealer. Ten positions need 55 cards;
    // the round used to start and throw "the deck ran out" (std::logic_error) while dealing.
    auto rules = profiles::new_york<caribbean_stud::game>();
    rules.max_positions = rules.positions = 10;
    rules.cite.positions = "a jurisdiction of ten positions";
    CHECK_THROWS_AS(rules.check(), std::invalid_argument);
    CHECK_THROWS_WITH(rules.check(), Catch::Matchers::Contains("needs 55 cards") && Catch::Matchers::Contains("at most 9 positions"));
    CHECK_THROWS_AS(carnival::table::table<caribbean_stud::game>(rules, 1), std::invalid_argument);
    rules.positions = 9;
    CHECK_NOTHROW(rules.check());
}

TEST_CASE("at most nine positions (NY (a)(1)) unless a house rule names another jurisdiction's (issue 32, item 13)", "[table]") {
    // NY (a)(1): "betting positions for no more than nine players". Twelve were accepted.
    auto rules = profiles::new_york<tcp_game>();
    rules.max_positions = rules.positions = 12;
    CHECK_THROWS_WITH(rules.check(), Catch::Matchers::Contains("NY (a)(1) allows betting positions for no more than nine") &&
                                         Catch::Matchers::Contains("cite.positions"));
    rules.max_positions = 9;
    CHECK_THROWS_WITH(rules.check(), Catch::Matchers::Contains("1 to 9 betting positions (NY (a)(1)), got 12"));
    rules.max_positions = 12;
    rules.cite.positions = "another jurisdiction, 12 positions";
    CHECK_NOTHROW(rules.check());
    for (const auto& profile : {profiles::new_york<tcp_game>(), profiles::procedures_casino<tcp_game>()})
        CHECK(profile.max_positions <= 9);
}
