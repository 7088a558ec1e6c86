/// \file
/// \brief `carnival::money`: exact amounts in integer minor units, with checked arithmetic.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <ostream>
#include <stdexcept>
#include <string>

namespace carnival {

/// \brief Arithmetic that would leave the range of `money` (never a silent wrap).
class money_overflow : public std::overflow_error {
public:
    using std::overflow_error::overflow_error;
};

/// \brief An exact amount of money in integer minor units (cents), signed so that a net result
/// can be negative. Arithmetic is checked: a result outside the 64-bit range throws
/// money_overflow. No floating point is involved anywhere, so settlement is exact.
class money {
public:
    /// Zero.
    constexpr money() noexcept = default;

    /// \p minor_units minor units (cents): `money::cents(150)` is $1.50.
    [[nodiscard]] static constexpr money cents(std::int64_t minor_units) noexcept { return money(minor_units); }
    /// \p major_units whole units: `money::dollars(5)` is $5.00; throws money_overflow if it does not fit.
    [[nodiscard]] static constexpr money dollars(std::int64_t major_units) { return money(checked_mul(major_units, 100)); }

    /// The amount in minor units.
    [[nodiscard]] constexpr std::int64_t minor_units() const noexcept { return cents_; }

    /// Sum; throws money_overflow.
    friend constexpr money operator+(money a, money b) { return money(checked_add(a.cents_, b.cents_)); }
    /// Difference; throws money_overflow.
    friend constexpr money operator-(money a, money b) { return money(checked_sub(a.cents_, b.cents_)); }
    /// Negation; throws money_overflow for the most negative amount.
    friend constexpr money operator-(money a) { return money(checked_sub(0, a.cents_)); }
    /// \p a times \p k (a payout of k to 1, a play wager of k times the ante); throws money_overflow.
    friend constexpr money operator*(money a, std::int64_t k) { return money(checked_mul(a.cents_, k)); }
    /// \p k times \p a; throws money_overflow.
    friend constexpr money operator*(std::int64_t k, money a) { return a * k; }
    /// Adds \p b; throws money_overflow (and leaves *this unchanged).
    constexpr money& operator+=(money b) { return *this = *this + b; }
    /// Subtracts \p b; throws money_overflow (and leaves *this unchanged).
    constexpr money& operator-=(money b) { return *this = *this - b; }

    /// Amounts order by value.
    friend constexpr auto operator<=>(money, money) noexcept = default;

private:
    constexpr explicit money(std::int64_t c) noexcept : cents_(c) {}

    static constexpr std::int64_t checked_add(std::int64_t a, std::int64_t b) {
        std::int64_t r = 0;
        if (__builtin_add_overflow(a, b, &r)) throw money_overflow("carnival::money: overflow adding " + text(a) + " and " + text(b));
        return r;
    }
    static constexpr std::int64_t checked_sub(std::int64_t a, std::int64_t b) {
        std::int64_t r = 0;
        if (__builtin_sub_overflow(a, b, &r))
            throw money_overflow("carnival::money: overflow subtracting " + text(b) + " from " + text(a));
        return r;
    }
    static constexpr std::int64_t checked_mul(std::int64_t a, std::int64_t b) {
        std::int64_t r = 0;
        if (__builtin_mul_overflow(a, b, &r))
            throw money_overflow("carnival::money: overflow multiplying " + text(a) + " minor units by " + std::to_string(b));
        return r;
    }
    static std::string text(std::int64_t minor) { return std::to_string(minor) + " minor units"; }

    std::int64_t cents_ = 0;
};

/// "$5.00", "-$1,000,000.00": dollars and cents with thousands separators.
[[nodiscard]] inline std::string to_string(money m) {
    const std::int64_t c = m.minor_units();
    // Work on the magnitude as unsigned so that the most negative amount prints too.
    const std::uint64_t magnitude = c < 0 ? 0 - static_cast<std::uint64_t>(c) : static_cast<std::uint64_t>(c);
    const std::string digits = std::to_string(magnitude / 100);
    std::string whole;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) whole.push_back(',');
        whole.push_back(digits[i]);
    }
    const std::uint64_t fraction = magnitude % 100;
    std::string out = c < 0 ? "-$" : "$";
    out.append(whole);
    out.push_back('.');
    out.push_back(static_cast<char>('0' + fraction / 10));
    out.push_back(static_cast<char>('0' + fraction % 10));
    return out;
}

/// Writes to_string(\p m).
inline std::ostream& operator<<(std::ostream& os, money m) { return os << to_string(m); }

}  // namespace carnival
