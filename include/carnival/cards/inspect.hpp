/// \file
/// \brief `carnival::inspect(deck)`: the opening-of-table inspection of a deck.
#pragma once

#include <carnival/cards/card_set.hpp>
#include <carnival/cards/deck.hpp>

#include <string>
#include <vector>

namespace carnival {

/// \brief What an inspection of a deck found ("the dealer shall sort and inspect the cards",
/// procedures, Opening of the Table for Gaming 1 and 4).
struct deck_inspection {
    card_set missing;               ///< cards of the standard 52 not in the deck
    std::vector<card> duplicates;   ///< every extra copy, in deck order (a card three times appears twice)

    /// Whether the deck is exactly the 52 standard cards, each once.
    [[nodiscard]] bool complete() const noexcept { return missing.empty() && duplicates.empty(); }

    /// A one-line report, e.g. `"complete"` or `"missing: 2c Ah; duplicates: Ks"`.
    [[nodiscard]] std::string summary() const {
        if (complete()) return "complete";
        std::string out;
        if (!missing.empty()) out += "missing: " + to_string(missing);
        if (!duplicates.empty()) {
            if (!out.empty()) out += "; ";
            out += "duplicates:";
            for (card c : duplicates) out += ' ' + to_string(c);
        }
        return out;
    }
};

/// Sorts and inspects \p d against the standard 52-card deck: which cards are missing and which repeat.
[[nodiscard]] inline deck_inspection inspect(const deck& d) {
    deck_inspection result;
    card_set seen;
    for (card c : d) {
        if (seen.contains(c)) result.duplicates.push_back(c);
        seen.insert(c);
    }
    result.missing = card_set::full_deck() - seen;
    return result;
}

}  // namespace carnival
