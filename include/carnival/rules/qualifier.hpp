/// \file
/// \brief Dealer qualifiers: the `qualifier_for` concept, `at_least<R, "hand">` and the bundled ones.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/literals.hpp>
#include <carnival/detail/fixed_string.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/eval/ranking.hpp>
#include <carnival/eval/rankings/three_card.hpp>

#include <array>
#include <concepts>
#include <string_view>

namespace carnival {

/// \brief A dealer qualifier for ranking \p R: `Q::ranking_type` is \p R, `Q::qualifies(v)` says
/// whether the dealer's hand value `v` qualifies, and `Q::name` describes the rule.
template <class Q, class R>
concept qualifier_for = ranking<R> && std::same_as<typename Q::ranking_type, R> && requires(hand_value<R> v) {
    { Q::qualifies(v) } -> std::same_as<bool>;
    { Q::name } -> std::convertible_to<std::string_view>;
};

namespace detail {
/// The value of the hand written as \p Hand (cards separated by spaces), at compile time.
template <ranking R, fixed_string Hand>
consteval hand_value<R> value_of() {
    std::array<card, R::hand_size> cards{};
    std::size_t n = 0;
    const card_token t = read_cards(Hand.view(), [&](card c, std::size_t) {
        if (n < R::hand_size) cards[n] = c;
        ++n;
    });
    if (t.error != nullptr) throw "carnival::at_least: the minimum hand is not a list of cards";
    if (n != R::hand_size) throw "carnival::at_least: the minimum hand must have the ranking's hand size";
    return evaluate<R>(cards);
}
}  // namespace detail

/// \brief Qualifies with the hand \p Minimum or better under ranking \p R: "dealer plays with queen
/// high or better" is `at_least<three_card, "Qc 3d 2h", "queen-high or better">`, since Q-3-2 is
/// the lowest queen-high hand. A malformed hand does not compile.
template <ranking R, fixed_string Minimum, fixed_string Name>
struct at_least {
    using ranking_type = R;                                              ///< the ranking it reads
    static constexpr hand_value<R> minimum = detail::value_of<R, Minimum>();  ///< the lowest qualifying hand
    static constexpr std::string_view name = Name.view();                   ///< e.g. "queen-high or better"
    /// Whether \p dealer is \ref minimum or better.
    [[nodiscard]] static constexpr bool qualifies(hand_value<R> dealer) noexcept { return dealer >= minimum; }
};

/// \brief The dealer always plays: a game without a qualifier (Four Card Poker). Its contests
/// need no `not_qualified_` fields.
template <ranking R>
struct always_qualifies {
    using ranking_type = R;                                   ///< the ranking it reads
    static constexpr std::string_view name = "dealer always plays";  ///< the rule's name
    static constexpr bool always = true;                     ///< no hand fails it
    /// Always true.
    [[nodiscard]] static constexpr bool qualifies(hand_value<R>) noexcept { return true; }
};

namespace detail {
/// Whether qualifier \p Q can fail (every qualifier but always_qualifies).
template <class Q>
inline constexpr bool qualifier_can_fail = !requires { requires Q::always; };
}  // namespace detail

/// Queen high or better, NY (a)(2)(iv), (f)(1)(i).
using queen_high_or_better = at_least<three_card, "Qc 3d 2h", "queen-high or better">;
/// A pair or better, 13:69F-37 (g)(1).
using pair_or_better = at_least<three_card, "2c 2d 3h", "pair or better">;
/// Ace-king or better, 13:69F-37 (g)(1).
using ace_king_or_better = at_least<three_card, "Ac Kd 2h", "ace-king or better">;

}  // namespace carnival
