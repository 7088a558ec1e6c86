/// \file
/// \brief `carnival::decision`: what a player does at a decision point.
#pragma once

#include <string_view>

namespace carnival {

/// At a decision point the player either places the point's raise wager or folds.
enum class decision : unsigned char {
    play,  ///< place the raise (play, flop, river wager)
    fold,  ///< fold: forfeit the wagers on the table, end participation
};

/// "play" or "fold".
[[nodiscard]] constexpr std::string_view name(decision d) noexcept { return d == decision::play ? "play" : "fold"; }

}  // namespace carnival
