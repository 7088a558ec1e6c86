/// \file
/// \brief `carnival::decision`: what a player does at a decision point.
#pragma once

#include <carnival/config.hpp>

#include <string_view>

namespace carnival {

/// At a decision point the player either places the point's raise wager or folds.
enum class decision : unsigned char {
    play,  ///< place the raise (play, flop, river wager)
    fold,  ///< fold: forfeit the wagers on the table, end participation
};

/// Whether \p d is decision::play or decision::fold (an enum can hold other values).
[[nodiscard]] constexpr bool is_decision(decision d) noexcept { return d == decision::play || d == decision::fold; }

/// "play", "fold", or "not a decision" for any other value.
[[nodiscard]] constexpr std::string_view name(decision d) noexcept {
    return d == decision::play ? "play" : d == decision::fold ? "fold" : "not a decision";
}

}  // namespace carnival
