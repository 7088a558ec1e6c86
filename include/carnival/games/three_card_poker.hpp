/// \file
/// \brief Three Card Poker (New York rules, NY (a)–(f), with the dealer toke bet of the
/// procedures) as a type configuration: `three_card_poker<…>` and its aliases.
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/games/three_card_poker_pay_tables.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/requirements.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wagers.hpp>

#include <string_view>

namespace carnival {

/// Three Card Poker's building blocks, for configurations and for variants of the game.
namespace tcp {

/// The player's three cards, NY (e)(2).
using player_hand = ranked_hand<three_card, all_of<3>, card_source::player>;
/// The dealer's three cards, NY (e)(2).
using dealer_hand = ranked_hand<three_card, all_of<3>, card_source::dealer>;
/// The six-card bonus hand: best five of the player's three and the dealer's three cards, NY (f)(2).
using six_card_hand = ranked_hand<five_card, best_of<6>, card_source::player, card_source::dealer>;

/// Ante against the dealer, NY (f)(1)(i): 1:1 when higher; paid when the dealer does not qualify.
inline constexpr contest_rules ante_contest{
    .higher = won("NY (f)(1)(i)"), .equal = pushed("NY (b)(3)"), .lower = lost("NY (f)(1)(i)"),
    .not_qualified_higher = won("NY (f)(1)(i)"), .not_qualified_equal = won("NY (f)(1)(i)"),
    .not_qualified_lower = won("NY (f)(1)(i)")};
/// Play (player) wager against the dealer, NY (f)(1)(i): returned when the dealer does not qualify.
inline constexpr contest_rules play_contest{
    .higher = won("NY (f)(1)(i)"), .equal = pushed("NY (b)(3)"), .lower = lost("NY (f)(1)(i)"),
    .not_qualified_higher = returned("NY (f)(1)(i)"), .not_qualified_equal = returned("NY (f)(1)(i)"),
    .not_qualified_lower = returned("NY (f)(1)(i)")};

using ante = ante_wager<"ante", ante_contest>;  ///< NY (c)(1)(i)
using play = raise_wager<"play", play_contest>;  ///< NY (c)(1)(i): equal to the ante
/// The dealer toke bet: the player's bet for the dealers, placed only with the ante and paid even
/// money (procedures, Dealer Toke Bets 1); whatever happens the player's stake is gone, and a win
/// or a push goes to the dealers.
using toke = rides_on<"toke", ante, "procedures, Dealer Toke Bets 1", wager_for::dealers>;

/// Pair-plus preconditions the casino may choose, NY (c)(1)(ii) and (c)(6).
namespace pair_plus_rule {
/// Pair plus on its own (NY (c)(1)(ii)).
struct optional {
    /// The requirement.
    using requirement = no_requirement;
};
/// (c)(6)(i): only with an ante at least equal to the pair plus.
struct ante_at_least_pair_plus {
    /// The requirement.
    using requirement = ante_covers<ante, 1, 1, "NY (c)(6)(i)">;
};
/// (c)(6)(ii): only with an ante at least half the pair plus.
struct ante_at_least_half_pair_plus {
    /// The requirement.
    using requirement = ante_covers<ante, 1, 2, "NY (c)(6)(ii)">;
};
/// (c)(6)(iii): ante and pair plus both compulsory, either at most five times the other.
struct compulsory_within_five_times {
    /// The requirement.
    using requirement = compulsory_together<ante, 5, "NY (c)(6)(iii)">;
};
}  // namespace pair_plus_rule

/// The pair plus wager on pay table \p Table, NY (c)(1)(ii), (f)(1)(ii); \p Fold: NY (e)(2) forfeits it.
template <class Table, class Rule = pair_plus_rule::optional, on_fold Fold = on_fold::forfeited>
using pair_plus = side_wager<"pair-plus", player_hand, Table, Fold, typename Rule::requirement, "NY (f)(1)(ii)">;

/// The ante bonus on table \p Table, NY (f)(1)(iii): paid on the ante to a player who made the play wager.
template <class Table>
using ante_bonus = bonus_on<"ante-bonus", ante, player_hand, Table, "NY (f)(1)(iii)">;

/// No six-card bonus offered.
struct no_six_card_bonus {
    /// The wager (none).
    template <class PairPlus>
    using wager = no_wager;
};
/// Six-card bonus version (i), NY (f)(2)(i): requires a pair plus wager (NY (c)(7)).
template <class Table>
struct six_card_bonus_i {
    /// The wager.
    template <class PairPlus>
    using wager = side_wager<"six-card-bonus", six_card_hand, Table, on_fold::stands,
                             placed_with<"NY (c)(7)", PairPlus>, "NY (f)(2)(i)">;
};
/// Six-card bonus version (ii), NY (f)(2)(ii): requires an ante and a pair plus wager.
template <class Table>
struct six_card_bonus_ii {
    /// The wager.
    template <class PairPlus>
    using wager = side_wager<"six-card-bonus", six_card_hand, Table, on_fold::stands,
                             placed_with<"NY (f)(2)(ii)", ante, PairPlus>, "NY (f)(2)(ii)">;
};

/// \brief The sequence of play: three cards to each player and to the dealer, face down (NY
/// (d)); each player folds or makes the play wager equal to the ante (NY (e)(2)); the dealer's
/// cards are revealed (NY (e)(3)).
using sequence = sequence_of_play<to_player<3>, to_dealer<3>,
                                  decide<may_fold<"NY (e)(2)">, may_raise<play, "NY (e)(2)", 1>>,
                                  reveal_dealer>;

/// \brief Three Card Poker's rule card: the sequence, the hands, the dealer's queen-high
/// qualifier (NY (a)(2)(iv)) and the wagers — ante and play, pair plus on \p PairPlusTable, the
/// ante bonus on \p AnteBonusTable, an optional six-card bonus (\p SixCard: no_six_card_bonus,
/// `six_card_bonus_i<Table>` or `six_card_bonus_ii<Table>`) and the dealer toke bet. \p PairPlusRule
/// picks a precondition of NY (c)(6); \p PairPlusOnFold what folding does to pair plus (NY
/// (e)(2): forfeited).
template <class PairPlusTable = three_card_poker_tables::pair_plus_a,
          class AnteBonusTable = three_card_poker_tables::ante_bonus_1_4_5, class SixCard = no_six_card_bonus,
          class PairPlusRule = pair_plus_rule::optional, on_fold PairPlusOnFold = on_fold::forfeited>
struct rules {
    static constexpr std::string_view name = "Three Card Poker (New York rules)";  ///< what sheets print
    using sequence = tcp::sequence;                 ///< NY (d), (e)
    using player_hand = tcp::player_hand;           ///< NY (e)(2)
    using dealer_hand = tcp::dealer_hand;           ///< NY (e)(2)
    using dealer_qualifies = queen_high_or_better;  ///< NY (a)(2)(iv), (f)(1)(i)
    using pair_plus_wager = pair_plus<PairPlusTable, PairPlusRule, PairPlusOnFold>;  ///< NY (f)(1)(ii)
    /// NY (c)(1), (f); procedures, Dealer Toke Bets.
    using wagers = wager_list<ante, play, pair_plus_wager, ante_bonus<AnteBonusTable>,
                              typename SixCard::template wager<pair_plus_wager>, toke>;
};

}  // namespace tcp

/// Three Card Poker on the tables and options of tcp::rules.
template <class PairPlusTable = three_card_poker_tables::pair_plus_a,
          class AnteBonusTable = three_card_poker_tables::ante_bonus_1_4_5, class SixCard = tcp::no_six_card_bonus,
          class PairPlusRule = tcp::pair_plus_rule::optional, on_fold PairPlusOnFold = on_fold::forfeited>
using three_card_poker = game<tcp::rules<PairPlusTable, AnteBonusTable, SixCard, PairPlusRule, PairPlusOnFold>>;

/// The New York game with pair plus table A, ante bonus 1-4-5 and no six-card bonus.
using ny_three_card_poker = three_card_poker<>;

}  // namespace carnival
