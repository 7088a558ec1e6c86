// Events typed by kind (typed_event): each holds what its kind is about as small values — a
// position, a wager's index, a player's index, a citation, a run of the log's cards — and
// table::describe() spells out the names, the cards and the hands from the table when asked. The
// words are derived, never stored, so they are checked here against the table and the evaluator.
#include "support.hpp"

#include <carnival/eval/evaluate.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/events.hpp>
#include <carnival/table/profiles.hpp>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <variant>
#include <vector>

using namespace carnival;
using namespace carnival::table;

namespace {

using tcp_game = ny_three_card_poker;
using pair_plus = tcp_game::rules_type::pair_plus_wager;

// One round at positions 2 and 5: ante and pair plus at both, 2 plays, 5 folds.
carnival::table::table<tcp_game> one_round(std::uint64_t seed) {
    carnival::table::table<tcp_game> t = test_support::seated_table(profiles::new_york<tcp_game>(), seed, {2, 5});
    for (unsigned n : {2u, 5u}) t.place(position{n}, bets<tcp_game>{}.on<tcp::ante>(money::dollars(10)).on<pair_plus>(money::dollars(5)));
    t.no_more_bets();
    t.decide(position{2}, decision::play);
    t.decide(position{5}, decision::fold);
    return t;
}

}  // namespace

TEST_CASE("each event is typed by its kind, and describe() spells it out from the table", "[table]") {
    for (std::uint64_t seed : {1u, 2u, 3u, 4u, 5u, 6u}) {
        const carnival::table::table<tcp_game> t = one_round(seed);
        std::map<unsigned, std::vector<card>> dealt;  // position → its cards, in the order dealt
        std::set<std::string> wagers_placed;
        for (const logged_event& e : t.log().entries()) {
            const event d = t.describe(e);
            CHECK(d.kind == kind_of(e.what));
            CHECK(d.command == e.command);
            CHECK(d.round == e.round);
            if (const auto* j = std::get_if<events::joined>(&e.what)) {
                CHECK(d.who == t.players().at(j->player).name);
                CHECK(d.amount.chips() == money::dollars(1000));
            } else if (const auto* s = std::get_if<events::sat>(&e.what)) {
                CHECK(d.who == "P" + std::to_string(s->at.number));  // the support's names: P<position>
            } else if (const auto* w = std::get_if<events::wager_placed>(&e.what)) {
                wagers_placed.insert(d.wager);
                CHECK(d.amount == w->amount);
                CHECK(d.rule.empty());
            } else if (const auto* c = std::get_if<events::dealt>(&e.what)) {
                dealt[c->at.number].push_back(c->c);
                CHECK(d.cards == std::vector<card>{c->c});
                CHECK(d.rule == t.rules().cite.deal_by_hand);  // NY (d)(1): dealt by hand
            } else if (const auto* h = std::get_if<events::hand_revealed>(&e.what)) {
                const std::vector<card> hole = dealt[h->at.number];
                CHECK(d.cards == hole);
                CHECK(d.text == evaluate<three_card>(hole).describe());
                CHECK(h->at == position{2});  // the folded hand is collected, not revealed
            } else if (std::holds_alternative<events::dealer_revealed>(e.what)) {
                const std::vector<card> hand = dealt[0];
                const auto value = evaluate<three_card>(hand);
                const bool qualifies = value >= evaluate<three_card>(parse_cards("Qc 3d 2h"));  // queen high or better, NY (f)(1)(i)
                CHECK(d.cards == hand);
                CHECK(d.text == value.describe() + (qualifies ? " (qualifies)" : " (does not qualify)"));
            } else if (const auto* p = std::get_if<events::paid>(&e.what)) {
                CHECK(d.paid == p->paid);
                CHECK(d.line == p->line);
                CHECK(d.wager == carnival::detail::facts_of<tcp_game>[p->wager].name);
            } else if (const auto* r = std::get_if<events::round_closed>(&e.what)) {
                CHECK(d.house == r->house);
                CHECK(d.house == t.house());  // the table's first round
            }
        }
        CHECK(wagers_placed == std::set<std::string>{"ante", "pair-plus"});
        CHECK(dealt[2].size() == 3);
        CHECK(dealt[5].size() == 3);
        CHECK(dealt[0].size() == 3);
        CHECK(t.rebuilt_hand(position{5}) == dealt[5]);  // the rack holds what was dealt
    }
}

TEST_CASE("a copy of a table reads its events after the table it was copied from is gone", "[table]") {
    auto original = std::make_unique<carnival::table::table<tcp_game>>(one_round(9));
    const std::vector<event> described = original->events();
    const carnival::table::table<tcp_game> copy = *original;
    original.reset();  // the citations are the rules' text: the copy shares them
    CHECK(copy.events() == described);
    CHECK(copy.events().front().rule.find("procedures, Opening of the Table 1") == 0);
}

TEST_CASE("a replayed order is a field of its shuffle, not words in a rule", "[table]") {
    carnival::table::table<tcp_game> t(profiles::new_york<tcp_game>(), 3);
    t.replay_shuffle(test_support::stacked("As Ks Qs"));
    t.open({deck()});
    t.join("Ann", money::dollars(100));
    t.sit("Ann", position{1});
    t.place(position{1}, bets<tcp_game>{}.on<tcp::ante>(money::dollars(10)));
    t.no_more_bets();
    t.decide(position{1}, decision::fold);
    t.next_round();  // a seeded shuffle
    std::vector<bool> replayed;
    for (const logged_event& e : t.log().entries())
        if (const auto* s = std::get_if<events::shuffled>(&e.what)) {
            replayed.push_back(s->replayed);
            CHECK(t.describe(e).replayed == s->replayed);
            CHECK(t.describe(e).rule.empty());
            CHECK(t.describe(e).cards.size() == 52);
        }
    CHECK(replayed == std::vector<bool>{true, false});
    CHECK(t.cards_of(position{1}).player == std::array<card, 3>{});  // the new round is not dealt
}

TEST_CASE("a typed event holds no text and no cards of its own", "[table]") {
    // Names, rules' words and card lists live in the game, the rules and the log; an event is a
    // few small values, so recording one is a copy into the log.
    CHECK(std::is_trivially_copyable_v<logged_event>);
    CHECK(sizeof(logged_event) <= 96);
}
