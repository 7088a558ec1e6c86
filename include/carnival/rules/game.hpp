/// \file
/// \brief `carnival::game`: a game assembled from policy types, checked at compile time.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/fixed_string.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/requirements.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/rules/wagers.hpp>

#include <boost/hana/all_of.hpp>
#include <boost/hana/contains.hpp>
#include <boost/hana/filter.hpp>
#include <boost/hana/for_each.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>

namespace carnival {

namespace detail {

template <class Sequence>
constexpr std::size_t cards_from(card_source s) {
    switch (s) {
        case card_source::player: return Sequence::player_cards;
        case card_source::dealer: return Sequence::dealer_cards;
        case card_source::board: return Sequence::board_cards;
    }
    return 0;
}

/// Whether hand policy \p H reads exactly the cards the sequence deals its sources.
template <class Sequence, class H>
constexpr bool hand_fits_deal() {
    if constexpr (is_ranked_hand<H>) {
        std::size_t n = 0;
        for (card_source s : H::sources) n += cards_from<Sequence>(s);
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

template <class List> struct wagers_of;
template <class... Ws>
struct wagers_of<wager_list<Ws...>> {
    static constexpr auto all = boost::hana::filter(boost::hana::tuple_t<Ws...>, [](auto w) {
        return boost::hana::bool_c<!is_no_wager<typename decltype(w)::type>>;
    });
    using ante = typename first_ante<Ws...>::type;
    static constexpr int antes = (int{is_ante_wager<Ws>()} + ... + 0);
};

template <class Rules>
consteval auto dealer_hand_of() {
    if constexpr (requires { typename Rules::dealer_hand; }) {
        return boost::hana::type_c<typename Rules::dealer_hand>;
    } else {
        return boost::hana::type_c<no_dealer_hand>;
    }
}
template <class Rules, class Dealer>
consteval auto qualifier_of() {
    if constexpr (requires { typename Rules::dealer_qualifies; }) {
        return boost::hana::type_c<typename Rules::dealer_qualifies>;
    } else if constexpr (is_ranked_hand<Dealer>) {
        return boost::hana::type_c<always_qualifies<typename Dealer::ranking_type>>;
    } else {
        return boost::hana::type_c<void>;
    }
}

template <class Player, class Dealer>
consteval bool same_ranking() {
    if constexpr (is_ranked_hand<Player> && is_ranked_hand<Dealer>) {
        return std::is_same_v<typename Player::ranking_type, typename Dealer::ranking_type>;
    } else {
        return true;
    }
}
template <class Q, class Dealer>
consteval bool qualifier_reads() {
    if constexpr (is_ranked_hand<Dealer>) {
        return qualifier_for<Q, typename Dealer::ranking_type>;
    } else {
        return true;
    }
}

}  // namespace detail

/// \brief A game, assembled from a rule card: \p Rules is a struct whose member types say
///
/// - `sequence`: the sequence_of_play (cards, decision points and their options, the reveal);
/// - `player_hand`: the ranked_hand that competes against the dealer (and that the player's
///   results are told by);
/// - `dealer_hand` (left out in a game without a dealer hand, Let It Ride) and
///   `dealer_qualifies` (left out when the dealer always plays, Four Card Poker);
/// - `wagers`: a wager_list of every betting area, in the order they are settled (ante_wager,
///   contest_wager, raise_wager, side_wager, bonus_on, rides_on; no_wager entries are dropped).
///
/// \code
/// struct jack_high_poker_rules : tcp::rules<> { using dealer_qualifies = jack_high_or_better; };
/// using jack_high_poker = game<jack_high_poker_rules>;
/// \endcode
/// A variant derives from a game's rules and replaces what it changes. Everything a game can get
/// wrong is a static_assert with a readable message: a hand that reads more or fewer cards than
/// the sequence deals, a qualifier of another ranking, a raise or a pull-back of a wager the game
/// lacks, a wager against the dealer in a game without a dealer hand, … .
template <class Rules>
struct game {
    static_assert(requires { typename Rules::sequence; },
                  "carnival::game: the rules need a sequence (using sequence = sequence_of_play<…>)");
    static_assert(requires { typename Rules::player_hand; },
                  "carnival::game: the rules need the player's hand (using player_hand = ranked_hand<…>)");
    static_assert(requires { typename Rules::wagers; },
                  "carnival::game: the rules need their wagers (using wagers = wager_list<…>)");

    using rules_type = Rules;                              ///< the rule card
    /// The game's name, from the rules' `name` (par sheets and rule cards print it); empty without one.
    static constexpr std::string_view name = [] {
        if constexpr (requires { std::string_view(Rules::name); }) {
            return std::string_view(Rules::name);
        } else {
            return std::string_view{};
        }
    }();
    using sequence_type = typename Rules::sequence;        ///< the sequence of play
    using player_hand = typename Rules::player_hand;       ///< the hand that competes against the dealer
    using dealer_hand = typename decltype(detail::dealer_hand_of<Rules>())::type;  ///< the dealer's hand, or no_dealer_hand
    /// When the dealer qualifies (always_qualifies when the rules give no qualifier; void without a dealer hand).
    using qualifier = typename decltype(detail::qualifier_of<Rules, dealer_hand>())::type;
    using ranking_type = typename player_hand::ranking_type;  ///< the player's hand's ranking

    /// Whether the game has a dealer hand to play against.
    static constexpr bool has_dealer_hand = detail::is_ranked_hand<dealer_hand>;

    /// The wagers, in settlement order, as a Boost.Hana tuple of types.
    static constexpr auto wagers = detail::wagers_of<typename Rules::wagers>::all;

    /// The game's ante wager (void in a game without one, Let It Ride).
    using ante_type = typename detail::wagers_of<typename Rules::wagers>::ante;

    /// Whether \p W is one of the game's wagers.
    template <class W>
    static constexpr bool has_wager = decltype(boost::hana::contains(wagers, boost::hana::type_c<W>))::value;

    /// The rule cited when the player folds at each decision point (empty where folding is no option).
    static constexpr std::array<std::string_view, sequence_type::decision_points> fold_rules = [] {
        std::array<std::string_view, sequence_type::decision_points> out{};
        std::size_t at = 0;
        boost::hana::for_each(sequence_type::points, [&](auto p) { out[at++] = decltype(p)::type::rule_for(action::fold); });
        return out;
    }();

    /// The decision point at which raise wager \p W is first offered (decision_points if none).
    template <class W>
    static constexpr std::size_t point_of = [] {
        std::size_t at = 0, found = sequence_type::decision_points;
        boost::hana::for_each(sequence_type::points, [&](auto p) {
            boost::hana::for_each(decltype(p)::type::options, [&](auto o) {
                using O = typename decltype(o)::type;
                if constexpr (O::act == action::raise) {
                    if (std::is_same_v<typename O::wager, W> && found == sequence_type::decision_points) found = at;
                }
            });
            ++at;
        });
        return found;
    }();

    /// \brief The multiple of the ante raise wager \p W is made at, for a game that offers it at
    /// one multiple only (the bundled games' analysis reads it).
    template <class W>
    static constexpr std::int64_t multiple_of = [] {
        std::int64_t m = 0;
        int offers = 0;
        boost::hana::for_each(sequence_type::points, [&](auto p) {
            boost::hana::for_each(decltype(p)::type::options, [&](auto o) {
                using O = typename decltype(o)::type;
                if constexpr (O::act == action::raise) {
                    if constexpr (std::is_same_v<typename O::wager, W>) {
                        m = O::times[0];
                        offers += static_cast<int>(O::times.size());
                    }
                }
            });
        });
        if (offers != 1) throw "carnival::game::multiple_of: the wager is offered at more than one multiple";
        return m;
    }();

    static_assert(detail::is_ranked_hand<player_hand>, "carnival::game: the player's hand must be a ranked_hand policy");
    static_assert(detail::same_ranking<player_hand, dealer_hand>(),
                  "carnival::game: the player's and the dealer's hands must use the same ranking to be compared");
    static_assert(detail::qualifier_reads<qualifier, dealer_hand>(),
                  "carnival::game: the dealer qualifier reads another ranking than the dealer's hand");
    static_assert(has_dealer_hand || std::is_void_v<qualifier>,
                  "carnival::game: a dealer qualifier in a game without a dealer hand");
    static_assert(detail::hand_fits_deal<sequence_type, player_hand>() && detail::hand_fits_deal<sequence_type, dealer_hand>(),
                  "carnival::game: a hand's selection reads a different number of cards than the deal gives it");

private:
    template <class W>
    static consteval bool wager_is_valid() {
        if constexpr (wager_traits<W>::paid_by_table) {
            return detail::hand_fits_deal<sequence_type, typename W::hand>();
        } else {
            return true;
        }
    }
    // Every line of a wager's pay table reads only sources its hand looks at (on_cards_of).
    template <class W>
    static consteval bool lines_read_its_cards() {
        if constexpr (wager_traits<W>::paid_by_table) {
            unsigned looked_at = 0;
            for (card_source s : W::hand::sources) looked_at |= 1U << index(s);
            return (W::pay_table::sources_read & ~looked_at) == 0;
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool references_are_present() {
        if constexpr (W::kind == wager_kind::side || W::kind == wager_kind::contest) {
            return decltype(boost::hana::all_of(W::requirement::refers_to,
                                                [](auto r) { return boost::hana::contains(wagers, r); }))::value;
        } else if constexpr (wager_traits<W>::has_base) {
            return has_wager<typename W::base>;
        } else {
            return true;
        }
    }
    // A wager against the dealer beside the ante is tied to it by its requirement (equal_to, placed_with).
    template <class W>
    static consteval bool tied_to_the_ante() {
        if constexpr (W::kind == wager_kind::contest) {
            if constexpr (std::is_void_v<ante_type>) {
                return false;
            } else {
                return decltype(boost::hana::contains(W::requirement::refers_to, boost::hana::type_c<ante_type>))::value;
            }
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool bonus_is_on_the_ante() {
        if constexpr (W::kind == wager_kind::bonus) {
            return W::base::kind == wager_kind::ante;
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool bonus_pays_odds() {
        if constexpr (W::kind == wager_kind::bonus) {
            return !W::pay_table::award_terms.has_value();
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool contest_is_complete() {
        if constexpr (wager_traits<W>::contested) {
            if constexpr (has_dealer_hand) {
                return W::contest.covers_a_qualifying_dealer() &&
                       (!detail::qualifier_can_fail<qualifier> || W::contest.covers_a_dealer_who_does_not_qualify());
            } else {
                return true;
            }
        } else {
            return true;
        }
    }
    template <class W>
    static consteval bool against_a_dealer() {
        return wager_traits<W>::contested;
    }
    // A wager against the dealer in a game without one: settled on the player's hand by its table
    // (paid_by) alone, its contest only the win that lets the table settle it (on_the_players_hand).
    template <class W>
    static consteval bool on_the_hand_alone() {
        if constexpr (wager_traits<W>::contested && requires { typename W::payout_type::pay_table; }) {
            constexpr contest_rules c = W::contest;
            return c.higher.result == outcome::won && !c.equal.given() && !c.lower.given() && !c.covers_a_dealer_who_does_not_qualify() &&
                   !c.not_qualified_higher.given() && !c.not_qualified_equal.given() && !c.not_qualified_lower.given();
        } else {
            return false;
        }
    }
    template <class W>
    static consteval bool raise_is_offered() {
        if constexpr (W::kind == wager_kind::raise) {
            return point_of<W> < sequence_type::decision_points;
        } else {
            return true;
        }
    }
    template <class O>
    static consteval bool option_names_a_wager() {
        if constexpr (O::act == action::raise || O::act == action::pull_back) {
            return has_wager<typename O::wager>;
        } else {
            return true;
        }
    }
    template <class O>
    static consteval bool option_fits_its_wager() {
        if constexpr (O::act == action::raise) {
            return O::wager::kind == wager_kind::raise;
        } else if constexpr (O::act == action::pull_back) {
            return placed_before_the_deal<typename O::wager>;
        } else {
            return true;
        }
    }
    // What the checks below find, for one wager or option, or (by &) for all of them.
    struct checks {
        bool hand_fits = true, references_present = true, bonus_on_the_ante = true, bonus_pays_odds = true,
             dealer_present = true, contest_complete = true, raise_offered = true, tied_to_ante = true,
             lines_read_its_cards = true;  // wagers
        bool names_a_wager = true, fits_its_wager = true, not_a_raise = true;        // options
        friend constexpr checks operator&(checks a, checks b) noexcept {
            return {a.hand_fits && b.hand_fits, a.references_present && b.references_present,
                    a.bonus_on_the_ante && b.bonus_on_the_ante, a.bonus_pays_odds && b.bonus_pays_odds,
                    a.dealer_present && b.dealer_present, a.contest_complete && b.contest_complete,
                    a.raise_offered && b.raise_offered, a.tied_to_ante && b.tied_to_ante,
                    a.lines_read_its_cards && b.lines_read_its_cards, a.names_a_wager && b.names_a_wager,
                    a.fits_its_wager && b.fits_its_wager, a.not_a_raise && b.not_a_raise};
        }
    };
    template <class W>
    static consteval checks wager_checks() {
        checks c;
        c.hand_fits = wager_is_valid<W>();
        c.references_present = references_are_present<W>();
        c.bonus_on_the_ante = bonus_is_on_the_ante<W>();
        c.bonus_pays_odds = bonus_pays_odds<W>();
        c.dealer_present = has_dealer_hand || !against_a_dealer<W>() || on_the_hand_alone<W>();
        c.contest_complete = contest_is_complete<W>();
        c.raise_offered = raise_is_offered<W>();
        c.tied_to_ante = tied_to_the_ante<W>();
        c.lines_read_its_cards = lines_read_its_cards<W>();
        return c;
    }
    template <class O>
    static consteval checks option_checks() {
        checks c;
        c.names_a_wager = option_names_a_wager<O>();
        c.fits_its_wager = option_fits_its_wager<O>();
        c.not_a_raise = O::act != action::raise;
        return c;
    }
    // Every wager and every option of every decision point checked in one pass each.
    static constexpr checks checked = [] {
        checks all;
        boost::hana::for_each(wagers, [&](auto w) { all = all & wager_checks<typename decltype(w)::type>(); });
        boost::hana::for_each(sequence_type::points, [&](auto p) {
            boost::hana::for_each(decltype(p)::type::options,
                                  [&](auto o) { all = all & option_checks<typename decltype(o)::type>(); });
        });
        return all;
    }();

    static_assert(detail::wagers_of<typename Rules::wagers>::antes <= 1, "carnival::game: a game has at most one ante wager");
    static_assert(checked.hand_fits,
                  "carnival::game: a wager's hand reads a different number of cards than the deal gives it");
    static_assert(checked.references_present,
                  "carnival::game: a wager's requirement, base or bonus names a wager the game does not have (e.g. a "
                  "pair-plus precondition on a game without pair plus)");
    static_assert(checked.bonus_on_the_ante,
                  "carnival::game: a bonus (bonus_on) is paid on the ante's amount: its base must be the ante wager");
    static_assert(checked.bonus_pays_odds,
                  "carnival::game: a bonus (bonus_on) is paid at odds on the ante's amount: its pay table cannot have "
                  "fixed awards (awards_if), which are for a stake of their own — make it a side wager");
    static_assert(checked.dealer_present,
                  "carnival::game: an ante or raise wager is settled against the dealer, and the game has no dealer hand "
                  "(give the rules a dealer_hand; or pay it on the player's hand alone: contest on_the_players_hand(rule) "
                  "and paid_by<Table, table_terms{.otherwise = unnamed_hand::lose}>; or make it a side_wager)");
    static_assert(checked.contest_complete,
                  "carnival::game: a wager's contest_rules leave out a field the game can reach: give .higher, .equal "
                  "and .lower, and the .not_qualified_ fields unless the dealer always plays (always_qualifies)");
    static_assert(checked.tied_to_ante,
                  "carnival::game: a contest_wager is placed beside the ante: the game needs an ante wager, and the "
                  "wager's requirement must name it (equal_to<ante, rule> when compulsory, placed_with<rule, ante> when optional)");
    static_assert(checked.lines_read_its_cards,
                  "carnival::game: a pay table's line reads the cards of a source (on_cards_of<card_source::dealer, …>) "
                  "that its wager's hand does not look at: name that source in the hand (raw_cards<card_source::player, "
                  "card_source::dealer>)");
    static_assert(checked.names_a_wager,
                  "carnival::game: a decision option raises or pulls back a wager that is not among the game's wagers");
    static_assert(checked.fits_its_wager,
                  "carnival::game: may_raise places a raise_wager, and may_pull_back takes back a wager placed before the "
                  "deal (an ante, a side wager, a wager riding on another)");
    static_assert(checked.raise_offered,
                  "carnival::game: a raise wager that no decision point offers (add may_raise<Wager, …> to a decide)");
    static_assert(sequence_type::decision_points == 0 || !std::is_void_v<ante_type> || checked.not_a_raise,
                  "carnival::game: a raise is a multiple of the ante: a game with may_raise needs an ante wager");
};

}  // namespace carnival
