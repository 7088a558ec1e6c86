/// \file
/// \brief `carnival::fixed_string`: text usable as a template argument (wager names, hands).
#pragma once

#include <carnival/config.hpp>

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace carnival {

/// \brief A string literal as a structural value, so a policy can take text as a template
/// argument: `at_least<three_card, "Qc 3d 2h">`, `ante_wager<"ante", …>`.
template <std::size_t N>
struct fixed_string {
    char text[N]{};  ///< the characters and the terminating null

    /// From a string literal.
    constexpr fixed_string(const char (&s)[N]) noexcept { std::copy_n(s, N, text); }  // NOLINT: implicit on purpose
    /// The text without the terminating null.
    [[nodiscard]] constexpr std::string_view view() const noexcept { return {text, N - 1}; }
};

}  // namespace carnival
