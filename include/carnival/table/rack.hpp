/// \file
/// \brief The discard rack's index: `rack_part` (a hand, a burn, the stub, the board) and
/// `rack_slice` (whose cards went in together, what they were, and where), so that each hand can
/// be rebuilt from the rack (procedures, Completion 4; 13:69F-37 (h)).
#pragma once

#include <carnival/config.hpp>

#include <carnival/table/position.hpp>

#include <cstddef>
#include <string_view>

namespace carnival::table {

/// What cards placed in the discard rack together were.
enum class rack_part : unsigned char {
    hand,   ///< a player's or the dealer's hand
    burn,   ///< a burned card (13:69F-37 (b), (d))
    stub,   ///< the automated shoe's stub (procedures, Dealing 2)
    board,  ///< the community cards
};

/// "hand", "burn", "stub", "board".
[[nodiscard]] constexpr std::string_view name(rack_part p) noexcept {
    switch (p) {
        case rack_part::hand: return "hand";
        case rack_part::burn: return "burn";
        case rack_part::stub: return "stub";
        case rack_part::board: return "board";
    }
    return "not a rack part";
}

/// Cards placed in the discard rack together: whose, what they were, and where in the rack.
struct rack_slice {
    position who;                     ///< a position, or the dealer (burns, the stub, the dealer's hand, the board)
    rack_part what = rack_part::hand;  ///< what they were
    std::size_t first = 0;            ///< the first card's place in the rack, from the bottom
    std::size_t count = 0;            ///< how many cards
    /// Same slice.
    friend bool operator==(const rack_slice&, const rack_slice&) = default;
};

}  // namespace carnival::table
