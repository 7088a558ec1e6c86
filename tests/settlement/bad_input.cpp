// The settlement layer's bad-input catalogue: a clear exception naming the value and the rule,
// and nothing changed.
#include "support.hpp"

#include "../support/bad_input.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/settlement/settle.hpp>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

using namespace carnival;
using namespace carnival::three_card_poker_tables;
using Catch::Matchers::Contains;

namespace {
using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_i<six_card_i_a>>;
using pp = tcp::pair_plus<pair_plus_a>;
using six = tcp::six_card_bonus_i<six_card_i_a>::wager<pp>;
const auto cards = dealt_cards<game_t>::from_text("Kc Kd 4h", "Qc 9d 2h");
const std::vector<decision> play{decision::play};
}  // namespace

// The catalogue: each entry point of the layer and what it refuses (more below for the rules
// behind the requirements and for values that are not cards).
TEST_CASE("bad input, settlement: every entry point refuses with the value named", "[settlement][invalid]") {
    using test_support::refuses;
    using test_support::refuses_unchanged;
    using mt = nj_mini_tex<>;
    wager_slip<game_t> pair_plus_only, with_ante;
    pair_plus_only.place<pp>(money::dollars(5));
    with_ante.place<tcp::ante>(money::dollars(5));
    wager_slip<mt> mini_tex_ante;
    mini_tex_ante.place<mt::ante_type>(money::dollars(5));
    const auto mt_cards = dealt_cards<mt>::from_text("Kh Kd", "Jc 2d", "9s 9c 4h");
    dealt_cards<game_t> twice = cards;  // cards assembled by hand are checked when settled
    twice.dealer[0] = twice.player[0];
    using mini_tex_decisions = std::vector<decision>;
    test_support::check_catalogue({
        refuses_unchanged<invalid_wager>("slip.place<ante>($0)", with_ante, [](auto& slip) { slip.template place<tcp::ante>(money{}); },
                                         {"$0.00"}),
        refuses_unchanged<invalid_wager>("slip.place<pair plus>(-$0.01)", with_ante,
                                         [](auto& slip) { slip.template place<pp>(-money::cents(1)); }, {"-$0.01"}),
        refuses<invalid_cards>(R"(from_text("Kc Kd 4h", "Kc 9d 2h"))",
                               [] { (void)dealt_cards<game_t>::from_text("Kc Kd 4h", "Kc 9d 2h"); }, {"Kc (dealer) was dealt twice"}),
        refuses<invalid_cards>(R"(from_text("Kc Kd", "Qc 9d 2h"))", [] { (void)dealt_cards<game_t>::from_text("Kc Kd", "Qc 9d 2h"); },
                               {"the player needs 3 cards, got 2"}),
        refuses<parse_error>(R"(from_text("Kc Kd Kc", "Qc 9d 2h"))",
                             [] { (void)dealt_cards<game_t>::from_text("Kc Kd Kc", "Qc 9d 2h"); }, {"duplicate card"}),
        refuses<invalid_cards>("settle(a card dealt to player and dealer)", [&] { (void)settle(with_ante, twice, play); },
                               {"dealt twice"}),
        refuses<invalid_decision>("settle(pair plus alone, play)", [&] { (void)settle(pair_plus_only, cards, play); },
                                  {"without an ante"}),
        refuses<invalid_decision>("settle(ante, no decision)", [&] { (void)settle(with_ante, cards, std::vector<decision>{}); },
                                  {"reaches decision point 1 and only 0 decision(s) were given"}),
        // More decisions than points, a fold among them: refused before the fold is looked up (found
        // by the settle fuzz target: the fold's rule was read past the end of the game's fold rules).
        refuses<invalid_decision>("settle(ante, play play fold)",
                                  [&] { (void)settle(with_ante, cards, {decision::play, decision::play, decision::fold}); },
                                  {"decision 2 (play) given after the last decision point the round reaches (1 decision(s))"}),
        refuses<invalid_decision>("settle(ante, play fold)", [&] { (void)settle(with_ante, cards, {decision::play, decision::fold}); },
                                  {"decision 2 (fold) given after the last decision point"}),
        refuses<invalid_decision>("settle(Mini-Tex, fold play)",
                                  [&] { (void)settle(mini_tex_ante, mt_cards, mini_tex_decisions{decision::fold, decision::play}); },
                                  {"after folding"}),
        refuses<invalid_decision>("settle(Mini-Tex, play play)",
                                  [&] { (void)settle(mini_tex_ante, mt_cards, mini_tex_decisions{decision::play, decision::play}); },
                                  {"reaches decision point 3 and only 2 decision(s)"}),
        refuses<invalid_decision>("settle(Mini-Tex, play play play fold)",
                                  [&] {
                                      (void)settle(mini_tex_ante, mt_cards,
                                                   mini_tex_decisions{decision::play, decision::play, decision::play, decision::fold});
                                  },
                                  {"decision 4 (fold) given after the last decision point"}),
        refuses<invalid_decision>("settle(ante, action 7)",
                                  [&] { (void)settle(with_ante, cards, std::vector<decision>{{static_cast<action>(7), 0}}); },
                                  {"decision 1 (the value {7, 0}) at decision point 1 is not a decision"}),
        refuses<invalid_decision>("settle(ante, raise 2x)", [&] { (void)settle(with_ante, cards, {decision::raise(2)}); },
                                  {"decision 1 (raise 2x) at decision point 1 raises a multiple the point does not offer: the "
                                   "point offers fold or raise 1x"}),
        refuses<invalid_decision>("settle(ante, check)", [&] { (void)settle(with_ante, cards, {decision::check}); },
                                  {"decision 1 (check) at decision point 1 is not an option: the point offers fold or raise 1x"}),
    });
}

TEST_CASE("requirements between wagers (NY (c)(6) and (c)(7) - toke only with the ante)", "[settlement][invalid]") {
    {
        wager_slip<game_t> slip;
        slip.place<six>(money::dollars(5));
        CHECK_THROWS_WITH(settle(slip, cards, std::vector<decision>{}),
                          "carnival: a six-card-bonus wager of $5.00 may be placed only with a pair-plus wager (NY (c)(7))");
    }
    {
        wager_slip<game_t> slip;
        slip.place<tcp::toke>(money::dollars(1)).place<pp>(money::dollars(5));
        CHECK_THROWS_WITH(settle(slip, cards, std::vector<decision>{}), Contains("toke wager of $1.00 may be placed only with the ante"));
    }
    using ii = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_a>>;
    {
        wager_slip<ii> slip;
        slip.place<pp>(money::dollars(5)).place<tcp::six_card_bonus_ii<six_card_ii_a>::wager<pp>>(money::dollars(5));
        CHECK_THROWS_WITH(settle(slip, dealt_cards<ii>::from_text("Kc Kd 4h", "Qc 9d 2h"), std::vector<decision>{}),
                          Contains("only with a ante wager (NY (f)(2)(ii))"));
    }
    using rule_i = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::no_six_card_bonus, tcp::pair_plus_rule::ante_at_least_pair_plus>;
    using pp_i = tcp::pair_plus<pair_plus_a, tcp::pair_plus_rule::ante_at_least_pair_plus>;
    const auto c_i = dealt_cards<rule_i>::from_text("Kc Kd 4h", "Qc 9d 2h");
    {
        wager_slip<rule_i> slip;
        slip.place<tcp::ante>(money::dollars(5)).place<pp_i>(money::dollars(10));
        CHECK_THROWS_WITH(settle(slip, c_i, play), Contains("needs an ante wager of at least the same amount, got $5.00 (NY (c)(6)(i))"));
        slip.place<tcp::ante>(money::dollars(10));
        CHECK_NOTHROW(settle(slip, c_i, play));
    }
    using rule_ii = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::no_six_card_bonus, tcp::pair_plus_rule::ante_at_least_half_pair_plus>;
    using pp_ii = tcp::pair_plus<pair_plus_a, tcp::pair_plus_rule::ante_at_least_half_pair_plus>;
    const auto c_ii = dealt_cards<rule_ii>::from_text("Kc Kd 4h", "Qc 9d 2h");
    {
        wager_slip<rule_ii> slip;
        slip.place<tcp::ante>(money::dollars(5)).place<pp_ii>(money::dollars(10));
        CHECK_NOTHROW(settle(slip, c_ii, play));
        slip.place<pp_ii>(money::cents(1001));
        CHECK_THROWS_WITH(settle(slip, c_ii, play), Contains("(NY (c)(6)(ii))"));
    }
    using rule_iii = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::no_six_card_bonus, tcp::pair_plus_rule::compulsory_within_five_times>;
    using pp_iii = tcp::pair_plus<pair_plus_a, tcp::pair_plus_rule::compulsory_within_five_times>;
    const auto c_iii = dealt_cards<rule_iii>::from_text("Kc Kd 4h", "Qc 9d 2h");
    {
        wager_slip<rule_iii> slip;
        slip.place<tcp::ante>(money::dollars(5));
        CHECK_THROWS_WITH(settle(slip, c_iii, play), Contains("both compulsory"));
        slip.place<pp_iii>(money::dollars(25));
        CHECK_NOTHROW(settle(slip, c_iii, play));
        slip.place<pp_iii>(money::dollars(26));
        CHECK_THROWS_WITH(settle(slip, c_iii, play), Contains("differ by more than 5 times (NY (c)(6)(iii))"));
        slip.place<pp_iii>(money::dollars(1));
        CHECK_NOTHROW(settle(slip, c_iii, play));
    }
}

TEST_CASE("requirements hold exactly on valid slips near 2^63 cents (no overflow in the checks)", "[settlement][invalid]") {
    const money huge = money::cents(std::int64_t{1} << 62);  // $46,116,860,184,273,879.04: twice it overflows
    using rule_ii = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::no_six_card_bonus, tcp::pair_plus_rule::ante_at_least_half_pair_plus>;
    using pp_ii = tcp::pair_plus<pair_plus_a, tcp::pair_plus_rule::ante_at_least_half_pair_plus>;
    wager_slip<rule_ii> half;
    half.place<tcp::ante>(huge).place<pp_ii>(huge);
    CHECK_NOTHROW(settle(half, dealt_cards<rule_ii>::from_text("Kc Kd 4h", "Qc 9d 2h"), {decision::fold}));
    half.place<tcp::ante>(money::cents((std::int64_t{1} << 61) - 1));  // just under half the pair plus
    CHECK_THROWS_WITH(settle(half, dealt_cards<rule_ii>::from_text("Kc Kd 4h", "Qc 9d 2h"), {decision::fold}),
                      Contains("(NY (c)(6)(ii))"));

    using rule_iii = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::no_six_card_bonus, tcp::pair_plus_rule::compulsory_within_five_times>;
    using pp_iii = tcp::pair_plus<pair_plus_a, tcp::pair_plus_rule::compulsory_within_five_times>;
    wager_slip<rule_iii> together;
    together.place<tcp::ante>(huge).place<pp_iii>(huge);
    CHECK_NOTHROW(settle(together, dealt_cards<rule_iii>::from_text("Kc Kd 4h", "Qc 9d 2h"), {decision::fold}));
}

TEST_CASE("values that are not cards are refused, never read (NY (e)(2): the round's cards are cards)", "[settlement][invalid]") {
    // Every way of making a card checks it.
    for (const unsigned code : {13U, 15U, 29U, 64U, 200U, 255U, 256U}) {
        INFO("code " << code);
        CHECK_THROWS_AS(card::from_code(code), invalid_cards);
        CHECK_THROWS_WITH(card::from_code(code), Contains(std::to_string(code) + " is not the code of a card"));
    }
    for (const int index : {-1, 52, 53, 1000}) {
        INFO("dense index " << index);
        CHECK_THROWS_WITH(card::from_dense_index(index), Contains(std::to_string(index) + " is not the dense index of a card"));
    }
    CHECK_THROWS_AS(card::from_code(std::uint64_t{1} << 32), invalid_cards);  // not narrowed to the two of clubs
    CHECK_THROWS_WITH(card::from_code(-1), Contains("-1 is not the code of a card"));
    CHECK_THROWS_AS(card::from_dense_index(std::size_t{1} << 32), invalid_cards);
    CHECK_THROWS_AS(card(static_cast<rank>(13), suit::clubs), invalid_cards);
    CHECK_THROWS_AS(card(rank::ace, static_cast<suit>(4)), invalid_cards);
    CHECK(card::from_code(0x3C) == card(rank::ace, suit::spades));
    CHECK(card::from_dense_index(51) == card(rank::ace, suit::spades));

    // Bytes copied in from elsewhere are caught before settlement reads them.
    wager_slip<game_t> slip;
    slip.place<tcp::ante>(money::dollars(5));
    for (const std::uint8_t code : {std::uint8_t{13}, std::uint8_t{200}}) {
        dealt_cards<game_t> bad = cards;
        bad.dealer[1] = std::bit_cast<card>(code);
        INFO("code " << unsigned{code});
        CHECK_THROWS_AS(bad.validate(), invalid_cards);
        CHECK_THROWS_WITH(settle(slip, bad, play), "carnival: dealer card 2 has code " + std::to_string(code) +
                                                       ", which is not a card (16 * suit + rank: suit 0 to 3, rank 0 to 12)");
        CHECK(to_string(bad.dealer[1]) == "(not a card: code " + std::to_string(code) + ")");
        CHECK_THROWS_AS((card_set{card::from_code(0), std::bit_cast<card>(code)}), invalid_cards);
    }
}

TEST_CASE("a decision value that is no decision is invalid_decision, not play", "[settlement][invalid]") {
    wager_slip<game_t> slip;
    slip.place<tcp::ante>(money::dollars(5));
    const std::vector<decision> seven{{static_cast<action>(7), 0}}, fold_by_three{{action::fold, 3}};
    CHECK_THROWS_AS(settle(slip, cards, seven), invalid_decision);
    CHECK_THROWS_WITH(settle(slip, cards, seven), "carnival: decision 1 (the value {7, 0}) at decision point 1 is not a "
                                                  "decision: the point offers fold or raise 1x");
    CHECK_THROWS_WITH(settle(slip, cards, fold_by_three), "carnival: decision 1 (the value {0, 3}) at decision point 1 is "
                                                          "not a decision: the point offers fold or raise 1x");
    CHECK(name(decision{static_cast<action>(7), 0}) == "not a decision");
    CHECK(name(decision::play) == "play");
    CHECK(name(decision::raise(3)) == "raise 3x");
    CHECK(name(decision::pull_back) == "pull back");
    // decision::raise(1) is the same decision as play where the point offers 1x only.
    CHECK(settle(slip, cards, {decision::raise(1)}) == settle(slip, cards, {decision::play}));
}

TEST_CASE("visible_cards::at checks the decision point, naming it", "[settlement]") {
    // Mini-Tex has two decision points (the flop, the river); a third is refused, not read past the end.
    using mt = nj_mini_tex<>;
    dealt_cards<mt> dealt{};
    const visible_cards<mt> seen(dealt);
    CHECK_NOTHROW(seen.at(mt::sequence_type::decision_points - 1));
    CHECK_THROWS_AS(seen.at(mt::sequence_type::decision_points), std::out_of_range);
    CHECK_THROWS_WITH(seen.at(7), Contains("decision point 7"));
}

TEST_CASE("a payout past what money counts names the wager (issue 32, item 8)", "[settlement]") {
    // A straight flush: the ante bonus pays 5 to 1 (NY (f)(1)(iii)) on an ante of a quarter of the
    // largest amount — more than money counts. The message said only "overflow multiplying".
    wager_slip<game_t> huge;
    huge.place<tcp::ante>(money::cents(std::numeric_limits<std::int64_t>::max() / 4));
    const auto flush = dealt_cards<game_t>::from_text("As Ks Qs", "Qc 9d 2h");
    CHECK_THROWS_AS(settle(huge, flush, play), money_overflow);
    CHECK_THROWS_WITH(settle(huge, flush, play), Contains("the ante-bonus wager cannot be paid"));
}
