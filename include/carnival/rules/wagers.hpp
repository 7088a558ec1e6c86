/// \file
/// \brief The wager kinds a game is assembled from: ante, raises at decision points, side wagers
/// on a pay table, bonuses paid on another wager, and wagers that ride on another.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/fixed_string.hpp>
#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/wager_kind.hpp>
#include <carnival/rules/wager_traits.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace carnival {


/// \brief Whose a wager's money is once the player has put it up: the player's own, or the
/// dealers' (a toke: the player's bet for the dealers).
enum class wager_for : unsigned char {
    player,   ///< the player's wager: a win, a push or a return is the player's
    dealers,  ///< a bet for the dealers (procedures, Dealer Toke Bets): the player's stake is gone whatever
              ///< happens; a win (stake and winnings), a push or a return goes to the dealers
};


/// Whether the player places wager \p W on the slip before the deal (wager_traits).
template <class W>
inline constexpr bool placed_before_the_deal = wager_traits<W>::placed_before_the_deal;

/// How a wager that wins against the dealer is paid: even money (the default).
struct even_money {};

/// When the table of a wager settled against the dealer (paid_by) pays it.
enum class table_applies : unsigned char {
    on_a_win,  ///< when the contest wins it (Caribbean Stud's raise, Ultimate Texas Hold'em's blind)
    always,    ///< whatever the contest says, unless the player folded (Crazy 4 Poker's super bonus)
};

/// What a wager the contest wins gets when the table names no line for the player's hand.
enum class unnamed_hand : unsigned char {
    even_money,  ///< paid 1 to 1 (Caribbean Stud's winning ace-king)
    push,        ///< returned (Ultimate Texas Hold'em's blind below a straight)
    lose,        ///< collected (Mississippi Stud below a pair of sixes)
};

/// \brief The terms of a table that pays a wager settled against the dealer: when it applies, and
/// what a winning hand it has no line for gets. `paid_by<blind_table, table_terms{.otherwise = unnamed_hand::push}>`.
struct table_terms {
    table_applies applies = table_applies::on_a_win;     ///< when the table pays
    unnamed_hand otherwise = unnamed_hand::even_money;   ///< a winning hand no line names
    /// Same terms.
    friend constexpr bool operator==(const table_terms&, const table_terms&) = default;
};

/// paid_by's default: no table for a hand the dealer's beats (the wager loses).
struct no_loss_table {};

/// \brief How a wager settled against the dealer is paid: by \p Table on the player's hand (the
/// game's player_hand), on \p Terms. Caribbean Stud's raise is paid 1 to 1 for a pair up to 100 to
/// 1 for a royal flush, and a winning hand no line names even money (the default terms); a line
/// that pushes (pushes, pushes_if) returns the wager. \p LossTable, where given, pays a hand the
/// dealer's beats when it names it (Heads Up Hold'em's bad beat on a straight or better); a losing
/// hand it does not name loses.
template <class Table, table_terms Terms = table_terms{}, class LossTable = no_loss_table>
struct paid_by {
    static_assert(requires { Table::payouts; }, "carnival::paid_by: the table is a pay_table<…>");
    static_assert(std::is_same_v<LossTable, no_loss_table> || requires { LossTable::payouts; },
                  "carnival::paid_by: the table for a losing hand (a bad beat) is a pay_table<…>, or left out");
    using pay_table = Table;                        ///< what it pays
    static constexpr table_terms terms = Terms;     ///< when it pays, and what an unnamed winning hand gets
    using loss_table = LossTable;                   ///< what pays a losing hand it names (no_loss_table: nothing)
};

namespace detail {
/// Whether payout \p P pays some losing hands by a table of its own (paid_by's LossTable).
template <class P>
consteval bool pays_on_a_loss_by() {
    if constexpr (requires { typename P::loss_table; }) {
        return !std::is_same_v<typename P::loss_table, no_loss_table>;
    } else {
        return false;
    }
}
template <class P>
inline constexpr bool pays_on_a_loss = pays_on_a_loss_by<P>();
}  // namespace detail

/// \brief The ante: placed before the deal, settled against the dealer by the contest_rules
/// \p Contest (a constant with named fields), paid even money (or as \p Payout says), forfeited
/// by folding.
template <fixed_string Name, const contest_rules& Contest, class Payout = even_money>
struct ante_wager {
    static constexpr wager_kind kind = wager_kind::ante;             ///< its kind
    static constexpr std::string_view name = Name.view();            ///< e.g. "ante"
    static constexpr const contest_rules& contest = Contest;          ///< how it is settled
    using payout_type = Payout;                                       ///< what a win pays
};

/// \brief A wager placed before the deal beside the ante and settled against the dealer like it,
/// by the contest_rules \p Contest, paid even money or as \p Payout says; forfeited by folding.
/// \p Requirement ties it to the ante: `equal_to<ante, rule>` for a compulsory wager of the
/// ante's amount (Ultimate Texas Hold'em's blind, Crazy 4 Poker's super bonus), `placed_with<rule,
/// ante>` for an optional one. A game may have any number of them.
/// \code
/// using blind = contest_wager<"blind", blind_contest, equal_to<ante, "UTH 1">,
///                             paid_by<blind_table, table_terms{.otherwise = unnamed_hand::push}>>;
/// \endcode
template <fixed_string Name, const contest_rules& Contest, class Requirement, class Payout = even_money>
struct contest_wager {
    static constexpr wager_kind kind = wager_kind::contest;          ///< its kind
    static constexpr std::string_view name = Name.view();            ///< e.g. "blind"
    static constexpr const contest_rules& contest = Contest;          ///< how it is settled
    using payout_type = Payout;                                       ///< what a win pays
    using requirement = Requirement;                                  ///< how it is tied to the ante
};

/// \brief A raise: placed at a decision point, at a multiple of the ante (the point's may_raise
/// option says which point and which multiples), or the player folds. Settled against the dealer
/// by the contest_rules \p Contest, paid even money or as \p Payout says (`paid_by<Table>`:
/// Caribbean Stud). Three Card Poker's play wager is `raise_wager<"play", tcp::play_contest>`.
template <fixed_string Name, const contest_rules& Contest, class Payout = even_money>
struct raise_wager {
    static constexpr wager_kind kind = wager_kind::raise;             ///< its kind
    static constexpr std::string_view name = Name.view();             ///< e.g. "play"
    static constexpr const contest_rules& contest = Contest;          ///< how it is settled
    using payout_type = Payout;                                       ///< what a win pays
};

/// \brief A side wager: placed before the deal, paid by \p PayTable on hand \p Hand (a
/// ranked_hand or raw_cards); a hand no line pays loses (rule \p Rule). \p Fold says what folding
/// does to it, \p Requirement when it may be placed (see requirements.hpp).
template <fixed_string Name, class Hand, class PayTable, on_fold Fold, class Requirement, fixed_string Rule>
struct side_wager {
    static constexpr wager_kind kind = wager_kind::side;           ///< its kind
    static constexpr std::string_view name = Name.view();          ///< e.g. "pair-plus"
    static constexpr on_fold fold = Fold;                          ///< what folding does to it
    static constexpr std::string_view rule = Rule.view();          ///< the paragraph that pays it
    using hand = Hand;                                             ///< the cards it is paid on
    using pay_table = PayTable;                                    ///< what it pays
    using requirement = Requirement;                               ///< when it may be placed
};


/// \brief A bonus with no stake of its own, paid by \p PayTable on the amount of wager \p Base
/// (the game's ante; game checks it), to a player who played or always (\p When): the ante
/// bonus, NY (f)(1)(iii).
template <fixed_string Name, class Base, class Hand, class PayTable, fixed_string Rule, paid_when When = paid_when::played>
struct bonus_on {
    static constexpr wager_kind kind = wager_kind::bonus;          ///< its kind
    static constexpr std::string_view name = Name.view();          ///< e.g. "ante-bonus"
    static constexpr std::string_view rule = Rule.view();          ///< the paragraph that pays it
    static constexpr paid_when when = When;                        ///< to whom it is paid
    using base = Base;                                             ///< the wager whose amount it pays on
    using hand = Hand;                                             ///< the cards it is paid on
    using pay_table = PayTable;                                    ///< what it pays
};

/// \brief A wager placed only with wager \p Base that follows its result, paid even money when
/// Base wins; \p For says whose it is. The dealer toke bet (procedures, Dealer Toke Bets 1) is
/// `rides_on<"toke", ante, …, wager_for::dealers>`.
template <fixed_string Name, class Base, fixed_string Rule, wager_for For = wager_for::player>
struct rides_on {
    static constexpr wager_kind kind = wager_kind::rides_on;       ///< its kind
    static constexpr std::string_view name = Name.view();          ///< e.g. "toke"
    static constexpr std::string_view rule = Rule.view();          ///< the paragraph that settles it
    static constexpr wager_for paid_for = For;                     ///< whose money it is
    using base = Base;                                             ///< the wager it rides on
};

/// A placeholder for a wager a configuration leaves out; games drop it from their wager set.
struct no_wager {};

/// \brief A game's wagers — its betting areas — in the order they are settled and shown:
/// `wager_list<tcp::ante, tcp::play, pair_plus, ante_bonus, tcp::toke>`.
template <class... Wagers>
struct wager_list {};

/// \brief Throws invalid_wager, naming the wager, the amount and the rule, unless \p amount may be
/// put on wager \p W: a positive amount and, for a side wager, a stake its pay table takes
/// (check_stake: NY (f)(2)(ii) table E's fixed awards are for exactly $5).
template <class W>
constexpr void check_amount(money amount) {
    if (amount <= money{})
        detail::fail<invalid_wager>({"carnival: a ", W::name, " wager must be a positive amount, got ", to_string(amount)});
    if constexpr (W::kind == wager_kind::side) check_stake<typename W::pay_table>(amount, W::name, W::rule);
}

}  // namespace carnival
