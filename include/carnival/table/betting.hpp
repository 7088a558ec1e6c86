/// \file
/// \brief Wagers at a table: placed, changed and taken back while betting is open, each within
/// the table's limits and the player's chips (NY (c)(1)–(7)), until "no more bets" deals the
/// round (NY (c)(4), (d)).
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/settlement/wager_slip.hpp>
#include <carnival/table/advance.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/payments.hpp>
#include <carnival/table/state.hpp>

#include <cstddef>
#include <string>
#include <type_traits>

namespace carnival::table::detail {

/// Throws invalid_wager for wagers the table does not take at a position (\p slip: their amounts).
template <class Game>
void check_wagers(const table_state<Game>& s, const bets<Game>& wagers, const wager_slip<Game>& slip) {
    for (std::size_t w = 0; w < s.wager_count; ++w) {
        const stake& st = wagers.stakes()[w];
        if (st.empty()) continue;
        st.check_match();
        const wager_limits& l = s.rules->limits[w];
        const carnival::detail::wager_facts& f = s.facts(w);
        if (st.total() < l.minimum || st.total() > l.maximum)
            carnival::detail::fail<invalid_wager>({"carnival::table: the ", f.name, " wager of ", to_string(st.total()),
                                                   " is outside the table's limits of ", to_string(l.minimum), " to ",
                                                   to_string(l.maximum), " (NY (c)(1): within the posted minimum and maximum)"});
        if (st.coupon() != money{}) {
            const bool allowed = !f.for_dealers && (f.kind == wager_kind::ante ||
                                                    (f.kind == wager_kind::side && s.rules->coupons_on_side_wagers));
            if (!allowed)
                carnival::detail::fail<invalid_wager>({"carnival::table: a match-play coupon is not taken on the ", f.name,
                                                       f.for_dealers ? " wager: a bet for the dealers is made with chips"
                                                                     : " wager at this table: coupons play on the ante",
                                                       " (NY (c)(2): promotional coupons, if applicable)"});
        }
    }
    if constexpr (!std::is_void_v<typename Game::ante_type>) {
        constexpr std::size_t ante = wager_slip<Game>::template position<typename Game::ante_type>();
        if (s.rules->side_wagers_need_an_ante && wagers.stakes()[ante].empty())
            for (std::size_t w = 0; w < s.wager_count; ++w)
                if (s.facts(w).kind == wager_kind::side && !wagers.stakes()[w].empty())
                    carnival::detail::fail<invalid_wager>({"carnival::table: a ", s.facts(w).name, " wager of ",
                                                           to_string(wagers.stakes()[w].total()), " needs an ", s.facts(ante).name,
                                                           " at this table (house rules: a side wager beside the main "
                                                           "wager, where the rule text is silent)"});
    }
    carnival::detail::check_slip(slip);
}

/// \brief Places \p c.wagers at \p c.at in place of what was there: within the table's limits,
/// the phase and the player's chips, all checked first.
template <class Game>
void apply(table_state<Game>& s, const commands::place<Game>& c) {
    s.require(phase::betting, "place a wager", c.at, "NY (c)(4): no wager made, increased or withdrawn after \"no more bets\"; (c)(7)");
    const seat<Game>& st = s.seated(c.at, "place a wager at");
    const wager_slip<Game> slip = c.wagers.slip();
    check_wagers(s, c.wagers, slip);
    const player& who = s.chips.players()[*st.player];
    const money available = who.chips + st.wagers.value();
    if (available > s.rules->most_chips)
        carnival::detail::fail<invalid_wager>({"carnival::table: ", carnival::detail::excerpt(who.name), " holds ", to_string(available),
                                               ", more than the ", to_string(s.rules->most_chips),
                                               " a player may hold while wagering at this table "
                                               "(house_rules::most_chips: every payment is then payable)"});
    money need;  // summed only while it fits in what the player has: it cannot overflow
    for (std::size_t w = 0; w < s.wager_count; ++w) {
        const money more = c.wagers.stakes()[w].value();
        if (more > available - need)
            carnival::detail::fail<invalid_wager>({"carnival::table: ", carnival::detail::excerpt(who.name), " has ",
                                                   to_string(available), " in chips for ", to_string(c.at), ", and the ",
                                                   s.facts(w).name, " wager of ", to_string(more), " needs more than the ",
                                                   to_string(available - need), " left"});
        need += more;
    }
    take_back_all(s, c.at);
    s.chips.wager(*st.player, need);
    s.at_position(c.at).wagers = c.wagers;
    s.at_position(c.at).slip = slip;
    for (std::size_t w = 0; w < s.wager_count; ++w)
        if (!c.wagers.stakes()[w].empty())
            s.log.note(s.round, [&] { return events::wager_placed{c.at, static_cast<std::uint16_t>(w), c.wagers.stakes()[w], {}}; });
}

/// \brief "No more bets": each position with a wager is dealt into the round, and the sequence
/// of play runs to its first decision (NY (c)(4), (d)).
template <class Game>
void apply(table_state<Game>& s, const commands::no_more_bets&) {
    s.require(phase::betting, "announce \"no more bets\"", dealer, "NY (c)(4)");
    std::size_t playing = 0;
    for (const seat<Game>& st : s.seats) playing += st.wagers.empty() ? 0 : 1;
    if (playing == 0)
        throw invalid_command("carnival::table: no wager is placed: there is no hand to deal (NY (d)(1): cards are dealt to "
                              "each player who has placed a wager)");
    // Every payment of the round must be payable before a card is dealt (house_rules::most_chips).
    constexpr return_bound bound = return_bound_of<Game>;
    s.chips.check_round(money::cents(static_cast<std::int64_t>(playing) *
                                     (s.rules->most_chips.minor_units() * bound.multiple + bound.awards)));
    s.log.note(s.round, [&] { return events::no_more_bets{.rule = s.rules->cite.no_more_bets}; });
    for (seat<Game>& st : s.seats) st.in_round = !st.wagers.empty();
    s.at = phase::deciding;  // until advance() finds no decision to ask for
    advance(s);
}

}  // namespace carnival::table::detail
