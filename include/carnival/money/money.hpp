/// \file
/// \brief `carnival::money`: exact amounts in integer minor units, with checked arithmetic.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/checked.hpp>

#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

namespace carnival {

/// \brief Arithmetic that would leave the range of `money` (never a silent wrap).
class money_overflow : public std::overflow_error {
public:
    using std::overflow_error::overflow_error;
};

/// \brief An integer type that can count money: any integer but `bool` and the character types.
template <class I>
concept money_count = std::integral<I> && !std::same_as<I, bool> && !std::same_as<I, char> &&
                      !std::same_as<I, signed char> && !std::same_as<I, unsigned char> && !std::same_as<I, char8_t> &&
                      !std::same_as<I, char16_t> && !std::same_as<I, char32_t> && !std::same_as<I, wchar_t>;

/// \brief An exact amount of money in integer minor units (cents), signed so that a net result
/// can be negative. Arithmetic is checked: a result outside the 64-bit range throws
/// money_overflow. No floating point is involved anywhere, so settlement is exact.
///
/// Amounts are made from integers only: `money::dollars(5)`, `money::cents(250)` ($2.50), or
/// from text with parse_money("2.50"). `money::dollars(2.5)` does not compile: a fraction of a
/// dollar in binary floating point is not an exact amount.
class money {
public:
    /// Zero.
    constexpr money() noexcept = default;

    /// \p minor_units minor units (cents): `money::cents(150)` is $1.50; throws money_overflow if
    /// it does not fit in 64 bits (an unsigned count above 2^63 - 1).
    template <money_count I>
    [[nodiscard]] static constexpr money cents(I minor_units) {
        if (!std::in_range<std::int64_t>(minor_units))
            throw money_overflow("carnival::money::cents: " + std::to_string(minor_units) +
                                 " cents do not fit in a signed 64-bit count of cents");
        return money(static_cast<std::int64_t>(minor_units));
    }
    /// \p major_units whole units: `money::dollars(5)` is $5.00; throws money_overflow if it does not fit.
    template <money_count I>
    [[nodiscard]] static constexpr money dollars(I major_units) {
        std::int64_t c = 0;
        if (!std::in_range<std::int64_t>(major_units) || !detail::fits_product(static_cast<std::int64_t>(major_units), std::int64_t{100}, c))
            throw money_overflow("carnival::money::dollars: $" + std::to_string(major_units) +
                                 " does not fit in a signed 64-bit count of cents");
        return money(c);
    }
    /// Refused at compile time: a binary floating-point number is not an exact amount of cents.
    template <std::floating_point F>
    static constexpr money cents(F) {
        static_assert(sizeof(F) == 0, "carnival::money::cents takes an integer count of cents");
        return {};
    }
    /// Refused at compile time: `money::dollars(2.5)` would not be exact; write `money::cents(250)`.
    template <std::floating_point F>
    static constexpr money dollars(F) {
        static_assert(sizeof(F) == 0,
                      "carnival::money::dollars takes whole dollars; for $2.50 write money::cents(250) or "
                      "parse_money(\"2.50\")");
        return {};
    }

    /// The amount in minor units.
    [[nodiscard]] constexpr std::int64_t minor_units() const noexcept { return cents_; }

    /// Sum; throws money_overflow.
    friend constexpr money operator+(money a, money b) {
        return money(detail::checked_sum(a.cents_, b.cents_, [&] { overflowed("adding ", a, " and ", b); }));
    }
    /// Difference; throws money_overflow.
    friend constexpr money operator-(money a, money b) {
        return money(detail::checked_difference(a.cents_, b.cents_, [&] { overflowed("subtracting ", b, " from ", a); }));
    }
    /// Negation; throws money_overflow for the most negative amount.
    friend constexpr money operator-(money a) { return money{} - a; }
    /// \brief \p a times the whole number \p k (a payout of k to 1, a play wager of k times the
    /// ante); throws money_overflow, also for a count outside the signed 64-bit range.
    template <money_count I>
    friend constexpr money operator*(money a, I k) {
        if (!std::in_range<std::int64_t>(k)) overflowed_times(a, k);
        return money(detail::checked_product(a.cents_, static_cast<std::int64_t>(k), [&] { overflowed_times(a, k); }));
    }
    /// \p k times \p a; throws money_overflow.
    template <money_count I>
    friend constexpr money operator*(I k, money a) {
        return a * k;
    }
    /// Refused at compile time: `money::dollars(5) * 2.5` would not be exact.
    template <std::floating_point F>
    friend constexpr money operator*(money, F) {
        static_assert(sizeof(F) == 0, "carnival::money multiplies by whole numbers only: a binary fraction is not exact");
        return {};
    }
    /// Refused at compile time: `2.5 * money::dollars(5)` would not be exact.
    template <std::floating_point F>
    friend constexpr money operator*(F, money) {
        static_assert(sizeof(F) == 0, "carnival::money multiplies by whole numbers only: a binary fraction is not exact");
        return {};
    }
    /// Adds \p b; throws money_overflow (and leaves *this unchanged).
    constexpr money& operator+=(money b) { return *this = *this + b; }
    /// Subtracts \p b; throws money_overflow (and leaves *this unchanged).
    constexpr money& operator-=(money b) { return *this = *this - b; }

    /// Amounts order by value.
    friend constexpr auto operator<=>(money, money) noexcept = default;

private:
    constexpr explicit money(std::int64_t c) noexcept : cents_(c) {}

    // The amount as to_string() writes it, for messages.
    static std::string to_text(money m);
    // Out of line and cold, so that the arithmetic stays small enough to inline where settlement is hot.
    [[noreturn, gnu::cold, gnu::noinline]] static void overflowed(const char* doing, money a, const char* with, money b) {
        throw money_overflow(std::string("carnival::money: overflow ") + doing + to_text(a) + with + to_text(b));
    }
    template <money_count I>
    [[noreturn, gnu::cold, gnu::noinline]] static void overflowed_times(money a, I k) {
        throw money_overflow("carnival::money: overflow multiplying " + to_text(a) + " by " + std::to_string(k));
    }

    std::int64_t cents_ = 0;
};

/// \brief Compares `a * ka` with `b * kb` exactly, without overflow (in 128-bit arithmetic):
/// requirements such as "an ante of at least half the pair plus" hold on every valid amount.
template <money_count I, money_count J>
[[nodiscard]] constexpr std::strong_ordering compare_multiples(money a, I ka, money b, J kb) noexcept {
    __extension__ using wide = __int128;  // |amount| < 2^63 times |count| < 2^64 fits
    return static_cast<wide>(a.minor_units()) * static_cast<wide>(ka) <=> static_cast<wide>(b.minor_units()) * static_cast<wide>(kb);
}

/// "$5.00", "-$1,000,000.00": dollars and cents with thousands separators.
[[nodiscard]] CARNIVAL_DECL std::string to_string(money m);

/// Writes to_string(\p m).
template <class Traits>  // a template on the stream, so that this header needs <iosfwd>, not <ostream>
std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os, money m) {
    return os << to_string(m);
}

}  // namespace carnival

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/money/impl/money.hpp>
#endif
