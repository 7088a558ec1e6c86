// A whole round of Three Card Poker at a New York table and at the procedures' casino, checked
// against the rule texts paragraph by paragraph, and against settle() seat by seat.
#include "support.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/table/profiles.hpp>

#include <algorithm>
#include <random>

using namespace carnival;
using namespace carnival::table;
using test_support::of_kind;

namespace {

using tcp_game = three_card_poker<three_card_poker_tables::pair_plus_a, three_card_poker_tables::ante_bonus_1_4_5,
                              tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>>;
using pair_plus = tcp_game::rules_type::pair_plus_wager;
using six_card = tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>::wager<pair_plus>;

bets<tcp_game> ante_and_pair_plus(int ante, int pp) {
    bets<tcp_game> b;
    if (ante > 0) b.on<tcp::ante>(money::dollars(ante));
    if (pp > 0) b.on<pair_plus>(money::dollars(pp));
    return b;
}

// Every card the round dealt, by receiver, from the events.
std::vector<deal_slot> receivers(const std::vector<event>& events) {
    std::vector<deal_slot> out;
    for (const event& e : of_kind(events, event_kind::dealt)) out.push_back({e.at, e.face_up ? face::up : face::down});
    return out;
}

}  // namespace

TEST_CASE("a New York round: dealt one card at a time from the dealer's left, the dealer last (NY (d)(1))", "[table]") {
    auto t = test_support::seated_table<tcp_game>(profiles::new_york<tcp_game>(), 7, {1, 4, 6});
    t.place(position{1}, ante_and_pair_plus(10, 5));
    t.place(position{4}, ante_and_pair_plus(0, 5));  // pair plus alone: dealt, asked nothing (NY (c)(1)(ii))
    t.place(position{6}, ante_and_pair_plus(25, 0));
    const std::size_t before = t.events().size();
    t.no_more_bets();
    const std::vector<event> all = t.events();
    const std::vector<event> deal(all.begin() + static_cast<std::ptrdiff_t>(before), all.end());
    const std::vector<position> players{position{1}, position{4}, position{6}};
    const std::array<face, 3> down{face::down, face::down, face::down};
    CHECK(receivers(deal) == deal_order(dealing::by_hand, players, 3, down));
    // Rotation by rotation: 1, 4, 6, dealer; three times.
    const auto r = receivers(deal);
    REQUIRE(r.size() == 12);
    for (std::size_t k = 0; k < 3; ++k) {
        CHECK(r[4 * k + 0].to == position{1});
        CHECK(r[4 * k + 3].to == dealer);
    }
    // The cards come off the top of the shuffled deck, in order.
    const auto shuffled = of_kind(t.events(), event_kind::shuffled);
    REQUIRE(shuffled.size() == 1);
    const auto dealt = of_kind(deal, event_kind::dealt);
    for (std::size_t i = 0; i < dealt.size(); ++i) CHECK(dealt[i].cards.at(0) == shuffled[0].cards.at(i));
    CHECK(t.at(position{1}).hole[0] == shuffled[0].cards[0]);
    CHECK(t.dealer_cards()[2] == shuffled[0].cards[11]);
    // Only the ante players decide, from the dealer's left (NY (e)(2)).
    CHECK(t.current_phase() == phase::deciding);
    CHECK(t.turn() == position{1});
    CHECK_THROWS_AS(t.decide(position{6}, decision::play), invalid_command);
    t.decide(position{1}, decision::play);
    CHECK(t.turn() == position{6});
}

TEST_CASE("a New York round settles every seat as settle() does, losers collected before winners are paid (NY (e)(3))",
          "[table]") {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        auto t = test_support::seated_table<tcp_game>(profiles::new_york<tcp_game>(), seed, {2, 3, 5, 8});
        t.join("twice", money::dollars(1000));
        t.sit("twice", position{9});
        t.place(position{2}, ante_and_pair_plus(10, 10));
        t.place(position{3}, bets<tcp_game>{}.on<tcp::ante>(money::dollars(5)).on<tcp::toke>(money::dollars(1)));
        t.place(position{5}, bets<tcp_game>{}.on<tcp::ante>(money::dollars(5)).on<pair_plus>(money::dollars(5)).on<six_card>(money::dollars(5)));
        t.place(position{8}, ante_and_pair_plus(0, 20));
        t.place(position{9}, ante_and_pair_plus(15, 0));
        const money chips_before = [&] {
            money m;
            for (const player& p : t.players()) m += p.chips;
            return m;
        }() + money::dollars(10 + 10 + 5 + 1 + 5 + 5 + 5 + 20 + 15);
        t.no_more_bets();
        std::mt19937_64 g(seed);
        std::vector<std::pair<position, decision>> made;
        while (t.current_phase() == phase::deciding) {
            const position p = t.turn();
            const decision d = g() % 3 == 0 ? decision::fold : decision::play;
            t.decide(p, d);
            made.emplace_back(p, d);
        }
        REQUIRE(t.current_phase() == phase::complete);
        // Each seat's payments are what settle() gives for its slip, cards and decisions.
        for (unsigned n : {2U, 3U, 5U, 8U, 9U}) {
            const auto& seat = t.at(position{n});
            const dealt_cards<tcp_game> d = t.cards_of(position{n});
            CHECK(d.player == seat.hole);
            CHECK(std::ranges::equal(d.dealer, t.dealer_cards()));
            std::vector<decision> mine;
            for (const auto& [p, dec] : made)
                if (p == position{n}) mine.push_back(dec);
            const settlement want = settle(seat.wagers.slip(), d, mine);
            money player_net, house_net;
            for (const event& e : t.events()) {
                if (e.at != position{n} || e.round != 1) continue;
                if (e.kind == event_kind::paid) player_net += e.paid;
                if (e.kind == event_kind::collected || e.kind == event_kind::forfeit_collected) house_net += e.amount.value();
                if (e.kind == event_kind::to_dealers) house_net -= e.paid;
                if (e.kind == event_kind::paid) house_net -= e.paid;
            }
            CAPTURE(seed, n);
            CHECK(house_net == want.house());
        }
        // NY (e)(3): every collection of a losing wager comes before the first payment.
        const auto& ev = t.events();
        const auto first_paid = std::find_if(ev.begin(), ev.end(), [](const event& e) {
            return e.kind == event_kind::paid || e.kind == event_kind::returned || e.kind == event_kind::to_dealers;
        });
        CHECK(std::none_of(first_paid, ev.end(), [](const event& e) { return e.kind == event_kind::collected; }));
        // (e)(3)(i): payments from the dealer's right, counter-clockwise.
        std::vector<unsigned> paid_order;
        for (const event& e : of_kind(ev, event_kind::paid))
            if (paid_order.empty() || paid_order.back() != e.at.number) paid_order.push_back(e.at.number);
        CHECK(std::is_sorted(paid_order.rbegin(), paid_order.rend()));
        // (e)(2): forfeits collected, with their cards, before the dealer's reveal.
        const auto reveal = std::find_if(ev.begin(), ev.end(), [](const event& e) { return e.kind == event_kind::dealer_revealed; });
        REQUIRE(reveal != ev.end());
        CHECK(std::none_of(reveal, ev.end(), [](const event& e) { return e.kind == event_kind::forfeit_collected; }));
        // Chips are conserved: players + house + dealers.
        money chips_after;
        for (const player& p : t.players()) chips_after += p.chips;
        CHECK(chips_after + t.house() + t.dealers() == chips_before);
        // Every card in the discard rack or the shoe, each once (NY (e)(3)(ii)).
        CHECK(t.discard_rack().size() == 5 * 3 + 3);
    }
}

TEST_CASE("the procedures' casino: stacks of three, the stub to the rack, each player paid and taken in turn", "[table]") {
    auto t = test_support::seated_table<tcp_game>(profiles::procedures_casino<tcp_game>(), 11, {1, 2, 7});
    for (unsigned n : {1U, 2U, 7U}) t.place(position{n}, ante_and_pair_plus(10, 5));
    t.no_more_bets();
    const auto r = receivers(t.events());
    const std::vector<position> players{position{1}, position{2}, position{7}};
    const std::array<face, 3> down{face::down, face::down, face::down};
    CHECK(r == deal_order(dealing::automated_shoe, players, 3, down));  // procedures, Dealing 1
    const auto stub = of_kind(t.events(), event_kind::stub_discarded);     // procedures, Dealing 2
    REQUIRE(stub.size() == 1);
    CHECK(stub[0].cards.size() == 52 - 12);
    // The procedures have no cover card (issue 32, item 12: NY (d)(3)'s was borrowed unsaid).
    CHECK(of_kind(t.events(), event_kind::cover_card).empty());
    while (t.current_phase() == phase::deciding) t.decide(t.turn(), decision::play);
    // Completion 2: the dealer's cards, then every active hand revealed from the dealer's right
    // (7, 2, 1) before any wager is paid or taken; Completion 3: then one player at a time from
    // the dealer's right: 7's wagers and cards, then 2's, then 1's.
    const auto& ev = t.events();
    const auto at = [&](event_kind k) {
        return std::find_if(ev.begin(), ev.end(), [&](const event& e) { return e.kind == k && e.round == 1; }) - ev.begin();
    };
    std::vector<unsigned> revealed;
    for (const event& e : of_kind(ev, event_kind::hand_revealed)) revealed.push_back(e.at.number);
    CHECK(revealed == std::vector<unsigned>{7, 2, 1});
    const auto last_reveal = std::find_if(ev.rbegin(), ev.rend(), [](const event& e) { return e.kind == event_kind::hand_revealed; });
    const auto first_money = std::find_if(ev.begin(), ev.end(), [](const event& e) {
        return e.kind == event_kind::paid || e.kind == event_kind::collected || e.kind == event_kind::returned;
    });
    CHECK(at(event_kind::dealer_revealed) < ev.rend() - last_reveal);
    CHECK(ev.rend() - last_reveal <= first_money - ev.begin());
    std::vector<unsigned> order;
    for (const event& e : ev)
        if ((e.kind == event_kind::paid || e.kind == event_kind::collected || e.kind == event_kind::returned ||
             e.kind == event_kind::cards_collected) &&
            e.at.is_position() && (order.empty() || order.back() != e.at.number))
            order.push_back(e.at.number);
    CHECK(order == std::vector<unsigned>{7, 2, 1});
    // Each event a table procedure gives cites the procedures, or names what it borrows and why.
    for (const event& e : ev)
        if (e.kind == event_kind::no_more_bets || e.kind == event_kind::dealt || e.kind == event_kind::dealer_revealed ||
            e.kind == event_kind::hand_revealed || e.kind == event_kind::cards_collected || e.kind == event_kind::stub_discarded) {
            INFO(name(e.kind) << ": " << e.rule);
            CHECK((e.rule.starts_with("procedures") || e.rule.find("borrowed") != std::string::npos));
        }
    // Two decks of different backs alternate round by round; only one is ever in the rack.
    CHECK(of_kind(t.events(), event_kind::shuffled).size() == 2);
    CHECK(of_kind(t.events(), event_kind::round_opened).back().text == "red");
    t.next_round();
    CHECK(of_kind(t.events(), event_kind::round_opened).back().text == "blue");
    CHECK(t.discard_rack().empty());
    const auto shuffles = of_kind(t.events(), event_kind::shuffled);
    CHECK(shuffles.back().text == "red");  // the deck just played is shuffled while blue plays
}
