/// \file
/// \brief `carnival::inspect(deck)`: the opening-of-table inspection of a deck.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card_set.hpp>
#include <carnival/cards/deck.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace carnival {

/// \brief What an inspection of a deck found ("the dealer shall sort and inspect the cards",
/// procedures, Opening of the Table for Gaming 1 and 4).
struct deck_inspection {
    card_set missing;               ///< cards of the standard 52 not in the deck
    std::vector<card> duplicates;   ///< every extra copy, in deck order (a card three times appears twice)
    std::vector<card> not_cards;    ///< values that are not one of the 52 cards (bytes copied in), in deck order

    /// Whether the deck is exactly the 52 standard cards, each once, and nothing else.
    [[nodiscard]] bool complete() const noexcept { return missing.empty() && duplicates.empty() && not_cards.empty(); }

    /// A one-line report, e.g. `"complete"` or `"missing: 2c Ah; duplicates: Ks; not cards: code 13, code 200"`.
    [[nodiscard]] std::string summary() const {
        if (complete()) return "complete";
        std::string out;
        const auto part = [&](const char* label) {
            if (!out.empty()) out += "; ";
            out += label;
        };
        if (!missing.empty()) {
            part("missing: ");
            out += to_string(missing);
        }
        if (!duplicates.empty()) {
            part("duplicates:");
            for (card c : duplicates) out += ' ' + to_string(c);
        }
        if (!not_cards.empty()) {
            part("not cards: ");
            for (std::size_t i = 0; i < not_cards.size(); ++i)
                out += (i > 0 ? ", code " : "code ") + std::to_string(not_cards[i].code());
        }
        return out;
    }
};

/// Sorts and inspects \p d against the standard 52-card deck: which cards are missing, which
/// repeat, and which values are not cards at all.
[[nodiscard]] inline deck_inspection inspect(const deck& d) {
    deck_inspection result;
    card_set seen;
    for (card c : d) {
        if (!c.is_valid()) {
            result.not_cards.push_back(c);
            continue;
        }
        if (seen.contains(c)) result.duplicates.push_back(c);
        seen.insert(c);
    }
    result.missing = card_set::full_deck() - seen;
    return result;
}

}  // namespace carnival
