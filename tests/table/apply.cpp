// Commands as data: a table driven by apply(command<Game>) is the same table, event for event, as
// one driven by the member functions named after the commands; apply() returns the events each
// command gave, numbered by that command; a refused command gives none and changes nothing.
#include "support.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/profiles.hpp>

#include <algorithm>
#include <span>
#include <vector>

using namespace carnival;
using namespace carnival::table;

namespace {

using tcp_game = ny_three_card_poker;
using pair_plus = tcp_game::rules_type::pair_plus_wager;

bets<tcp_game> ante_and_pair_plus(int dollars) {
    return bets<tcp_game>{}.on<tcp::ante>(money::dollars(dollars)).on<pair_plus>(money::dollars(5));
}

// Everyone plays a pair or better, folds the rest: some rounds have both.
decision pair_or_fold(const carnival::table::table<tcp_game>& t, position p) {
    const auto value = evaluate<three_card>(t.cards_of(p).player);
    return value.category() >= hand_category::pair ? decision::play : decision::fold;
}

}  // namespace

TEST_CASE("a table driven by apply(command) is the table the member functions drive, event for event", "[table]") {
    carnival::table::table<tcp_game> by_members(profiles::new_york<tcp_game>(), 11);
    carnival::table::table<tcp_game> by_data(profiles::new_york<tcp_game>(), 11);
    std::uint64_t last_command = 0;
    // Each command given as data: its events are the new tail of the record, all numbered by it.
    const auto give = [&](const command<tcp_game>& c) {
        const std::size_t before = by_data.log().size();
        const std::span<const logged_event> given = by_data.apply(c);
        REQUIRE(given.size() == by_data.log().size() - before);
        CHECK(std::equal(given.begin(), given.end(), by_data.log().entries().begin() + static_cast<std::ptrdiff_t>(before)));
        REQUIRE_FALSE(given.empty());
        CHECK(given.front().command == last_command + 1);
        CHECK(std::all_of(given.begin(), given.end(), [&](const logged_event& e) { return e.command == given.front().command; }));
        last_command = given.front().command;
    };
    by_members.open({deck()});
    give(commands::open{{deck()}});
    for (unsigned n : {2u, 3u, 6u}) {
        const std::string who = "P" + std::to_string(n);
        by_members.join(who, money::dollars(500));
        give(commands::join{.name = who, .chips = money::dollars(500)});
        by_members.sit(who, position{n});
        give(commands::sit{.name = who, .at = position{n}});
    }
    for (int round = 0; round < 20; ++round) {
        for (unsigned n : {2u, 3u, 6u}) {
            by_members.place(position{n}, ante_and_pair_plus(5 + round));
            give(commands::place<tcp_game>{.at = position{n}, .wagers = ante_and_pair_plus(5 + round)});
        }
        by_members.no_more_bets();
        give(commands::no_more_bets{});
        while (by_members.current_phase() == phase::deciding) {
            const position p = by_members.turn();
            const decision d = pair_or_fold(by_members, p);
            by_members.decide(p, d);
            give(commands::decide{.at = p, .choice = d});
        }
        REQUIRE(by_data.current_phase() == phase::complete);
        by_members.next_round();
        give(commands::next_round{});
    }
    by_members.leave(position{3});
    give(commands::leave{.at = position{3}});
    CHECK(by_data == by_members);
    CHECK(by_data.events() == by_members.events());
}

TEST_CASE("a command refused by apply() throws as its member function does, and changes nothing", "[table]") {
    carnival::table::table<tcp_game> t = test_support::seated_table(profiles::new_york<tcp_game>(), 3, {1, 2});
    t.apply(commands::place<tcp_game>{.at = position{1}, .wagers = ante_and_pair_plus(10)});
    t.apply(commands::no_more_bets{});
    const carnival::table::table<tcp_game> before = t;
    CHECK_THROWS_AS(t.apply(commands::place<tcp_game>{.at = position{1}, .wagers = ante_and_pair_plus(10)}), invalid_command);
    CHECK_THROWS_WITH(t.apply(commands::decide{.at = position{2}, .choice = decision::play}), Catch::Contains("position 1's turn"));
    CHECK_THROWS_AS(t.apply(commands::decide{.at = position{1}, .choice = decision::check}), invalid_decision);
    CHECK_THROWS_AS(t.apply(commands::join{.name = "P1", .chips = money::dollars(5)}), invalid_command);
    CHECK(t == before);
}

TEST_CASE("a table that does not record gives no events from apply(), and plays the same round", "[table]") {
    carnival::table::table<tcp_game> quiet = test_support::seated_table(profiles::new_york<tcp_game>(), 5, {4}, money::dollars(1000), false);
    carnival::table::table<tcp_game> recorded = test_support::seated_table(profiles::new_york<tcp_game>(), 5, {4});
    for (auto* t : {&quiet, &recorded}) {
        const std::span<const logged_event> placed = t->apply(commands::place<tcp_game>{.at = position{4}, .wagers = ante_and_pair_plus(25)});
        CHECK(placed.empty() == (t == &quiet));
        t->apply(commands::no_more_bets{});
        t->apply(commands::decide{.at = position{4}, .choice = decision::play});
    }
    CHECK(quiet.events().empty());
    CHECK(quiet.players() == recorded.players());
    CHECK(quiet.house() == recorded.house());
    CHECK(quiet.discard_rack() == recorded.discard_rack());
}

TEST_CASE("every command has its name", "[table]") {
    const std::vector<std::pair<command<tcp_game>, std::string_view>> named{
        {commands::open{}, "open"},
        {commands::join{}, "join"},
        {commands::sit{}, "sit"},
        {commands::leave{}, "leave"},
        {commands::place<tcp_game>{}, "place"},
        {commands::no_more_bets{}, "no-more-bets"},
        {commands::decide{}, "decide"},
        {commands::next_round{}, "next-round"},
    };
    REQUIRE(named.size() == std::variant_size_v<command<tcp_game>>);
    for (const auto& [c, text] : named) CHECK(name(c) == text);
}
