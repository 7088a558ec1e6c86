/// \file
/// \brief Whether a hand values each source's cards as a set — the order in which the board's
/// cards were dealt, say, changes no hand — read off its selection's allowed subsets. What lets
/// the exact engine look once per board and a strategy table read a board as one set.
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/selection.hpp>
#include <carnival/rules/hand_policy.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace carnival::analysis::detail {

/// \brief Whether hand policy \p H of \p Game values each source's cards as a set: a ranked hand
/// whose selection allows the same subsets whatever the order of one source's cards (a raw hand
/// is paid on its cards as a set).
template <class Game, class H>
consteval bool reads_sources_as_sets() {
    if constexpr (!carnival::detail::is_ranked_hand<H>) {
        return true;
    } else {
        using deal = typename Game::sequence_type;
        constexpr auto subsets = carnival::detail::subsets_of<typename H::ranking_type, typename H::selection_type>;
        using subset = typename decltype(subsets)::value_type;
        // Each subset as a sorted list of positions, the list of them sorted.
        const auto sorted = [](auto list) {
            for (auto& s : list) std::sort(s.begin(), s.end());
            std::sort(list.begin(), list.end());
            return list;
        };
        const auto allowed = sorted(subsets);
        std::size_t start = 0;
        for (card_source source : H::sources) {
            const std::size_t count = source == card_source::player   ? deal::player_cards
                                      : source == card_source::dealer ? deal::dealer_cards
                                                                      : deal::board_cards;
            // Adjacent swaps within the source generate every order of its cards.
            for (std::size_t i = start; i + 1 < start + count; ++i) {
                auto swapped = subsets;
                for (subset& s : swapped)
                    for (auto& at : s) at = at == i ? static_cast<std::uint8_t>(i + 1) : at == i + 1 ? static_cast<std::uint8_t>(i) : at;
                if (sorted(swapped) != allowed) return false;
            }
            start += count;
        }
        return true;
    }
}

/// Whether every hand \p Game's wagers read values each source's cards as a set (reads_sources_as_sets).
template <class Game>
consteval bool reads_hands_as_sets() {
    bool sets = reads_sources_as_sets<Game, typename Game::player_hand>();
    if constexpr (Game::has_dealer_hand) sets = sets && reads_sources_as_sets<Game, typename Game::dealer_hand>();
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (requires { typename W::hand; }) sets = sets && reads_sources_as_sets<Game, typename W::hand>();
    });
    return sets;
}

}  // namespace carnival::analysis::detail
