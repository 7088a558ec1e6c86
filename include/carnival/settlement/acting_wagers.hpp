/// \file
/// \brief Which wagers of a slip have action, and what that lets a settlement skip: the questions
/// an exact analysis and a simulation both ask of a slip before they deal.
#pragma once

#include <carnival/config.hpp>

#include <carnival/money/money.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/settlement/wager_slip.hpp>

#include <boost/hana/for_each.hpp>

#include <type_traits>

namespace carnival {

/// \brief Whether wager \p W has action when \p slip is played: an amount on the slip on the
/// wager its amount comes from (amount_from: itself, the ante for a raise, the base for a bonus).
template <class Game, class W>
[[nodiscard]] bool acts_on(const wager_slip<Game>& slip) noexcept {
    using from = amount_from<Game, W>;
    if constexpr (std::is_void_v<from>) {
        return false;  // a raise in a game without an ante
    } else {
        return slip.template amount<from>() != money{};
    }
}

/// Whether no wager with action on \p slip (acts_on) is one \p is holds for (given a hana type).
template <class Game, class Is>
[[nodiscard]] bool none_acting(const wager_slip<Game>& slip, Is is) noexcept {
    bool none = true;
    boost::hana::for_each(Game::wagers, [&](auto w) { none = none && !(is(w) && acts_on<Game, typename decltype(w)::type>(slip)); });
    return none;
}

/// \brief Whether settling \p slip reads the cards through the contest class alone: no wager with
/// action on it reads a hand (wager_traits::reads_a_hand). Its nets are then the same for every
/// deal of one contest class and one set of decisions.
template <class Game>
[[nodiscard]] bool settles_by_contest_alone(const wager_slip<Game>& slip) noexcept {
    return none_acting(slip, [](auto w) { return wager_traits<typename decltype(w)::type>::reads_a_hand; });
}

/// \brief Whether a fold settles \p slip without reading a card: no wager with action on it
/// stands on a fold (wager_traits::stands_on_fold) — a fold loses them all, or pays them nothing.
template <class Game>
[[nodiscard]] bool fold_reads_no_card(const wager_slip<Game>& slip) noexcept {
    return none_acting(slip, [](auto w) { return wager_traits<typename decltype(w)::type>::stands_on_fold; });
}

}  // namespace carnival
