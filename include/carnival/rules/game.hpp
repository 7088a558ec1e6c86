/// \file
/// \brief `carnival::game`: a game assembled from policy types, checked at compile time.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/fixed_string.hpp>
#include <carnival/rules/deal.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/requirements.hpp>
#include <carnival/rules/wagers.hpp>

#include <boost/hana/all_of.hpp>
#include <boost/hana/contains.hpp>
#include <boost/hana/count_if.hpp>
#include <boost/hana/filter.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>

namespace carnival {

/// \brief The rule cited when a player folds at each decision point, in order: NY (e)(2) for Three
/// Card Poker; 13:69F-37 (a)(2), (c)(2), (e)(2) for Mini-Tex.
template <fixed_string... Rules>
struct fold_rules {
    /// The rules, one per decision point.
    static constexpr std::array<std::string_view, sizeof...(Rules)> at{Rules.view()...};
};

namespace detail {

template <class Deal>
constexpr std::size_t cards_from(card_source s) {
    switch (s) {
        case card_source::player: return Deal::player_cards;
        case card_source::dealer: return Deal::dealer_cards;
        case card_source::board: return Deal::board_cards;
    }
    return 0;
}

/// Whether hand policy \p H reads exactly the cards the deal gives its sources.
template <class Deal, class H>
constexpr bool hand_fits_deal() {
    if constexpr (is_ranked_hand<H>) {
        std::size_t n = 0;
        for (card_source s : H::sources) n += cards_from<Deal>(s);
        return n == H::card_count;
    } else {
        return true;
    }
}

template <class W> inline constexpr bool is_no_wager = std::is_same_v<W, no_wager>;

template <class W>
consteval bool is_ante_wager() {
    if constexpr (is_no_wager<W>) {
        return false;
    } else {
        return W::kind == wager_kind::ante;
    }
}

/// The first ante wager among \p Ws (void if none).
template <class... Ws>
struct first_ante {
    using type = void;
};
template <class W, class... Ws>
struct first_ante<W, Ws...> {
    using type = std::conditional_t<is_ante_wager<W>(), W, typename first_ante<Ws...>::type>;
};

}  // namespace detail

/// \brief A game: a \p Deal, the player's and the dealer's hands (\p PlayerHand, \p DealerHand:
/// ranked_hand policies of one ranking), the dealer's \p Qualifier, the rule cited for folding at
/// each decision point (\p Folds, a fold_rules), and the \p Wagers (ante_wager, raise_wager,
/// side_wager, bonus_on, rides_on; no_wager entries are dropped).
///
/// Everything a game can get wrong at compile time is a static_assert with a readable message:
/// a hand that reads more or fewer cards than the deal gives, a qualifier of another ranking, a
/// decision point without exactly one raise, a requirement naming a wager the game lacks, … .
template <class Deal, class PlayerHand, class DealerHand, class Qualifier, class Folds, class... Wagers>
struct game {
    using deal_type = Deal;              ///< who gets how many cards
    using player_hand = PlayerHand;      ///< the hand that competes against the dealer
    using dealer_hand = DealerHand;      ///< the dealer's hand
    using qualifier = Qualifier;         ///< when the dealer qualifies
    using fold_rules_type = Folds;       ///< the rule cited for folding, per decision point
    using ranking_type = typename PlayerHand::ranking_type;  ///< the contest's ranking

    /// The wagers, in settlement order, as a Boost.Hana tuple of types.
    static constexpr auto wagers = boost::hana::filter(boost::hana::tuple_t<Wagers...>, [](auto w) {
        return boost::hana::bool_c<!detail::is_no_wager<typename decltype(w)::type>>;
    });

    /// The game's ante wager.
    using ante_type = typename detail::first_ante<Wagers...>::type;

    /// Whether \p W is one of the game's wagers.
    template <class W>
    static constexpr bool has_wager = decltype(boost::hana::contains(wagers, boost::hana::type_c<W>))::value;

    static_assert(detail::is_ranked_hand<PlayerHand> && detail::is_ranked_hand<DealerHand>,
                  "carnival::game: the player's and dealer's hands must be ranked_hand policies");
    static_assert(std::is_same_v<typename PlayerHand::ranking_type, typename DealerHand::ranking_type>,
                  "carnival::game: the player's and the dealer's hands must use the same ranking to be compared");
    static_assert(qualifier_for<Qualifier, typename DealerHand::ranking_type>,
                  "carnival::game: the dealer qualifier reads another ranking than the dealer's hand");
    static_assert(detail::hand_fits_deal<Deal, PlayerHand>() && detail::hand_fits_deal<Deal, DealerHand>(),
                  "carnival::game: a hand's selection reads a different number of cards than the deal gives it");
    static_assert(Folds::at.size() == Deal::decision_points,
                  "carnival::game: give one fold rule per decision point");
private:
    template <class W>
    static consteval bool wager_is_valid() {
        if constexpr (detail::is_no_wager<W>) {
            return true;
        } else if constexpr (W::kind == wager_kind::raise) {
            return W::decision < Deal::decision_points;
        } else if constexpr (W::kind == wager_kind::side) {
            return detail::hand_fits_deal<Deal, typename W::hand>();
        } else if constexpr (W::kind == wager_kind::bonus) {
            return detail::hand_fits_deal<Deal, typename W::hand>();
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool references_are_present() {
        if constexpr (detail::is_no_wager<W>) {
            return true;
        } else if constexpr (W::kind == wager_kind::side) {
            return decltype(boost::hana::all_of(W::requirement::refers_to,
                                                [](auto r) { return boost::hana::contains(wagers, r); }))::value;
        } else if constexpr (W::kind == wager_kind::bonus || W::kind == wager_kind::rides_on) {
            return has_wager<typename W::base>;
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool bonus_is_on_the_ante() {
        if constexpr (detail::is_no_wager<W>) {
            return true;
        } else if constexpr (W::kind == wager_kind::bonus) {
            return W::base::kind == wager_kind::ante;
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool bonus_pays_odds() {
        if constexpr (detail::is_no_wager<W>) {
            return true;
        } else if constexpr (W::kind == wager_kind::bonus) {
            return !W::pay_table::award_terms.has_value();
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool contest_is_complete() {
        if constexpr (detail::is_no_wager<W>) {
            return true;
        } else if constexpr (W::kind == wager_kind::ante || W::kind == wager_kind::raise) {
            return W::contest.covers_a_qualifying_dealer() &&
                   (!detail::qualifier_can_fail<Qualifier> || W::contest.covers_a_dealer_who_does_not_qualify());
        } else {
            return true;
        }
    }
    static consteval bool one_raise_per_decision() {
        std::array<int, Deal::decision_points> raises{};
        (
            [&] {
                if constexpr (!detail::is_no_wager<Wagers>) {
                    if constexpr (Wagers::kind == wager_kind::raise) {
                        if (Wagers::decision < raises.size()) ++raises[Wagers::decision];
                    }
                }
            }(),
            ...);
        for (int r : raises)
            if (r != 1) return false;
        return true;
    }

    static_assert((int{detail::is_ante_wager<Wagers>()} + ... + 0) == 1, "carnival::game: a game has exactly one ante wager");
    static_assert((wager_is_valid<Wagers>() && ...),
                  "carnival::game: a raise names a decision point the deal does not have, or a wager's hand reads a "
                  "different number of cards than the deal gives it");
    static_assert((references_are_present<Wagers>() && ...),
                  "carnival::game: a wager's requirement, base or bonus names a wager the game does not have (e.g. a "
                  "pair-plus precondition on a game without pair plus)");
    static_assert((bonus_is_on_the_ante<Wagers>() && ...),
                  "carnival::game: a bonus (bonus_on) is paid on the ante's amount: its base must be the ante wager");
    static_assert((bonus_pays_odds<Wagers>() && ...),
                  "carnival::game: a bonus (bonus_on) is paid at odds on the ante's amount: its pay table cannot have "
                  "fixed awards (awards_if), which are for a stake of their own — make it a side wager");
    static_assert((contest_is_complete<Wagers>() && ...),
                  "carnival::game: a wager's contest_rules leave out a field the game can reach: give .higher, .equal "
                  "and .lower, and the .not_qualified_ fields unless the dealer always plays (always_qualifies)");
    static_assert(one_raise_per_decision(), "carnival::game: each decision point needs exactly one raise wager");
};

}  // namespace carnival
