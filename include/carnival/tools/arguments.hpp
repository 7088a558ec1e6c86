/// \file
/// \brief What carnival's command lines share: a value quoted on one line, whole numbers read
/// strictly (decimal digits only, never wrapped), and "did you mean" by edit distance.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/checked.hpp>
#include <carnival/report/format.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::tools {

/// \brief \p text in double quotes, with quotes, backslashes and control characters escaped, so
/// that a message quoting it stays on one line.
[[nodiscard]] inline std::string quote(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte == 0x7f) {
            out += "\\x";
            report::append_hex(out, byte);
        } else {
            out += c;
        }
    }
    return out + '"';
}

/// \brief The value of \p text if it is a whole number in decimal digits only (no sign, space,
/// "0x", exponent, point or separator; leading zeros read as decimal) from \p min to \p max;
/// nothing otherwise — a value out of range is refused, never wrapped or clamped.
[[nodiscard]] constexpr std::optional<std::uint64_t> whole_number(std::string_view text, std::uint64_t min, std::uint64_t max) {
    if (text.empty()) return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        if (!carnival::detail::fits_product(value, std::uint64_t{10}, value) || !carnival::detail::fits_sum(value, static_cast<std::uint64_t>(c - '0'), value))
            return std::nullopt;
    }
    if (value < min || value > max) return std::nullopt;
    return value;
}

/// The edit distance (insertions, deletions, substitutions) between \p a and \p b.
[[nodiscard]] inline std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

/// \brief "; did you mean --format?" when one of \p known is within a third of its length (at
/// least 1, at most 3 edits, letters compared without case) of \p given, and not every character
/// edited ("Z" suggests nothing for "A"); empty otherwise.
[[nodiscard]] inline std::string did_you_mean(std::string_view given, const std::vector<std::string_view>& known) {
    const auto lower = [](std::string_view text) {
        std::string out(text);
        for (char& c : out)
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        return out;
    };
    const std::string wanted = lower(given);
    std::string_view best;
    std::size_t best_distance = 0;
    for (std::string_view k : known) {
        const std::size_t d = edit_distance(wanted, lower(k));
        if (d < std::max(k.size(), given.size()) && d <= std::clamp<std::size_t>(k.size() / 3, 1, 3) && (best.empty() || d < best_distance)) best = k, best_distance = d;
    }
    return best.empty() ? std::string{} : "; did you mean " + std::string(best) + "?";
}

}  // namespace carnival::tools
