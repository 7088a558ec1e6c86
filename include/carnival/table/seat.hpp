/// \file
/// \brief `carnival::table::seat<Game>`: one betting position of a table of \p Game and what is
/// on it — who holds it, the wagers placed, the cards dealt, the decisions made, what is settled.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/money/money.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/table/bets.hpp>
#include <carnival/table/stake.hpp>
#include <carnival/table/wager_facts.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <type_traits>

namespace carnival::table {

/// One betting position of a table of \p Game and what is on it.
template <class Game>
struct seat {
    static constexpr std::size_t wager_count = wager_slip<Game>::wager_count;  ///< the game's wagers

    std::optional<std::size_t> player;                                        ///< who holds it (an index into the table's players())
    bets<Game> wagers;                                                        ///< the wagers placed before the deal
    wager_slip<Game> slip;                                                    ///< their amounts, as settlement reads them
    bool in_round = false;                                                    ///< dealt cards this round
    std::array<card, Game::sequence_type::player_cards> hole{};               ///< its cards, in dealing order
    std::size_t dealt = 0;                                                    ///< how many are dealt so far
    carnival::detail::decisions_taken<Game> taken;                            ///< what its decisions did
    decision_list<Game> decisions;                                            ///< its decisions, in order
    std::array<money, wager_count> raised{};                                  ///< the chips of each raise made
    std::array<bool, wager_count> settled{};                                  ///< a wager already collected or returned
    bool cards_in_rack = false;                                               ///< its cards are in the discard rack
    money to_dealers;                                                         ///< what the dealers received from it this round

    /// The stake of wager \p w: placed before the deal, or a raise's chips.
    [[nodiscard]] stake stake_of(std::size_t w) const {
        if (carnival::detail::facts_of<Game>[w].kind == wager_kind::raise) return stake::of_chips(raised[w]);
        return wagers.stakes()[w];
    }
    /// The ante's stake (none in a game without an ante).
    [[nodiscard]] stake ante() const {
        if constexpr (std::is_void_v<typename Game::ante_type>) {
            return {};
        } else {
            return wagers.template of<typename Game::ante_type>();
        }
    }
    /// What it wagered this round: the wagers placed before the deal and not taken back, and the raises.
    [[nodiscard]] money wagered() const {
        money total;
        for (std::size_t w = 0; w < wager_count; ++w)
            total += taken.pulled(w).empty() ? wagers.stakes()[w].total() + raised[w] : raised[w];
        return total;
    }
    /// Its chips still on the layout: every wager placed or raised and not yet collected, paid or
    /// returned (a match-play coupon is not money: not counted).
    [[nodiscard]] money on_layout() const {
        money total;
        for (std::size_t w = 0; w < wager_count; ++w)
            if (!settled[w]) total += stake_of(w).value();
        return total;
    }
    /// Same in every field.
    friend bool operator==(const seat&, const seat&) = default;
};

}  // namespace carnival::table
