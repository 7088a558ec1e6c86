/// \file
/// \brief `carnival::report::rule_summary_of<Game>()`: a game's rules in words, generated from its
/// type — so a new pay table, qualifier or decision changes the summary by itself.
#pragma once

#include <carnival/config.hpp>

#include <carnival/money/money.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/options.hpp>

#include <boost/hana/for_each.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

namespace carnival::report {

namespace detail {

inline std::string cards_text(std::size_t n, std::string_view what) {
    return std::to_string(n) + (n == 1 ? " card " : " cards ") + std::string(what);
}

/// "won (NY (f)(1)(i))".
inline std::string resolution_text(const resolution& r) {
    return std::string(name(r.result)) + (r.rule.empty() ? "" : " (" + std::string(r.rule) + ")");
}

/// What one line of a pay table pays: "40 to 1", or a fixed award "$1,000,000.00 for a $5.00 wager".
inline std::string pays_text(const payout& p) {
    if (!p.is_award()) return std::to_string(p.to_one) + " to 1";
    std::string out = to_string(money::cents(p.award.award_cents)) + " for a " + to_string(money::cents(p.award.stake_cents)) + " wager";
    if (p.award.policy == award_policy::pro_rata_below) out += " (less pro rata)";
    return out;
}

template <class Table>
void add_table(rule_summary& s, std::string_view wager) {
    for (pay_table_text& t : s.pay_tables)
        if (t.name == Table::name) {  // each table once, with every wager it pays
            t.wagers.emplace_back(wager);
            return;
        }
    pay_table_text t{std::string(Table::name), {std::string(wager)}, {}};
    boost::hana::for_each(Table::lines, [&](auto l) {
        using L = typename decltype(l)::type;
        t.lines.push_back({std::string(L::pay.line), pays_text(L::pay)});
    });
    s.pay_tables.push_back(std::move(t));
}

/// Whether any decision point of \p Game lets the player fold.
template <class Game>
constexpr bool offers_fold() noexcept {
    bool fold = false;
    boost::hana::for_each(Game::sequence_type::points, [&](auto p) { fold = fold || decltype(p)::type::offers(action::fold); });
    return fold;
}

template <class Game, class W>
betting_area area_of() {
    betting_area a{std::string(W::name), {}, {}};
    if constexpr (W::kind == wager_kind::ante) {
        a.description = "ante: placed before the deal, settled against the dealer, lost by folding";
    } else if constexpr (W::kind == wager_kind::raise) {
        a.description = "raise at decision point " + std::to_string(Game::template point_of<W> + 1) +
                        ", a multiple of the ante, settled against the dealer";
        if constexpr (!std::is_same_v<typename W::payout_type, even_money>)
            a.description += "; a win is paid by " + std::string(W::payout_type::pay_table::name);
    } else if constexpr (W::kind == wager_kind::side) {
        a.description = std::string("placed before the deal, paid by ") + std::string(W::pay_table::name);
        std::size_t point = 0;
        boost::hana::for_each(Game::sequence_type::points, [&](auto p) {
            ++point;
            boost::hana::for_each(decltype(p)::type::options, [&](auto o) {
                using O = typename decltype(o)::type;
                if constexpr (O::act == action::pull_back) {
                    if constexpr (std::is_same_v<typename O::wager, W>)
                        a.description += "; the player may take it back at decision " + std::to_string(point) + " (" +
                                         std::string(O::rule) + ")";
                }
            });
        });
        if (offers_fold<Game>()) a.description += W::fold == on_fold::stands ? "; it stands when the player folds" : "; forfeited by folding";
        a.rule = W::rule;
    } else if constexpr (W::kind == wager_kind::bonus) {
        a.description = std::string("bonus on the ") + std::string(W::base::name) + " paid by " + std::string(W::pay_table::name) +
                        (W::when == paid_when::always ? ", whether or not the player folds" : ", to a player who does not fold");
        a.rule = W::rule;
    } else {
        a.description = std::string("rides on the ") + std::string(W::base::name) + ", paid even money when it wins" +
                        (W::paid_for == wager_for::dealers ? ", for the dealers" : "");
        a.rule = W::rule;
    }
    return a;
}

template <class Game, class W>
std::string contest_text() {
    const contest_rules& c = W::contest;
    std::string out = std::string(W::name) + ": player higher " + resolution_text(c.higher) + ", equal " +
                      resolution_text(c.equal) + ", lower " + resolution_text(c.lower);
    if (c.covers_a_dealer_who_does_not_qualify())
        out += "; dealer not qualifying: player higher " + resolution_text(c.not_qualified_higher) + ", equal " +
               resolution_text(c.not_qualified_equal) + ", lower " + resolution_text(c.not_qualified_lower);
    return out;
}

}  // namespace detail

/// \brief Adds wager \p W of \p Game to \p s: its betting area, its contest (against the
/// dealer) and its pay table (each table once, with every wager it pays). rule_summary_of adds
/// every wager of the game this way; a program that figures a wager on its own (one pay table of
/// many) adds it to the summary of the rest.
template <class Game, class W>
void add_wager(rule_summary& s) {
    s.areas.push_back(detail::area_of<Game, W>());
    if constexpr (W::kind == wager_kind::ante || W::kind == wager_kind::raise) {
        s.contests.push_back(detail::contest_text<Game, W>());
        if constexpr (std::is_same_v<typename W::payout_type, even_money>) s.even_money.emplace_back(W::name);
        else detail::add_table<typename W::payout_type::pay_table>(s, W::name);
    } else if constexpr (W::kind == wager_kind::side || W::kind == wager_kind::bonus) {
        detail::add_table<typename W::pay_table>(s, W::name);
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
        return std::string("per unit of the ") + std::string(Game::ante_type::name) +
               " (the initial wager): house edge per unit of it, element of risk per unit of the total wagered";
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
