/// \file
/// \brief What settlement returns: one `wager_result` per wager with action, and their sum.
#pragma once

#include <carnival/money/money.hpp>
#include <carnival/rules/outcome.hpp>

#include <string_view>
#include <vector>

namespace carnival {

/// How one wager was settled.
struct wager_result {
    std::string_view wager;  ///< the wager's name, e.g. "pair-plus"
    money stake;             ///< the amount the player had on it (zero for a bonus)
    outcome result;          ///< won, lost, pushed, returned or forfeited
    money net;               ///< what the player gains: the payout when won, minus the stake when lost or forfeited
    std::string_view rule;   ///< the paragraph that decided it, e.g. "NY (f)(1)(i)"
    std::string_view line;   ///< the pay-table line that paid, if any

    /// Same in every field.
    friend bool operator==(const wager_result&, const wager_result&) = default;
};

/// The settlement of a round: each wager with action, in the game's wager order.
struct settlement {
    std::vector<wager_result> wagers;  ///< the results

    /// The player's net result over all wagers.
    [[nodiscard]] money net() const {
        money total;
        for (const wager_result& w : wagers) total += w.net;
        return total;
    }
    /// The result of the wager named \p name, or null when it had no action.
    [[nodiscard]] const wager_result* find(std::string_view name) const noexcept {
        for (const wager_result& w : wagers)
            if (w.wager == name) return &w;
        return nullptr;
    }
};

}  // namespace carnival
