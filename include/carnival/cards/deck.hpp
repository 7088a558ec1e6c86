/// \file
/// \brief `carnival::deck`: an ordered sequence of cards, by default the standard 52.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/error.hpp>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace carnival {

/// \brief An ordered sequence of physical cards, top of the deck first.
///
/// Default-constructed, it is the standard 52-card deck in canonical order (clubs 2…A,
/// diamonds, hearts, spades: "spread out according to suit and in sequence", procedures,
/// Opening of the Table 2). It may also hold any sequence handed to the table, a defective one
/// included: inspect() tells what is wrong with it.
class deck {
public:
    using value_type = card;                                    ///< a card
    using iterator = std::vector<card>::iterator;               ///< iterates the cards, top first
    using const_iterator = std::vector<card>::const_iterator;   ///< iterates the cards, top first

    /// The standard 52 cards in canonical order.
    deck() {
        cards_.reserve(deck_size);
        for (int i = 0; i < deck_size; ++i) cards_.push_back(card::from_dense_index_unchecked(i));
    }
    /// Exactly the cards \p cards, in that order (missing or repeated cards allowed: see inspect()).
    explicit deck(std::vector<card> cards) noexcept : cards_(std::move(cards)) {}

    /// Number of cards.
    [[nodiscard]] std::size_t size() const noexcept { return cards_.size(); }
    /// The card at position \p i from the top; precondition: i < size() (at() checks it).
    [[nodiscard]] card operator[](std::size_t i) const noexcept { return cards_[i]; }
    /// \brief The card at position \p i from the top; throws std::out_of_range, naming \p i and
    /// the deck's size, for a position past the last card.
    [[nodiscard]] card at(std::size_t i) const {
        if (i >= cards_.size())
            carnival::detail::fail<std::out_of_range>({"carnival::deck::at: card ", std::to_string(i), " of a deck of ",
                                                       std::to_string(cards_.size()), " (positions run from 0)"});
        return cards_[i];
    }
    /// The cards, top first.
    [[nodiscard]] const std::vector<card>& cards() const noexcept { return cards_; }

    /// The top card (mutable: a shuffle reorders the deck in place).
    [[nodiscard]] iterator begin() noexcept { return cards_.begin(); }
    /// Past the bottom card.
    [[nodiscard]] iterator end() noexcept { return cards_.end(); }
    /// The top card.
    [[nodiscard]] const_iterator begin() const noexcept { return cards_.begin(); }
    /// Past the bottom card.
    [[nodiscard]] const_iterator end() const noexcept { return cards_.end(); }

    /// Same cards in the same order.
    friend bool operator==(const deck&, const deck&) = default;

private:
    std::vector<card> cards_;
};

}  // namespace carnival
