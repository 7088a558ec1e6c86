// Properties of whole rounds at a table, for every bundled and example game under every profile,
// over random seats, wagers and decisions: chips are conserved among players, house and dealers;
// every wager is settled exactly once; each player's chips move by what settle() says of their
// slip; every card of the deck ends in the discard rack or the shoe, each once.
#include "support.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/table/profiles.hpp>

#include <caribbean_stud.hpp>
#include <four_card_poker.hpp>
#include <let_it_ride.hpp>

#include <boost/hana/for_each.hpp>

#include <map>
#include <random>
#include <set>
#include <utility>

using namespace carnival;
using namespace carnival::table;

namespace {

template <class Game>
void check_rounds(const house_rules<Game>& rules, std::uint64_t seed, int rounds) {
    std::mt19937_64 g(seed);
    const std::vector<unsigned> seats{1, 2, 4, 7, 9};
    auto t = test_support::seated_table<Game>(rules, seed, seats);
    // One player holds two adjacent positions (NY (c)(5)).
    t.sit("P2", position{3});
    money total;
    for (const player& p : t.players()) total += p.chips;
    for (int round = 0; round < rounds; ++round) {
        CAPTURE(seed, round);
        std::map<unsigned, bets<Game>> placed;
        for (unsigned n : {1U, 2U, 3U, 4U, 7U, 9U})
            if (g() % 4 != 0) placed[n] = test_support::place_random(t, position{n}, g);
        if (placed.empty()) placed[2] = test_support::place_random(t, position{2}, g);
        std::vector<money> chips_before;
        for (const player& p : t.players()) chips_before.push_back(p.chips);
        const std::size_t first_event = t.log().size();
        t.no_more_bets();
        std::map<unsigned, std::vector<decision>> decided;
        while (t.current_phase() == phase::deciding) {
            const position p = t.turn();
            const decision d = test_support::random_decision<Game>(t.point(), g);
            t.decide(p, d);
            decided[p.number].push_back(d);
        }
        REQUIRE(t.current_phase() == phase::complete);
        const std::vector<event> all_events = t.events();
        const std::vector<event> round_events(all_events.begin() + static_cast<std::ptrdiff_t>(first_event), all_events.end());

        // Chips are conserved among players, house and dealers.
        money now;
        for (const player& p : t.players()) now += p.chips;
        CHECK(now + t.house() + t.dealers() == total);

        // Each player's chips move by what settle() says of each of their positions, from before
        // the deal (the stakes were taken from their chips when placed).
        std::map<std::string, money> expected_net;
        for (const auto& [n, b] : placed) {
            const auto& seat = t.at(position{n});
            const settlement s = settle(b.slip(), t.cards_of(position{n}), decided[n]);
            expected_net[t.players()[*seat.player].name] += s.net() + b.value();
            // Every wager with action is settled exactly once, in one event.
            std::multiset<std::string_view> settled;
            for (const event& e : round_events) {
                if (e.at != position{n}) continue;
                switch (e.kind) {
                    case event_kind::paid:
                    case event_kind::collected:
                    case event_kind::forfeit_collected:
                    case event_kind::returned:
                    case event_kind::to_dealers:
                    case event_kind::pulled_back: settled.insert(e.wager); break;
                    default: break;
                }
            }
            std::multiset<std::string_view> want;
            for (const wager_result& r : s.wagers) want.insert(r.wager);
            CHECK(settled == want);
            // The cards are in the rack.
            CHECK(seat.cards_in_rack);
        }
        for (std::size_t i = 0; i < t.players().size(); ++i) {
            const player& p = t.players()[i];
            CAPTURE(p.name);
            CHECK(p.chips - chips_before[i] == expected_net[p.name]);
        }
        // Every card dealt this round is in the discard rack, each once; the rest is in the shoe.
        card_set rack;
        for (card c : t.discard_rack()) {
            CHECK_FALSE(rack.contains(c));
            rack.insert(c);
        }
        std::size_t dealt = 0;
        for (const event& e : round_events)
            if (e.kind == event_kind::dealt || e.kind == event_kind::burned || e.kind == event_kind::turned_up ||
                e.kind == event_kind::stub_discarded)
                for (card c : e.cards) {
                    CHECK(rack.contains(c));
                    ++dealt;
                }
        CHECK(dealt == static_cast<std::size_t>(rack.size()));
        const auto closed = test_support::of_kind(round_events, event_kind::round_closed);
        REQUIRE(closed.size() == 1);
        t.next_round();
        CHECK(t.discard_rack().empty());  // only one deck in the rack at a time
    }
}

}  // namespace

TEST_CASE("table rounds conserve chips and settle every wager once, as settle() does: Three Card Poker", "[table]") {
    using tcp_game = three_card_poker<three_card_poker_tables::pair_plus_b, three_card_poker_tables::ante_bonus_1_4_5,
                                      tcp::six_card_bonus_ii<three_card_poker_tables::six_card_ii_e>,
                                      tcp::pair_plus_rule::ante_at_least_half_pair_plus>;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        check_rounds<tcp_game>(profiles::new_york<tcp_game>(), seed, 25);
        check_rounds<tcp_game>(profiles::procedures_casino<tcp_game>(), seed, 25);
    }
}

TEST_CASE("table rounds conserve chips and settle every wager once, as settle() does: Mini-Tex", "[table]") {
    using nj = nj_mini_tex<>;
    using card_reading = mini_tex<ace_king_or_better, mtx::rule_card>;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        check_rounds<nj>(profiles::new_jersey_mini_tex<nj>(), seed, 25);
        check_rounds<card_reading>(profiles::new_york<card_reading>(), seed, 25);
    }
}

TEST_CASE("table rounds conserve chips and settle every wager once, as settle() does: the example games", "[table]") {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        check_rounds<let_it_ride::game>(profiles::new_york<let_it_ride::game>(), seed, 20);
        check_rounds<caribbean_stud::game>(profiles::procedures_casino<caribbean_stud::game>(), seed, 20);
        check_rounds<four_card_poker::game>(profiles::new_york<four_card_poker::game>(), seed, 20);
    }
}
