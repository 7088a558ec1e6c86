/// \file
/// \brief `carnival::table::deal_order`: who receives each card of a deal, card by card, as a
/// dealing procedure prescribes.
#pragma once

#include <carnival/config.hpp>

#include <carnival/rules/sequence.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/position.hpp>

#include <algorithm>
#include <cstddef>
#include <span>
#include <vector>

namespace carnival::table {

/// One card of a deal: to whom (a position, or the dealer) and whether the dealer's card is dealt face up.
struct deal_slot {
    position to;           ///< the receiver
    face shown = face::down;  ///< how it lies
    /// Same receiver, same face.
    friend constexpr bool operator==(const deal_slot&, const deal_slot&) = default;
};

/// \brief Calls \p f with each receiver of a deal of \p player_cards cards to each of \p players
/// (clockwise from the dealer's left) and the dealer's cards, face as \p dealer_faces says, in
/// the order procedure \p how deals them:
///
/// - dealing::by_hand: one card at a time, from the player farthest to the dealer's left
///   clockwise, the dealer last in each rotation, until everyone has their cards (NY (d)(1);
///   procedures, Dealing 3);
/// - dealing::automated_shoe: each player's stack from the dealer's left, then the dealer's
///   stack (NY (d)(2); procedures, Dealing 1).
template <class F>
void for_each_deal_slot(dealing how, std::span<const position> players, std::size_t player_cards,
                        std::span<const face> dealer_faces, F&& f) {
    if (how == dealing::by_hand) {
        const std::size_t rotations = std::max(player_cards, dealer_faces.size());
        for (std::size_t k = 0; k < rotations; ++k) {
            if (k < player_cards)
                for (position p : players) f(deal_slot{p, face::down});
            if (k < dealer_faces.size()) f(deal_slot{dealer, dealer_faces[k]});
        }
    } else {
        for (position p : players)
            for (std::size_t k = 0; k < player_cards; ++k) f(deal_slot{p, face::down});
        for (face d : dealer_faces) f(deal_slot{dealer, d});
    }
}

/// The receivers for_each_deal_slot() walks, in order.
[[nodiscard]] inline std::vector<deal_slot> deal_order(dealing how, std::span<const position> players,
                                                       std::size_t player_cards, std::span<const face> dealer_faces) {
    std::vector<deal_slot> out;
    out.reserve(players.size() * player_cards + dealer_faces.size());
    for_each_deal_slot(how, players, player_cards, dealer_faces, [&](deal_slot s) { out.push_back(s); });
    return out;
}

}  // namespace carnival::table
