/// \file
/// \brief The decks of a table: opened (procedures, Opening of the Table 1–4), shuffled from the
/// table's seed or from an order queued for a replay, and gathered for the next round, which
/// opens betting (NY (e)(3)(ii); procedures, Equipment 2).
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/deck.hpp>
#include <carnival/cards/inspect.hpp>
#include <carnival/error.hpp>
#include <carnival/random/block_generator.hpp>
#include <carnival/random/shuffle.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/state.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace carnival::table::detail {

/// The steps of a deck's opening, each with the paragraph that prescribes it, in their order.
inline constexpr std::array<std::pair<std::string_view, std::string_view>, 7> opening_steps{{
    {"sorted by the dealer", "procedures, Opening of the Table 1"},
    {"inspected by the dealer", "procedures, Opening of the Table 1"},
    {"the inspection verified by the floor person", "procedures, Opening of the Table 1"},
    {"spread face up by suit and in sequence", "procedures, Opening of the Table 2"},
    {"inspected by the first player to arrive", "procedures, Opening of the Table 2"},
    {"turned face down and washed", "procedures, Opening of the Table 3"},
    {"stacked", "procedures, Opening of the Table 3"},
}};

/// Shuffles deck \p i: the seeded shuffle, or the order queued by table::replay_shuffle().
template <class Game>
void shuffle_deck(table_state<Game>& s, std::size_t i) {
    ++s.cards.shuffles;
    const bool replayed = !s.cards.replays.empty();
    if (replayed) {
        s.cards.decks[i] = std::move(s.cards.replays.front());
        s.cards.replays.pop_front();
    } else {
        xoshiro256ss g = block_generator(s.seed, s.cards.shuffles);
        carnival::shuffle(s.cards.decks[i], g);
    }
    s.log.note(s.round, [&] {
        return events::shuffled{.deck = static_cast<std::uint8_t>(i), .replayed = replayed, .number = s.cards.shuffles,
                                .order = s.log.keep(s.cards.decks[i].cards())};
    });
}

/// Betting opens on round s.round.
template <class Game>
void open_betting(table_state<Game>& s) {
    s.at = phase::betting;
    s.cards.next_card = 0;
    s.dealer_dealt = s.board_dealt = s.step = s.point = s.asking = 0;
    s.to_ask.clear();
    s.chips.open_round();
    s.log.note(s.round, [&] { return events::round_opened{static_cast<std::uint8_t>(s.deck_of(s.round))}; });
}

/// \brief Opens the table with \p c.decks, each inspected for missing and duplicate cards first;
/// every step of the opening recorded (procedures, Opening of the Table 1–4).
template <class Game>
void apply(table_state<Game>& s, const commands::open& c) {
    s.require(phase::closed, "open the table", dealer, "procedures, Opening of the Table 1");
    if (c.decks.size() != s.rules->decks)
        carnival::detail::fail<invalid_command>({"carnival::table: the table plays with ", std::to_string(s.rules->decks),
                                                 " deck(s), got ", std::to_string(c.decks.size()),
                                                 " (procedures, Equipment 2: a second deck of another back colour)"});
    for (std::size_t i = 0; i < c.decks.size(); ++i) {
        const deck_inspection found = inspect(c.decks[i]);
        if (!found.complete())
            carnival::detail::fail<invalid_cards>({"carnival::table: the ", s.rules->backs[i], " deck fails its inspection: ",
                                                   found.summary(), " (procedures, Opening of the Table 1)"});
    }
    // Each deck separately (Opening 4), each step as its paragraph says it, in its order.
    for (std::size_t i = 0; i < c.decks.size(); ++i) {
        for (std::size_t step = 0; step < opening_steps.size(); ++step)
            s.log.note(0, [&] { return events::opening_step{static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(step)}; });
        s.cards.decks[i] = deck();  // spread by suit and sequence: the canonical order
        shuffle_deck(s, i);
    }
    s.round = 1;
    open_betting(s);
}

/// \brief Opens betting on the next round, with the other deck where the table has two; the
/// deck just played, from the discard rack and the shoe, goes to the shuffler.
template <class Game>
void apply(table_state<Game>& s, const commands::next_round&) {
    s.require(phase::complete, "open the next round", dealer, "NY (e)(3)(ii)");
    const std::size_t played = s.deck_of(s.round);
    ++s.round;
    s.cards.gather(played);
    shuffle_deck(s, played);
    for (seat<Game>& st : s.seats) {
        const std::optional<std::size_t> who = st.player;
        st = seat<Game>{};
        st.player = who;
    }
    open_betting(s);
}

}  // namespace carnival::table::detail
