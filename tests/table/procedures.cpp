// Rules the table follows, each checked on its own and citing its paragraph (issue 32, item 13):
// the hands revealed from the dealer's right and forfeits collected only after the last decision
// (NY (e)(2); procedures, Completion 2); winning hands face up until paid and the cards collected
// after payment (NY (e)(3), (e)(3)(ii)); two decks only with an automated shuffler and backs of
// different colours (procedures, Equipment 2); the opening of the table step by step (procedures,
// Opening of the Table 1–4).
#include "support.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/profiles.hpp>

#include <algorithm>
#include <cstddef>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

using namespace carnival;
using namespace carnival::table;
using test_support::of_kind;

namespace {

using game_t = ny_three_card_poker;
using pair_plus = game_t::rules_type::pair_plus_wager;

// Where each event of kind k is, for position p (every position when p is the dealer).
std::vector<std::size_t> indices(const std::vector<event>& ev, event_kind k, position p = dealer) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < ev.size(); ++i)
        if (ev[i].kind == k && (p == dealer || ev[i].at == p)) out.push_back(i);
    return out;
}

// A round at positions 1, 3, 5, 7 and 9 of a table run by `rules`: ante and pair plus everywhere,
// each player folding or playing at random.
carnival::table::table<game_t> played(const house_rules<game_t>& rules, std::uint64_t seed) {
    auto t = test_support::seated_table<game_t>(rules, seed, {1, 3, 5, 7, 9});
    for (unsigned n : {1U, 3U, 5U, 7U, 9U}) t.place(position{n}, bets<game_t>{}.on<tcp::ante>(money::dollars(10)).on<pair_plus>(money::dollars(5)));
    t.no_more_bets();
    std::mt19937_64 g(seed);
    while (t.current_phase() == phase::deciding) t.decide(t.turn(), g() % 3 == 0 ? decision::fold : decision::play);
    REQUIRE(t.current_phase() == phase::complete);
    return t;
}

}  // namespace

TEST_CASE("NY (e)(2), procedures Completion 2: forfeits collected after the last decision, hands revealed from the dealer's right",
          "[table]") {
    for (const bool procedures : {false, true}) {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            CAPTURE(procedures, seed);
            const auto t = played(procedures ? profiles::procedures_casino<game_t>() : profiles::new_york<game_t>(), seed);
            const auto& ev = t.events();
            const std::size_t last_decision = indices(ev, event_kind::decided).back();
            // Every forfeit after the last decision, and before the dealer's reveal.
            for (std::size_t i : indices(ev, event_kind::forfeit_collected)) {
                CHECK(i > last_decision);
                CHECK(i < indices(ev, event_kind::dealer_revealed).front());
            }
            // The hands still in, revealed from the dealer's right: the highest position first.
            std::vector<unsigned> revealed;
            for (std::size_t i : indices(ev, event_kind::hand_revealed)) revealed.push_back(ev[i].at.number);
            CHECK(std::is_sorted(revealed.rbegin(), revealed.rend()));
            std::vector<unsigned> playing;
            for (unsigned n : {9U, 7U, 5U, 3U, 1U})
                if (t.at(position{n}).decisions.made().front() != decision::fold) playing.push_back(n);
            CHECK(revealed == playing);
        }
    }
}

TEST_CASE("NY (e)(3), (e)(3)(ii): a winning hand stays face up until paid, and its cards are collected after payment", "[table]") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        CAPTURE(seed);
        const auto t = played(profiles::new_york<game_t>(), seed);
        const auto& ev = t.events();
        for (unsigned n : {1U, 3U, 5U, 7U, 9U}) {
            const position p{n};
            const std::vector<std::size_t> paid = indices(ev, event_kind::paid, p);
            const std::vector<std::size_t> shown = indices(ev, event_kind::hand_revealed, p);
            const std::vector<std::size_t> collected = indices(ev, event_kind::cards_collected, p);
            REQUIRE(collected.size() == 1);  // the hand's cards go to the rack once
            for (std::size_t i : indices(ev, event_kind::collected, p)) CHECK(i < collected.front());
            for (std::size_t i : indices(ev, event_kind::returned, p)) CHECK(i < collected.front());
            if (paid.empty()) continue;
            // Face up: revealed before its first payment, not collected until after its last.
            REQUIRE(shown.size() == 1);
            CHECK(shown.front() < paid.front());
            CHECK(paid.back() < collected.front());
        }
        // The dealer's cards last (NY (e)(3)(ii)).
        CHECK(ev[indices(ev, event_kind::cards_collected).back()].at == dealer);
    }
}

TEST_CASE("procedures, Equipment 2: a second deck only with an automated shuffler, and of another back colour", "[table]") {
    house_rules<game_t> r = profiles::procedures_casino<game_t>();
    CHECK(r.automated_shuffler);
    CHECK_NOTHROW(r.check());
    r.automated_shuffler = false;
    CHECK_THROWS_WITH(r.check(), Catch::Matchers::Contains("a second deck is allowed only with an automated shuffler") &&
                                     Catch::Matchers::Contains("procedures, Equipment 2"));
    CHECK_THROWS_AS(carnival::table::table<game_t>(r, 1), std::invalid_argument);
    r.automated_shuffler = true;
    r.backs = {"red", "red"};
    CHECK_THROWS_WITH(r.check(), Catch::Matchers::Contains("the two decks' backs must differ (procedures, Equipment 2), both are red"));
    // One deck needs no shuffler.
    house_rules<game_t> ny = profiles::new_york<game_t>();
    CHECK_FALSE(ny.automated_shuffler);
    CHECK_NOTHROW(ny.check());
}

TEST_CASE("procedures, Opening of the Table 1-4: each deck sorted, inspected, verified by the floor, spread for the first player, washed, stacked, shuffled",
          "[table]") {
    const auto t = test_support::seated_table<game_t>(profiles::procedures_casino<game_t>(), 3, {});
    std::vector<std::string> steps;
    for (const event& e : t.events()) {
        if (e.kind == event_kind::opening_step) steps.push_back(e.text + " (" + e.rule + ")");
        if (e.kind == event_kind::shuffled) steps.push_back(e.text + ": shuffled");
    }
    std::vector<std::string> expected;
    for (const char* back : {"red", "blue"}) {  // each deck separately (4)
        const std::string b = back;
        for (const std::string& s : {b + ": sorted by the dealer (procedures, Opening of the Table 1)",
                                     b + ": inspected by the dealer (procedures, Opening of the Table 1)",
                                     b + ": the inspection verified by the floor person (procedures, Opening of the Table 1)",
                                     b + ": spread face up by suit and in sequence (procedures, Opening of the Table 2)",
                                     b + ": inspected by the first player to arrive (procedures, Opening of the Table 2)",
                                     b + ": turned face down and washed (procedures, Opening of the Table 3)",
                                     b + ": stacked (procedures, Opening of the Table 3)", b + ": shuffled"})
            expected.push_back(s);
    }
    CHECK(steps == expected);
    // A New York table opens its deck the same way; New York's text says nothing of it, so each
    // step names the procedures' paragraph as borrowed.
    const auto ny = test_support::seated_table<game_t>(profiles::new_york<game_t>(), 3, {});
    for (const event& e : of_kind(ny.events(), event_kind::opening_step))
        CHECK(e.rule.ends_with(", borrowed: NY does not say how a table is opened"));
}
