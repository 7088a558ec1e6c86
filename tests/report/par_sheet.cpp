// par_sheet<Game>(): the exact par sheet of any game in one call — the bundled Three Card Poker
// against its card-removal analysis, Let It Ride (examples/games) by its own invariants — and
// the rule summary generated from the type.
#include "../support/catch.hpp"
#include "../support/duel_game.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/report/markdown.hpp>
#include <carnival/report/par_sheet.hpp>

#include "let_it_ride.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

using namespace carnival;
using namespace carnival::three_card_poker_tables;

namespace {
const report::pay_table_text* table_named(const report::rule_summary& s, std::string_view name) {
    for (const auto& t : s.pay_tables)
        if (t.name == name) return &t;
    return nullptr;
}
bool has(const std::vector<std::string>& lines, std::string_view text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}
}  // namespace

TEST_CASE("par_sheet: Three Card Poker, every figure as the one exact engine gives it", "[report][par_sheet]") {
    using game_t = ny_three_card_poker;
    const report::sheet s = par_sheet<game_t>({.exact = {.threads = 2}});
    CHECK(s.game == "Three Card Poker (New York rules)");
    REQUIRE(s.wagers.size() == 2);  // the play; pair plus (the toke rides on the ante, for the dealers)
    // (The engine against brute force: tests/analysis/solve_three_card_poker.cpp.)
    const analysis::wager_figures expected = analysis::solve<game_t>({.threads = 2}).figures;
    const analysis::wager_figures& play = s.wagers[0].figures;
    CHECK(play.wager == "ante + play + ante-bonus");
    CHECK(play.pay_table == "NY (f)(1)(iii) ante bonus 1-4-5");
    CHECK(play.house_edge == Approx(expected.house_edge).epsilon(1e-12));
    REQUIRE(play.outcomes.size() == expected.outcomes.size());
    for (std::size_t i = 0; i < play.outcomes.size(); ++i) CHECK(play.outcomes[i].combinations == expected.outcomes[i].combinations);
    const analysis::wager_figures pair_plus = analysis::side_wager_figures<game_t, tcp::pair_plus<pair_plus_a>>(money::dollars(1));
    CHECK(s.wagers[1].figures.wager == "pair-plus");
    CHECK(s.wagers[1].figures.house_edge == pair_plus.house_edge);
    CHECK(s.wagers[1].lines_heading == "line");
    CHECK(s.wagers[0].unit.find("per unit of the ante") != std::string::npos);
}

TEST_CASE("par_sheet: a designer's game written only in the tests agrees with brute force over every deal", "[report][par_sheet]") {
    // High Card Duel (tests/support/duel_game.hpp): no bundled game has its shape.
    const report::sheet s = par_sheet<duel::game>({.exact = {.threads = 2}});
    const duel::brute_force expected = duel::solve_by_brute_force<duel::game>();
    REQUIRE(s.wagers.size() == 1);  // the play: ante, both raises and the bonus, which no decision leaves
    const report::wager_section& play = s.wagers[0];
    CHECK(play.method == report::method::exact);
    REQUIRE(play.figures.outcomes.size() == expected.nets.size());
    std::size_t i = 0;
    long double sum = 0, total = 0;
    for (auto [net, count] : expected.nets) {
        CHECK(play.figures.outcomes[i].net * 100 == Approx(static_cast<double>(net)));
        CHECK(play.figures.outcomes[i].combinations == count);
        sum += static_cast<long double>(net) * count;
        total += count;
        ++i;
    }
    CHECK(play.figures.expected_value == Approx(static_cast<double>(sum / total / 100)).epsilon(1e-12));
    REQUIRE(play.decisions.size() == expected.decisions.size());
    for (std::size_t d = 0; d < expected.decisions.size(); ++d) CHECK(play.decisions[d].combinations == expected.decisions[d]);
    // The rules in words from the type: its tables by name, its qualifier.
    CHECK(s.rules.dealer == "dealer plays with eight high or better");
    std::vector<std::string> tables;
    for (const report::pay_table_text& t : s.rules.pay_tables) tables.push_back(t.name);
    CHECK(tables == std::vector<std::string>{"duel pairs", "duel bonus"});
}

TEST_CASE("rule summary: generated from the type, so a new pay table changes it by itself", "[report][rule_summary]") {
    const report::rule_summary a = report::rule_summary_of<three_card_poker<pair_plus_a>>();
    const report::rule_summary b = report::rule_summary_of<three_card_poker<pair_plus_b>>();
    CHECK(a.dealer == "dealer plays with queen-high or better");  // NY (a)(2)(iv)
    CHECK(has(a.sequence, "3 cards to the player"));
    CHECK(has(a.sequence, "decision 1: fold or raise 1x (NY (e)(2))"));
    CHECK(has(a.contests, "play: player higher won (NY (f)(1)(i))"));
    // Every line of each table as the type pays it (rules README, NY (f)(1)(ii) tables A and B).
    for (const auto& [summary, name] : {std::pair{&a, pair_plus_a::name}, std::pair{&b, pair_plus_b::name}}) {
        const report::pay_table_text* t = table_named(*summary, name);
        REQUIRE(t != nullptr);
        CHECK(t->lines.size() == 5);
    }
    const auto odds = [](const report::rule_summary& s, std::string_view table, std::string_view hand) {
        for (const auto& t : s.pay_tables)
            if (t.name == table)
                for (const auto& l : t.lines)
                    if (l.hand == hand) return l.pays;
        return std::string("none");
    };
    for (hand_category c : {hand_category::straight_flush, hand_category::three_of_a_kind, hand_category::straight,
                            hand_category::flush, hand_category::pair}) {
        CHECK(odds(a, pair_plus_a::name, name(c)) == std::to_string(*pair_plus_a::odds_for(c)) + " to 1");
        CHECK(odds(b, pair_plus_b::name, name(c)) == std::to_string(*pair_plus_b::odds_for(c)) + " to 1");
    }
    CHECK(table_named(a, pair_plus_b::name) == nullptr);
    // Table E's fixed awards for a $5 wager (NY (f)(2)(ii)).
    const report::rule_summary e = report::rule_summary_of<three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>>();
    CHECK(odds(e, six_card_ii_e::name, "Six-card diamond royal flush") == "$1,000,000.00 for a $5.00 wager");
}

TEST_CASE("par_sheet: Let It Ride (a game without a dealer or an ante) adds up", "[report][par_sheet]") {
    const report::sheet s = par_sheet<let_it_ride::game>({.exact = {.threads = 2}});
    REQUIRE(s.wagers.size() == 1);  // the three bets are the play
    const analysis::wager_figures& f = s.wagers[0].figures;
    const std::uint64_t deals = analysis::exact_play<let_it_ride::game>::deals;
    CHECK(deals == 22100ULL * 49 * 48);
    std::uint64_t outcomes = 0, hands = 0;
    double ev = 0, returns = 0;
    for (const auto& o : f.outcomes) outcomes += o.combinations, ev += o.net * static_cast<double>(o.combinations);
    for (const auto& c : f.categories) hands += c.combinations, returns += c.contribution;
    CHECK(outcomes == deals);
    CHECK(hands == deals);
    CHECK(ev / static_cast<double>(deals) == Approx(f.expected_value).epsilon(1e-12));
    CHECK(returns == Approx(f.expected_value).epsilon(1e-9));
    // Each decision point's decisions cover every deal (bet 3 always rides).
    REQUIRE(s.wagers[0].decisions.size() == 4);
    CHECK(s.wagers[0].decisions[0].combinations + s.wagers[0].decisions[1].combinations == deals);
    CHECK(s.wagers[0].decisions[2].combinations + s.wagers[0].decisions[3].combinations == deals);
    // Five-card hands of five distinct cards: e.g. 4 royal flushes of 2,598,960 hands, in every order of the deal.
    CHECK(f.categories.front().category == "Royal flush");
    CHECK(f.categories.front().combinations == deals / 2598960 * 4);
    // The rules: no fold offered, the bets taken back at their decisions.
    CHECK(s.rules.dealer.find("no dealer hand") != std::string::npos);
    CHECK(s.rules.areas[0].description.find("take it back at decision 1 (Let It Ride 2)") != std::string::npos);
    CHECK(s.rules.areas[2].description.find("take it back") == std::string::npos);
    CHECK(s.rules.areas[0].description.find("folds") == std::string::npos);
}

TEST_CASE("markdown: the rules, every wager with its units, no probability printed as zero", "[report][markdown]") {
    const std::string md = report::markdown(par_sheet<three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>>(
        {.exact = {.threads = 2}}));
    for (const char* text : {"# Three Card Poker (New York rules) — par sheet", "## Rules", "Dealer: dealer plays with queen-high or better.",
                             "### NY (f)(2)(ii) pay table E", "## ante + play + ante-bonus", "## pair-plus", "## six-card-bonus",
                             "Figures per unit of the ante", "for a $5.00 wager", "## Method"})
        CHECK(md.find(text) != std::string::npos);
    CHECK(md.find("0.00000000 |") == std::string::npos);
}

TEST_CASE("par_sheet: Mini-Tex's play as the one exact engine figures it, every decision point's folds, pocket poker on its own",
          "[report][par_sheet]") {
    using game_t = mini_tex<ace_king_or_better, mtx::rule_card>;
    const report::sheet s = par_sheet<game_t>({.exact = {.threads = 2}});
    const analysis::play_figures expected = analysis::solve<game_t>({.threads = 2});
    REQUIRE(s.wagers.size() == 2);  // the play; pocket poker
    const analysis::wager_figures& play = s.wagers[0].figures;
    CHECK(play.wager == "ante + flop + river + play");
    CHECK(play.expected_value == expected.figures.expected_value);
    REQUIRE(play.outcomes.size() == expected.figures.outcomes.size());
    for (std::size_t i = 0; i < play.outcomes.size(); ++i) CHECK(play.outcomes[i].combinations == expected.figures.outcomes[i].combinations);
    // The decisions: fold or play at each of the three points (13:69F-37 (a), (c), (e)), and every deal decided at point 1.
    REQUIRE(s.wagers[0].decisions.size() == 6);
    for (std::size_t point = 0; point < 3; ++point) {
        CHECK(s.wagers[0].decisions[2 * point].decision == "fold");
        CHECK(s.wagers[0].decisions[2 * point].combinations == expected.decisions[2 * point].combinations);
        CHECK(s.wagers[0].decisions[2 * point + 1].decision == "play");
    }
    CHECK(s.wagers[0].decisions[0].combinations + s.wagers[0].decisions[1].combinations == analysis::exact_play<game_t>::deals);
    // Each later point decides the deals played on at the one before.
    CHECK(s.wagers[0].decisions[2].combinations + s.wagers[0].decisions[3].combinations == s.wagers[0].decisions[1].combinations);
    CHECK(s.wagers[0].decisions[4].combinations + s.wagers[0].decisions[5].combinations == s.wagers[0].decisions[3].combinations);
    CHECK(s.wagers[1].figures.wager == "pocket-poker");
    CHECK(s.rules.dealer == "dealer plays with ace-king or better");
    CHECK(has(s.rules.sequence, "1 card burned"));
}

TEST_CASE("par_sheet: beyond the budget the play is simulated, says so, and its intervals hold the exact figures", "[report][par_sheet]") {
    using game_t = ny_three_card_poker;
    // Play a pair or better (a strategy function), exactly and then simulated with no budget.
    const auto pairs = [](const player_view<game_t>& v) {
        return evaluate<three_card>(v.hole).category() >= hand_category::pair ? decision::play : decision::fold;
    };
    const analysis::play_figures exact = analysis::solve<game_t>(pairs, "a pair or better", {.threads = 2});
    CHECK(analysis::exact_play<game_t>::estimated_work() > 0);
    const report::sheet s = par_sheet<game_t>(pairs, "a pair or better", {.exact = {.threads = 2}, .budget = 0, .rounds = 300'000, .seed = 7});
    REQUIRE(s.wagers.size() == 2);
    const report::wager_section& play = s.wagers[0];
    CHECK(play.method == report::method::simulated);
    CHECK(play.simulated.rounds == 300'000);
    CHECK(play.figures.strategy == "a pair or better");
    // Within five standard errors (a 95% half-width is 1.96 of them).
    CHECK(std::abs(play.figures.expected_value - exact.figures.expected_value) < 5 / 1.96 * play.simulated.expected_value);
    CHECK(std::abs(play.figures.hit_frequency - exact.figures.hit_frequency) < 5 / 1.96 * play.simulated.hit_frequency);
    CHECK(s.wagers[1].method == report::method::exact);  // pair plus: enumerated whatever the budget
    CHECK(has(s.notes, "simulated: the exact analysis of the play would take an estimated"));
    // The sheet states the work, not one machine's time for it (issue 33).
    for (const std::string& note : s.notes) CHECK(note.find("machine") == std::string::npos);
    const std::string md = report::markdown(s);
    CHECK(md.find("— simulated") != std::string::npos);
    CHECK(md.find("**Simulated**: 300000 rounds from seed 7") != std::string::npos);
    CHECK(md.find(" ± ") != std::string::npos);
    // The same seed, the same sheet.
    const report::sheet again = par_sheet<game_t>(pairs, "a pair or better", {.exact = {.threads = 1}, .budget = 0, .rounds = 300'000, .seed = 7});
    CHECK(again.wagers[0].figures.expected_value == play.figures.expected_value);
}

TEST_CASE("par_sheet: the optimal strategy is never simulated as another one: beyond the budget it is refused", "[report][par_sheet]") {
    // Issue 32, item 11b: the optimal sheet beyond its budget simulated "never fold, let every bet
    // ride" (17.9% against 5.22% for Caribbean Stud) under the word "optimal".
    using game_t = ny_three_card_poker;
    const double work = analysis::exact_play<game_t>::estimated_work();
    CHECK_THROWS_AS(par_sheet<game_t>({.exact = {.threads = 2}, .budget = work / 2, .rounds = 1000}), std::invalid_argument);
    CHECK_THROWS_WITH(par_sheet<game_t>({.exact = {.threads = 2}, .budget = work / 2, .rounds = 1000}),
                      Catch::Matchers::Contains("carnival::par_sheet: Three Card Poker (New York rules): the optimal strategy is what the exact "
                                                "analysis finds") &&
                          Catch::Matchers::Contains("there is no optimal play to simulate") &&
                          Catch::Matchers::Contains("simulate a strategy given by name"));
    // Within the budget it is exact and optimal.
    const report::sheet s = par_sheet<game_t>({.exact = {.threads = 2}, .budget = work});
    CHECK(s.wagers[0].method == report::method::exact);
    CHECK(s.wagers[0].figures.strategy.starts_with("optimal"));
}
