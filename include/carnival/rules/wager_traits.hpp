/// \file
/// \brief `carnival::wager_traits<W>`: what a wager of each kind does — whether the player places
/// it before the deal, settles it against the dealer, is paid it by a pay table, reads a hand,
/// keeps it after a fold, and which wager its amount comes from — derived once from its kind, for every layer to ask.
#pragma once

#include <carnival/config.hpp>

#include <carnival/rules/wager_kind.hpp>

namespace carnival {

/// \brief The behaviour of wager \p W (an ante_wager, raise_wager, side_wager, bonus_on or
/// rides_on), read off its kind: settlement, analysis, simulation, the table and the reports ask
/// these rather than testing the kind themselves.
template <class W>
struct wager_traits {
    /// Its kind.
    static constexpr wager_kind kind = W::kind;
    /// The player places it on the slip before the deal: an ante, a wager against the dealer beside
    /// it, a side wager, a wager riding on another (a raise follows from a decision, a bonus from its base).
    static constexpr bool placed_before_the_deal = kind == wager_kind::ante || kind == wager_kind::contest || kind == wager_kind::side ||
                                                   kind == wager_kind::rides_on;
    /// Settled against the dealer's hand by its contest rules (`W::contest`): the ante, the wagers
    /// beside it (contest_wager) and the raises.
    static constexpr bool contested = kind == wager_kind::ante || kind == wager_kind::contest || kind == wager_kind::raise;
    /// Paid by a pay table (`W::pay_table`) on a hand of its own (`W::hand`): side wagers and bonuses.
    static constexpr bool paid_by_table = kind == wager_kind::side || kind == wager_kind::bonus;
    /// \brief Its net reads a hand beyond how the player's compares with the dealer's: paid by a
    /// table (side wagers and bonuses), or settled against the dealer and paid by a table when it
    /// wins (`paid_by<Table>`: Caribbean Stud's raise). A wager riding on another reads none.
    static constexpr bool reads_a_hand = [] {
        if constexpr (contested) {
            return requires { typename W::payout_type::pay_table; };
        } else {
            return paid_by_table;
        }
    }();
    /// Follows another wager named `W::base`: a bonus (paid on its amount) and a wager riding on one.
    static constexpr bool has_base = kind == wager_kind::bonus || kind == wager_kind::rides_on;
    /// Still settled when the player folds: a side wager that stands (on_fold::stands) and a bonus
    /// paid always (paid_when::always). A fold loses every other wager, or does not pay it (a bonus).
    static constexpr bool stands_on_fold = [] {
        if constexpr (kind == wager_kind::side) {
            return W::fold == on_fold::stands;
        } else if constexpr (kind == wager_kind::bonus) {
            return W::when == paid_when::always;
        } else {
            return false;
        }
    }();
};

namespace detail {
template <class Game, class W, wager_kind K = W::kind>
struct amount_from {
    using type = W;
};
template <class Game, class W>
struct amount_from<Game, W, wager_kind::raise> {
    using type = typename Game::ante_type;
};
template <class Game, class W>
struct amount_from<Game, W, wager_kind::bonus> {
    using type = typename W::base;
};
}  // namespace detail

/// \brief The wager placed before the deal whose amount gives wager \p W of \p Game its action:
/// \p W itself when the player places it, \p Game's ante for a raise (a multiple of it), the base
/// for a bonus (paid on its amount).
template <class Game, class W>
using amount_from = typename detail::amount_from<Game, W>::type;

}  // namespace carnival
