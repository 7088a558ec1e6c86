// Drives a table<Game> with a command sequence read off bytes — join, sit, leave, place, "no more
// bets", decide and next_round, in every phase, with good and bad values alike — and checks after
// every command:
// - a refused command throws a documented exception (invalid_command, invalid_wager,
//   invalid_decision, invalid_cards) and leaves the table exactly as it was (the strong guarantee);
// - chips are conserved: the players' chips, the layout, the house's and the dealers' add up to
//   what the players brought (table::bought_in);
// - at the end, the table's record — every round completed and the one in play — replays to the same table.
// The fuzz target "table" runs it on libFuzzer's bytes; tests/table/command_sequences.cpp on
// seeded random bytes, so that the unit suite checks the same invariants.
#pragma once

#include "fuzz.hpp"

#include <carnival/table/record.hpp>
#include <carnival/table/table.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <cstdint>
#include <span>
#include <limits>
#include <string>
#include <vector>

namespace fuzz {

/// Checks that the players' chips, the layout, the house's and the dealers' add up to the buy-ins.
template <class Game>
void check_chips(const carnival::table::table<Game>& t) {
    __extension__ using wide = __int128;  // no overflow in the check itself
    wide total = t.layout().minor_units();
    total += t.house().minor_units();
    total += t.dealers().minor_units();
    for (const carnival::table::player& p : t.players()) total += p.chips.minor_units();
    check(total == t.bought_in().minor_units(), "chips are conserved: players + layout + house + dealers = buy-ins");
    check(t.accounts().layout() == t.layout() && t.accounts().conserved(), "the ledger's layout is the seats' and it balances");
    for (const carnival::table::player& p : t.players()) check(p.chips >= carnival::money{}, "no player holds negative chips");
}

/// An amount: a table's usual wager mostly; sometimes zero, negative, odd or enormous.
inline carnival::money amount_from(input& in) {
    using carnival::money;
    switch (in.below(16)) {
        case 0: return money::cents(static_cast<std::int64_t>(in.take<std::uint16_t>()));
        case 1: return money::cents(-static_cast<std::int64_t>(in.below(1000)));
        case 2: return money::cents(std::numeric_limits<std::int64_t>::max() / static_cast<std::int64_t>(1 + in.below(1000)));
        case 3: return money::cents(static_cast<std::int64_t>(in.take<std::uint64_t>() >> in.below(64)));
        default: return money::dollars(static_cast<std::int64_t>(std::array{5, 5, 10, 25, 100, 1, 500, 5}[in.below(8)]));
    }
}

/// A stake: chips mostly; any instruments through stake::of (checked) sometimes.
inline carnival::table::stake stake_from(input& in) {
    using namespace carnival::table;
    if (in.below(4) != 0) return stake::of_chips(amount_from(in));
    std::vector<tendered> items;
    const std::uint64_t n = 1 + in.below(3);
    for (std::uint64_t i = 0; i < n; ++i) items.push_back({static_cast<tender>(in.below(5)), amount_from(in)});
    switch (items.size()) {
        case 1: return stake::of({items[0]});
        case 2: return stake::of({items[0], items[1]});
        default: return stake::of({items[0], items[1], items[2]});
    }
}

/// A decision: one decision point \p point of \p Game offers mostly; any action and multiple sometimes.
template <class Game>
carnival::decision decision_from(input& in, std::size_t point) {
    using carnival::action;
    using carnival::decision;
    const auto& offers = carnival::detail::offers<typename Game::sequence_type>;
    if (in.below(8) == 0 || point >= offers.size())
        return decision{static_cast<action>(in.below(5)), static_cast<std::uint32_t>(in.below(6))};
    const auto& offer = offers[point];
    std::vector<decision> options;
    for (unsigned a = 0; a < 4; ++a) {
        if ((offer.actions >> a & 1U) == 0) continue;
        if (static_cast<action>(a) != action::raise) options.push_back(decision{static_cast<action>(a), 0});
        else
            for (std::size_t i = 0; i < offer.times_count; ++i)
                options.push_back(decision::raise(static_cast<std::uint32_t>(offer.times[i])));
    }
    return options[in.below(options.size())];
}

/// The rules of the table: \p rules (a profile) with positions, limits and coupon rules from the input.
template <class Game>
carnival::table::house_rules<Game> rules_from(input& in, carnival::table::house_rules<Game> rules) {
    rules.positions = 1 + in.below(rules.max_positions);
    rules.coupons_on_side_wagers = in.below(2) == 0;
    rules.coupon_push = in.below(2) == 0 ? carnival::table::coupon_on_push::kept : carnival::table::coupon_on_push::taken;
    rules.side_wagers_need_an_ante = in.below(2) == 0;
    if (in.below(3) == 0) rules.limit_all(carnival::money::dollars(1 + static_cast<std::int64_t>(in.below(10))),
                                          carnival::money::dollars(10 + static_cast<std::int64_t>(in.below(1000))));
    return rules;
}

/// What a run of commands did: how many were carried out and how many rounds were completed.
struct table_run {
    int carried_out = 0;       ///< commands the table took
    int refused = 0;           ///< commands refused
    int rounds_completed = 0;  ///< rounds played to the end
};

/// Runs commands read off \p in on a table of \p rules, checking the invariants after each.
template <class Game>
table_run drive_table(input& in, const carnival::table::house_rules<Game>& profile) {
    using namespace carnival;
    using namespace carnival::table;
    using table_type = carnival::table::table<Game>;
    const house_rules<Game> rules = rules_from(in, profile);
    table_type t(rules, in.take<std::uint64_t>());
    const auto position_from = [&] { return position{static_cast<unsigned>(in.below(rules.positions + 2))}; };
    const auto name_from = [&] { return std::string(1, static_cast<char>('A' + in.below(6))); };
    const auto seated_from = [&] {  // a position someone holds, mostly
        std::vector<position> held;
        for (unsigned n = 1; n <= rules.positions; ++n)
            if (t.at(position{n}).player) held.push_back(position{n});
        return held.empty() || in.below(8) == 0 ? position_from() : held[in.below(held.size())];
    };
    table_run run;
    for (int n = 0; n < 600 && !in.empty(); ++n) {  // a copy of the table per command: short runs, many inputs
        const table_type before = t;
        ++run.refused;
        try {
            // A command the phase expects mostly (rounds get played); any command sometimes.
            std::uint64_t c = in.below(16);
            if (in.below(4) != 0) switch (t.current_phase()) {
                    case phase::closed: c = 15; break;
                    case phase::betting:
                        c = t.layout() == money{} ? std::array<std::uint64_t, 8>{0, 1, 1, 4, 4, 5, 5, 6}[in.below(8)]
                                                  : std::array<std::uint64_t, 8>{0, 1, 3, 4, 7, 7, 7, 7}[in.below(8)];
                        break;
                    case phase::deciding: c = 8; break;
                    case phase::complete: c = std::array<std::uint64_t, 4>{13, 13, 3, 0}[in.below(4)]; break;
                }
            // Each command as data, carried out by apply(), which returns the events it gave.
            const command<Game> next = [&]() -> command<Game> {
                switch (c) {
                    case 0: return commands::join{in.below(16) == 0 ? std::string() : name_from(),
                                                  in.below(4) == 0 ? amount_from(in) : carnival::money::dollars(static_cast<std::int64_t>(100 << in.below(6)))};
                    case 1:
                    case 2: return commands::sit{in.below(8) != 0 && !t.players().empty() ? t.players()[in.below(t.players().size())].name : name_from(),
                                                 position_from()};
                    case 3: return commands::leave{seated_from()};
                    case 4:
                    case 5:
                    case 6: {
                        bets<Game> b;
                        const stake same = stake_from(in);  // one amount on every wager, mostly (Let It Ride's equal bets)
                        const bool all_same = in.below(2) == 0;
                        boost::hana::for_each(Game::wagers, [&](auto w) {  // each wager placed before the deal, or not
                            using W = typename decltype(w)::type;
                            if constexpr (placed_before_the_deal<W>)
                                if (in.below(3) != 0 || all_same) b.template on<W>(all_same ? same : stake_from(in));
                        });
                        return commands::place<Game>{seated_from(), b};
                    }
                    case 7: return commands::no_more_bets{};
                    case 8:
                    case 9:
                    case 10:
                    case 11:
                    case 12: return commands::decide{in.below(16) == 0 ? position_from() : t.turn(), decision_from<Game>(in, t.point())};
                    case 13:
                    case 14: return commands::next_round{};
                    default: return commands::open{std::vector<deck>(in.below(8) == 0 ? in.below(3) : rules.decks)};
                }
            }();
            const std::size_t events_before = t.log().size();
            const std::span<const logged_event> given = t.apply(next);
            check(std::equal(given.begin(), given.end(), t.log().entries().begin() + static_cast<std::ptrdiff_t>(events_before),
                             t.log().entries().end()),
                  "apply() returns the events the command gave");
            for (const logged_event& e : given)  // each spelled out from the table: its names, cards and hands
                check(t.describe(e).kind == kind_of(e.what) && t.describe(e).command == e.command, "describe() keeps an event's kind and command");
            --run.refused;
            ++run.carried_out;
        } catch (const invalid_command&) {
            check(t == before, "a refused command leaves the table as it was");
        } catch (const invalid_wager&) {
            check(t == before, "a refused wager leaves the table as it was");
        } catch (const invalid_decision&) {
            check(t == before, "a refused decision leaves the table as it was");
        } catch (const invalid_cards&) {
            check(t == before, "refused cards leave the table as they were");
        }
        check_chips(t);
        if (t.current_phase() == phase::complete && before.current_phase() != phase::complete) ++run.rounds_completed;
    }
    // The record holds every round completed (and the one in play): replayed, it gives the same table.
    check(replay<Game>(write_record(t), "the record") == t, "the record replays to the same table");
    return run;
}

}  // namespace fuzz
