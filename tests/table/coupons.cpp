// Match-play coupons (NY (c)(2): "chips or plaques and, if applicable, table game promotional
// coupons"): the coupon plays as its face value, is matched by the player's chips, is lost on a
// loss, is collected on a win — the win paid in chips, the coupon never — and on a push is kept
// or taken as the house rules say. Chips are conserved; a coupon never becomes money paid out.
#include "support.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/profiles.hpp>

using namespace carnival;
using namespace carnival::table;
using test_support::of_kind;

namespace {

using tcp_game = ny_three_card_poker;

struct coupon_round {
    std::string cards;        // dealt by hand to position 1 and the dealer in turn
    coupon_on_push on_push;
    money chips_after;        // the player's chips when the round is complete
    money house;              // the house's net
    std::vector<event_kind> coupon_events;
};

}  // namespace

TEST_CASE("a match-play coupon on the ante: paid in chips on a win, lost on a loss, kept or taken on a push", "[table]") {
    const std::vector<coupon_round> rows{
        // Straight flush against a qualifying queen high: ante $20 paid (coupon included), play $20
        // paid, ante bonus 5 to 1 on $20 (NY (f)(1)(i), (iii)); the coupon is collected.
        {"As Qc Ks 5d Qs 3h", coupon_on_push::kept, money::dollars(1000 + 20 + 20 + 100), money::dollars(-140),
         {event_kind::coupon_collected}},
        // A lower hand against a qualifying dealer: the chips ($10 ante, $20 play) and the coupon are lost.
        {"9s Qc 6s 5d 2h 3h", coupon_on_push::kept, money::dollars(1000 - 30), money::dollars(30), {event_kind::coupon_collected}},
        // Equal hands (NY (b)(3)): both wagers push; the coupon stays with the player by default …
        {"Ks Kd 9h 9c 4c 4h", coupon_on_push::kept, money::dollars(1000), money{}, {event_kind::coupon_returned}},
        // … or is taken where the house rules say so.
        {"Ks Kd 9h 9c 4c 4h", coupon_on_push::taken, money::dollars(1000), money{}, {event_kind::coupon_collected}},
    };
    for (const coupon_round& row : rows) {
        CAPTURE(row.cards, static_cast<int>(row.on_push));
        auto rules = profiles::new_york<tcp_game>();
        rules.coupon_push = row.on_push;
        carnival::table::table<tcp_game> t(rules, 1);
        t.replay_shuffle(test_support::stacked(row.cards));
        t.open({deck()});
        t.join("Ann", money::dollars(1000));
        t.sit("Ann", position{1});
        t.place(position{1}, bets<tcp_game>{}.on<tcp::ante>(stake::of({chips(money::dollars(10)), match_play(money::dollars(10))})));
        CHECK(t.players()[0].chips == money::dollars(990));  // the coupon is not chips
        t.no_more_bets();
        t.decide(position{1}, decision::play);  // the play wager equals the whole ante: $20 in chips
        REQUIRE(t.current_phase() == phase::complete);
        CHECK(t.players()[0].chips == row.chips_after);
        CHECK(t.house() == row.house);
        CHECK(t.players()[0].chips + t.house() + t.dealers() == money::dollars(1000));
        std::vector<event_kind> coupon_events;
        for (const event& e : t.events())
            if (e.kind == event_kind::coupon_collected || e.kind == event_kind::coupon_returned) {
                coupon_events.push_back(e.kind);
                CHECK(e.amount.coupon() == money::dollars(10));
                CHECK(e.amount.value() == money{});
            }
        CHECK(coupon_events == row.coupon_events);
        // A win pays the whole stake's odds in chips; the coupon itself is never paid.
        for (const event& e : of_kind(t.events(), event_kind::paid)) CHECK(e.paid.minor_units() % 100 == 0);
    }
}

TEST_CASE("a coupon on a side wager only where the house rules allow it", "[table]") {
    using pair_plus = tcp_game::rules_type::pair_plus_wager;
    auto rules = profiles::new_york<tcp_game>();
    const auto coupon_pp = bets<tcp_game>{}.on<pair_plus>(stake::of({chips(money::dollars(5)), match_play(money::dollars(5))}));
    auto t = test_support::seated_table<tcp_game>(rules, 2, {1});
    CHECK_THROWS_AS(t.place(position{1}, coupon_pp), invalid_wager);
    rules.coupons_on_side_wagers = true;
    auto u = test_support::seated_table<tcp_game>(rules, 2, {1});
    u.place(position{1}, coupon_pp);
    u.no_more_bets();
    REQUIRE(u.current_phase() == phase::complete);  // pair plus alone: no decision
    CHECK(u.players()[0].chips + u.house() == money::dollars(1000));
    CHECK(of_kind(u.events(), event_kind::coupon_collected).size() == 1);  // won or lost, the coupon is taken
}
