/// \file
/// \brief The definitions of `to_string(money)` and `money::to_text`: included by `<carnival/money/money.hpp>`
/// when carnival is header-only, and by `<carnival/src.hpp>` alone under CARNIVAL_SEPARATE_COMPILATION.
#pragma once

#include <carnival/config.hpp>

#include <carnival/money/money.hpp>

#include <cstdint>
#include <string>

namespace carnival {

CARNIVAL_DECL std::string to_string(money m) {
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

CARNIVAL_DECL std::string money::to_text(money m) { return to_string(m); }

}  // namespace carnival
