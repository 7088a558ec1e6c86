/// \file
/// \brief Where a table is in its round: `phase` (closed, betting, deciding, complete).
#pragma once

#include <carnival/config.hpp>

#include <string_view>

namespace carnival::table {

/// Where a table is in its round.
enum class phase : unsigned char {
    closed,    ///< the decks are not opened yet (procedures, Opening of the Table)
    betting,   ///< wagers may be placed, changed and taken back (NY (c)(4))
    deciding,  ///< the cards are dealt; a player is asked to decide (NY (e)(2))
    complete,  ///< the round is settled and its cards are in the discard rack
};

/// "closed", "betting", "deciding", "complete".
[[nodiscard]] constexpr std::string_view name(phase p) noexcept {
    switch (p) {
        case phase::closed: return "closed";
        case phase::betting: return "betting";
        case phase::deciding: return "deciding";
        case phase::complete: return "complete";
    }
    return "not a phase";
}

}  // namespace carnival::table
