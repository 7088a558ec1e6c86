/// \file
/// \brief Mini-Tex 3 Card Hold'em (N.J.A.C. 13:69F-37) as a type configuration: `mini_tex<…>`,
/// its two readings of a non-qualifying dealer, and an example pocket poker pay table.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/rank.hpp>
#include <carnival/detail/fixed_string.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selections/hole_and_board.hpp>
#include <carnival/rules/card_predicates.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/requirements.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wagers.hpp>

#include <string_view>

namespace carnival {

/// Mini-Tex's building blocks, for configurations and for variants of the game.
namespace mtx {

/// The best three-card hand of a participant's two cards and the three community cards, using
/// at least one of the two and at most two community cards, 13:69F-37 (f), (g).
using mini_tex_selection = hole_and_board<2, 3, 1, 2>;
/// The player's hand.
using player_hand = ranked_hand<three_card, mini_tex_selection, card_source::player, card_source::board>;
/// The dealer's hand.
using dealer_hand = ranked_hand<three_card, mini_tex_selection, card_source::dealer, card_source::board>;

/// \brief The regulation's reading, 13:69F-37 (g)(2)–(5): when the dealer does not qualify, the
/// ante, flop and river win only with a higher hand (g)(4); a lower hand loses every wager (g)(2).
struct regulation {
    /// Ante, flop and river.
    static constexpr contest_rules bets{
        .higher = won("13:69F-37 (g)(3)"), .equal = pushed("13:69F-37 (g)(5)"), .lower = lost("13:69F-37 (g)(2)"),
        .not_qualified_higher = won("13:69F-37 (g)(4)"), .not_qualified_equal = pushed("13:69F-37 (g)(5)"),
        .not_qualified_lower = lost("13:69F-37 (g)(2)")};
    /// The play wager: deemed a push when the dealer does not qualify, unless the player's hand is lower.
    static constexpr contest_rules play{
        .higher = won("13:69F-37 (g)(3)"), .equal = pushed("13:69F-37 (g)(5)"), .lower = lost("13:69F-37 (g)(2)"),
        .not_qualified_higher = pushed("13:69F-37 (g)(4)"), .not_qualified_equal = pushed("13:69F-37 (g)(5)"),
        .not_qualified_lower = lost("13:69F-37 (g)(2)")};
};

/// \brief The published rule cards' reading: when the dealer does not qualify, ante, flop and
/// river are paid and the play wager pushes, whatever the player holds (rules README).
struct rule_card {
    /// Ante, flop and river.
    static constexpr contest_rules bets{
        .higher = won("13:69F-37 (g)(3)"), .equal = pushed("13:69F-37 (g)(5)"), .lower = lost("13:69F-37 (g)(2)"),
        .not_qualified_higher = won("rule card"), .not_qualified_equal = won("rule card"),
        .not_qualified_lower = won("rule card")};
    /// The play wager.
    static constexpr contest_rules play{
        .higher = won("13:69F-37 (g)(3)"), .equal = pushed("13:69F-37 (g)(5)"), .lower = lost("13:69F-37 (g)(2)"),
        .not_qualified_higher = pushed("rule card"), .not_qualified_equal = pushed("rule card"),
        .not_qualified_lower = pushed("rule card")};
};

// The predicates pocket poker's lines read, by their old names here (carnival::two_cards, …).
using carnival::any_of;
using carnival::pocket_pair;
using carnival::suited;
using carnival::two_cards;

/// \brief An example pocket poker pay table, labelled as such: the regulation's table
/// (13:69F-37.11) was not available. A-A 30, A-K suited 25, A-Q or A-J suited 20, A-K offsuit 15,
/// K-K/Q-Q/J-J 10, A-Q or A-J offsuit 5, 10-10 down to 2-2 3 (to 1); anything else loses.
using example_pocket_poker_table = pay_table<
    "example pocket poker table (not the regulation's)", unranked, pays_if<pocket_pair<rank::ace, rank::ace, "A-A">, 30>,
    pays_if<two_cards<rank::ace, rank::king, suited::yes, "A-K suited">, 25>,
    pays_if<any_of<"A-Q or A-J suited", two_cards<rank::ace, rank::queen, suited::yes, "A-Q suited">,
                   two_cards<rank::ace, rank::jack, suited::yes, "A-J suited">>,
            20>,
    pays_if<two_cards<rank::ace, rank::king, suited::no, "A-K offsuit">, 15>,
    pays_if<pocket_pair<rank::jack, rank::king, "K-K, Q-Q or J-J">, 10>,
    pays_if<any_of<"A-Q or A-J offsuit", two_cards<rank::ace, rank::queen, suited::no, "A-Q offsuit">,
                   two_cards<rank::ace, rank::jack, suited::no, "A-J offsuit">>,
            5>,
    pays_if<pocket_pair<rank::two, rank::ten, "10-10 down to 2-2">, 3>>;

/// The pocket poker wager on \p Table: the player's two cards, settled even for a folded hand,
/// without regard to any other wager, 13:69F-37 (a)(2)(i), (g)(6).
template <class Table>
using pocket_poker = side_wager<"pocket-poker", raw_cards<card_source::player>, Table, on_fold::stands,
                                no_requirement, "13:69F-37 (g)(6)">;

/// \brief Mini-Tex's rule card: two cards to each player and the dealer; the flop wager (1x the
/// ante) or fold; burn, a two-card flop; the river wager (1x) or fold; burn, the river card; the
/// play wager (2x) or fold; the dealer's reveal (13:69F-37 (a)–(e), 13:69F-37.1). The dealer
/// qualifies with \p Qualifier (pair_or_better or ace_king_or_better, (g)(1)); \p Reading is
/// mtx::regulation or mtx::rule_card; pocket poker pays on \p PocketTable.
template <class Qualifier = pair_or_better, class Reading = regulation, class PocketTable = example_pocket_poker_table>
struct rules {
    static constexpr std::string_view name = "Mini-Tex 3 Card Hold'em (N.J.A.C. 13:69F-37)";  ///< what sheets print
    using ante = ante_wager<"ante", Reading::bets>;    ///< 13:69F-37 (a)(1)
    using flop = raise_wager<"flop", Reading::bets>;   ///< 13:69F-37 (a)(1): equal to the ante
    using river = raise_wager<"river", Reading::bets>; ///< 13:69F-37 (c)(1): equal to the ante
    using play = raise_wager<"play", Reading::play>;   ///< 13:69F-37 (e)(1): twice the ante
    /// 13:69F-37 (a)–(e).
    using sequence = sequence_of_play<
        to_player<2>, to_dealer<2>,
        decide<may_fold<"13:69F-37 (a)(2)">, may_raise<flop, "13:69F-37 (a)(1)", 1>>,
        burn<1>, to_board<2>,
        decide<may_fold<"13:69F-37 (c)(2)">, may_raise<river, "13:69F-37 (c)(1)", 1>>,
        burn<1>, to_board<1>,
        decide<may_fold<"13:69F-37 (e)(2)">, may_raise<play, "13:69F-37 (e)(1)", 2>>,
        reveal_dealer>;
    using player_hand = mtx::player_hand;      ///< 13:69F-37 (f), (g)
    using dealer_hand = mtx::dealer_hand;      ///< 13:69F-37 (f), (g)
    using dealer_qualifies = Qualifier;        ///< 13:69F-37 (g)(1)
    using wagers = wager_list<ante, flop, river, play, pocket_poker<PocketTable>>;  ///< 13:69F-37.1
};

}  // namespace mtx

/// Mini-Tex 3 Card Hold'em on the qualifier, reading and pocket poker table of mtx::rules.
template <class Qualifier = pair_or_better, class Reading = mtx::regulation,
          class PocketTable = mtx::example_pocket_poker_table>
using mini_tex = game<mtx::rules<Qualifier, Reading, PocketTable>>;

/// The New Jersey configuration: the regulation's reading, with the qualifier the casino elects.
template <class Qualifier = pair_or_better>
using nj_mini_tex = mini_tex<Qualifier, mtx::regulation>;

}  // namespace carnival
