/// \file
/// \brief How a wager ends (`outcome`) and the rule that decided it (`resolution`).
#pragma once

#include <carnival/config.hpp>

#include <string_view>

namespace carnival {

/// How a wager ends.
enum class outcome : unsigned char {
    won,        ///< paid: the player keeps the stake and receives the payout
    lost,       ///< collected by the house
    pushed,     ///< neither paid nor collected (a tie, or "deemed a push")
    returned,   ///< handed back to the player without action (NY (f)(1)(i): the play wager)
    forfeited,  ///< surrendered by folding
};

/// "won", "lost", "pushed", "returned", "forfeited".
[[nodiscard]] constexpr std::string_view name(outcome o) noexcept {
    switch (o) {
        case outcome::won: return "won";
        case outcome::lost: return "lost";
        case outcome::pushed: return "pushed";
        case outcome::returned: return "returned";
        case outcome::forfeited: return "forfeited";
    }
    return "?";
}

/// An outcome and the paragraph that decides it, e.g. `{outcome::won, "NY (f)(1)(i)"}`.
struct resolution {
    outcome result;         ///< how the wager ends
    std::string_view rule;  ///< a short reference to the rule text
};

/// \brief How a wager that competes against the dealer is settled, for each comparison of the
/// player's hand with the dealer's, when the dealer qualifies and when not.
struct contest_rules {
    resolution higher;                ///< dealer qualifies, player's hand higher
    resolution equal;                 ///< dealer qualifies, hands equal
    resolution lower;                 ///< dealer qualifies, player's hand lower
    resolution not_qualified_higher;  ///< dealer does not qualify, player's hand higher
    resolution not_qualified_equal;   ///< dealer does not qualify, hands equal
    resolution not_qualified_lower;   ///< dealer does not qualify, player's hand lower
};

}  // namespace carnival
