/// \file
/// \brief `carnival::parse_money`: an exact amount from text such as "5", "2.50" or "$0.01".
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/checked.hpp>
#include <carnival/error.hpp>
#include <carnival/money/money.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace carnival {

/// \brief The amount written in \p text: an optional `-`, an optional `$`, decimal digits, and
/// optionally a point followed by one or two digits (cents): "5", "2.50", "$0.01", "-1.5".
///
/// Nothing else is accepted — no spaces, signs other than a leading `-`, thousands separators,
/// exponents, hexadecimal or a third decimal (a fraction of a cent is not money). Throws
/// parse_error naming the text and the position of the first character that does not fit, or
/// the amount when it does not fit in 64-bit cents.
[[nodiscard]] constexpr money parse_money(std::string_view text) {
    std::size_t at = 0;
    const bool negative = at < text.size() && text[at] == '-';
    if (negative) ++at;
    if (at < text.size() && text[at] == '$') ++at;
    const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
    const std::size_t digits_at = at;
    // Accumulate the magnitude negatively, so that the most negative amount fits too.
    std::int64_t cents = 0;
    const auto append = [&](char c, std::size_t position) {
        if (!detail::fits_product(cents, std::int64_t{10}, cents) || !detail::fits_difference(cents, std::int64_t{c - '0'}, cents))
            throw parse_error(text, position, "an amount that does not fit in a signed 64-bit count of cents");
    };
    for (; at < text.size() && is_digit(text[at]); ++at) append(text[at], at);
    if (at == digits_at) throw parse_error(text, at, "expected the digits of an amount");
    std::size_t decimals = 0;
    if (at < text.size() && text[at] == '.') {
        ++at;
        for (; at < text.size() && is_digit(text[at]); ++at, ++decimals) {
            if (decimals == 2) throw parse_error(text, at, "an amount has at most two decimals (cents)");
            append(text[at], at);
        }
        if (decimals == 0) throw parse_error(text, at, "expected one or two digits after the decimal point");
    }
    if (at != text.size()) throw parse_error(text, at, "unexpected character in an amount");
    for (; decimals < 2; ++decimals) append('0', text.size());
    if (!negative && !detail::fits_difference(std::int64_t{0}, cents, cents))
        throw parse_error(text, 0, "an amount that does not fit in a signed 64-bit count of cents");
    return money::cents(cents);
}

}  // namespace carnival
