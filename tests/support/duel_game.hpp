// "High Card Duel", a designer's game written only in the tests (a shape no bundled game has: a
// raise of 1x or 2x, a community card, a second raise paid by a table, a bonus paid whatever the
// contest), and its optimal play found by brute force with settle() over all 132,600 deals — what
// analysis::solve and par_sheet are checked against.
#pragma once

#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/settlement/settle.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <span>
#include <string_view>
#include <utility>

namespace duel {

using namespace carnival;

// A designer's two-card ranking: a pair beats any two unpaired cards, which rank by their ranks.
struct two_card {
    static constexpr std::size_t hand_size = 2;
    static constexpr std::array<hand_category, 2> categories{hand_category::high_card, hand_category::pair};
    static constexpr std::uint32_t code(std::span<const card, 2> hand) noexcept {
        const unsigned a = 1U << index(hand[0].rank()), b = 1U << index(hand[1].rank());
        return a == b ? carnival::detail::make_code(1, a, 0) : carnival::detail::make_code(0, 0, a | b);
    }
};

// "High Card Duel": one card each to the player, a decision (fold, or raise 1x or 2x), one
// community card, a second decision (fold, or a second raise paid by a table), the dealer's one
// hidden card; each hand is its card and the community card; the dealer plays with eight high.
inline constexpr contest_rules ante_contest{
    .higher = won("duel 4"), .equal = pushed("duel 4"), .lower = lost("duel 4"),
    .not_qualified_higher = won("duel 5"), .not_qualified_equal = won("duel 5"), .not_qualified_lower = won("duel 5")};
inline constexpr contest_rules raise_contest{
    .higher = won("duel 4"), .equal = pushed("duel 4"), .lower = lost("duel 4"),
    .not_qualified_higher = returned("duel 5"), .not_qualified_equal = returned("duel 5"),
    .not_qualified_lower = returned("duel 5")};
using pair_table = pay_table<"duel pairs", two_card, pays<hand_category::pair, 3>>;
using bonus_table = pay_table<"duel bonus", two_card, pays<hand_category::pair, 2>>;
using player_hand = ranked_hand<two_card, all_of<2>, card_source::player, card_source::board>;
using ante = ante_wager<"ante", ante_contest>;
using first_raise = raise_wager<"first", raise_contest>;
using second_raise = raise_wager<"second", raise_contest, paid_by<pair_table>>;
using bonus = bonus_on<"bonus", ante, player_hand, bonus_table, "duel 6", paid_when::always>;
struct rules {
    using sequence = sequence_of_play<to_player<1>, decide<may_fold<"duel 2">, may_raise<first_raise, "duel 2", 1, 2>>,
                                      to_board<1>, decide<may_fold<"duel 3">, may_raise<second_raise, "duel 3", 1>>,
                                      to_dealer<1>, reveal_dealer>;
    using player_hand = duel::player_hand;
    using dealer_hand = ranked_hand<two_card, all_of<2>, card_source::dealer, card_source::board>;
    using dealer_qualifies = at_least<two_card, "8c 2d", "eight high or better">;
    using wagers = wager_list<ante, first_raise, second_raise, bonus>;
};
using game = carnival::game<rules>;

// The same game with a bonus line that names a suit: a pair holding the ace of spades pays 10 to 1.
struct ace_of_spades_pair {
    static constexpr std::string_view name = "Pair of aces with the ace of spades";
    static constexpr bool holds(const auto& hand) {
        return hand.value.category() == hand_category::pair && hand.cards.contains(card(rank::ace, suit::spades));
    }
};
using spade_bonus_table = pay_table<"duel spade bonus", two_card, pays_if<ace_of_spades_pair, 10>, pays<hand_category::pair, 2>>;
struct spade_rules : rules {
    using wagers = wager_list<ante, first_raise, second_raise,
                              bonus_on<"bonus", ante, player_hand, spade_bonus_table, "duel 6", paid_when::always>>;
};
using spade_game = carnival::game<spade_rules>;

// The net of one deal in cents for one unit on the ante, settled by settle().
template <class Game>
std::int64_t net_of(card p, card b, card h, std::initializer_list<decision> d) {
    wager_slip<Game> slip;
    slip.template place<ante>(money::dollars(1));
    dealt_cards<Game> cards;
    cards.player = {p};
    cards.board = {b};
    cards.dealer = {h};
    std::int64_t net = 0;
    for (const wager_result& r : settle(slip, cards, d).wagers) net += r.net.minor_units();
    return net;
}

// Brute force: the optimal strategy found by averaging settle() over every completion, then the
// distribution of nets over every deal under it.
struct brute_force {
    std::map<std::int64_t, std::uint64_t> nets;
    std::array<std::uint64_t, 5> decisions{};  // fold, play 1x, 2x at point 1; fold, play at point 2
    // At point 2 the player's hand (their card and the board's) is known: the lowest and highest
    // hand folded and played there, on the optimal path.
    std::array<std::pair<hand_value<two_card>, hand_value<two_card>>, 2> hands{};
    std::array<bool, 2> taken{};
};
template <class Game>
brute_force solve_by_brute_force() {
    brute_force out;
    const std::array<decision, 3> first{decision::fold, decision::raise(1), decision::raise(2)};
    for (int pi = 0; pi < 52; ++pi) {
        const card p = card::from_dense_index(pi);
        // The second decision after each first raise and board card: play when it beats folding.
        std::array<std::int64_t, 3> ev{};
        std::array<std::array<bool, 52>, 3> plays{};
        ev[0] = net_of<Game>(p, card::from_dense_index((pi + 1) % 52), card::from_dense_index((pi + 2) % 52), {decision::fold}) * 51 * 50;
        for (std::size_t r = 1; r < 3; ++r)
            for (int bi = 0; bi < 52; ++bi) {
                if (bi == pi) continue;
                const card b = card::from_dense_index(bi);
                std::int64_t fold = 0, play = 0;
                for (int hi = 0; hi < 52; ++hi) {
                    if (hi == pi || hi == bi) continue;
                    const card h = card::from_dense_index(hi);
                    fold += net_of<Game>(p, b, h, {first[r], decision::fold});
                    play += net_of<Game>(p, b, h, {first[r], decision::play});
                }
                plays[r][static_cast<std::size_t>(bi)] = play > fold;
                ev[r] += std::max(play, fold);
            }
        std::size_t best = 0;
        for (std::size_t r = 1; r < 3; ++r)
            if (ev[r] > ev[best]) best = r;
        for (int bi = 0; bi < 52; ++bi) {
            if (bi == pi) continue;
            for (int hi = 0; hi < 52; ++hi) {
                if (hi == pi || hi == bi) continue;
                const card b = card::from_dense_index(bi), h = card::from_dense_index(hi);
                if (best == 0) {
                    ++out.nets[net_of<Game>(p, b, h, {decision::fold})];
                    ++out.decisions[0];
                    continue;
                }
                const bool play = plays[best][static_cast<std::size_t>(bi)];
                const hand_value<two_card> hand = evaluate<two_card>(std::array{p, b});
                auto& [lowest, highest] = out.hands[play ? 1 : 0];
                if (!out.taken[play ? 1 : 0] || hand < lowest) lowest = hand;
                if (!out.taken[play ? 1 : 0] || highest < hand) highest = hand;
                out.taken[play ? 1 : 0] = true;
                ++out.nets[net_of<Game>(p, b, h, {first[best], play ? decision::play : decision::fold})];
                ++out.decisions[best];
                ++out.decisions[play ? 4 : 3];
            }
        }
    }
    return out;
}

}  // namespace duel
