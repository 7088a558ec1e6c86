/// \file
/// \brief What settlement returns: one `wager_result` per wager with action, and their sum.
#pragma once

#include <carnival/config.hpp>

#include <carnival/money/money.hpp>
#include <carnival/rules/outcome.hpp>

#include <cstddef>
#include <string_view>
#include <vector>

namespace carnival {

/// \brief How one wager was settled, and who receives what: the player's, the house's and the
/// dealers' net results on it always add up to zero (every chip is accounted for once).
struct wager_result {
    std::string_view wager;  ///< the wager's name, e.g. "pair-plus"
    std::size_t position = 0; ///< which wager it is: its position in the game's wager order (wager_slip<Game>::position<W>())
    money stake;             ///< the amount the player put up on it (zero for a bonus)
    outcome result;          ///< won, lost, pushed, returned, forfeited or withdrawn
    money net;               ///< the player's net: the payout when won, minus the stake when lost or
                             ///< forfeited; minus the stake whatever happens for a bet for the dealers (toke)
    money house;             ///< the house's net: minus what it pays, plus what it collects
    money dealers;           ///< what the dealers receive: a toke's stake and winnings when it wins, its stake on a push
    std::string_view rule;   ///< the paragraph that decided it, e.g. "NY (f)(1)(i)"
    std::string_view line;   ///< the pay-table line that paid, if any
    std::string_view table;  ///< the pay table that settled it, by its own name (empty for even money)

    /// Same in every field.
    friend bool operator==(const wager_result&, const wager_result&) = default;
};

/// \brief What a tally reads of a wager's result (a simulation's, an exact analysis's): the
/// wager, its stake, how it ended and the player's net — settle_contest hands a sink that takes
/// this no more, and builds no names, rules or lines for it.
struct wager_net {
    std::size_t position = 0;  ///< as wager_result::position
    money stake;               ///< as wager_result::stake
    outcome result;            ///< as wager_result::result
    money net;                 ///< as wager_result::net
};

/// The settlement of a round: each wager with action, in the game's wager order.
struct settlement {
    std::vector<wager_result> wagers;  ///< the results

    /// The player's net result over all wagers.
    [[nodiscard]] money net() const { return sum(&wager_result::net); }
    /// The house's net result over all wagers.
    [[nodiscard]] money house() const { return sum(&wager_result::house); }
    /// What the dealers receive over all wagers.
    [[nodiscard]] money dealers() const { return sum(&wager_result::dealers); }
    /// The same results, in the same order.
    friend bool operator==(const settlement&, const settlement&) = default;

    /// The result of the wager named \p name, or null when it had no action.
    [[nodiscard]] const wager_result* find(std::string_view name) const noexcept {
        for (const wager_result& w : wagers)
            if (w.wager == name) return &w;
        return nullptr;
    }

private:
    [[nodiscard]] money sum(money wager_result::*part) const {
        money total;
        for (const wager_result& w : wagers) total += w.*part;
        return total;
    }
};

}  // namespace carnival
