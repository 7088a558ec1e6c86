/// \file
/// \brief `carnival::report::rule_summary_of<Game>()`: a game's rules in words, generated from its
/// type — so a new pay table, qualifier or decision changes the summary by itself.
#pragma once

#include <carnival/config.hpp>

#include <carnival/money/money.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/rules/contest_text.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/options.hpp>

#include <boost/hana/for_each.hpp>

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace carnival::report {

namespace detail {

/// "3 cards to the player, face down".
CARNIVAL_DECL std::string cards_text(std::size_t n, std::string_view what);


/// \brief What one line of a pay table pays: "40 to 1", "3 to 2, paid rounded down …" (odds_rounding),
/// "push", or a fixed award "$1,000,000.00 for a $5.00 wager".
CARNIVAL_DECL std::string pays_text(const payout& p);

/// Adds the pay table \p table with its \p lines to \p s, paying \p wager (each table once, with every wager it pays).
CARNIVAL_DECL void add_table(rule_summary& s, std::string_view table, std::span<const payout> lines, std::string_view wager);


/// What a betting area says of its wager, as the wager's type has it.
struct area_facts {
    std::string_view name{}, rule{};
    wager_kind kind = wager_kind::ante;
    std::string_view pay_table{};  ///< a side wager's or a bonus's table; an ante's or a raise's when it is not even money
    bool without_dealer = false;   ///< an ante's or a raise's: the game has no dealer hand, its table alone settles it
    table_terms terms{};           ///< an ante's or a raise's table: when it pays, what a winning hand it does not name gets
    std::string_view loss_table{};  ///< an ante's or a raise's table for a hand the dealer's beats (a bad beat), if any
    std::string_view base{};       ///< the wager a bonus or a toke rides on
    std::size_t point = 0;       ///< a raise's decision point, from 1
    std::vector<std::pair<std::size_t, std::string_view>> pulled_back_at{};  ///< a side wager's: the decisions (from 1) and their rules
    bool fold_offered = false;    ///< whether any decision lets the player fold
    bool stands_on_fold = false;  ///< a side wager's
    bool paid_always = false;     ///< a bonus's: whether or not the player folds
    bool for_dealers = false;     ///< a toke's
    std::string requirement{};    ///< a side wager's or a contest_wager's precondition in words (NY (c)(6), (c)(7)), when it has one
};

/// The betting area \p f describes.
CARNIVAL_DECL betting_area area_text(const area_facts& f);

/// Whether any decision point of \p Game lets the player fold.
template <class Game>
constexpr bool offers_fold() noexcept {
    bool fold = false;
    boost::hana::for_each(Game::sequence_type::points, [&](auto p) { fold = fold || decltype(p)::type::offers(action::fold); });
    return fold;
}

template <class Game, class W>
betting_area area_of() {
    area_facts f{.name = W::name, .kind = W::kind};
    if constexpr (wager_traits<W>::contested) {
        if constexpr (W::kind == wager_kind::raise) f.point = Game::template point_of<W> + 1;
        if constexpr (!std::is_same_v<typename W::payout_type, even_money>) {
            f.pay_table = W::payout_type::pay_table::name;
            f.terms = W::payout_type::terms;
            if constexpr (carnival::detail::pays_on_a_loss<typename W::payout_type>) f.loss_table = W::payout_type::loss_table::name;
        }
        f.without_dealer = !Game::has_dealer_hand;
        if constexpr (!Game::has_dealer_hand) f.rule = W::contest.higher.rule;  // the paragraph that pays it on the hand
        if constexpr (W::kind == wager_kind::contest) f.requirement = W::requirement::text();
        f.fold_offered = offers_fold<Game>();
    } else if constexpr (W::kind == wager_kind::side) {
        f.pay_table = W::pay_table::name;
        std::size_t point = 0;
        boost::hana::for_each(Game::sequence_type::points, [&](auto p) {
            ++point;
            boost::hana::for_each(decltype(p)::type::options, [&](auto o) {
                using O = typename decltype(o)::type;
                if constexpr (O::act == action::pull_back) {
                    if constexpr (std::is_same_v<typename O::wager, W>) f.pulled_back_at.emplace_back(point, O::rule);
                }
            });
        });
        f.fold_offered = offers_fold<Game>();
        f.stands_on_fold = W::fold == on_fold::stands;
        f.requirement = W::requirement::text();
        f.rule = W::rule;
    } else if constexpr (W::kind == wager_kind::bonus) {
        f.pay_table = W::pay_table::name;
        f.base = W::base::name;
        f.paid_always = W::when == paid_when::always;
        f.rule = W::rule;
    } else {
        f.base = W::base::name;
        f.for_dealers = W::paid_for == wager_for::dealers;
        f.rule = W::rule;
    }
    return area_text(f);
}

}  // namespace detail

/// \brief Adds wager \p W of \p Game to \p s: its betting area, its contest (against the
/// dealer) and its pay table (each table once, with every wager it pays). rule_summary_of adds
/// every wager of the game this way; a program that figures a wager on its own (one pay table of
/// many) adds it to the summary of the rest.
template <class Game, class W>
void add_wager(rule_summary& s) {
    s.areas.push_back(detail::area_of<Game, W>());
    if constexpr (wager_traits<W>::contested) {
        if constexpr (Game::has_dealer_hand) s.contests.push_back(contest_text(W::name, W::contest));
        if constexpr (std::is_same_v<typename W::payout_type, even_money>) s.even_money.emplace_back(W::name);
        else detail::add_table(s, W::payout_type::pay_table::name, W::payout_type::pay_table::payouts, W::name);
        if constexpr (carnival::detail::pays_on_a_loss<typename W::payout_type>)
            detail::add_table(s, W::payout_type::loss_table::name, W::payout_type::loss_table::payouts, W::name);
    } else if constexpr (wager_traits<W>::paid_by_table) {
        detail::add_table(s, W::pay_table::name, W::pay_table::payouts, W::name);
    }
}

namespace detail {

/// The game's name as its sheets carry it: Game::name, or "a game" when it has none.
template <class Game>
std::string game_name() {
    return Game::name.empty() ? std::string("a game") : std::string(Game::name);
}

/// "per unit of the ante …" or "per unit of each bet …": what the play's figures are per.
template <class Game>
std::string play_unit() {
    if constexpr (std::is_void_v<typename Game::ante_type>) {
        return "per unit of each bet the player places (every bet one unit): house edge per unit, element of risk per "
               "unit left riding";
    } else {
        // The wagers placed beside the ante against the dealer (contest_wager), one unit each.
        std::string beside;
        std::size_t initial = 1;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (W::kind == wager_kind::contest) beside += " + " + std::string(W::name), ++initial;
        });
        const std::string ante(Game::ante_type::name);
        if (initial == 1)
            return "per unit of the " + ante + " (the initial wager): house edge per unit of it, element of risk per unit of the total wagered";
        return "per unit of the " + ante + " (the initial wager is " + ante + beside + ", " + std::to_string(initial) +
               " units): house edge per unit of the " + ante + ", element of risk per unit of the total wagered";
    }
}

}  // namespace detail

/// \brief \p Game's rules in words: the sequence of play, the betting areas, the dealer's
/// qualifier, the contests and the pay tables, each citing the rule the type cites.
template <class Game>
[[nodiscard]] rule_summary rule_summary_of() {
    using seq = typename Game::sequence_type;
    rule_summary s;
    std::size_t point = 0;
    for (const step_info& step : seq::steps) {
        switch (step.kind) {
            case step_kind::to_player: s.sequence.push_back(detail::cards_text(step.cards, "to the player, face down")); break;
            case step_kind::to_dealer:
                s.sequence.push_back(detail::cards_text(step.cards, step.shown == face::up ? "to the dealer, face up" : "to the dealer, face down"));
                break;
            case step_kind::burn: s.sequence.push_back(detail::cards_text(step.cards, "burned")); break;
            case step_kind::to_board: s.sequence.push_back(detail::cards_text(step.cards, "turned up on the board")); break;
            case step_kind::reveal_dealer: s.sequence.push_back("the dealer's cards are revealed and the wagers settled"); break;
            case step_kind::decide: {
                std::size_t at = 0;
                boost::hana::for_each(seq::points, [&](auto p) {
                    using P = typename decltype(p)::type;
                    if (at++ != point) return;
                    std::string rules;
                    boost::hana::for_each(P::options, [&](auto o) {
                        using O = typename decltype(o)::type;
                        if (rules.find(O::rule) == std::string::npos) rules += (rules.empty() ? "" : "; ") + std::string(O::rule);
                    });
                    s.sequence.push_back("decision " + std::to_string(point + 1) + ": " + carnival::detail::options_text<P>() + " (" + rules + ")");
                });
                ++point;
                break;
            }
        }
    }
    if constexpr (!Game::has_dealer_hand) {
        s.dealer = "no dealer hand: the wagers are paid on the player's hand";
    } else if constexpr (!carnival::detail::qualifier_can_fail<typename Game::qualifier>) {
        s.dealer = "the dealer always plays";
    } else {
        s.dealer = "dealer plays with " + std::string(Game::qualifier::name);
    }
    boost::hana::for_each(Game::wagers, [&](auto w) { add_wager<Game, typename decltype(w)::type>(s); });
    return s;
}

}  // namespace carnival::report

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/report/impl/rule_summary.hpp>
#endif
