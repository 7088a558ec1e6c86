/// \file
/// \brief `carnival::table::shoe`: a table's decks, the card to deal next, the shuffles queued
/// and the discard rack with its index — the cards of a table wherever they are.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/deck.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/rack.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <span>
#include <stdexcept>
#include <vector>

namespace carnival::table {

/// A table's decks, the card to deal next, the orders queued for its next shuffles and its discard rack.
struct shoe {
    std::array<deck, 2> decks{};        ///< the decks; with two, they alternate by round (procedures, Equipment 2)
    std::size_t next_card = 0;          ///< the next card of the deck in play
    std::uint64_t shuffles = 0;         ///< shuffles so far
    std::deque<deck> replays;           ///< orders queued for the next shuffles (table::replay_shuffle)
    std::vector<card> rack;             ///< the discard rack, bottom first
    std::vector<rack_slice> rack_index; ///< the rack, slice by slice

    /// A shoe whose rack holds a deck without growing.
    shoe() {
        rack.reserve(static_cast<std::size_t>(deck_size));
        rack_index.reserve(static_cast<std::size_t>(deck_size));
    }

    /// The next card of deck \p d.
    card draw(std::size_t d) {
        if (next_card >= decks[d].size()) throw std::logic_error("carnival::table: the deck ran out");
        return decks[d][next_card++];
    }
    /// The cards of deck \p d not dealt yet.
    [[nodiscard]] std::span<const card> undealt(std::size_t d) const noexcept {
        return std::span<const card>(decks[d].cards()).subspan(std::min(next_card, decks[d].size()));
    }
    /// Puts \p cards in the discard rack, noting whose they are and what they were.
    void to_rack(position who, rack_part what, std::span<const card> cards) {
        if (cards.empty()) return;
        rack_index.push_back({who, what, rack.size(), cards.size()});
        rack.insert(rack.end(), cards.begin(), cards.end());
    }
    /// \brief Deck \p d gathered for its shuffle: the discard rack, bottom first, then the cards
    /// not dealt; the rack emptied.
    void gather(std::size_t d) {
        deck& in_play = decks[d];
        if (rack.size() == next_card) {  // every card dealt is in the rack: they go where they were
            std::copy(rack.begin(), rack.end(), in_play.begin());
        } else {
            std::vector<card> gathered = rack;
            const std::span<const card> rest = undealt(d);
            gathered.insert(gathered.end(), rest.begin(), rest.end());
            in_play = deck(std::move(gathered));
        }
        rack.clear();
        rack_index.clear();
        next_card = 0;
    }
    /// Same cards in the same places.
    friend bool operator==(const shoe&, const shoe&) = default;
};

}  // namespace carnival::table
