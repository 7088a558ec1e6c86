/// \file
/// \brief Where a hand's cards come from: `card_source` (the player's hole cards, the dealer's,
/// the community board).
#pragma once

#include <carnival/config.hpp>

#include <cstddef>

namespace carnival {

/// Where cards come from: the player's hole cards, the dealer's, or the community board.
enum class card_source : unsigned char { player, dealer, board };

/// How many card sources there are.
inline constexpr std::size_t card_source_count = 3;

/// The position of \p s in card_source's order (player 0, dealer 1, board 2).
[[nodiscard]] constexpr std::size_t index(card_source s) noexcept { return static_cast<std::size_t>(s); }

}  // namespace carnival
