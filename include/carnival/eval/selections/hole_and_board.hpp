/// \file
/// \brief `carnival::hole_and_board<…>`: hole cards plus community cards, with limits on each.
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/detail/combinations.hpp>
#include <carnival/eval/ranking.hpp>

#include <bit>
#include <cstddef>
#include <cstdint>

namespace carnival {

/// \brief Selection: the best hand from \p Hole hole cards followed by \p Board community cards,
/// using at least \p MinHole hole cards and at most \p MaxBoard community cards.
///
/// Mini-Tex 3 Card Hold'em: `hole_and_board<2, 3, 1, 2>`, the best three-card hand "using a
/// minimum of one of the player's two cards and not more than two of the community cards"
/// (N.J.A.C. 13:69F-37 (f), (g)). Cards are laid out hole cards first, then the board.
template <std::size_t Hole, std::size_t Board, std::size_t MinHole = 0, std::size_t MaxBoard = Board>
struct hole_and_board {
    /// Hole cards read.
    static constexpr std::size_t hole_count = Hole;
    /// Community cards read.
    static constexpr std::size_t board_count = Board;
    /// Fewest hole cards a hand must use.
    static constexpr std::size_t min_hole = MinHole;
    /// Most community cards a hand may use.
    static constexpr std::size_t max_board = MaxBoard;
    /// Cards the selection reads: hole cards, then the board.
    static constexpr std::size_t card_count = Hole + Board;

    /// The allowed subsets: positions 0…Hole-1 are hole cards.
    template <ranking R>
    [[nodiscard]] static constexpr auto subsets() {
        static_assert(MinHole <= Hole, "carnival::hole_and_board: MinHole exceeds the number of hole cards");
        static_assert(MaxBoard <= Board, "carnival::hole_and_board: MaxBoard exceeds the number of community cards");
        static_assert(MinHole <= R::hand_size, "carnival::hole_and_board: MinHole exceeds the ranking's hand size");
        static_assert(Hole + MaxBoard >= R::hand_size,
                      "carnival::hole_and_board: the hole cards plus MaxBoard community cards cannot make a hand");
        constexpr auto allowed = [](std::uint32_t m) {
            const auto hole = static_cast<std::size_t>(std::popcount(m & ((1U << Hole) - 1U)));
            const auto board = static_cast<std::size_t>(std::popcount(m >> Hole));
            return hole >= MinHole && board <= MaxBoard;
        };
        return detail::list_subsets<card_count, R::hand_size, detail::count_subsets<card_count, R::hand_size>(allowed)>(
            allowed);
    }
};

}  // namespace carnival
