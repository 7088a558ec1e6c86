/// \file
/// \brief `carnival::decision`: what a player does at a decision point — fold, check, raise a
/// multiple of the ante, or pull back a bet — and `carnival::action`, its kind.
#pragma once

#include <carnival/config.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace carnival {

/// The kinds of decision a decision point can offer (see the may_ options in sequence.hpp).
enum class action : unsigned char {
    fold,       ///< surrender: the wagers in action are forfeited and participation ends
    check,      ///< neither make nor take back a wager (Let It Ride's "let it ride")
    raise,      ///< place the point's raise wager at a multiple of the ante
    pull_back,  ///< take back a wager placed before the deal (Let It Ride's bets 1 and 2)
};

/// "fold", "check", "raise", "pull back", or "not an action" for any other value.
[[nodiscard]] constexpr std::string_view name(action a) noexcept {
    switch (a) {
        case action::fold: return "fold";
        case action::check: return "check";
        case action::raise: return "raise";
        case action::pull_back: return "pull back";
    }
    return "not an action";
}

/// \brief A player's decision: an action and, for a raise, the multiple of the ante.
///
/// `decision::fold`, `decision::check`, `decision::pull_back`; `decision::raise(3)` raises three
/// times the ante; `decision::play` raises at the only multiple the point offers (Three Card
/// Poker's play wager, NY (c)(1)(i); Mini-Tex's flop, river and play wagers).
struct decision {
    action act = action::check;  ///< what the player does
    std::uint32_t times = 0;     ///< for a raise: the multiple of the ante; 0 = the point's only multiple

    static const decision play;       ///< raise at the point's only multiple
    static const decision fold;       ///< fold
    static const decision check;      ///< check (let it ride)
    static const decision pull_back;  ///< pull back the bet the point lets the player take back
    /// Raise \p times times the ante (one of the multiples the point offers).
    [[nodiscard]] static constexpr decision raise(std::uint32_t times) noexcept { return {action::raise, times}; }

    /// Same action, same multiple.
    friend constexpr bool operator==(const decision&, const decision&) = default;
};

inline constexpr decision decision::play{action::raise, 0};
inline constexpr decision decision::fold{action::fold, 0};
inline constexpr decision decision::check{action::check, 0};
inline constexpr decision decision::pull_back{action::pull_back, 0};

/// Whether \p d is a decision at all: a known action, and a multiple only on a raise (bytes copied in can hold anything).
[[nodiscard]] constexpr bool is_decision(decision d) noexcept {
    switch (d.act) {
        case action::raise: return true;
        case action::fold:
        case action::check:
        case action::pull_back: return d.times == 0;
    }
    return false;
}

/// "play", "fold", "check", "pull back", "raise 3x", or "not a decision" for a value that is none.
[[nodiscard]] inline std::string name(decision d) {
    if (!is_decision(d)) return "not a decision";
    if (d == decision::play) return "play";
    if (d.act == action::raise) return "raise " + std::to_string(d.times) + "x";
    return std::string(name(d.act));
}

}  // namespace carnival
