/// \file
/// \brief `carnival::table::typed_event`: what happened at the table, one type per kind — each
/// holding what that kind is about and nothing else, as small values: a position, a wager's index in
/// the game, a player's index at the table, a rule's citation, the cards as a run of the log's cards.
/// The words a reader sees (names, hand descriptions, a deck's back) are derived when an event is
/// read (table::describe), never stored.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/stake.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <variant>

namespace carnival::table {

/// \brief Cards an event concerns: \p count of the log's cards from the \p first (event_log::cards).
struct card_run {
    std::uint32_t first = 0;  ///< where they start among the log's cards
    std::uint32_t count = 0;  ///< how many
    /// Same run.
    friend bool operator==(const card_run&, const card_run&) = default;
};

/// \brief One type per event kind (event_kind names the same kinds, in the same order). A
/// citation (`rule`) is a paragraph of the rules, kept as the table's own text or a literal.
namespace events {

/// A step of a deck's opening (procedures, Opening of the Table 1–4): step \p step of the opening.
struct opening_step {
    static constexpr event_kind kind = event_kind::opening_step;  ///< its kind
    std::uint8_t deck = 0;  ///< the deck: the house rules' back colour of that index
    std::uint8_t step = 0;  ///< the step, from 0 (detail::opening_steps)
    friend bool operator==(const opening_step&, const opening_step&) = default;  ///< same in every field
};
/// A deck shuffled: its order, top first, and whether the order was queued (table::replay_shuffle).
struct shuffled {
    static constexpr event_kind kind = event_kind::shuffled;  ///< its kind
    std::uint8_t deck = 0;       ///< the deck
    bool replayed = false;       ///< the order queued by table::replay_shuffle, not drawn from the seed
    std::uint64_t number = 0;    ///< the shuffle's number, from 1
    card_run order;              ///< the order, top first
    friend bool operator==(const shuffled&, const shuffled&) = default;  ///< same in every field
};
/// A player came to the table with chips.
struct joined {
    static constexpr event_kind kind = event_kind::joined;  ///< its kind
    std::uint32_t player = 0;  ///< the player, by order of joining
    money chips;               ///< what they brought
    friend bool operator==(const joined&, const joined&) = default;  ///< same in every field
};
/// A player took a betting position (\p Left false), or left one.
template <bool Left>
struct seated {
    static constexpr event_kind kind = Left ? event_kind::left : event_kind::sat;  ///< its kind
    std::uint32_t player = 0;  ///< the player
    position at;               ///< the position
    friend bool operator==(const seated&, const seated&) = default;  ///< same in every field
};
using sat = seated<false>;  ///< a player took a betting position
using left = seated<true>;  ///< a player left a betting position
/// Betting is open for a round, with this deck.
struct round_opened {
    static constexpr event_kind kind = event_kind::round_opened;  ///< its kind
    std::uint8_t deck = 0;  ///< the deck in play
    friend bool operator==(const round_opened&, const round_opened&) = default;  ///< same in every field
};
/// \brief A wager's stake moved at a position, of kind \p Kind: placed, taken back, raised, pulled
/// back, forfeited, collected, returned, a coupon collected or returned.
template <event_kind Kind>
struct wager_moved {
    static constexpr event_kind kind = Kind;  ///< its kind
    position at;                  ///< the position
    std::uint16_t wager = 0;      ///< the wager, by its index in the game
    stake amount;                 ///< its stake, or the part concerned
    std::string_view rule;        ///< the rule followed (none for a wager placed or taken back)
    friend bool operator==(const wager_moved&, const wager_moved&) = default;  ///< same in every field
};
using wager_placed = wager_moved<event_kind::wager_placed>;          ///< placed, or changed, while betting is open
using wager_taken_back = wager_moved<event_kind::wager_taken_back>;  ///< withdrawn before "no more bets"
using raised = wager_moved<event_kind::raised>;                      ///< a raise placed by a decision
using pulled_back = wager_moved<event_kind::pulled_back>;            ///< taken back by a decision and returned
using forfeit_collected = wager_moved<event_kind::forfeit_collected>;  ///< forfeited by a fold and collected
using collected = wager_moved<event_kind::collected>;                ///< lost and collected by the house
using returned = wager_moved<event_kind::returned>;                  ///< neither won nor lost, left with the player
using coupon_collected = wager_moved<event_kind::coupon_collected>;  ///< a match-play coupon taken by the house
using coupon_returned = wager_moved<event_kind::coupon_returned>;    ///< a match-play coupon left with the player
/// A winning wager paid by the house (\p ToDealers false), or a bet for the dealers given to them.
template <bool ToDealers>
struct wager_won {
    static constexpr event_kind kind = ToDealers ? event_kind::to_dealers : event_kind::paid;  ///< its kind
    position at;              ///< the position
    std::uint16_t wager = 0;  ///< the wager
    stake amount;             ///< its stake
    money paid;               ///< the winnings
    std::string_view rule;    ///< the rule that paid it
    std::string_view line;    ///< the pay-table line that paid (none for the dealers)
    friend bool operator==(const wager_won&, const wager_won&) = default;  ///< same in every field
};
using paid = wager_won<false>;       ///< paid to the player
using to_dealers = wager_won<true>;  ///< a bet for the dealers: its stake and winnings to the dealers
/// \brief An event that is only what it says and the rule it follows, of kind \p Kind: "no more
/// bets", the cover card placed (\p on_top: on top of the dealer's cards) or removed.
template <event_kind Kind>
struct announced {
    static constexpr event_kind kind = Kind;  ///< its kind
    std::string_view rule;  ///< the rule followed
    bool on_top = false;    ///< the cover card lies on top of the dealer's cards
    friend bool operator==(const announced&, const announced&) = default;  ///< same in every field
};
using no_more_bets = announced<event_kind::no_more_bets>;              ///< "no more bets" (NY (c)(4))
using cover_card = announced<event_kind::cover_card>;                  ///< the dealer's cards on a cover card
using cover_card_removed = announced<event_kind::cover_card_removed>;  ///< the cover card placed on the layout
/// A card dealt to a position or the dealer.
struct dealt {
    static constexpr event_kind kind = event_kind::dealt;  ///< its kind
    position at;             ///< to whom (the dealer: position 0)
    card c;                  ///< the card
    bool face_up = false;    ///< dealt face up
    std::string_view rule;   ///< the dealing procedure
    friend bool operator==(const dealt&, const dealt&) = default;  ///< same in every field
};
/// One card, of kind \p Kind: burned, or turned up on the board.
template <event_kind Kind>
struct one_card {
    static constexpr event_kind kind = Kind;  ///< its kind
    card c;  ///< the card
    friend bool operator==(const one_card&, const one_card&) = default;  ///< same in every field
};
using burned = one_card<event_kind::burned>;        ///< a card burned to the discard rack
using turned_up = one_card<event_kind::turned_up>;  ///< a community card turned up
/// Cards to the discard rack, of kind \p Kind: the shoe's stub, or a hand collected.
template <event_kind Kind>
struct to_rack {
    static constexpr event_kind kind = Kind;  ///< its kind
    position at;            ///< whose (the dealer's: the dealer's cards and the board, or the stub)
    card_run cards;         ///< the cards, in order
    std::string_view rule;  ///< the rule followed
    friend bool operator==(const to_rack&, const to_rack&) = default;  ///< same in every field
};
using stub_discarded = to_rack<event_kind::stub_discarded>;    ///< the automated shoe's stub (procedures, Dealing 2)
using cards_collected = to_rack<event_kind::cards_collected>;  ///< a hand's cards, in order
/// A player's decision at a decision point.
struct decided {
    static constexpr event_kind kind = event_kind::decided;  ///< its kind
    position at;            ///< the position
    decision choice;        ///< the decision
    std::uint16_t point = 0;  ///< the decision point, from 1
    std::string_view rule;  ///< the rule followed
    friend bool operator==(const decided&, const decided&) = default;  ///< same in every field
};
/// \brief Cards turned up and read, of kind \p Kind: the dealer's, or a player's (read with the
/// board, \p board; the description is derived when read).
template <event_kind Kind>
struct revealed {
    static constexpr event_kind kind = Kind;  ///< its kind
    position at;            ///< whose
    card_run cards;         ///< the cards turned up
    card_run board;         ///< the community cards they are read with
    std::string_view rule;  ///< the rule followed
    friend bool operator==(const revealed&, const revealed&) = default;  ///< same in every field
};
using dealer_revealed = revealed<event_kind::dealer_revealed>;  ///< the dealer's cards turned up and read
using hand_revealed = revealed<event_kind::hand_revealed>;      ///< a player's cards turned up and read
/// The round is complete.
struct round_closed {
    static constexpr event_kind kind = event_kind::round_closed;  ///< its kind
    money house;    ///< the house's net over the round
    money dealers;  ///< what the dealers received over the round
    friend bool operator==(const round_closed&, const round_closed&) = default;  ///< same in every field
};

}  // namespace events

/// \brief One event, typed by its kind: the alternatives in event_kind's order, so
/// `kind_of(e)` is the index.
using typed_event =
    std::variant<events::opening_step, events::shuffled, events::joined, events::sat, events::left, events::round_opened,
                 events::wager_placed, events::wager_taken_back, events::no_more_bets, events::cover_card, events::dealt,
                 events::burned, events::turned_up, events::stub_discarded, events::decided, events::raised,
                 events::pulled_back, events::forfeit_collected, events::cards_collected, events::cover_card_removed,
                 events::dealer_revealed, events::hand_revealed, events::collected, events::paid, events::returned,
                 events::coupon_collected, events::coupon_returned, events::to_dealers, events::round_closed>;
namespace detail {
/// Whether alternative i of typed_event is the type of kind i, for every i.
template <std::size_t... I>
constexpr bool kinds_in_order(std::index_sequence<I...>) noexcept {
    return ((std::variant_alternative_t<I, typed_event>::kind == static_cast<event_kind>(I)) && ...);
}
}  // namespace detail
static_assert(std::variant_size_v<typed_event> == event_kind_count, "carnival::table: one type per event kind");
static_assert(detail::kinds_in_order(std::make_index_sequence<event_kind_count>{}),
              "carnival::table: typed_event lists the event types in event_kind's order");

/// The kind of \p e.
[[nodiscard]] constexpr event_kind kind_of(const typed_event& e) noexcept { return static_cast<event_kind>(e.index()); }

/// An event as a table's log keeps it: the command that made it, the round, what happened.
struct logged_event {
    std::uint64_t command = 0;  ///< the command that made it, numbered from 1 since the table was made
    std::uint64_t round = 0;    ///< the round it belongs to (0: before the first)
    typed_event what;           ///< what happened
    /// Same command, round and event.
    friend bool operator==(const logged_event&, const logged_event&) = default;
};

}  // namespace carnival::table
