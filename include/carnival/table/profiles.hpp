/// \file
/// \brief Jurisdiction profiles: house_rules filled as a regulator expects, in one line —
/// `table<G> t(profiles::new_york<G>(), seed);` — and any choice changed after.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/table/house_rules.hpp>

#include <algorithm>
#include <cstddef>

namespace carnival::table::profiles {

/// \brief The most positions one deck deals a round of \p Game to: every position's cards, the
/// dealer's, the board and the burns (High Card Flush's seven cards each seat six).
template <class Game>
inline constexpr std::size_t positions_one_deck_deals = [] {
    using seq = typename Game::sequence_type;
    return (static_cast<std::size_t>(deck_size) - seq::dealer_cards - seq::board_cards - seq::burn_cards) / seq::player_cards;
}();

/// \brief New York (NY (a)–(f)): nine positions on one side (a)(1) — or as many as one deck deals
/// a round to, where that is fewer — two adjacent positions allowed (c)(5), one deck dealt by hand
/// one card at a time, the dealer last in each rotation (d)(1), no cover card, forfeits collected
/// once every player has decided (e)(2), every losing wager collected and then the winners paid
/// from the dealer's right (e)(3).
template <class Game>
[[nodiscard]] house_rules<Game> new_york() {
    house_rules<Game> r;
    r.max_positions = 9;
    r.positions = std::min<std::size_t>(9, positions_one_deck_deals<Game>);
    r.two_adjacent_positions = true;
    r.decks = 1;
    r.deal = dealing::by_hand;
    r.cover_card = false;
    r.payments = payment_order::collect_then_pay;
    r.forfeits = forfeit_collection::after_every_decision;
    return r;
}

/// \brief The procedures' casino (three-card-poker-procedures): two decks of different backs
/// alternated with an automated shuffler (Equipment 2), an automated shoe dealing stacks and the
/// stub to the discard rack (Dealing 1–2), no cover card (the procedures have none), forfeits
/// once every player has decided, then every active hand revealed from the dealer's right
/// (Completion 2), then each player paid and taken in turn from the dealer's right (Completion
/// 3). Where the procedures are silent — how many positions — New York's rule is borrowed, and
/// its citation says so.
template <class Game>
[[nodiscard]] house_rules<Game> procedures_casino() {
    house_rules<Game> r = new_york<Game>();
    r.decks = 2;
    r.automated_shuffler = true;
    r.deal = dealing::automated_shoe;
    r.cover_card = false;
    r.payments = payment_order::reveal_all_then_each_in_turn;
    r.cite.cover_card = "not used: the procedures have no cover card";
    r.cite.positions = "NY (a)(1), borrowed: the procedures do not number the positions";
    r.cite.opening_borrowed.clear();  // Opening of the Table 1-4 is this text's own
    r.cite.no_more_bets = "procedures, Wagers 4";
    r.cite.deal_by_hand = "procedures, Dealing 3";
    r.cite.deal_by_shoe = "procedures, Dealing 1";
    r.cite.dealer_reveal = r.cite.hands_revealed = "procedures, Completion 2";
    r.cite.cards_collected = "procedures, Completion 4";
    return r;
}

/// \brief New Jersey Mini-Tex (13:69F-37): a cover card on top of the dealer's cards, removed
/// and placed on the layout before they are revealed (f), a folded hand's wagers collected at
/// once (a)(2), (c)(2), (e)(2), each player's wagers resolved one player at a time from the
/// dealer's right (g). Where the text is silent, New York's rules are borrowed and their
/// citations say so: "no more bets" (NY (c)(4)), the cards dealt by hand one at a time (NY
/// (d)(1)), nine positions (NY (a)(1)); and pocket poker only with an ante (the common practice).
template <class Game>
[[nodiscard]] house_rules<Game> new_jersey_mini_tex() {
    house_rules<Game> r = new_york<Game>();
    r.cover_card = true;
    r.cover_card_on_top = true;
    r.cite.no_more_bets = "NY (c)(4), borrowed: 13:69F-37 does not say when wagers close";
    r.cite.deal_by_hand = "NY (d)(1), borrowed: 13:69F-37 does not say how the cards are dealt";
    r.cite.deal_by_shoe = "NY (d)(2), borrowed: 13:69F-37 does not say how the cards are dealt";
    r.cite.positions = "NY (a)(1), borrowed: 13:69F-37 does not number the positions";
    r.cite.opening_borrowed = ", borrowed: 13:69F-37 does not say how a table is opened";
    r.forfeits = forfeit_collection::at_once;
    r.side_wagers_need_an_ante = true;  // the text is silent on pocket poker alone: the common practice
    r.cite.cover_card = r.cite.dealer_reveal = "13:69F-37 (f)";
    r.cite.hands_revealed = "13:69F-37 (g)";
    r.cite.cards_collected = "13:69F-37 (h)";
    r.payments = payment_order::each_player_in_turn;
    return r;
}

}  // namespace carnival::table::profiles
