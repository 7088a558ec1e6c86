/// \file
/// \brief `carnival::table::bets<Game>`: the wagers a player puts up at one betting position
/// before the deal, each with its instruments.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/wager_slip.hpp>
#include <carnival/table/stake.hpp>

#include <boost/hana/for_each.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace carnival::table {

/// \brief The wagers at one betting position before the deal — the ante, side wagers, a toke —
/// each with its stake (chips, plaques, a match-play coupon):
/// `bets<G>{}.on<tcp::ante>(stake::of({chips(money::dollars(10))}))`.
template <class Game>
class bets {
public:
    /// Number of wagers in the game.
    static constexpr std::size_t wager_count = wager_slip<Game>::wager_count;

    /// Puts \p s on wager \p W (replacing what was there); an empty stake takes it off.
    template <class W>
    bets& on(const stake& s) {
        static_assert(Game::template has_wager<W>, "carnival::table::bets: the game has no such wager");
        static_assert(placed_before_the_deal<W>,
                      "carnival::table::bets: raises are made at decisions and bonuses follow their wager: neither is "
                      "placed before the deal");
        s.check_match();
        stakes_[wager_slip<Game>::template position<W>()] = s;
        return *this;
    }
    /// \p amount in chips on wager \p W.
    template <class W>
    bets& on(money amount) {
        return on<W>(stake::of({chips(amount)}));
    }

    /// \brief Puts \p s on the wager named \p wager (a command line's or a record's words);
    /// throws invalid_wager, naming the wagers placed before the deal, for any other name.
    bets& on(std::string_view wager, const stake& s) {
        bool found = false;
        std::string names;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) {
                names += names.empty() ? "" : ", ";
                names += W::name;
                if (!found && W::name == wager) {
                    found = true;
                    on<W>(s);
                }
            }
        });
        if (!found)
            carnival::detail::fail<invalid_wager>({"carnival::table: no wager named \"", carnival::detail::excerpt(wager),
                                                   "\" is placed before the deal; the game's are ", names});
        return *this;
    }

    /// The stake on wager \p W (empty when not placed).
    template <class W>
    [[nodiscard]] const stake& of() const noexcept {
        return stakes_[wager_slip<Game>::template position<W>()];
    }
    /// Every stake, in the game's wager order.
    [[nodiscard]] const std::array<stake, wager_count>& stakes() const noexcept { return stakes_; }
    /// Whether no wager is placed.
    [[nodiscard]] bool empty() const noexcept {
        for (const stake& s : stakes_)
            if (!s.empty()) return false;
        return true;
    }
    /// \brief The amounts in action, as a wager_slip; throws invalid_wager for an amount a wager
    /// does not take (check_amount: a fixed-award table's stake).
    [[nodiscard]] wager_slip<Game> slip() const {
        wager_slip<Game> out;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) {
                const stake& s = of<W>();
                if (!s.empty()) out.template place<W>(s.total());
            }
        });
        return out;
    }
    /// Their amount in action: every stake's total, coupons included.
    [[nodiscard]] money total() const {
        money sum;
        for (const stake& s : stakes_) sum += s.total();
        return sum;
    }
    /// The player's own value in them: chips and plaques of every wager.
    [[nodiscard]] money value() const {
        money total;
        for (const stake& s : stakes_) total += s.value();
        return total;
    }
    /// Same stakes.
    friend bool operator==(const bets&, const bets&) = default;

private:
    std::array<stake, wager_count> stakes_{};
};

}  // namespace carnival::table
