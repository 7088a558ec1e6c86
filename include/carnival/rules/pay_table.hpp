/// \file
/// \brief Pay tables as compile-time data: odds "X to 1" by hand category or by predicate, and
/// fixed awards.
#pragma once

#include <carnival/cards/card_set.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/eval/ranking.hpp>
#include <carnival/money/money.hpp>

#include <boost/hana/filter.hpp>
#include <boost/hana/integral_constant.hpp>
#include <boost/hana/map.hpp>
#include <boost/hana/pair.hpp>
#include <boost/hana/core/to.hpp>
#include <boost/hana/transform.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <cstdint>
#include <optional>
#include <type_traits>
#include <string_view>

namespace carnival {

/// \brief What a winning line pays: odds "X to 1" on the stake, or a fixed award that does not
/// grow with the stake (NY (f)(2)(ii): $1,000,000 for a six-card diamond royal flush).
struct payout {
    std::string_view line;     ///< the line's name, e.g. "Straight flush"
    std::int64_t to_one = 0;   ///< X of "X to 1" (0 for a fixed award)
    money award{};             ///< the fixed award (zero for odds)

    /// Whether this is a fixed award.
    [[nodiscard]] constexpr bool is_award() const noexcept { return to_one == 0; }
    /// What a winning \p stake is paid (the stake itself is kept too); throws money_overflow.
    [[nodiscard]] constexpr money for_stake(money stake) const { return is_award() ? award : stake * to_one; }
};

/// \brief Hand category \p C as a compile-time key of a Boost.Hana map (see pay_table::odds_by_category).
template <hand_category C>
inline constexpr auto category_c = boost::hana::type_c<std::integral_constant<hand_category, C>>;

/// \brief A line paying \p ToOne to 1 when the hand's category is \p Category.
template <hand_category Category, std::int64_t ToOne>
struct pays {
    static_assert(ToOne > 0, "carnival::pays: odds must be at least 1 to 1");
    static constexpr hand_category category = Category;                  ///< the category paid
    static constexpr std::string_view name = carnival::name(Category);   ///< the line's name
    /// The payout.
    static constexpr payout pay{name, ToOne, {}};
    /// Whether \p hand (a paid_hand with a value) matches.
    template <class Hand>
    [[nodiscard]] static constexpr bool matches(const Hand& hand) noexcept {
        return hand.value.category() == Category;
    }
};

/// \brief A line paying \p ToOne to 1 when predicate \p P holds for the hand.
template <class P, std::int64_t ToOne>
struct pays_if {
    static_assert(ToOne > 0, "carnival::pays_if: odds must be at least 1 to 1");
    static constexpr std::string_view name = P::name;  ///< the line's name
    /// The payout.
    static constexpr payout pay{name, ToOne, {}};
    /// Whether \p hand matches.
    template <class Hand>
    [[nodiscard]] static constexpr bool matches(const Hand& hand) noexcept {
        return P::holds(hand);
    }
};

/// \brief A line awarding a fixed \p MinorUnits (cents) when predicate \p P holds.
template <class P, std::int64_t MinorUnits>
struct awards_if {
    static_assert(MinorUnits > 0, "carnival::awards_if: an award must be positive");
    static constexpr std::string_view name = P::name;  ///< the line's name
    /// The payout.
    static constexpr payout pay{name, 0, money::cents(MinorUnits)};
    /// Whether \p hand matches.
    template <class Hand>
    [[nodiscard]] static constexpr bool matches(const Hand& hand) noexcept {
        return P::holds(hand);
    }
};

/// \brief A hand as a pay table sees it: the cards and, for a ranked hand, its value.
template <class Value>
struct paid_hand {
    Value value;     ///< the hand's value (a hand_value, or nothing for raw cards)
    card_set cards;  ///< every card the wager looks at
};

/// The value type of a raw, unranked hand.
struct no_value {};

/// Marks a pay table that reads raw cards, without a ranking (pocket poker).
struct unranked {};

namespace detail {
template <class Line> inline constexpr bool is_category_line = requires { Line::category; };
template <class R, class Line>
consteval bool line_fits() {
    if constexpr (is_category_line<Line>) {
        if constexpr (std::same_as<R, unranked>) {
            return false;
        } else {
            return has_category<R>(Line::category);
        }
    } else {
        return true;
    }
}
}  // namespace detail

/// \brief A pay table: \p Lines, highest first, over hands ranked by \p R (or `unranked`). The
/// first line that matches pays; no match loses.
///
/// \code
/// using pair_plus_a = pay_table<three_card, pays<hand_category::straight_flush, 35>,
///     pays<hand_category::three_of_a_kind, 30>, pays<hand_category::straight, 6>,
///     pays<hand_category::flush, 4>, pays<hand_category::pair, 1>>;
/// \endcode
/// A line for a category the ranking does not have does not compile.
template <class R, class... Lines>
struct pay_table {
    static_assert(sizeof...(Lines) > 0, "carnival::pay_table: a pay table needs at least one line");
    static_assert((detail::line_fits<R, Lines>() && ...),
                  "carnival::pay_table: a line pays on a hand category the ranking does not have");

    using ranking_type = R;  ///< the ranking of the hands it pays (or `unranked`)

    /// The lines, as a Boost.Hana tuple of types.
    static constexpr auto lines = boost::hana::tuple_t<Lines...>;

    /// \brief The category lines as a compile-time Boost.Hana map from `category_c<c>` to
    /// `hana::llong<X>` ("X to 1"): `odds_by_category[category_c<hand_category::flush>] == 4`.
    static constexpr auto odds_by_category = boost::hana::to_map(boost::hana::transform(
        boost::hana::filter(lines, [](auto line) {
            return boost::hana::bool_c<detail::is_category_line<typename decltype(line)::type>>;
        }),
        [](auto line) {
            using L = typename decltype(line)::type;
            return boost::hana::make_pair(category_c<L::category>,
                                          boost::hana::llong_c<L::pay.to_one>);
        }));

    /// The payout of the first line that matches \p hand, or nothing (the wager loses).
    template <class Hand>
    [[nodiscard]] static constexpr std::optional<payout> lookup(const Hand& hand) noexcept {
        std::optional<payout> found;
        (void)((Lines::matches(hand) ? (found = Lines::pay, true) : false) || ...);
        return found;
    }
};

}  // namespace carnival
