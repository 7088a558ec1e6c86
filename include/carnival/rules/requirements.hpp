/// \file
/// \brief When a wager may be placed: `no_requirement`, `placed_with`, `ante_covers`,
/// `compulsory_together`, `equal_to`, `equal_when_both` (NY (c)(6), (c)(7); procedures, Dealer Toke Bets).
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/fixed_string.hpp>
#include <carnival/error.hpp>
#include <carnival/money/money.hpp>

#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace carnival {

namespace detail {
/// "the same amount" or "2/3 of it": how much of the other wager a wager needs, in words.
[[nodiscard]] inline std::string share_of(std::int64_t num, std::int64_t den) {
    return num == den ? "the same amount" : std::to_string(num) + "/" + std::to_string(den) + " of it";
}
}  // namespace detail

/// \brief A wager with no precondition.
struct no_requirement {
    /// The wagers this requirement names (none).
    static constexpr auto refers_to = boost::hana::tuple_t<>;
    /// The requirement in words, for rule cards: none.
    [[nodiscard]] static std::string text() { return {}; }
    /// Nothing to check.
    template <class Self, class Slip>
    static constexpr void check(const Slip&) noexcept {}
};

/// \brief The wager may be placed only together with each of \p Ws (rule \p Rule): the toke bet
/// with the ante; the six-card bonus with pair plus (version (i)) or with ante and pair plus
/// (version (ii)), NY (c)(7), (f)(2).
template <fixed_string Rule, class... Ws>
struct placed_with {
    /// The wagers this requirement names.
    static constexpr auto refers_to = boost::hana::tuple_t<Ws...>;
    /// The requirement in words, for rule cards: "placed only with a pair-plus wager (NY (c)(7))".
    [[nodiscard]] static std::string text() {
        std::string names;
        std::size_t i = 0;
        ((names += (i++ == 0 ? "" : i == sizeof...(Ws) ? " and " : ", ") + std::string(Ws::name)), ...);
        return "placed only with " + names + (sizeof...(Ws) == 1 ? " wager (" : " wagers (") + std::string(Rule.view()) + ")";
    }
    /// Throws invalid_wager if \p Self is placed without one of \p Ws.
    template <class Self, class Slip>
    static void check(const Slip& slip) {
        if (slip.template amount<Self>() == money{}) return;
        (
            [&] {
                if (slip.template amount<Ws>() == money{})
                    detail::fail<invalid_wager>({"carnival: a ", Self::name, " wager of ", to_string(slip.template amount<Self>()),
                                                 " may be placed only with a ", Ws::name, " wager (", Rule.view(), ")"});
            }(),
            ...);
    }
};

/// \brief The wager may be placed only with an ante of at least \p Num / \p Den times its amount:
/// NY (c)(6)(i) is `ante_covers<ante, 1, 1, "NY (c)(6)(i)">`, (c)(6)(ii) `ante_covers<ante, 1, 2, …>`.
template <class Ante, std::int64_t Num, std::int64_t Den, fixed_string Rule>
struct ante_covers {
    static_assert(Num > 0 && Den > 0, "carnival::ante_covers: the ratio must be positive");
    /// The wagers this requirement names.
    static constexpr auto refers_to = boost::hana::tuple_t<Ante>;
    /// The requirement in words, for rule cards: "placed only with an ante of at least the same amount (NY (c)(6)(i))".
    [[nodiscard]] static std::string text() {
        return "placed only with an " + std::string(Ante::name) + " wager of at least " + detail::share_of(Num, Den) + " (" +
               std::string(Rule.view()) + ")";
    }
    /// Throws invalid_wager unless ante * Den >= amount * Num.
    template <class Self, class Slip>
    static void check(const Slip& slip) {
        const money self = slip.template amount<Self>();
        if (self == money{}) return;
        const money ante = slip.template amount<Ante>();
        if (compare_multiples(ante, Den, self, Num) < 0)  // exact: no overflow near 2^63 cents
            detail::fail<invalid_wager>({"carnival: a ", Self::name, " wager of ", to_string(self), " needs an ", Ante::name,
                                         " wager of at least ", detail::share_of(Num, Den),
                                         ", got ", to_string(ante), " (", Rule.view(), ")"});
    }
};

/// \brief The wager and \p Other are both compulsory, and either may be at most \p MaxRatio times
/// the other: NY (c)(6)(iii) with `MaxRatio` 5.
template <class Other, std::int64_t MaxRatio, fixed_string Rule>
struct compulsory_together {
    static_assert(MaxRatio >= 1, "carnival::compulsory_together: the ratio must be at least 1");
    /// The wagers this requirement names.
    static constexpr auto refers_to = boost::hana::tuple_t<Other>;
    /// The requirement in words, for rule cards: "compulsory together with the ante, neither more than 5 times the other (NY (c)(6)(iii))".
    [[nodiscard]] static std::string text() {
        return "compulsory together with the " + std::string(Other::name) + " wager, neither more than " + std::to_string(MaxRatio) +
               " times the other (" + std::string(Rule.view()) + ")";
    }
    /// Throws invalid_wager unless both are placed (or neither) within the ratio.
    template <class Self, class Slip>
    static void check(const Slip& slip) {
        const money a = slip.template amount<Self>(), b = slip.template amount<Other>();
        if (a == money{} && b == money{}) return;
        if (a == money{} || b == money{})
            detail::fail<invalid_wager>({"carnival: the ", Self::name, " and ", Other::name, " wagers are both compulsory, got ",
                                         to_string(a), " and ", to_string(b), " (", Rule.view(), ")"});
        if (compare_multiples(a, 1, b, MaxRatio) > 0 || compare_multiples(b, 1, a, MaxRatio) > 0)
            detail::fail<invalid_wager>({"carnival: ", Self::name, " ", to_string(a), " and ", Other::name, " ", to_string(b),
                                         " differ by more than ", std::to_string(MaxRatio), " times (", Rule.view(), ")"});
    }
};

/// \brief The wager is compulsory with \p Other and of the same amount: both placed or neither
/// (Ultimate Texas Hold'em's ante and blind, Crazy 4 Poker's ante and super bonus).
template <class Other, fixed_string Rule>
struct equal_to {
    /// The wagers this requirement names.
    static constexpr auto refers_to = boost::hana::tuple_t<Other>;
    /// The requirement in words, for rule cards: "compulsory with the ante wager and equal to it (…)".
    [[nodiscard]] static std::string text() {
        return "compulsory with the " + std::string(Other::name) + " wager and equal to it (" + std::string(Rule.view()) + ")";
    }
    /// Throws invalid_wager unless both are placed in the same amount, or neither.
    template <class Self, class Slip>
    static void check(const Slip& slip) {
        const money a = slip.template amount<Self>(), b = slip.template amount<Other>();
        if (a != b)
            detail::fail<invalid_wager>({"carnival: the ", Self::name, " wager is compulsory with the ", Other::name,
                                         " wager and equal to it, got ", to_string(a), " and ", to_string(b), " (",
                                         Rule.view(), ")"});
    }
};

/// \brief When placed together with \p Other, the wager must be of the same amount (Four Card
/// Poker's Aces Up and ante); either may be placed alone.
template <class Other, fixed_string Rule>
struct equal_when_both {
    /// The wagers this requirement names.
    static constexpr auto refers_to = boost::hana::tuple_t<Other>;
    /// The requirement in words, for rule cards: "equal to the ante wager when both are placed (…)".
    [[nodiscard]] static std::string text() {
        return "equal to the " + std::string(Other::name) + " wager when both are placed (" + std::string(Rule.view()) + ")";
    }
    /// Throws invalid_wager when both are placed in different amounts.
    template <class Self, class Slip>
    static void check(const Slip& slip) {
        const money a = slip.template amount<Self>(), b = slip.template amount<Other>();
        if (a != money{} && b != money{} && a != b)
            detail::fail<invalid_wager>({"carnival: the ", Self::name, " wager of ", to_string(a), " and the ", Other::name,
                                         " wager of ", to_string(b), " must be equal when both are placed (", Rule.view(), ")"});
    }
};

}  // namespace carnival
