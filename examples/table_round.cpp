// A round at a New York Three Card Poker table: two players, the deal by hand from the dealer's
// left, the decisions in turn, the reveal and the payments in order — then the record replayed.
#include <carnival/games/three_card_poker.hpp>
#include <carnival/table.hpp>

#include <iostream>
#include <string>

using namespace carnival;
using G = ny_three_card_poker;
using pair_plus = G::rules_type::pair_plus_wager;

int main() {
    table::table<G> t(table::profiles::new_york<G>(), /*seed*/ 2026);  // a table as New York expects it
    t.open({deck()});  // sort, inspect, verify, spread, wash, stack, shuffle
    t.join("Ann", money::dollars(500));
    t.join("Bob", money::dollars(500));
    t.sit("Ann", table::position{2});
    t.sit("Bob", table::position{5});
    t.place(table::position{2}, table::bets<G>{}.on<tcp::ante>(money::dollars(10)).on<pair_plus>(money::dollars(5)));
    t.place(table::position{5}, table::bets<G>{}.on<tcp::ante>(money::dollars(25)));
    t.no_more_bets();  // NY (c)(4); the deal follows, NY (d)(1)
    t.decide(table::position{2}, decision::play);  // from the dealer's left, NY (e)(2)
    t.decide(table::position{5}, decision::fold);

    for (const table::event& e : t.events()) {
        if (e.round == 0 || e.kind == table::event_kind::dealt) continue;
        std::cout << name(e.kind) << (e.at.is_position() ? " at " + table::to_string(e.at) : std::string()) << ' ' << e.wager
                  << (e.kind == table::event_kind::decided ? name(e.choice) : std::string())
                  << (e.paid != money{} ? " wins " + to_string(e.paid) : std::string()) << ' ' << e.text
                  << (e.rule.empty() ? "" : " (" + e.rule + ")") << '\n';
    }
    for (const table::player& p : t.players()) std::cout << p.name << ": " << to_string(p.chips) << '\n';

    const std::string record = table::write_record(t);  // JSON lines: every event, every card
    std::cout << (table::replay<G>(record) == t ? "the record replays bit for bit\n" : "the record does not replay\n");
}
