// A whole round of Mini-Tex 3 Card Hold'em at a New Jersey table (N.J.A.C. 13:69F-37), paragraph
// by paragraph: the streets among the players still in, the burns and the community cards, a
// folded hand's wagers collected at once and its cards kept for a pocket poker wager, the reveal
// under a cover card, and each player's wagers resolved one player at a time from the dealer's right.
#include "support.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/table/profiles.hpp>

#include <algorithm>
#include <array>
#include <vector>

using namespace carnival;
using namespace carnival::table;
using test_support::of_kind;

namespace {

using nj = nj_mini_tex<>;
using pocket = mtx::pocket_poker<mtx::example_pocket_poker_table>;
using ante = nj::rules_type::ante;

// The index of the first event of kind k at position p (events.size() if none).
std::size_t first(const std::vector<event>& events, event_kind k, position p) {
    for (std::size_t i = 0; i < events.size(); ++i)
        if (events[i].kind == k && events[i].at == p) return i;
    return events.size();
}

}  // namespace

TEST_CASE("a New Jersey Mini-Tex round, street by street (13:69F-37 (a)-(h))", "[table]") {
    // Dealt by hand to positions 1, 2, 3 and the dealer, two rotations; then burn, flop, burn, river.
    auto t = carnival::table::table<nj>(profiles::new_jersey_mini_tex<nj>(), 1);
    t.replay_shuffle(test_support::stacked("Ah 7c 9d Qs Ad 2s 9c Qh  3c Kc Ks  4c 5h"));
    t.open({deck()});
    for (unsigned n : {1U, 2U, 3U}) {
        const std::string who = carnival::detail::join({"P", std::to_string(n)});
        t.join(who, money::dollars(1000));
        t.sit(who, position{n});
    }
    t.place(position{1}, bets<nj>{}.on<ante>(money::dollars(10)).on<pocket>(money::dollars(5)));  // A-A
    t.place(position{2}, bets<nj>{}.on<ante>(money::dollars(10)));                               // 7-2
    t.place(position{3}, bets<nj>{}.on<ante>(money::dollars(10)).on<pocket>(money::dollars(5)));  // 9-9
    t.no_more_bets();
    // (f): the cover card lies on top of the dealer's cards (New York's lies under them).
    REQUIRE(of_kind(t.events(), event_kind::cover_card).size() == 1);
    CHECK(of_kind(t.events(), event_kind::cover_card)[0].text == "on top of the dealer's cards");
    CHECK(of_kind(t.events(), event_kind::cover_card)[0].rule == "13:69F-37 (f)");
    CHECK(t.at(position{1}).hole == std::array{parse_card("Ah"), parse_card("Ad")});
    CHECK(t.dealer_cards().size() == 2);
    CHECK(t.board().empty());

    // (a): flop wager or fold, from the dealer's left. Position 1 folds with pocket poker: the ante
    // is collected at once, the cards stay (a)(2)(i); position 2 folds without: ante and cards at once (a)(2)(ii).
    CHECK(t.turn() == position{1});
    t.decide(position{1}, decision::fold);
    t.decide(position{2}, decision::fold);
    {
        const auto& ev = t.events();
        const std::size_t folded2 = first(ev, event_kind::decided, position{2});
        REQUIRE(folded2 + 2 < ev.size());
        CHECK(ev[folded2 + 1].kind == event_kind::forfeit_collected);
        CHECK(ev[folded2 + 1].rule == "13:69F-37 (a)(2)");
        CHECK(ev[folded2 + 2].kind == event_kind::cards_collected);
        CHECK(ev[folded2 + 2].rule == "13:69F-37 (a)(2)");  // (a)(2)(ii): with the ante, at once
        CHECK(first(ev, event_kind::forfeit_collected, position{1}) < folded2);  // at once, before position 2 decides
        CHECK(first(ev, event_kind::cards_collected, position{1}) == ev.size());  // kept for pocket poker
    }
    CHECK(t.turn() == position{3});
    t.decide(position{3}, decision::play);  // the flop wager, 1x the ante
    // The decision cites the wager's paragraph, (a)(1); a fold cites the fold's, (a)(2) (issue 32, item 12).
    CHECK(of_kind(t.events(), event_kind::decided).back().rule == "13:69F-37 (a)(1)");
    CHECK(of_kind(t.events(), event_kind::decided).front().rule == "13:69F-37 (a)(2)");
    // (b): a burn, then the two-card flop.
    CHECK(of_kind(t.events(), event_kind::burned).size() == 1);
    CHECK(std::ranges::equal(t.board(), parse_cards("Kc Ks")));
    // (c): the river wager, only the player still in.
    CHECK(t.turn() == position{3});
    CHECK(t.point() == 1);
    t.decide(position{3}, decision::play);
    // (d): a burn, then the river card; (e): the play wager, 2x the ante.
    CHECK(of_kind(t.events(), event_kind::burned).size() == 2);
    CHECK(std::ranges::equal(t.board(), parse_cards("Kc Ks 5h")));
    CHECK_THROWS_AS(t.decide(position{3}, decision::raise(1)), invalid_decision);
    t.decide(position{3}, decision::play);
    REQUIRE(t.current_phase() == phase::complete);

    const auto& ev = t.events();
    // (c)(1), (e)(1): the river and play wagers cite their own paragraphs.
    CHECK(of_kind(ev, event_kind::decided)[3].rule == "13:69F-37 (c)(1)");
    CHECK(of_kind(ev, event_kind::decided)[4].rule == "13:69F-37 (e)(1)");
    // (f): the dealer's hand, Q-Q with K-K on the board: the best three cards — after the cover
    // card on top is removed and placed on the layout, once every player has decided.
    const auto reveal = of_kind(ev, event_kind::dealer_revealed);
    REQUIRE(reveal.size() == 1);
    CHECK(reveal[0].cards == parse_cards("Qs Qh"));
    const std::size_t removed = first(ev, event_kind::cover_card_removed, dealer);
    const std::size_t revealed = first(ev, event_kind::dealer_revealed, dealer);
    REQUIRE(removed < ev.size());
    CHECK(removed + 1 == revealed);
    CHECK(ev[removed].rule == "13:69F-37 (f)");
    CHECK(ev[removed - 1].kind == event_kind::decided);  // the last decision
    // Every event cites 13:69F-37, or names the other text's paragraph it borrows and why
    // (New York's, the procedures' opening of the table), or a house rule.
    for (const event& e : ev) {
        INFO(name(e.kind) << ": " << e.rule);
        CHECK((e.rule.empty() || e.rule.starts_with("13:69F-37") || e.rule.starts_with("house rules") ||
               e.rule.find(", borrowed: 13:69F-37 does not say") != std::string::npos));
        if (e.rule.starts_with("NY") || e.rule.starts_with("procedures")) CHECK(e.rule.find("borrowed") != std::string::npos);
    }
    CHECK(of_kind(ev, event_kind::opening_step).front().rule ==
          "procedures, Opening of the Table 1, borrowed: 13:69F-37 does not say how a table is opened");
    // (g): from the dealer's right, one player at a time, pocket poker after the other wagers (g)(6):
    // position 3 (9-9 with K-K-5 on the board: K-K-9 loses to K-K-Q) first, then position 1's pocket poker (A-A pays 30).
    std::vector<std::pair<unsigned, std::string_view>> settled;
    for (const event& e : ev)
        if (e.round == 1 && (e.kind == event_kind::paid || e.kind == event_kind::collected || e.kind == event_kind::returned))
            settled.emplace_back(e.at.number, e.wager);
    CHECK(settled == std::vector<std::pair<unsigned, std::string_view>>{
                         {3, "ante"}, {3, "flop"}, {3, "river"}, {3, "play"}, {3, "pocket-poker"}, {1, "pocket-poker"}});
    CHECK(first(ev, event_kind::cards_collected, position{3}) < first(ev, event_kind::paid, position{1}));
    const auto paid = of_kind(ev, event_kind::paid);
    REQUIRE(paid.size() == 2);
    CHECK(paid[0].at == position{3});  // 9-9: "10-10 down to 2-2" pays 3 to 1
    CHECK(paid[0].paid == money::dollars(15));
    CHECK(paid[1].at == position{1});
    CHECK(paid[1].paid == money::dollars(150));
    // Chips are conserved; every card is in the rack, in the order collected (13:69F-37 (h)).
    money chips;
    for (const player& p : t.players()) chips += p.chips;
    CHECK(chips + t.house() == money::dollars(3000));
    CHECK(t.discard_rack().size() == 3 * 2 + 2 + 2 + 3);
    // The rack's index tiles it, slice after slice: three players' hands, two burns, the dealer's
    // hand and the board, each hand rebuilt from it as dealt (13:69F-37 (h)).
    std::size_t next = 0;
    std::array<int, 4> parts{};  // by rack_part
    for (const rack_slice& r : t.rack_index()) {
        CHECK(r.first == next);
        next += r.count;
        ++parts[static_cast<std::size_t>(r.what)];
        CHECK(r.count == (r.what == rack_part::burn ? 1U : r.what == rack_part::board ? 3U : 2U));
        CHECK(r.who.is_position() == (r.what == rack_part::hand && r.who != dealer));
    }
    CHECK(next == t.discard_rack().size());
    CHECK(parts == std::array{4, 2, 0, 1});  // hands (three players and the dealer), burns, no stub, the board
    for (unsigned n : {1U, 2U, 3U}) {
        const auto hole = t.at(position{n}).hole;
        CHECK(t.rebuilt_hand(position{n}) == std::vector<card>(hole.begin(), hole.end()));
    }
    CHECK(name(rack_part::burn) == "burn");
}

TEST_CASE("pocket poker alone: refused at a New Jersey table (the text is silent, the common practice), allowed where the house says so",
          "[table]") {
    const auto alone = bets<nj>{}.on<pocket>(money::dollars(5));
    auto t = test_support::seated_table<nj>(profiles::new_jersey_mini_tex<nj>(), 1, {2});
    const auto before = t;
    CHECK_THROWS_WITH(t.place(position{2}, alone), Catch::Matchers::Contains("pocket-poker wager of $5.00 needs an ante") &&
                                                        Catch::Matchers::Contains("house rules"));
    CHECK(t == before);
    auto rules = profiles::new_jersey_mini_tex<nj>();
    rules.side_wagers_need_an_ante = false;
    auto u = test_support::seated_table<nj>(rules, 1, {2});
    u.place(position{2}, alone);
    u.no_more_bets();  // dealt, asked nothing, the pocket poker settled on the two cards (g)(6)
    CHECK(u.current_phase() == phase::complete);
    CHECK(u.players()[0].chips + u.house() == money::dollars(1000));
}
