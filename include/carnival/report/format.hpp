/// \file
/// \brief How a par sheet prints numbers: percentages, and probabilities that never print as
/// 0.000000 — a small probability is written in scientific notation with its "1 in N".
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/json_string.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

namespace carnival::report {

/// \p x printed with printf format \p format (one double).
[[nodiscard]] inline std::string printed(const char* format, double x) {
    char buffer[64];
    const int n = std::snprintf(buffer, sizeof buffer, format, x);
    return n < 0 ? std::string("?") : std::string(buffer, static_cast<std::size_t>(std::min(n, 63)));
}

using carnival::detail::append_hex;

/// \p x as a percentage with four decimals: "3.3730%".
[[nodiscard]] inline std::string percent(double x) { return printed("%.4f%%", 100 * x); }

/// \brief A probability as a sheet prints it: "0.42256903" when at least 0.001; below that in
/// scientific notation with its odds, "1.5391e-06 (1 in 649,740)"; exactly 0 as "0". Never 0.000000
/// for an event that happens.
[[nodiscard]] inline std::string probability(double p) {
    if (p == 0) return "0";
    if (p >= 0.001) return printed("%.8f", p);
    const auto one_in = static_cast<std::uint64_t>(std::llround(1 / p));
    std::string digits = std::to_string(one_in), grouped;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) grouped += ',';
        grouped += digits[i];
    }
    return printed("%.4e", p) + " (1 in " + grouped + ")";
}

/// \brief An amount per unit wagered (an expected value, a line's contribution to the return) as
/// a sheet prints it: six decimals, "-0.033730", when at least 0.000001 in size; below that in
/// scientific notation, "2.2624e-08"; exactly 0 as "0". Never 0.000000 for an amount that is not 0.
[[nodiscard]] inline std::string per_unit(double x) {
    if (x == 0) return "0";
    if (std::abs(x) >= 0.000001) return printed("%.6f", x);
    return printed("%.4e", x);
}

}  // namespace carnival::report
