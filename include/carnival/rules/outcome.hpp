/// \file
/// \brief How a wager ends (`outcome`) and the rule that decided it (`resolution`).
#pragma once

#include <carnival/config.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace carnival {

/// How a wager ends.
enum class outcome : unsigned char {
    won,        ///< paid: the player keeps the stake and receives the payout
    lost,       ///< collected by the house
    pushed,     ///< neither paid nor collected (a tie, or "deemed a push")
    returned,   ///< handed back to the player without action (NY (f)(1)(i): the play wager)
    forfeited,  ///< surrendered by folding
    withdrawn,  ///< taken back by the player before it had action, as a decision option allows (Let It Ride)
};

/// "won", "lost", "pushed", "returned", "forfeited", "withdrawn".
[[nodiscard]] constexpr std::string_view name(outcome o) noexcept {
    switch (o) {
        case outcome::won: return "won";
        case outcome::lost: return "lost";
        case outcome::pushed: return "pushed";
        case outcome::returned: return "returned";
        case outcome::forfeited: return "forfeited";
        case outcome::withdrawn: return "withdrawn";
    }
    return "?";
}

/// An outcome and the paragraph that decides it, e.g. `won("NY (f)(1)(i)")`.
struct resolution {
    outcome result = outcome::pushed;  ///< how the wager ends
    std::string_view rule;             ///< a short reference to the rule text; empty when not given

    /// Whether it was given: every resolution a game uses cites its rule.
    [[nodiscard]] constexpr bool given() const noexcept { return !rule.empty(); }
    /// Same outcome, same rule.
    friend constexpr bool operator==(const resolution&, const resolution&) = default;
};

/// The wager is paid, as rule \p rule says: `.higher = won("NY (f)(1)(i)")`.
[[nodiscard]] constexpr resolution won(std::string_view rule) noexcept { return {outcome::won, rule}; }
/// The wager is collected by the house, as rule \p rule says.
[[nodiscard]] constexpr resolution lost(std::string_view rule) noexcept { return {outcome::lost, rule}; }
/// The wager neither wins nor loses (a tie, "deemed a push"), as rule \p rule says.
[[nodiscard]] constexpr resolution pushed(std::string_view rule) noexcept { return {outcome::pushed, rule}; }
/// The wager is handed back without action, as rule \p rule says (NY (f)(1)(i): the play wager).
[[nodiscard]] constexpr resolution returned(std::string_view rule) noexcept { return {outcome::returned, rule}; }

/// The six ways the dealer's hand can relate to the player's, as contest_rules lists them.
enum class contest_class : unsigned char {
    higher,                ///< dealer qualifies, player's hand higher
    equal,                 ///< dealer qualifies, hands equal
    lower,                 ///< dealer qualifies, player's hand lower
    not_qualified_higher,  ///< dealer does not qualify, player's hand higher
    not_qualified_equal,   ///< dealer does not qualify, hands equal
    not_qualified_lower,   ///< dealer does not qualify, player's hand lower
};

/// The number of contest classes.
inline constexpr std::size_t contest_classes = 6;

/// A value for each contest_class, indexed by its number (`static_cast<std::size_t>(c)`).
template <class T>
using by_contest_class = std::array<T, contest_classes>;

/// \brief How many deals (or hands) fall in each contest_class: the dealer's hands split against a
/// player's, as the exact analysis counts them.
using contest_counts = by_contest_class<std::uint64_t>;

/// The contest_class of a player's hand that compares \p order to the dealer's, who \p qualifies or not.
template <class Order>
[[nodiscard]] constexpr contest_class classify(Order order, bool qualifies) noexcept {
    const int c = (order > 0 ? 0 : order == 0 ? 1 : 2) + (qualifies ? 0 : 3);
    return static_cast<contest_class>(c);
}

/// \brief How a wager that competes against the dealer is settled, for each comparison of the
/// player's hand with the dealer's, when the dealer qualifies and when not, each field naming its
/// rule:
/// \code
/// inline constexpr contest_rules play_contest{
///     .higher = won("NY (f)(1)(i)"), .equal = pushed("NY (b)(3)"), .lower = lost("NY (f)(1)(i)"),
///     .not_qualified_higher = returned("NY (f)(1)(i)"), .not_qualified_equal = returned("NY (f)(1)(i)"),
///     .not_qualified_lower = returned("NY (f)(1)(i)")};
/// \endcode
/// Ties go to the player with `.equal = won(…)`. In a game whose dealer always plays (no
/// qualifier) the `not_qualified_` fields are left out; game checks that every field the game can
/// reach is given.
struct contest_rules {
    resolution higher{};                ///< dealer qualifies, player's hand higher
    resolution equal{};                 ///< dealer qualifies, hands equal
    resolution lower{};                 ///< dealer qualifies, player's hand lower
    resolution not_qualified_higher{};  ///< dealer does not qualify, player's hand higher
    resolution not_qualified_equal{};   ///< dealer does not qualify, hands equal
    resolution not_qualified_lower{};   ///< dealer does not qualify, player's hand lower

    /// The field for contest class \p c.
    [[nodiscard]] constexpr resolution operator[](contest_class c) const noexcept {
        switch (c) {
            case contest_class::higher: return higher;
            case contest_class::equal: return equal;
            case contest_class::lower: return lower;
            case contest_class::not_qualified_higher: return not_qualified_higher;
            case contest_class::not_qualified_equal: return not_qualified_equal;
            case contest_class::not_qualified_lower: return not_qualified_lower;
        }
        return {};
    }
    /// The six fields as an array indexed by contest_class (what a hot loop reads: no switch).
    [[nodiscard]] constexpr by_contest_class<resolution> by_class() const noexcept {
        return {higher, equal, lower, not_qualified_higher, not_qualified_equal, not_qualified_lower};
    }
    /// Whether the fields for a qualifying dealer are given.
    [[nodiscard]] constexpr bool covers_a_qualifying_dealer() const noexcept {
        return higher.given() && equal.given() && lower.given();
    }
    /// Whether the fields for a dealer who does not qualify are given.
    [[nodiscard]] constexpr bool covers_a_dealer_who_does_not_qualify() const noexcept {
        return not_qualified_higher.given() && not_qualified_equal.given() && not_qualified_lower.given();
    }
};

/// \brief The contest_rules of an ante or raise in a game without a dealer hand, settled by its
/// table on the player's hand alone (paid_by): every round is in contest class `higher`, which
/// \p rule (the rule card's paragraph that pays the wager) resolves as a win for the table to
/// settle. Mississippi Stud's bets: `on_the_players_hand("Mississippi Stud 3")`.
[[nodiscard]] constexpr contest_rules on_the_players_hand(std::string_view rule) noexcept { return {.higher = won(rule)}; }

}  // namespace carnival
