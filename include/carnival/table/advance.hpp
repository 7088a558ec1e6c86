/// \file
/// \brief The sequence of play at a table, run from where it is until a decision is wanted or
/// the round is complete: cards dealt as the dealing procedure says (NY (d)), burned (13:69F-37
/// (b), (d)) and turned up, the stub to the rack (procedures, Dealing 2), the positions asked at
/// each decision point in turn (NY (e)(2)).
#pragma once

#include <carnival/config.hpp>

#include <carnival/rules/sequence.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/table/deal_order.hpp>
#include <carnival/table/showdown.hpp>
#include <carnival/table/state.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

namespace carnival::table::detail {

/// The positions asked at the decision point in play: in the round with a stake in the
/// decisions, not folded, with a raise still to make; clockwise from the dealer's left.
template <class Game>
void find_to_ask(table_state<Game>& s) {
    s.to_ask.clear();
    s.asking = 0;
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
        const seat<Game>& st = s.seats[i];
        if (!st.in_round || st.taken.folded_at || !carnival::detail::takes_part(st.slip)) continue;
        bool passed = false;
        carnival::detail::at_point<Game>(s.point, [&](auto pt) { passed = carnival::detail::passes(st.taken, pt); });
        if (!passed) s.to_ask.push_back(position{static_cast<unsigned>(i + 1)});
    }
}

/// Whether a step from \p step on deals a card.
template <class Game>
[[nodiscard]] constexpr bool more_cards_after(std::size_t step) noexcept {
    constexpr auto& steps = Game::sequence_type::steps;
    for (std::size_t i = step; i < steps.size(); ++i)
        if (steps[i].cards > 0) return true;
    return false;
}

/// Deals the run of to_player / to_dealer steps starting at s.step, as the dealing procedure says.
template <class Game>
void deal_run(table_state<Game>& s) {
    constexpr auto& steps = Game::sequence_type::steps;
    std::size_t player_cards = 0;
    std::array<face, std::max<std::size_t>(Game::sequence_type::dealer_cards, 1)> faces{};
    std::size_t dealer_cards = 0;
    for (; s.step < steps.size(); ++s.step) {
        const step_info& st = steps[s.step];
        if (st.kind == step_kind::to_player) player_cards += st.cards;
        else if (st.kind == step_kind::to_dealer)
            for (std::size_t k = 0; k < st.cards; ++k) faces[dealer_cards++] = st.shown;
        else break;
    }
    if (dealer_cards > 0 && s.rules->cover_card && s.dealer_dealt == 0)
        s.log.note(s.round, [&] { return events::cover_card{s.rules->cite.cover_card, s.rules->cover_card_on_top}; });
    s.playing.clear();
    if (player_cards > 0)
        for (std::size_t i = 0; i < s.seats.size(); ++i)
            if (s.seats[i].in_round) s.playing.push_back(position{static_cast<unsigned>(i + 1)});
    const std::size_t in_play = s.deck_of(s.round);
    const std::string_view rule = s.rules->deal == dealing::by_hand ? s.rules->cite.deal_by_hand : s.rules->cite.deal_by_shoe;
    for_each_deal_slot(s.rules->deal, s.playing, player_cards, std::span<const face>(faces).first(dealer_cards), [&](deal_slot slot) {
        const card c = s.cards.draw(in_play);
        if (slot.to.is_position()) {
            seat<Game>& st = s.at_position(slot.to);
            st.hole[st.dealt++] = c;
        } else {
            s.dealer[s.dealer_dealt++] = c;
        }
        s.log.note(s.round, [&] { return events::dealt{slot.to, c, slot.shown == face::up, rule}; });
    });
    // The stub to the discard rack, when the shoe has dealt the round's last card (procedures, Dealing 2).
    if (s.rules->deal == dealing::automated_shoe && !more_cards_after<Game>(s.step)) {
        const std::span<const card> stub = s.cards.undealt(in_play);
        s.cards.to_rack(dealer, rack_part::stub, stub);
        s.log.note(s.round, [&] { return events::stub_discarded{dealer, s.log.keep(stub), "procedures, Dealing 2"}; });
        s.cards.next_card = s.cards.decks[in_play].size();
    }
}

/// Runs the sequence of play from s.step until a decision is wanted or the round is complete.
template <class Game>
void advance(table_state<Game>& s) {
    constexpr auto& steps = Game::sequence_type::steps;
    while (s.step < steps.size()) {
        const step_info& st = steps[s.step];
        switch (st.kind) {
            case step_kind::to_player:
            case step_kind::to_dealer: deal_run(s); break;
            case step_kind::burn:
                for (std::size_t i = 0; i < st.cards; ++i) {
                    const card c = s.cards.draw(s.deck_of(s.round));
                    s.cards.to_rack(dealer, rack_part::burn, std::span<const card>(&c, 1));
                    s.log.note(s.round, [&] { return events::burned{c}; });
                }
                ++s.step;
                break;
            case step_kind::to_board:
                for (std::size_t i = 0; i < st.cards; ++i) {
                    const card c = s.cards.draw(s.deck_of(s.round));
                    s.board[s.board_dealt++] = c;
                    s.log.note(s.round, [&] { return events::turned_up{c}; });
                }
                ++s.step;
                break;
            case step_kind::decide:
                find_to_ask(s);
                if (!s.to_ask.empty()) return;  // wait for the decisions
                ++s.step;
                ++s.point;
                break;
            case step_kind::reveal_dealer: ++s.step; break;
        }
    }
    complete(s);
}

}  // namespace carnival::table::detail
