/// \file
/// \brief The end of a round at a table: the dealer's reveal, each position's wagers settled by
/// the same pure settlement every analysis uses (carnival::settle's core), the hands revealed and
/// the wagers collected, paid and returned in the order the house rules prescribe (NY (e)(3)), the
/// cards to the discard rack, the dealer's last (NY (e)(3)(ii)).
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/evaluate.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/table/payments.hpp>
#include <carnival/table/state.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace carnival::table::detail {

/// The round's cards as the seat \p st's settlement reads them.
template <class Game>
[[nodiscard]] dealt_cards<Game> dealt_to(const table_state<Game>& s, const seat<Game>& st) {
    dealt_cards<Game> d;
    d.player = st.hole;
    d.dealer = s.dealer;
    d.board = s.board;
    return d;
}

/// The player's cards at \p p turned up and read (NY (e)(3)).
template <class Game>
void reveal_hand(table_state<Game>& s, position p) {
    const seat<Game>& st = s.at_position(p);
    s.log.note(s.round, [&] {
        return events::hand_revealed{p, s.log.keep(st.hole), s.log.keep(std::span<const card>(s.board).first(s.board_dealt)),
                                     s.rules->cite.hands_revealed};
    });
}

/// The dealer's cards turned up and read, the cover card first removed where it lies on top.
template <class Game>
void reveal_dealer(table_state<Game>& s) {
    if (s.rules->cover_card && s.rules->cover_card_on_top)  // 13:69F-37 (f): off the dealer's cards, onto the layout
        s.log.note(s.round, [&] { return events::cover_card_removed{.rule = s.rules->cite.cover_card, .on_top = true}; });
    s.log.note(s.round, [&] {
        return events::dealer_revealed{dealer, s.log.keep(s.dealer), s.log.keep(std::span<const card>(s.board).first(s.board_dealt)),
                                       s.rules->cite.dealer_reveal};
    });
}

/// Every seat in the round settled, from the dealer's right (the order of the payments, NY (e)(3)(i)).
template <class Game>
void settle_seats(table_state<Game>& s) {
    s.settled.clear();
    for (std::size_t k = 0; k < s.seats.size(); ++k) {
        const position p = nth(rotation::counter_clockwise_from_right, s.seats.size(), k);
        const seat<Game>& st = s.at_position(p);
        if (!st.in_round) continue;
        seat_results<Game>& out = s.settled.emplace_back();
        out.at = p;
        carnival::detail::settle_decided(st.slip, dealt_to(s, st), st.taken,
                                         [&](const wager_result& r) { out.wagers[out.count++] = r; });
    }
}

/// The dealer's reveal, every wager settled and paid in the order the house rules say, the cards collected.
template <class Game>
void complete(table_state<Game>& s) {
    if constexpr (Game::sequence_type::dealer_cards > 0) reveal_dealer(s);
    settle_seats(s);
    // Still in play, or a standing wager on a folded hand: its cards are shown.
    const auto shown = [&](position p) { return !s.at_position(p).cards_in_rack; };
    const std::string_view collected_rule = s.rules->cite.cards_collected;
    if (s.rules->payments == payment_order::collect_then_pay) {
        for (const seat_results<Game>& r : s.settled)
            if (shown(r.at)) reveal_hand(s, r.at);
        for (const seat_results<Game>& r : s.settled)
            for (const wager_result& w : r.results())
                if (w.result == outcome::lost) pay_or_take(s, r.at, w);
        for (const seat_results<Game>& r : s.settled)
            for (const wager_result& w : r.results())
                if (w.result != outcome::lost) pay_or_take(s, r.at, w);
        for (const seat_results<Game>& r : s.settled) collect_cards(s, r.at, collected_rule);
    } else {
        const bool all_first = s.rules->payments == payment_order::reveal_all_then_each_in_turn;
        if (all_first)
            for (const seat_results<Game>& r : s.settled)
                if (shown(r.at)) reveal_hand(s, r.at);
        for (const seat_results<Game>& r : s.settled) {
            if (!all_first && shown(r.at)) reveal_hand(s, r.at);
            for (const wager_result& w : r.results()) pay_or_take(s, r.at, w);
            collect_cards(s, r.at, collected_rule);
        }
    }
    // The dealer's cards and the board, last (NY (e)(3)(ii)).
    const std::span<const card> dealer_cards = std::span<const card>(s.dealer).first(s.dealer_dealt);
    const std::span<const card> board = std::span<const card>(s.board).first(s.board_dealt);
    s.cards.to_rack(dealer, rack_part::hand, dealer_cards);
    s.cards.to_rack(dealer, rack_part::board, board);
    if (!dealer_cards.empty() || !board.empty())
        s.log.note(s.round, [&] {
            const card_run run = s.log.keep(dealer_cards);  // the board kept right after it: one run of both
            return events::cards_collected{dealer, {run.first, run.count + s.log.keep(board).count}, collected_rule};
        });
    s.at = phase::complete;
    s.log.note(s.round, [&] { return events::round_closed{s.chips.round_house(), s.chips.round_dealers()}; });
}

}  // namespace carnival::table::detail
