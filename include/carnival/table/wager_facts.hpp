/// \file
/// \brief What the table needs to know of each wager of a game, by its position in the game's
/// order (`facts_of<Game>`), and a decision point of its sequence reached by number (`at_point`).
#pragma once

#include <carnival/config.hpp>

#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/wager_slip.hpp>

#include <boost/hana/for_each.hpp>

#include <array>
#include <cstddef>
#include <string_view>

namespace carnival::detail {

/// What the table needs to know of a wager.
struct wager_facts {
    std::string_view name;               ///< the wager's name
    wager_kind kind = wager_kind::ante;  ///< its kind
    bool forfeited_by_fold = false;      ///< collected when the player folds (ante,
                                         ///< raise, rides-on, a side wager so ruled)
    bool stands_on_fold = false;         ///< settled on the player's cards after a fold
                                         ///< (a side wager so ruled, a bonus paid always)
    bool for_dealers = false;            ///< a bet for the dealers (toke)
    std::size_t base = 0;                ///< a bonus's base wager
};

/// The wager_facts of each wager of \p Game, in the game's wager order.
template <class Game>
inline constexpr auto facts_of = [] {
    std::array<wager_facts, wager_slip<Game>::wager_count> out{};
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        wager_facts& f = out[wager_slip<Game>::template position<W>()];
        f.name = W::name;
        f.kind = W::kind;
        if constexpr (W::kind == wager_kind::side) {
            f.forfeited_by_fold = W::fold == on_fold::forfeited;
            f.stands_on_fold = W::fold == on_fold::stands;
        } else if constexpr (W::kind == wager_kind::bonus) {
            f.stands_on_fold = W::when == paid_when::always;
            f.base = wager_slip<Game>::template position<typename W::base>();
        } else if constexpr (W::kind == wager_kind::rides_on) {
            f.forfeited_by_fold = true;
            f.for_dealers = W::paid_for == wager_for::dealers;
        } else {
            f.forfeited_by_fold = true;
        }
    });
    return out;
}();

/// Calls `f(p)` with decision point \p point of \p Game's sequence (a `hana::type_c<decide<…>>`).
template <class Game, class F>
void at_point(std::size_t point, F&& f) {
    std::size_t at = 0;
    boost::hana::for_each(Game::sequence_type::points, [&](auto p) {
        if (at++ == point) f(p);
    });
}

}  // namespace carnival::detail
