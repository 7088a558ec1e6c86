/// \file
/// \brief `carnival::wager_slip<Game>`: the amounts a player puts up before the deal.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/wagers.hpp>

#include <boost/hana/equal.hpp>
#include <boost/hana/for_each.hpp>
#include <boost/hana/index_if.hpp>
#include <boost/hana/length.hpp>
#include <boost/hana/type.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

namespace carnival {

/// \brief The wagers a player places before the deal (ante, side wagers, toke) and their amounts;
/// a wager not placed has amount zero. Raises are not on the slip: they follow from the player's
/// decisions, as multiples of the ante.
template <class Game>
class wager_slip {
public:
    using game_type = Game;  ///< the game

    /// Number of wagers in the game.
    static constexpr std::size_t wager_count = decltype(boost::hana::length(Game::wagers))::value;

    /// \brief Places \p amount on wager \p W; throws invalid_wager unless the amount is one the
    /// wager takes (check_amount: positive, and exactly $5 on a table whose fixed awards are for
    /// $5). The slip is unchanged then. Requirements between wagers are checked when the round is
    /// settled.
    template <class W>
    wager_slip& place(money amount) {
        static_assert(Game::template has_wager<W>, "carnival::wager_slip: the game has no such wager");
        static_assert(placed_before_the_deal<W>, "carnival::wager_slip: raises and bonuses are not placed before the deal");
        check_amount<W>(amount);
        amounts_[position<W>()] = amount;
        return *this;
    }

    /// The amount on wager \p W (zero when not placed, and for raises and bonuses).
    template <class W>
    [[nodiscard]] money amount() const noexcept {
        static_assert(Game::template has_wager<W>, "carnival::wager_slip: the game has no such wager");
        return amounts_[position<W>()];
    }

    /// Every amount, in the game's wager order.
    [[nodiscard]] const std::array<money, wager_count>& amounts() const noexcept { return amounts_; }

    /// The same amounts on the same wagers.
    friend bool operator==(const wager_slip&, const wager_slip&) = default;

    /// Each wager's name, in the game's wager order.
    static constexpr std::array<std::string_view, wager_count> names = [] {
        std::array<std::string_view, wager_count> out{};
        std::size_t i = 0;
        boost::hana::for_each(Game::wagers, [&](auto w) { out[i++] = decltype(w)::type::name; });
        return out;
    }();

    /// The position of wager \p W in the game's wager order (the index into amounts()).
    template <class W>
    [[nodiscard]] static constexpr std::size_t position() noexcept {
        return std::remove_cvref_t<decltype(boost::hana::index_if(Game::wagers, boost::hana::equal.to(boost::hana::type_c<W>)).value())>::value;
    }

private:
    std::array<money, wager_count> amounts_{};
};

}  // namespace carnival
