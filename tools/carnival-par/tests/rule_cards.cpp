// A rule card states everything that moves money, generated from the type: every pair of
// configurations whose money differs has different cards (issue 32, item 10: Mini-Tex's card was
// byte-identical under the regulation's and the rule cards' readings, 8.66% against 3.22%), and
// each card says what the regulations make it say — table by table, paragraph by paragraph.
#include "harness.hpp"

#include "support/catch.hpp"

#include <map>
#include <string>
#include <vector>

using par_test::command_line;
using par_test::contains;

namespace {

std::string card_of(const std::vector<std::string>& args) {
    const par_test::result r = par_test::run(args);
    INFO(command_line(args) << "\n" << r.err);
    REQUIRE(r.status == 0);
    return r.out;
}

// Adds each configuration's card to `cards`, failing on a card already made by another configuration.
void add_distinct(std::map<std::string, std::string>& cards, const std::vector<std::string>& args) {
    const std::string card = card_of(args);
    const auto [at, added] = cards.emplace(card, command_line(args));
    INFO(command_line(args) << " has the card of " << at->second);
    CHECK(added);
}

}  // namespace

TEST_CASE("carnival-par: every Three Card Poker and Mini-Tex configuration has its own rule card (issue 32, item 10)") {
    // Each option changes the money: a pay table, the ante bonus, the six-card version and table,
    // the pair-plus precondition (what a player may wager), the qualifier, the reading.
    std::map<std::string, std::string> cards;
    for (const char* pair_plus : {"A", "B", "C", "D", "E", "F", "G"})
        for (const char* bonus : {"1-4-5", "1-5-6"})
            for (const char* rule : {"optional", "c6-i", "c6-ii", "c6-iii"})
                for (const char* six : {"none", "i-A", "ii-E"})
                    add_distinct(cards, {"rule-card", "three-card-poker", "--pair-plus", pair_plus, "--ante-bonus", bonus, "--pair-plus-rule",
                                         rule, "--six-card", six});
    for (const char* six : {"i-B", "i-C", "i-D", "ii-A", "ii-B", "ii-C", "ii-D"}) add_distinct(cards, {"rule-card", "three-card-poker", "--six-card", six});
    for (const char* qualifier : {"pair", "ace-king"})
        for (const char* reading : {"regulation", "rule-card"})
            add_distinct(cards, {"rule-card", "mini-tex", "--qualifier", qualifier, "--non-qualifying", reading});
    CHECK(cards.size() == 7 * 2 * 4 * 3 + 7 + 4);
}

TEST_CASE("carnival-par: the Three Card Poker card says what NY (e)(2), (f)(1)(i), (c)(6) and (f)(2) make it say") {
    const std::string card = card_of({"rule-card", "three-card-poker", "--pair-plus-rule", "c6-ii", "--six-card", "i-A"});
    INFO(card);
    // NY (f)(1)(i): the play wager is returned when the dealer does not qualify; the ante is won.
    CHECK(contains(card, "play: player higher won (NY (f)(1)(i)), equal pushed (NY (b)(3)), lower lost (NY (f)(1)(i)); dealer not "
                         "qualifying: returned whatever the hands (NY (f)(1)(i))"));
    CHECK(contains(card, "ante: player higher won (NY (f)(1)(i)), equal pushed (NY (b)(3)), lower lost (NY (f)(1)(i)); dealer not "
                         "qualifying: won whatever the hands (NY (f)(1)(i))"));
    // NY (e)(2): a fold forfeits the ante and the pair plus.
    CHECK(contains(card, "ante: placed before the deal, settled against the dealer, lost by folding"));
    CHECK(contains(card, "pair-plus: placed before the deal, paid by NY (f)(1)(ii) pay table A; forfeited by folding"));
    // NY (c)(6)(ii), the precondition elected.
    CHECK(contains(card, "placed only with an ante wager of at least 1/2 of it (NY (c)(6)(ii))"));
    // NY (f)(2)(i): the six-card version and its precondition (NY (c)(7)).
    CHECK(contains(card, "six-card-bonus: placed before the deal, paid by NY (f)(2)(i) pay table A; it stands when the player folds; "
                         "placed only with pair-plus wager (NY (c)(7))"));
    CHECK(contains(card, "decision 1: fold or raise 1x (NY (e)(2))"));
}

TEST_CASE("carnival-par: the Mini-Tex card states the wager sizes and the reading of a dealer who does not qualify") {
    const std::string regulation = card_of({"rule-card", "mini-tex"});
    const std::string rule_card = card_of({"rule-card", "mini-tex", "--non-qualifying", "rule-card"});
    INFO(regulation << "\n" << rule_card);
    // 13:69F-37 (a), (c), (e): flop and river 1x the ante, play 2x.
    for (const std::string* card : {&regulation, &rule_card}) {
        CHECK(contains(*card, "decision 1: fold or raise 1x (13:69F-37 (a)(2); 13:69F-37 (a)(1))"));
        CHECK(contains(*card, "decision 2: fold or raise 1x (13:69F-37 (c)(2); 13:69F-37 (c)(1))"));
        CHECK(contains(*card, "decision 3: fold or raise 2x (13:69F-37 (e)(2); 13:69F-37 (e)(1))"));
    }
    // 13:69F-37 (g)(4) as the regulation reads it, and as the published rule cards do.
    CHECK(contains(regulation, "play: player higher won (13:69F-37 (g)(3)), equal pushed (13:69F-37 (g)(5)), lower lost (13:69F-37 (g)(2)); "
                               "dealer not qualifying: player higher pushed (13:69F-37 (g)(4))"));
    CHECK(contains(rule_card, "ante: player higher won (13:69F-37 (g)(3)), equal pushed (13:69F-37 (g)(5)), lower lost (13:69F-37 (g)(2)); "
                              "dealer not qualifying: won whatever the hands (rule card)"));
    CHECK(regulation != rule_card);
}
