/// \file
/// \brief Pay tables as compile-time data: odds "X to Y" by hand category or by predicate, fixed
/// awards, and lines that push.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card_set.hpp>
#include <carnival/detail/fixed_string.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/eval/ranking.hpp>
#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/card_source.hpp>

#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

namespace carnival {

/// \brief What a fixed award pays a wager of another amount than the stake it is for.
enum class award_policy : unsigned char {
    exact_stake,     ///< only a wager of exactly that stake may be placed (the default)
    pro_rata_below,  ///< a smaller wager is paid award × wager / stake, rounded down to the cent; a larger one the award
};

/// \brief The terms of a fixed award: the amount, the stake it is for, and what other stakes get.
/// NY (f)(2)(ii) table E's diamond royal is `{.award_cents = 100'000'000, .stake_cents = 500}`:
/// $1,000,000 for a $5 wager, which does not grow with the wager (rules README).
struct fixed_award {
    std::int64_t award_cents = 0;                      ///< the award, in minor units
    std::int64_t stake_cents = 0;                      ///< the wager it is for, in minor units
    award_policy policy = award_policy::exact_stake;   ///< what a wager of another amount gets

    /// Whether the terms make sense: a positive award for a positive stake, a known policy.
    [[nodiscard]] constexpr bool is_valid() const noexcept {
        return award_cents > 0 && stake_cents > 0 &&
               (policy == award_policy::exact_stake || policy == award_policy::pro_rata_below);
    }
    /// Whether a wager of \p stake may be paid on these terms (exact_stake: only the stake itself).
    [[nodiscard]] constexpr bool takes(money stake) const noexcept {
        return policy != award_policy::exact_stake || stake == money::cents(stake_cents);
    }
    /// Same terms.
    friend constexpr bool operator==(const fixed_award&, const fixed_award&) = default;
};

/// \brief What a line does with a wager its hand matches: pays odds "X to Y" on the stake (rounded
/// down to the minor unit: the house keeps the fraction of a cent, odds_rounding), pays a fixed
/// award on its terms, or pushes (returns the wager: neither paid nor collected).
struct payout {
    std::string_view line;     ///< the line's name, e.g. "Straight flush"
    std::int64_t to = 0;       ///< X of "X to Y" (0 for a fixed award or a push)
    std::int64_t per = 1;      ///< Y of "X to Y": 1 for "X to 1", 2 for "3 to 2"
    fixed_award award{};       ///< the fixed award's terms (zero for odds and for a push)
    bool push = false;         ///< the line pushes the wager rather than paying it

    /// Whether this is a fixed award.
    [[nodiscard]] constexpr bool is_award() const noexcept { return !push && to == 0; }
    /// Whether the line pushes: the wager is returned, neither paid nor collected.
    [[nodiscard]] constexpr bool pushes() const noexcept { return push; }
    /// \brief What a winning \p stake is paid (the stake itself is kept too): odds X to Y pay
    /// stake × X / Y rounded down to the minor unit (odds_rounding), a push nothing. Throws
    /// invalid_wager for a stake that is not positive or that an exact_stake award is not for,
    /// std::invalid_argument for odds below 0 or per 0, or award terms that make no sense, money_overflow.
    [[nodiscard]] constexpr money for_stake(money stake) const {
        if (stake <= money{})
            throw invalid_wager("carnival: the " + std::string(line) + " line pays a positive wager, got " + to_string(stake));
        if (push) return money{};
        if (to < 0 || per <= 0 || (is_award() && !award.is_valid()))
            throw std::invalid_argument("carnival: the " + std::string(line) +
                                        " line pays neither positive odds nor a positive award for a positive stake");
        if (!is_award()) {
            if (per == 1) return stake * to;
            __extension__ using wide = __int128;  // X to Y: the product cannot overflow before the division
            const wide paid = static_cast<wide>(stake.minor_units()) * to / per;  // rounded down: odds_rounding
            if (paid > INT64_MAX) return stake * to;  // throws money_overflow, naming the amounts
            return money::cents(static_cast<std::int64_t>(paid));
        }
        const money full = money::cents(award.award_cents), wanted = money::cents(award.stake_cents);
        if (!award.takes(stake))
            throw invalid_wager("carnival: the " + std::string(line) + " award of " + to_string(full) + " is for a wager of exactly " +
                                to_string(wanted) + ", got " + to_string(stake));
        if (stake >= wanted) return full;  // it does not grow with the wager
        __extension__ using wide = __int128;  // pro rata below the stake, rounded down to the cent
        return money::cents(static_cast<std::int64_t>(static_cast<wide>(award.award_cents) * stake.minor_units() /
                                                      award.stake_cents));
    }
};

namespace detail {
/// The name of category \p c: carnival::name for a hand_category, the designer's `name(c)` (found
/// by argument-dependent lookup) for a ranking's own.
template <class C>
constexpr std::string_view category_name(C c) noexcept {
    return name(c);
}
}  // namespace detail

/// \brief How a payout at odds "X to Y" with Y above 1 is rounded when the stake is not a multiple
/// of Y minor units: down to the minor unit, the house keeping the fraction (a rule card states it).
inline constexpr std::string_view odds_rounding = "paid rounded down to the minor unit (the house keeps the fraction)";

/// \brief A line paying \p To to \p Per (by default "X to 1") when the hand's category is \p
/// Category: `pays<flush, 3, 2>` pays 3 to 2, rounded down to the minor unit (odds_rounding).
/// \p Category is a hand_category, or a category of a designer's ranking (its own enum).
template <auto Category, std::int64_t To, std::int64_t Per = 1>
struct pays {
    static_assert(std::is_enum_v<decltype(Category)>, "carnival::pays: the first argument is a hand category (e.g. pays<flush, 6>)");
    static_assert(To > 0 && Per > 0, "carnival::pays: odds are X to Y with X and Y at least 1 (e.g. pays<flush, 3, 2>)");
    static constexpr auto category = Category;                           ///< the category paid
    static constexpr std::string_view name = detail::category_name(Category);  ///< the line's name
    /// The payout.
    static constexpr payout pay{.line = name, .to = To, .per = Per};
    /// Whether \p hand (a paid_hand with a value) matches.
    template <class Hand>
    [[nodiscard]] static constexpr bool matches(const Hand& hand) noexcept {
        return hand.value.category() == Category;
    }
};

/// \brief A line paying \p To to \p Per (by default "X to 1") when predicate \p P holds for the
/// hand: P has a `name` and `static bool holds(const Hand&)`, and declares `static constexpr bool
/// suit_blind = true` when it reads the suits only through which cards share one (suited or not, a
/// flush) — never a named suit — so that exact analysis may count deals that differ only by suit
/// names once.
template <class P, std::int64_t To, std::int64_t Per = 1>
struct pays_if {
    static_assert(To > 0 && Per > 0, "carnival::pays_if: odds are X to Y with X and Y at least 1 (e.g. pays_if<P, 3, 2>)");
    using predicate = P;                               ///< what it pays on
    static constexpr std::string_view name = P::name;  ///< the line's name
    /// The payout.
    static constexpr payout pay{.line = name, .to = To, .per = Per};
    /// Whether \p hand matches.
    template <class Hand>
    [[nodiscard]] static constexpr bool matches(const Hand& hand) noexcept(noexcept(P::holds(hand))) {
        return P::holds(hand);
    }
};

/// \brief A line that pushes the wager (returns it, neither paid nor collected) when the hand's
/// category is \p Category, for a table whose lower hands lose.
template <auto Category>
struct pushes {
    static_assert(std::is_enum_v<decltype(Category)>, "carnival::pushes: the argument is a hand category (e.g. pushes<pair>)");
    static constexpr auto category = Category;                           ///< the category pushed
    static constexpr std::string_view name = detail::category_name(Category);  ///< the line's name
    /// The payout: a push.
    static constexpr payout pay{.line = name, .push = true};
    /// Whether \p hand (a paid_hand with a value) matches.
    template <class Hand>
    [[nodiscard]] static constexpr bool matches(const Hand& hand) noexcept {
        return hand.value.category() == Category;
    }
};

/// \brief A line that pushes the wager when predicate \p P holds (as pays_if): Mississippi Stud's
/// "pair of sixes to tens".
template <class P>
struct pushes_if {
    using predicate = P;                               ///< what it pushes on
    static constexpr std::string_view name = P::name;  ///< the line's name
    /// The payout: a push.
    static constexpr payout pay{.line = name, .push = true};
    /// Whether \p hand matches.
    template <class Hand>
    [[nodiscard]] static constexpr bool matches(const Hand& hand) noexcept(noexcept(P::holds(hand))) {
        return P::holds(hand);
    }
};

/// \brief A line paying a fixed award on \p Terms (the amount, the stake it is for, and what
/// other stakes get) when predicate \p P holds.
template <class P, fixed_award Terms>
struct awards_if {
    static_assert(Terms.award_cents > 0, "carnival::awards_if: an award must be positive");
    static_assert(Terms.stake_cents > 0, "carnival::awards_if: give the stake the award is for (.stake_cents > 0)");
    static_assert(Terms.is_valid(), "carnival::awards_if: the policy must be award_policy::exact_stake or pro_rata_below");
    using predicate = P;                               ///< what it pays on
    static constexpr std::string_view name = P::name;  ///< the line's name
    static constexpr fixed_award terms = Terms;        ///< the award's terms
    /// The payout.
    static constexpr payout pay{.line = name, .award = Terms};
    /// Whether \p hand matches.
    template <class Hand>
    [[nodiscard]] static constexpr bool matches(const Hand& hand) noexcept(noexcept(P::holds(hand))) {
        return P::holds(hand);
    }
};

/// \brief A hand as a pay table sees it: the cards and, for a ranked hand, its value.
template <class Value>
struct paid_hand {
    Value value;     ///< the hand's value (a hand_value, or nothing for raw cards)
    card_set cards;  ///< every card the wager looks at
};

/// \brief A paid_hand whose cards are also kept by where they came from, for a line that reads
/// the player's and the dealer's apart (Texas Hold'em Bonus: "player A-A with dealer A-A"). A
/// predicate that reads `from` says which sources with `static constexpr unsigned sources_read`
/// (as on_cards_of does; see detail::sources_read): a game with such a line, and only such a game,
/// settles its pay tables on these.
template <class Value>
struct paid_hand_by_source : paid_hand<Value> {
    std::array<card_set, card_source_count> by_source{};  ///< cards, by card_source (see from)

    /// The cards the wager looks at that came from \p s.
    [[nodiscard]] constexpr card_set from(card_source s) const noexcept { return by_source[index(s)]; }
};

/// The value type of a raw, unranked hand.
struct no_value {};

/// Marks a pay table that reads raw cards, without a ranking (pocket poker).
struct unranked {};

namespace detail {
/// Whether predicate \p P says it is suit_blind (see pays_if).
template <class P> inline constexpr bool is_suit_blind = requires { requires P::suit_blind; };
/// \brief The sources whose cards predicate \p P reads apart from the others (paid_hand::from), a
/// bit per card_source (1 << index(s)); 0 when it reads the cards as one set. An analysis deals
/// such sources their own cards, and a game refuses a line that reads a source its hand does not.
template <class P>
inline constexpr unsigned sources_read = [] {
    if constexpr (requires { P::sources_read; }) {
        return static_cast<unsigned>(P::sources_read);
    } else {
        return 0U;
    }
}();
/// The sources pay-table line \p Line reads apart (its predicate's sources_read; 0 for a category line).
template <class Line>
inline constexpr unsigned line_sources_read = [] {
    if constexpr (requires { typename Line::predicate; }) {
        return sources_read<typename Line::predicate>;
    } else {
        return 0U;
    }
}();
template <class Line> inline constexpr bool is_category_line = requires { Line::category; };
template <class Line> inline constexpr bool is_award_line = requires { Line::terms; };

/// Sets \p found to category line \p Line's odds and returns true if it pays on category \p c.
template <class Line, class C>
constexpr bool category_line_odds(C c, std::optional<std::int64_t>& found) noexcept {
    if constexpr (is_category_line<Line>) {
        if (Line::category == c) {
            if (!Line::pay.push && Line::pay.per == 1) found = Line::pay.to;
            return true;
        }
    }
    return false;
}

/// The award terms of a table's lines: those of its first award line, and whether every award line shares its stake and policy.
struct award_lines {
    std::optional<fixed_award> first;  ///< nothing when no line is an award
    bool agree = true;                 ///< every award is for the same stake and policy
};
template <class... Lines>
consteval award_lines award_lines_of() {
    award_lines out;
    (
        [&] {
            if constexpr (is_award_line<Lines>) {
                if (!out.first) out.first = Lines::terms;
                out.agree = out.agree && out.first->stake_cents == Lines::terms.stake_cents && out.first->policy == Lines::terms.policy;
            }
        }(),
        ...);
    return out;
}
template <class R, class Line>
consteval bool line_fits() {
    if constexpr (is_category_line<Line>) {
        if constexpr (std::same_as<R, unranked>) {
            return false;
        } else {
            if constexpr (std::is_same_v<std::remove_cvref_t<decltype(Line::category)>, category_type<R>>) {
                return has_category<R>(Line::category);
            } else {
                return false;  // a category of another kind of ranking
            }
        }
    } else {
        return true;
    }
}
}  // namespace detail

/// \brief The pay table named \p Name: \p Lines, highest first, over hands ranked by \p R (or
/// `unranked`). The first line that matches pays (or pushes); no match loses. The name goes wherever the table
/// does: settlement messages, par sheets, rule cards.
///
/// \code
/// using enum hand_category;
/// using pair_plus_a = pay_table<"NY (f)(1)(ii) pay table A", three_card,
///     pays<straight_flush, 35>, pays<three_of_a_kind, 30>, pays<straight, 6>, pays<flush, 4>, pays<pair, 1>>;
/// \endcode
/// A line for a category the ranking does not have does not compile.
template <fixed_string Name, class R, class... Lines>
struct pay_table {
    static_assert(sizeof...(Lines) > 0, "carnival::pay_table: a pay table needs at least one line");
    static_assert((detail::line_fits<R, Lines>() && ...),
                  "carnival::pay_table: a line pays on a hand category the ranking does not have");

    static_assert(Name.view().size() > 0, "carnival::pay_table: name the table (its first argument), e.g. \"pair plus A\"");

    static constexpr std::string_view name = Name.view();  ///< the table's name, e.g. "NY (f)(1)(ii) pay table A"
    using ranking_type = R;  ///< the ranking of the hands it pays (or `unranked`)

    /// The terms of the table's first fixed award, if it has any: the stake and policy every award of the table shares.
    static_assert(detail::award_lines_of<Lines...>().agree,
                  "carnival::pay_table: the fixed awards of one table must be for the same stake and policy");
    static constexpr std::optional<fixed_award> award_terms = detail::award_lines_of<Lines...>().first;

    /// The lines, as a Boost.Hana tuple of types.
    static constexpr auto lines = boost::hana::tuple_t<Lines...>;
    /// The sources some line reads apart (on_cards_of), a bit per card_source; 0 for most tables.
    static constexpr unsigned sources_read = (detail::line_sources_read<Lines> | ... | 0U);
    /// What each line pays, in the table's order: the lines as data, for code that reads them all
    /// alike (a rule card) without a template per line.
    static constexpr std::array<payout, sizeof...(Lines)> payouts{Lines::pay...};

    /// \brief What the table pays on a hand of category \p c, X of "X to 1", from its category
    /// line (pays): nothing where no category line names \p c, or where it pays other odds or
    /// pushes (line_for gives any line). Usable in constant expressions:
    /// `static_assert(pair_plus_a::odds_for(hand_category::flush) == 4)`.
    template <class C>
    [[nodiscard]] static constexpr std::optional<std::int64_t> odds_for(C c) noexcept {
        std::optional<std::int64_t> found;
        (void)((detail::category_line_odds<Lines>(c, found)) || ...);
        return found;
    }

    /// The category line (pays, pushes) for hands of category \p c, or nothing.
    template <class C>
    [[nodiscard]] static constexpr std::optional<payout> line_for(C c) noexcept {
        std::optional<payout> found;
        (void)(([&] {
                   if constexpr (detail::is_category_line<Lines>) {
                       if (Lines::category == c) return found = Lines::pay, true;
                   }
                   return false;
               }()) ||
               ...);
        return found;
    }

    /// The payout of the first line that matches \p hand, or nothing (the wager loses); throws
    /// only what a designer's predicate throws.
    template <class Hand>
    [[nodiscard]] static constexpr std::optional<payout> lookup(const Hand& hand) noexcept((noexcept(Lines::matches(hand)) && ...)) {
        std::optional<payout> found;
        (void)((Lines::matches(hand) ? (found = Lines::pay, true) : false) || ...);
        return found;
    }
};

/// \brief Throws invalid_wager, naming the amount, the table and \p rule, when \p stake on wager
/// \p wager may not be paid by \p Table: a table with fixed awards for an exact stake
/// (award_policy::exact_stake) takes that stake only. Nothing to check for other tables.
template <class Table>
constexpr void check_stake(money stake, std::string_view wager, std::string_view rule) {
    if constexpr (Table::award_terms.has_value()) {
        constexpr fixed_award terms = *Table::award_terms;
        if (!terms.takes(stake))
            detail::fail<invalid_wager>({"carnival: a ", wager, " wager of ", to_string(stake), " on ", Table::name,
                                         " must be exactly ", to_string(money::cents(terms.stake_cents)),
                                         ": its fixed awards are for that wager and do not grow or shrink with it (", rule, ")"});
    }
}

}  // namespace carnival
