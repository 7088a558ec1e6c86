/// \file
/// \brief `carnival::detail::with_option`: the check that a decision is one of the options its
/// decision point offers, shared by settle() and the strategies' callers.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/sequence.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace carnival::detail {

/// Whether option \p O raises no more than its limit lets the player's view (may_raise_up_to).
template <class O>
inline constexpr bool limited_by_view = requires { typename O::limit; };

/// Whether some option of \p Sequence's decision points is limited by the player's view.
template <class Sequence>
inline constexpr bool limits_by_view = [] {
    bool any = false;
    boost::hana::for_each(Sequence::points, [&](auto p) {
        boost::hana::for_each(decltype(p)::type::options, [&](auto o) { any = any || limited_by_view<typename decltype(o)::type>; });
    });
    return any;
}();

/// \brief Whether every limit on \p Sequence's raises reads no suit in particular (its `suit_blind`
/// is true): a suit permutation of the cards then allows the same raises (the solver's suit symmetry).
template <class Sequence>
inline constexpr bool limits_read_no_suit = [] {
    bool blind = true;
    boost::hana::for_each(Sequence::points, [&](auto p) {
        boost::hana::for_each(decltype(p)::type::options, [&](auto o) {
            using O = typename decltype(o)::type;
            if constexpr (limited_by_view<O>) {
                if constexpr (requires { requires O::limit::suit_blind; }) {
                } else {
                    blind = false;
                }
            }
        });
    });
    return blind;
}();

/// "fold or raise 1x, 2x or 3x": the options of decision point \p Point, for messages.
template <class Point>
std::string options_text() {
    std::string out;
    std::size_t left = decltype(boost::hana::length(Point::options))::value;
    boost::hana::for_each(Point::options, [&](auto o) {
        using O = typename decltype(o)::type;
        out.append(name(O::act));
        if constexpr (O::act == action::raise) {
            for (std::size_t i = 0; i < O::times.size(); ++i) {
                out.append(i == 0 ? " " : i + 1 == O::times.size() ? " or " : ", ");
                out.append(std::to_string(O::times[i])).append("x");
            }
            if constexpr (limited_by_view<O>) out.append(" (").append(O::limit::text).append(")");
        }
        --left;
        out.append(left > 1 ? ", " : left == 1 ? " or " : "");
    });
    return out;
}

[[noreturn, gnu::cold, gnu::noinline]] inline void throw_bad_decision(std::size_t nth, decision d, std::size_t point,
                                                                       const std::string& offered, const std::string& why) {
    const std::string value = is_decision(d) ? name(d)
                                             : "the value {" + std::to_string(static_cast<unsigned>(d.act)) + ", " +
                                                   std::to_string(d.times) + "}";
    throw invalid_decision("carnival: decision " + std::to_string(nth + 1) + " (" + value + ") at decision point " +
                           std::to_string(point + 1) + " " + why + ": the point offers " + offered);
}

/// \brief The multiple of the ante decision \p d raises by under option \p O (a may_raise):
/// `d.times`, or the option's only multiple for decision::play; throws invalid_decision otherwise.
template <class Point, class O>
std::int64_t raise_times(std::size_t nth, std::size_t point, decision d) {
    if (d.times == 0) {
        if constexpr (O::times.size() == 1) {
            return O::times[0];
        } else {
            throw_bad_decision(nth, d, point, options_text<Point>(), "does not say which multiple of the ante to raise");
        }
    }
    if (!O::offers(d.times)) throw_bad_decision(nth, d, point, options_text<Point>(), "raises a multiple the point does not offer");
    return d.times;
}

/// \brief The largest multiple of the ante decision point \p Point lets a player raise who sees
/// \p view: its raise option's limit (may_raise_up_to), or its largest multiple.
template <class Point, class View>
[[nodiscard]] constexpr std::int64_t most_raise(const View& view) {
    std::int64_t most = 0;
    boost::hana::for_each(Point::options, [&](auto o) {
        using O = typename decltype(o)::type;
        if constexpr (O::act == action::raise) {
            most = O::times.back();
            if constexpr (limited_by_view<O>) most = std::min(most, static_cast<std::int64_t>(O::limit::most(view)));
        }
    });
    return most;
}

/// \brief Throws invalid_decision, naming decision \p nth, its value, the point, the limit and what
/// \p view allows, when raising \p times the ante at decision point \p point (of type \p Point,
/// the decision's option \p O) goes beyond what its limit lets the player who sees \p view.
template <class Point, class O, class View>
void check_limit(std::size_t nth, std::size_t point, decision d, std::int64_t times, const View& view) {
    if constexpr (limited_by_view<O>) {
        const std::int64_t most = O::limit::most(view);
        if (times > most)
            throw_bad_decision(nth, d, point, options_text<Point>(),
                               most < O::times[0] ? "raises, and the player's cards allow no raise here"
                                                  : "raises more than the player's cards allow here (at most " +
                                                        std::to_string(most) + "x)");
    }
}

/// \brief Calls `f(hana::type_c<O>)` with the option O of \p point (a decide<…>) whose action is
/// \p a, if any; returns whether there is one. A fold over the options, inlined: a call per
/// option (hana::for_each's, which a large caller may leave out of line) would keep the decision
/// in memory, built a field at a time and read whole (a failed store-to-load forward per decision).
template <class... Options, class F>
[[gnu::always_inline]] inline bool with_option_acting(const decide<Options...>* point, action a, F&& f) {
    (void)point;
    bool found = false;
    ((Options::act == a ? (found = true, f(boost::hana::type_c<Options>)) : void()), ...);
    return found;
}

/// with_option for decision point `P` (a `hana::type_c<decide<…>>`), number \p point, inlined
/// where a simulation asks a strategy table.
template <class PointType, class F>
[[gnu::always_inline]] inline void with_option_at(PointType p, std::size_t point, std::size_t nth, decision d, F&& f) {
    using P = typename PointType::type;
    if (!is_decision(d)) throw_bad_decision(nth, d, point, options_text<P>(), "is not a decision");
    const bool found = with_option_acting(static_cast<const P*>(nullptr), d.act, [&](auto o) __attribute__((always_inline)) {
        using O = typename decltype(o)::type;
        if constexpr (O::act == action::raise) (void)raise_times<P, O>(nth, point, d);  // a multiple it offers
        f(p, o);
    });
    if (!found) throw_bad_decision(nth, d, point, options_text<P>(), "is not an option");
}

/// \brief Calls `f(hana::type_c<P>, hana::type_c<O>)` with decision point \p point of \p Sequence
/// (P) and its option O whose action is \p d's; throws invalid_decision, naming decision \p nth
/// (from 0), its value, the point and what it offers, when \p d is no decision, no option of the
/// point, or a raise by a multiple the option does not offer.
template <class Sequence, class F>
void with_option(std::size_t point, std::size_t nth, decision d, F&& f) {
    std::size_t at = 0;
    boost::hana::for_each(Sequence::points, [&](auto p) {
        if (at++ == point) with_option_at(p, point, nth, d, f);
    });
}

/// What one decision point offers, as data: the actions, and the multiples of its raise.
struct point_offer {
    unsigned actions = 0;                   ///< bit `1 << action` for each action offered
    std::array<std::int64_t, 16> times{};   ///< the raise's multiples, in increasing order
    std::size_t times_count = 0;            ///< how many
};

/// What each decision point of \p Sequence offers.
template <class Sequence>
inline constexpr auto offers = [] {
    std::array<point_offer, Sequence::decision_points> out{};
    std::size_t at = 0;
    boost::hana::for_each(Sequence::points, [&](auto p) {
        boost::hana::for_each(decltype(p)::type::options, [&](auto o) {
            using O = typename decltype(o)::type;
            out[at].actions |= 1U << static_cast<unsigned>(O::act);
            if constexpr (O::act == action::raise) {
                static_assert(O::times.size() <= 16, "carnival::may_raise: at most 16 multiples");
                for (std::int64_t t : O::times) out[at].times[out[at].times_count++] = t;
            }
        });
        ++at;
    });
    return out;
}();

/// Whether decision \p d is one of the options of decision point \p point of \p Sequence: the
/// quick check, without a message (with_option gives the message).
template <class Sequence>
[[nodiscard]] constexpr bool is_offered(std::size_t point, decision d) noexcept {
    const point_offer& o = offers<Sequence>[point];
    const unsigned act = static_cast<unsigned>(d.act);
    if (act >= 4 || (o.actions >> act & 1U) == 0) return false;  // no action, or not one the point offers
    if (d.act != action::raise) return d.times == 0;
    if (d.times == 0) return o.times_count == 1;
    for (std::size_t i = 0; i < o.times_count; ++i)
        if (o.times[i] == d.times) return true;
    return false;
}

}  // namespace carnival::detail
