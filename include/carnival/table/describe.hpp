/// \file
/// \brief `carnival::table::detail::describe(state, e)`: a typed event as the flat `event` a
/// reader and the record see — the player's and the wager's names, the cards, the deck's back, the
/// hand as it reads ("pair of queens"), each derived from the table when asked, never stored.
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/evaluate.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/events.hpp>
#include <carnival/table/opening.hpp>
#include <carnival/table/state.hpp>

#include <algorithm>
#include <span>
#include <string>
#include <type_traits>
#include <variant>

namespace carnival::table::detail {

/// The cards of \p run as a hand's array (the cards not in it left as they are).
template <std::size_t N>
void copy_into(std::array<card, N>& to, std::span<const card> run) noexcept {
    std::copy_n(run.begin(), std::min(N, run.size()), to.begin());
}

/// How hand \p H reads in \p d: "pair of queens", ….
template <class H, class Game>
[[nodiscard]] std::string hand_text(const dealt_cards<Game>& d) {
    return evaluate<typename H::ranking_type, typename H::selection_type>(carnival::detail::cards_for<H>(d)).describe();
}

/// \brief Logged event \p le of the table \p s as a flat event: what a reader sees and the record
/// writes.
template <class Game>
[[nodiscard]] event describe(const table_state<Game>& s, const logged_event& le) {
    event e(kind_of(le.what), le.round);
    e.command = le.command;
    const auto cards = [&](card_run r) { return std::vector<card>(s.log.cards(r).begin(), s.log.cards(r).end()); };
    std::visit(
        [&](const auto& x) {
            using E = std::decay_t<decltype(x)>;
            if constexpr (requires { x.at; }) e.at = x.at;
            if constexpr (requires { x.rule; }) e.rule = x.rule;
            if constexpr (requires { x.wager; }) e.wager = s.facts(x.wager).name;
            if constexpr (requires { x.amount; }) e.amount = x.amount;
            if constexpr (requires { x.paid; }) e.paid = x.paid;
            if constexpr (requires { x.line; }) e.line = x.line;
            if constexpr (requires { x.player; }) e.who = s.chips.players()[x.player].name;
            if constexpr (requires { x.cards; }) e.cards = cards(x.cards);
            if constexpr (std::is_same_v<E, events::opening_step>) {
                e.rule = carnival::detail::join({opening_steps[x.step].second, s.rules->cite.opening_borrowed});
                e.text = carnival::detail::join({s.rules->backs[x.deck], ": ", opening_steps[x.step].first});
            } else if constexpr (std::is_same_v<E, events::shuffled>) {
                e.cards = cards(x.order);
                e.number = x.number;
                e.text = s.rules->backs[x.deck];
                e.replayed = x.replayed;
            } else if constexpr (std::is_same_v<E, events::joined>) {
                e.amount = stake::of_chips(x.chips);
            } else if constexpr (std::is_same_v<E, events::round_opened>) {
                e.text = s.rules->backs[x.deck];
            } else if constexpr (std::is_same_v<E, events::cover_card>) {
                e.text = x.on_top ? "on top of the dealer's cards" : "under the dealer's cards";
            } else if constexpr (std::is_same_v<E, events::cover_card_removed>) {
                e.text = "placed on the layout";
            } else if constexpr (std::is_same_v<E, events::dealt>) {
                e.cards = {x.c};
                e.face_up = x.face_up;
            } else if constexpr (std::is_same_v<E, events::burned> || std::is_same_v<E, events::turned_up>) {
                e.cards = {x.c};
            } else if constexpr (std::is_same_v<E, events::decided>) {
                e.choice = x.choice;
                e.number = x.point;
            } else if constexpr (std::is_same_v<E, events::hand_revealed>) {
                dealt_cards<Game> d;
                copy_into(d.player, s.log.cards(x.cards));
                copy_into(d.board, s.log.cards(x.board));
                e.text = hand_text<typename Game::player_hand>(d);
            } else if constexpr (std::is_same_v<E, events::dealer_revealed>) {
                if constexpr (Game::has_dealer_hand) {
                    dealt_cards<Game> d;
                    copy_into(d.dealer, s.log.cards(x.cards));
                    copy_into(d.board, s.log.cards(x.board));
                    const auto value = evaluate<typename Game::dealer_hand::ranking_type, typename Game::dealer_hand::selection_type>(
                        carnival::detail::cards_for<typename Game::dealer_hand>(d));
                    e.text = value.describe() + (Game::qualifier::qualifies(value) ? " (qualifies)" : " (does not qualify)");
                }
            } else if constexpr (std::is_same_v<E, events::round_closed>) {
                e.house = x.house;
                e.dealers = x.dealers;
            }
        },
        le.what);
    return e;
}

}  // namespace carnival::table::detail
