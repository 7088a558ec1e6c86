/// \file
/// \brief `carnival::table::position`: a betting position, numbered as the dealing rules count
/// them, and the two orders the rules walk the table in.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>

#include <compare>
#include <cstddef>
#include <string>

namespace carnival::table {

/// \brief A betting position, numbered from 1 at the player farthest to the dealer's left and
/// clockwise from there (NY (a)(1): one side of the table, the dealer opposite). Position 1 is
/// dealt and asked first (NY (d)(1), (e)(2)); the highest is farthest to the dealer's right,
/// revealed and paid first (NY (e)(2), (e)(3)(i)).
struct position {
    unsigned number = 0;  ///< from 1; 0 is no position (the dealer)

    /// Whether this names a position (not the dealer).
    [[nodiscard]] constexpr bool is_position() const noexcept { return number != 0; }
    /// Positions order by number: clockwise from the dealer's left.
    friend constexpr auto operator<=>(position, position) noexcept = default;
};

/// The dealer's place, opposite the positions (position 0).
inline constexpr position dealer{0};

/// "position 3", or "the dealer".
[[nodiscard]] inline std::string to_string(position p) {
    return p.is_position() ? carnival::detail::join({"position ", std::to_string(p.number)}) : std::string("the dealer");
}

/// Whether \p a and \p b are next to each other on the one side of the table (NY (c)(5)).
[[nodiscard]] constexpr bool adjacent(position a, position b) noexcept {
    return a.is_position() && b.is_position() && (a.number + 1 == b.number || b.number + 1 == a.number);
}

/// The order the rules walk the table in.
enum class rotation : unsigned char {
    clockwise_from_left,          ///< from the player farthest to the dealer's left: dealing, decisions (NY (d)(1), (e)(2))
    counter_clockwise_from_right, ///< from the player farthest to the dealer's right: reveals, payments (NY (e)(2), (e)(3)(i))
};

/// \brief The \p k-th position (from 0) of a table of \p positions walked in \p r: 1, 2, … or
/// positions, positions − 1, … .
[[nodiscard]] constexpr position nth(rotation r, std::size_t positions, std::size_t k) noexcept {
    const auto n = static_cast<unsigned>(r == rotation::clockwise_from_left ? k + 1 : positions - k);
    return position{n};
}

}  // namespace carnival::table
