/// \file
/// \brief `carnival::hand_value<R>`: the totally ordered value of a hand under ranking R.
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/detail/compact_code.hpp>
#include <carnival/eval/detail/describe.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/eval/ranking.hpp>

#include <compare>
#include <concepts>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <type_traits>

namespace carnival {

/// \brief The value of a hand under ranking \p R: four bytes, `constexpr`, totally ordered.
///
/// `a < b` when hand a ranks below hand b, `a == b` when they tie (a push). Values of different
/// rankings are different types and do not compare.
template <ranking R>
class hand_value {
public:
    /// The ranking this value belongs to.
    using ranking_type = R;

    /// The lowest value of the ranking.
    constexpr hand_value() noexcept = default;

    /// The value with code \p code (as returned by `R::code`).
    [[nodiscard]] static constexpr hand_value from_code(std::uint32_t code) noexcept {
        hand_value v;
        v.code_ = code;
        return v;
    }

    /// The code: a higher code is a better hand.
    [[nodiscard]] constexpr std::uint32_t code() const noexcept { return code_; }
    /// The hand's category (a hand_category, or the ranking's own: category_type<R>).
    [[nodiscard]] constexpr category_type<R> category() const noexcept {
        if constexpr (requires { { R::category_index(code_) } -> std::same_as<unsigned>; }) {
            return R::categories[R::category_index(code_)];  // without decoding the rank masks
        } else {
            return R::categories[parts().category];
        }
    }
    /// Ranks that define the category (the pair, the trips, a straight's top card) as a 13-bit mask.
    [[nodiscard]] constexpr unsigned major_ranks() const noexcept { return parts().major; }
    /// Ranks that break ties after the major ones (kickers, a flush's cards) as a 13-bit mask.
    [[nodiscard]] constexpr unsigned minor_ranks() const noexcept { return parts().minor; }
    /// \brief A human description: "Pair of kings, ace kicker", "Straight, ace high"; a ranking
    /// of its own categories says it with `R::describe(code)`, or by the category's name.
    [[nodiscard]] std::string describe() const {
        if constexpr (requires { { R::describe(code_) } -> std::convertible_to<std::string>; }) {
            return R::describe(code_);
        } else if constexpr (std::is_same_v<category_type<R>, hand_category>) {
            return detail::describe(category(), major_ranks(), minor_ranks());
        } else {
            return std::string(name(category()));
        }
    }

    /// Orders hands: less is a lower-ranking hand, equal is a push.
    friend constexpr auto operator<=>(hand_value, hand_value) noexcept = default;

    /// Writes describe().
    template <class Traits>  // a template on the stream: this header needs <iosfwd>, not <ostream>
    friend std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, hand_value v) {
        return os << v.describe();
    }

private:
    // The code read through the ranking's own format (`R::decode`) where it has one, else make_code's.
    [[nodiscard]] constexpr detail::code_parts parts() const noexcept {
        if constexpr (requires { { R::decode(code_) } -> std::same_as<detail::code_parts>; }) {
            return R::decode(code_);
        } else {
            return {detail::code_category(code_), detail::code_major(code_), detail::code_minor(code_)};
        }
    }

    std::uint32_t code_ = 0;
};

}  // namespace carnival
