/// \file
/// \brief How chips leave the layout, each move through the ledger and recorded: wagers taken
/// back, forfeits and losses collected, winnings paid, pushes returned, bets for the dealers
/// given to them, match-play coupons collected or kept — and a hand's cards to the discard rack.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/settlement/result.hpp>
#include <carnival/table/state.hpp>

#include <cstddef>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace carnival::table::detail {

/// Records that stake \p sk of wager \p w at \p p moved as \p Moved says, under \p rule.
template <class Moved, class Game>
void note_moved(table_state<Game>& s, position p, std::size_t w, const stake& sk, std::string_view rule) {
    s.log.note(s.round, [&] { return Moved{p, static_cast<std::uint16_t>(w), sk, rule}; });
}

/// Records that the house takes \p sk's coupon (a coupon is never paid out, NY (c)(2)), if it has one.
template <class Game>
void note_coupon_taken(table_state<Game>& s, position p, std::size_t w, const stake& sk, std::string_view rule) {
    if (sk.coupon() != money{}) note_moved<events::coupon_collected>(s, p, w, stake::of_coupon(sk.coupon()), rule);
}

/// Every wager on \p p back to its player (betting open: taken back, NY (c)(4)).
template <class Game>
void take_back_all(table_state<Game>& s, position p) {
    seat<Game>& st = s.at_position(p);
    if (st.wagers.empty() || !st.player) return;
    s.chips.give_back(*st.player, st.wagers.value());
    for (std::size_t w = 0; w < s.wager_count; ++w)
        if (!st.wagers.stakes()[w].empty())
            note_moved<events::wager_taken_back>(s, p, w, st.wagers.stakes()[w], {});
    st.wagers = {};
    st.slip = {};
}

/// The house takes stake \p sk of wager \p w at \p p (a loss or a forfeit, as \p Taken says); a coupon with it.
template <class Taken, class Game>
void take(table_state<Game>& s, position p, std::size_t w, const stake& sk, std::string_view rule) {
    s.chips.collect(sk.value());
    note_moved<Taken>(s, p, w, sk, rule);
    note_coupon_taken(s, p, w, sk, rule);
}

/// The dealers receive a bet for the dealers at \p p: its stake, and the winnings the house pays.
template <class Game>
void give_to_dealers(table_state<Game>& s, position p, std::size_t w, std::string_view rule, const stake& sk, money winnings) {
    s.chips.to_dealers(sk.value(), winnings);
    s.at_position(p).to_dealers += sk.value() + winnings;
    s.log.note(s.round, [&] { return events::to_dealers{p, static_cast<std::uint16_t>(w), sk, winnings, rule, {}}; });
}

/// \p p's cards to the discard rack, in order, under \p rule (once).
template <class Game>
void collect_cards(table_state<Game>& s, position p, std::string_view rule) {
    seat<Game>& st = s.at_position(p);
    if (st.cards_in_rack) return;
    st.cards_in_rack = true;
    s.cards.to_rack(p, rack_part::hand, st.hole);
    s.log.note(s.round, [&] { return events::cards_collected{p, s.log.keep(st.hole), rule}; });
}

/// Collects the wagers \p p's fold forfeits, and its cards unless a wager stands on them.
template <class Game>
void collect_forfeits(table_state<Game>& s, position p) {
    seat<Game>& st = s.at_position(p);
    const std::string_view rule = st.taken.fold_rule();
    bool cards_needed = false;
    for (std::size_t w = 0; w < s.wager_count; ++w) {
        const stake sk = st.stake_of(w);
        const bool placed = s.facts(w).kind == wager_kind::bonus ? !st.stake_of(s.facts(w).base).empty() : !sk.empty();
        if (!placed || st.settled[w]) continue;
        if (s.facts(w).stands_on_fold) {
            cards_needed = true;
            continue;
        }
        if (!s.facts(w).forfeited_by_fold) continue;
        take<events::forfeit_collected>(s, p, w, sk, rule);
        st.settled[w] = true;
    }
    if (!cards_needed) collect_cards(s, p, rule);  // with the wagers, as the fold's paragraph says
}

/// Settles wager result \p r of the seat at \p p: pays, takes or returns it, as an event.
template <class Game>
void pay_or_take(table_state<Game>& s, position p, const wager_result& r) {
    seat<Game>& st = s.at_position(p);
    const std::size_t w = r.position;
    if (st.settled[w]) {
        if (r.result != outcome::forfeited && r.result != outcome::withdrawn)
            carnival::detail::fail<std::logic_error>(
                {"carnival::table: the ", r.wager, " wager, settled before the reveal, is ", name(r.result), " now"});
        return;
    }
    st.settled[w] = true;
    const stake sk = st.stake_of(w);
    const std::size_t who = *st.player;
    switch (r.result) {
        case outcome::won: {
            const money winnings = -r.house;  // what the house pays (a toke's winnings too)
            if (s.facts(w).for_dealers) {
                give_to_dealers(s, p, w, r.rule, sk, winnings);
                break;
            }
            s.chips.pay(who, sk.value(), winnings);
            s.log.note(s.round, [&] { return events::paid{p, static_cast<std::uint16_t>(w), sk, winnings, r.rule, r.line}; });
            note_coupon_taken(s, p, w, sk, r.rule);
            break;
        }
        case outcome::lost:
        case outcome::forfeited: take<events::collected>(s, p, w, sk, r.rule); break;
        case outcome::pushed:
        case outcome::returned:
        case outcome::withdrawn: {
            if (s.facts(w).for_dealers) {
                give_to_dealers(s, p, w, r.rule, sk, money{});
                break;
            }
            s.chips.give_back(who, sk.value());
            note_moved<events::returned>(s, p, w, sk, r.rule);
            if (sk.coupon() == money{}) break;
            if (s.rules->coupon_push == coupon_on_push::kept)
                note_moved<events::coupon_returned>(s, p, w, stake::of_coupon(sk.coupon()), "house rules: a coupon is kept on a push");
            else
                note_moved<events::coupon_collected>(s, p, w, stake::of_coupon(sk.coupon()), "house rules: a coupon is taken on a push");
            break;
        }
    }
}

}  // namespace carnival::table::detail
