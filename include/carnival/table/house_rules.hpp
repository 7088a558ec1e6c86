/// \file
/// \brief `carnival::table::house_rules<Game>`: how a table runs a round of \p Game — its
/// positions, how the cards are dealt, who is paid in which order, what a match-play coupon
/// does on a push, the limits of each wager — each choice named, with the rule it follows.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/settlement/wager_slip.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <type_traits>

#include <array>
#include <cstddef>
#include <limits>
#include <string>
#include <string_view>

namespace carnival::table::detail {

/// \brief An upper bound on what one position of \p Game can be paid in a round: at most
/// `multiple` times the player's own chips at risk (every wager and raise together), plus `awards`
/// (fixed awards, which do not grow with the wager).
struct return_bound {
    std::int64_t multiple = 1;  ///< the stake back, plus the largest odds, plus the largest bonus odds on it
    std::int64_t awards = 0;    ///< the largest fixed award of each wager, summed, in minor units
};

template <class Payout>
constexpr void widen_by_table(std::int64_t& odds, std::int64_t& award) {
    for (const payout& p : Payout::payouts) {
        if (p.is_award()) award = std::max(award, p.award.award_cents);
        else if (!p.pushes()) odds = std::max(odds, (p.to + p.per - 1) / p.per);  // X to Y: at most ⌈X / Y⌉ times the stake
    }
}

/// The return_bound of \p Game, from its wagers' pay tables.
template <class Game>
inline constexpr return_bound return_bound_of = [] {
    std::int64_t odds = 1, bonus_odds = 0, awards = 0;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        std::int64_t award = 0;
        if constexpr (W::kind == wager_kind::bonus) {
            widen_by_table<typename W::pay_table>(bonus_odds, award);
        } else if constexpr (W::kind == wager_kind::side) {
            widen_by_table<typename W::pay_table>(odds, award);
        } else if constexpr (wager_traits<W>::contested) {
            if constexpr (!std::is_same_v<typename W::payout_type, even_money>)
                widen_by_table<typename W::payout_type::pay_table>(odds, award);
            if constexpr (carnival::detail::pays_on_a_loss<typename W::payout_type>)
                widen_by_table<typename W::payout_type::loss_table>(odds, award);
        }
        awards += award;
    });
    return return_bound{1 + odds + bonus_odds, awards};
}();

}  // namespace carnival::table::detail

namespace carnival::table {

/// How the cards of a round are dealt.
enum class dealing : unsigned char {
    /// By hand or from a manual shoe: one card at a time, from the player farthest to the dealer's
    /// left clockwise, the dealer last in each rotation (NY (d)(1); procedures, Dealing 3).
    by_hand,
    /// From an automated shoe, in stacks: a stack to each player from the dealer's left, the
    /// dealer's stack last, then the stub to the discard rack when no more cards are needed (NY
    /// (d)(2); procedures, Dealing 1–2).
    automated_shoe,
};

/// In which order the round's wagers are settled once the dealer's hand is revealed.
enum class payment_order : unsigned char {
    /// Every player's hand revealed from the dealer's right, then every losing wager collected,
    /// then every winning wager paid from the dealer's right counter-clockwise, then the cards
    /// collected (NY (e)(2), (e)(3)).
    collect_then_pay,
    /// One player at a time from the dealer's right counter-clockwise: the hand revealed, each of
    /// the player's wagers paid or taken, the cards collected (13:69F-37 (g)).
    each_player_in_turn,
    /// Every active hand revealed first, from the dealer's right (procedures, Completion 2); then
    /// one player at a time from the dealer's right counter-clockwise, each wager paid or taken and
    /// the cards collected (procedures, Completion 3).
    reveal_all_then_each_in_turn,
};

/// When a folded hand's forfeited wagers and cards are collected.
enum class forfeit_collection : unsigned char {
    /// Once every player has decided at the decision point (NY (e)(2)).
    after_every_decision,
    /// At once, as the player folds (13:69F-37 (a)(2), (c)(2), (e)(2)).
    at_once,
};

/// What happens to a match-play coupon on a wager that neither wins nor loses.
enum class coupon_on_push : unsigned char {
    kept,   ///< the coupon stays with the player, as the chips do (the common practice: the default)
    taken,  ///< the coupon is collected: it has had its action
};

/// A wager's posted minimum and maximum (NY (c)(1)(i)–(ii)).
struct wager_limits {
    money minimum = money::dollars(1);                                 ///< the least it may be
    money maximum = money::cents(std::numeric_limits<std::int64_t>::max());  ///< the most it may be
    /// Same limits.
    friend constexpr bool operator==(const wager_limits&, const wager_limits&) = default;
};

/// \brief The paragraphs a table's events cite, as its jurisdiction numbers them (a profile fills
/// them; New York's by default).
struct citations {
    std::string no_more_bets = "NY (c)(4)";        ///< "no more bets"
    std::string deal_by_hand = "NY (d)(1)";        ///< a card dealt by hand or from a manual shoe
    std::string deal_by_shoe = "NY (d)(2)";        ///< a card dealt from an automated shoe
    std::string cover_card = "NY (d)(3)";          ///< the dealer's cards on a cover card
    std::string dealer_reveal = "NY (e)(2)";       ///< the dealer's cards revealed
    std::string hands_revealed = "NY (e)(2)";      ///< a player's hand revealed
    std::string cards_collected = "NY (e)(3)(ii)"; ///< the round's cards to the discard rack
    /// \brief The rule that sets the most betting positions (NY (a)(1): nine, on one side of the
    /// table; the other texts are silent). A table of more names its own jurisdiction's rule here.
    std::string positions = "NY (a)(1)";
    /// \brief What the opening of the table's steps add to the procedures' paragraphs they cite
    /// (Opening of the Table 1–4): nothing at the procedures' casino, whose text they are; where
    /// another text is silent on opening a table, that they are borrowed and why.
    std::string opening_borrowed = ", borrowed: NY does not say how a table is opened";
    /// Same citations.
    friend bool operator==(const citations&, const citations&) = default;
};

/// \brief How a table runs rounds of \p Game, choice by choice; a profile (profiles.hpp) fills
/// them as a regulator expects, and any of them may be changed after.
template <class Game>
struct house_rules {
    /// The most betting positions the jurisdiction allows (NY (a)(1): nine, on one side of the table).
    std::size_t max_positions = 9;
    /// The number of betting positions at this table.
    std::size_t positions = 9;
    /// Whether a player may wager at two adjacent positions (NY (c)(5): the casino may permit it).
    bool two_adjacent_positions = true;
    /// One deck, or two of different backs alternated round by round, one shuffled while the
    /// other plays (procedures, Equipment 2).
    std::size_t decks = 1;
    /// Whether an automated card-shuffling device shuffles the decks (procedures, Equipment 2); a
    /// second deck is allowed only with one, shuffling one deck while the other is in play.
    bool automated_shuffler = false;
    /// The decks' back colours, by deck (procedures, Equipment 2: "of different color").
    std::array<std::string, 2> backs{"red", "blue"};
    dealing deal = dealing::by_hand;                         ///< NY (d)(1) or (d)(2)
    bool cover_card = false;                                 ///< NY (d)(3): the dealer's cards rest on a cover card
    /// \brief 13:69F-37 (f): the cover card lies on top of the dealer's cards, and is removed and
    /// placed on the layout before they are revealed (New York's, NY (d)(3), lies under them).
    bool cover_card_on_top = false;
    payment_order payments = payment_order::collect_then_pay;  ///< NY (e)(3) or procedures, Completion 3
    forfeit_collection forfeits = forfeit_collection::after_every_decision;  ///< NY (e)(2) or 13:69F-37 (a)(2)
    coupon_on_push coupon_push = coupon_on_push::kept;       ///< the texts are silent: kept by default
    /// Whether a match-play coupon may be on a side wager too; always on the ante, never on a bet
    /// for the dealers (a coupon never becomes money paid out).
    bool coupons_on_side_wagers = false;
    /// \brief Whether a side wager may be placed only with the ante. NY (c)(1)(ii) lets pair plus
    /// stand alone (false); 13:69F-37 is silent on pocket poker without an ante, and the common
    /// practice, a side wager only beside the game's main wager, is the New Jersey profile's.
    bool side_wagers_need_an_ante = false;
    /// The paragraphs the events cite.
    citations cite;
    /// Each wager's limits, in the game's wager order (raises and bonuses follow the ante).
    std::array<wager_limits, wager_slip<Game>::wager_count> limits{};
    /// \brief The most chips a player may hold at this table: a larger buy-in is refused, and a
    /// player holding more may not wager until they hold less. With it, every payment the game can
    /// make is payable — check() refuses a bound for which a round at every position could not be.
    money most_chips = money::dollars(1'000'000'000);

    /// Sets the limits of wager \p W.
    template <class W>
    house_rules& limit(money minimum, money maximum) {
        static_assert(Game::template has_wager<W>, "carnival::table::house_rules: the game has no such wager");
        check_limits(W::name, {minimum, maximum});
        limits[wager_slip<Game>::template position<W>()] = {minimum, maximum};
        return *this;
    }
    /// Sets the limits of every wager placed before the deal.
    house_rules& limit_all(money minimum, money maximum) {
        check_limits("every", {minimum, maximum});
        for (wager_limits& l : limits) l = {minimum, maximum};
        return *this;
    }

    /// \brief Throws std::invalid_argument, naming the choice and the rule, for a table of no
    /// position or more than allowed, limits that are not 0 < minimum <= maximum, a most_chips
    /// for which a round could not be paid, or two decks with the same back.
    void check() const {
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            check_limits(W::name, limits[wager_slip<Game>::template position<W>()]);
        });
        if (max_positions > 9 && cite.positions.starts_with("NY (a)(1)"))
            carnival::detail::fail<std::invalid_argument>({"carnival::table: NY (a)(1) allows betting positions for no more than "
                                                           "nine players, got max_positions ", std::to_string(max_positions),
                                                           ": a table of more names the rule of its jurisdiction that allows "
                                                           "them (house_rules::cite.positions)"});
        if (positions == 0 || positions > max_positions)
            carnival::detail::fail<std::invalid_argument>({"carnival::table: a table has 1 to ", std::to_string(max_positions),
                                                 " betting positions (", cite.positions, "), got ", std::to_string(positions)});
        // Every round is dealt from one deck: a table too large for it is refused here, not mid-round.
        using seq = typename Game::sequence_type;
        constexpr std::size_t shared = seq::dealer_cards + seq::board_cards + seq::burn_cards;
        if (positions * seq::player_cards + shared > static_cast<std::size_t>(deck_size))
            carnival::detail::fail<std::invalid_argument>(
                {"carnival::table: a round at ", std::to_string(positions), " positions needs ",
                 std::to_string(positions * seq::player_cards + shared), " cards (", std::to_string(seq::player_cards),
                 " a position, ", std::to_string(shared), " for the dealer, the board and the burns), more than the deck's ",
                 std::to_string(deck_size), ": at most ", std::to_string((static_cast<std::size_t>(deck_size) - shared) / seq::player_cards),
                 " positions"});
        if (decks != 1 && decks != 2)
            carnival::detail::fail<std::invalid_argument>({"carnival::table: a table plays with one deck or two (procedures, "
                                                           "Equipment 2), got ", std::to_string(decks)});
        // Every position wins the largest return on all a player may hold: it must fit in money.
        constexpr detail::return_bound bound = detail::return_bound_of<Game>;
        __extension__ using wide = __int128;
        const wide most = std::numeric_limits<std::int64_t>::max(), n = static_cast<wide>(positions);
        if (most_chips <= money{} || n * (static_cast<wide>(most_chips.minor_units()) * bound.multiple + bound.awards) > most)
            carnival::detail::fail<std::invalid_argument>(
                {"carnival::table: a player may hold from $0.01 to ",
                 to_string(money::cents(static_cast<std::int64_t>((most / n - bound.awards) / bound.multiple))),
                 " at this table (house_rules::most_chips: a round won at the game's largest odds, ",
                 std::to_string(bound.multiple - 1), " to 1 with its bonuses, at each of its ", std::to_string(positions),
                 " positions must be payable), got ", to_string(most_chips)});
        if (decks == 2 && !automated_shuffler)
            carnival::detail::fail<std::invalid_argument>({"carnival::table: a second deck is allowed only with an automated "
                                                           "shuffler, which shuffles one deck while the other is in play "
                                                           "(procedures, Equipment 2): house_rules::automated_shuffler is false"});
        if (decks == 2 && backs[0] == backs[1])
            carnival::detail::fail<std::invalid_argument>({"carnival::table: the two decks' backs must differ (procedures, "
                                                           "Equipment 2), both are ", backs[0]});
    }
    /// Same choices.
    friend bool operator==(const house_rules&, const house_rules&) = default;

private:
    static void check_limits(std::string_view wager, const wager_limits& l) {
        if (l.minimum <= money{} || l.maximum < l.minimum)
            carnival::detail::fail<std::invalid_argument>({"carnival::table: the limits of the ", wager, " wager must be 0 < minimum <= "
                                                           "maximum (NY (c)(1): a posted minimum and maximum), got ",
                                                           to_string(l.minimum), " to ", to_string(l.maximum)});
    }
};

}  // namespace carnival::table
