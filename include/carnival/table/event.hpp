/// \file
/// \brief `carnival::table::event`: one thing that happened at the table — a deck opened, a
/// wager placed, a card dealt, a decision, a reveal, a payment, cards to the discard rack — as
/// data, in the order it happened.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/stake.hpp>

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::table {

/// What an event records.
enum class event_kind : unsigned char {
    opening_step,      ///< a step of a deck's opening (text: sort, inspect, verify, spread, wash, stack; procedures, Cards 1–4)
    shuffled,          ///< a deck shuffled (text: the deck's back; cards: its order, top first; number: the shuffle's number; replayed)
    joined,            ///< a player came to the table with chips (who; amount.chips)
    sat,               ///< a player took a betting position (who; at)
    left,              ///< a player left a betting position (who; at)
    round_opened,      ///< betting is open for a round (deck: the deck in play)
    wager_placed,      ///< a wager placed, or changed, at a position (at; wager; amount: its stake)
    wager_taken_back,  ///< a wager withdrawn before "no more bets" (at; wager; amount)
    no_more_bets,      ///< the dealer announced "no more bets" (NY (c)(4))
    cover_card,        ///< the dealer's cards placed on a cover card (NY (d)(3))
    dealt,             ///< a card dealt face down to a position or the dealer, or face up to the dealer (at; cards; face_up)
    burned,            ///< a card burned to the discard rack (13:69F-37 (b), (d))
    turned_up,         ///< a community card turned up (cards)
    stub_discarded,    ///< the automated shoe's stub placed in the discard rack (cards; procedures, Dealing 2)
    decided,           ///< a player's decision (at; choice; number: the decision point, from 1; rule)
    raised,            ///< a raise wager placed by a decision (at; wager; amount)
    pulled_back,       ///< a wager taken back by a decision and returned (at; wager; amount; rule)
    forfeit_collected, ///< a forfeited wager collected (at; wager; amount; rule)
    cards_collected,   ///< a hand's cards placed in the discard rack, in order (at; cards)
    cover_card_removed,  ///< the cover card on top of the dealer's cards removed and placed on the layout (13:69F-37 (f))
    dealer_revealed,   ///< the dealer's cards turned up and set as their best hand (cards; text: the hand; rule)
    hand_revealed,     ///< a player's cards turned up (at; cards; text: the hand)
    collected,         ///< a losing wager collected by the house (at; wager; amount; rule)
    paid,              ///< a winning wager paid by the house (at; wager; amount: its stake; paid; rule; line)
    returned,          ///< a wager neither won nor lost, left with the player (at; wager; amount; rule)
    coupon_collected,  ///< a match-play coupon taken by the house (at; wager; amount.coupon)
    coupon_returned,   ///< a match-play coupon left with the player on a push (at; wager; amount.coupon)
    to_dealers,        ///< a bet for the dealers settled: its stake and winnings to the dealers (at; wager; paid; rule)
    round_closed,      ///< the round is complete (house: the house's net; dealers: what the dealers received)
};

/// The number of event kinds (round_closed is the last).
inline constexpr std::size_t event_kind_count = static_cast<std::size_t>(event_kind::round_closed) + 1;

/// "opening-step", "shuffled", …: the kind's name in a record.
[[nodiscard]] constexpr std::string_view name(event_kind k) noexcept {
    constexpr std::string_view names[] = {
        "opening-step", "shuffled",        "joined",           "sat",          "left",          "round-opened",
        "wager-placed", "wager-taken-back", "no-more-bets",    "cover-card",   "dealt",         "burned",
        "turned-up",    "stub-discarded",   "decided",         "raised",       "pulled-back",   "forfeit-collected",
        "cards-collected", "cover-card-removed", "dealer-revealed", "hand-revealed", "collected",   "paid",          "returned",
        "coupon-collected", "coupon-returned", "to-dealers",   "round-closed"};
    static_assert(std::size(names) == event_kind_count, "carnival::table: every event kind has a name");
    const auto i = static_cast<std::size_t>(k);
    return i < std::size(names) ? names[i] : std::string_view("not-an-event");
}

/// \brief One event at the table as a reader sees it and the record writes it: names, cards and
/// texts spelled out. Which fields an event uses depends on its kind (see event_kind); the others
/// keep their defaults. A table keeps its events typed (typed_event, table::log()) and gives this
/// view on demand (table::describe, table::events).
struct event {
    /// An event of kind \p k in round \p r, concerning position \p p; the other fields are set after.
    explicit event(event_kind k = event_kind::round_opened, std::uint64_t r = 0, position p = dealer) noexcept
        : kind(k), round(r), at(p) {}

    event_kind kind = event_kind::round_opened;  ///< what happened
    std::uint64_t command = 0;                   ///< the command that made it, numbered from 1 since the table was made
    std::uint64_t round = 0;                     ///< the round it belongs to (0: before the first)
    position at = dealer;                        ///< the position it concerns (the dealer: none)
    std::string who;                             ///< a player's name
    std::string wager;                           ///< a wager's name (the game's own)
    std::string rule;                            ///< the rule followed
    std::string line;                            ///< the pay-table line that paid
    std::vector<card> cards;                     ///< cards dealt, turned up, revealed or collected
    bool face_up = false;                        ///< a card dealt face up
    bool replayed = false;                       ///< a shuffle's order queued by table::replay_shuffle, not drawn from the seed
    stake amount;                                ///< a wager's stake, or the part of it concerned
    money paid;                                  ///< winnings paid
    money house;                                 ///< the house's net over the round
    money dealers;                               ///< what the dealers received over the round
    decision choice;                             ///< a decision
    std::uint64_t number = 0;                    ///< a decision point (from 1), or a shuffle's number
    std::string text;                            ///< a deck's back, an opening step, a hand's description

    /// Same in every field.
    friend bool operator==(const event&, const event&) = default;
};

}  // namespace carnival::table
