/// \file
/// \brief Net units of contest wagers by contest class, and bonus units, shared by analysis and simulation.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/distinct.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/wagers.hpp>

#include <boost/hana/for_each.hpp>

#include <array>
#include <cstddef>
#include <cstdint>

namespace carnival::analysis {

namespace detail {
/// Net units won for outcome \p o of a wager \p multiple times the ante.
constexpr std::int64_t units(outcome o, std::int64_t multiple) noexcept {
    return o == outcome::won ? multiple : (o == outcome::lost || o == outcome::forfeited) ? -multiple : 0;
}
constexpr resolution pick(const contest_rules& r, std::size_t cls) noexcept { return r[static_cast<contest_class>(cls)]; }
}  // namespace detail

/// What playing through earns in a heads-up game: net units of the ante and raises by contest class.
struct contest_units {
    std::array<std::int64_t, 6> by_class{};  ///< net units of the contest wagers when every raise is made
    std::int64_t raises = 0;                 ///< units wagered by the raises (times the ante)
};

/// The contest units of \p Game's ante and raise wagers, from their contest_rules.
template <class Game>
[[nodiscard]] contest_units contest_units_of() {
    contest_units u;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (W::kind == wager_kind::ante || W::kind == wager_kind::raise) {
            std::int64_t m = 1;
            if constexpr (W::kind == wager_kind::raise) m = Game::template multiple_of<W>;
            for (std::size_t c = 0; c < 6; ++c) u.by_class[c] += detail::units(detail::pick(W::contest, c).result, m);
            if constexpr (W::kind == wager_kind::raise) u.raises += m;
        }
    });
    return u;
}

/// \brief The bonus units (times the ante) \p Game's bonus wagers pay a player who plays \p cards
/// valued \p value (the ante bonus, NY (f)(1)(iii)). Throws invalid_cards for a value that is
/// not a card or a card given twice.
template <class Game, class Cards, class Value>
[[nodiscard]] std::int64_t bonus_units_of(const Cards& cards, Value value) {
    std::int64_t units = 0;
    card_set set;
    insert_distinct(set, cards, "player");
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (W::kind == wager_kind::bonus) {
            const auto p = W::pay_table::lookup(paid_hand<Value>{value, set});
            if (p) units += p->to_one;
        }
    });
    return units;
}

}  // namespace carnival::analysis
