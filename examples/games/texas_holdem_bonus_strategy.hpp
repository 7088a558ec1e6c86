// Texas Hold'em Bonus's published simple strategy (table-games-online.com's "Texas Hold 'Em Bonus
// strategy" page: the optimal play before the flop, a simplified one on the flop and the turn), as
// a function from the player's view to a decision:
//   before the flop, fold 2-3 to 2-7 offsuit; bet the flop with anything else;
//   on the flop, bet the turn with a pair or better that uses a hole card, or four or five cards
//   in a row or of one suit that use one; else check;
//   on the turn, bet the river with a pair of sixes or better that uses a hole card, two pair or
//   better that uses one, a straight or a flush, or four cards in a row of one suit that use a
//   hole card; else check.
#pragma once

#include "texas_holdem_bonus.hpp"

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/rank.hpp>
#include <carnival/cards/suit.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/settlement/player_view.hpp>

#include <algorithm>
#include <bit>
#include <optional>
#include <string_view>

namespace texas_holdem_bonus {

struct simple_strategy {
    static constexpr std::string_view name = "simple";
    static constexpr std::string_view description =
        "the published simple strategy: fold 2-3 to 2-7 offsuit, else bet the flop; bet the turn with a pair or better, "
        "four to a straight or four to a flush, each using a hole card; bet the river with a pair of sixes or better, two "
        "pair or better, a straight, a flush or four to a straight flush, each using a hole card; else check";

    template <class Game>
    decision operator()(const player_view<Game>& v) const {
        if (v.point == 0) return folds_before_the_flop(v.hole[0], v.hole[1]) ? decision::fold : decision::play;
        card_set hole, all;
        for (card c : v.hole) hole.insert(c), all.insert(c);
        for (card c : v.board) all.insert(c);
        return (v.point == 1 ? bets_the_turn(hole, all) : bets_the_river(hole, all)) ? decision::play : decision::check;
    }

private:
    // `high` ranks at least `low` (a view shows the hole cards highest first).
    static bool folds_before_the_flop(card high, card low) noexcept {
        return low.rank() == rank::two && high.suit() != low.suit() && high.rank() >= rank::three && high.rank() <= rank::seven;
    }

    static int copies(card_set cards, rank r) noexcept {
        int n = 0;
        for (suit s : all_suits) n += static_cast<int>(cards.suit_ranks(s) >> index(r) & 1U);
        return n;
    }

    // The highest rank a hole card pairs (with the other or with the board), or none.
    static std::optional<rank> pair_with_a_hole_card(card_set hole, card_set all) noexcept {
        std::optional<rank> best;
        for (rank r : all_ranks)
            if ((hole.ranks() >> index(r) & 1U) != 0 && copies(all, r) >= 2) best = r;
        return best;
    }

    // Ranks as a bit mask, the ace also below the deuce (bit 0), deuce at bit 1 … ace at bit 13.
    static unsigned ranks_with_low_ace(unsigned ranks) noexcept { return ranks << 1 | (ranks >> index(rank::ace) & 1U); }

    // Whether `ranks` holds `length` in a row of which one is a rank in `must`.
    static bool in_a_row(unsigned ranks, unsigned must, unsigned length) noexcept {
        const unsigned r = ranks_with_low_ace(ranks), m = ranks_with_low_ace(must);
        const unsigned window = (1U << length) - 1;
        for (unsigned low = 0; low + length <= 14; ++low)
            if ((r >> low & window) == window && (m >> low & window) != 0) return true;
        return false;
    }

    // Whether `length` cards or more of one suit hold a hole card, in a row when `straight`.
    static bool suited_with_a_hole_card(card_set hole, card_set all, unsigned length, bool straight) noexcept {
        for (suit s : all_suits) {
            const unsigned in_suit = all.suit_ranks(s), mine = hole.suit_ranks(s);
            if (mine == 0) continue;
            if (straight ? in_a_row(in_suit, mine, length) : static_cast<unsigned>(std::popcount(in_suit)) >= length) return true;
        }
        return false;
    }

    static bool bets_the_turn(card_set hole, card_set all) noexcept {
        return pair_with_a_hole_card(hole, all).has_value() || in_a_row(all.ranks(), hole.ranks(), 4) ||
               suited_with_a_hole_card(hole, all, 4, false);
    }

    static bool bets_the_river(card_set hole, card_set all) noexcept {
        const std::optional<rank> paired = pair_with_a_hole_card(hole, all);
        if (paired && *paired >= rank::six) return true;
        if (paired && evaluate<five_card, best_of<6>>(all).category() >= two_pair) return true;
        return in_a_row(all.ranks(), hole.ranks(), 5) || suited_with_a_hole_card(hole, all, 5, false) ||
               suited_with_a_hole_card(hole, all, 4, true);
    }
};

}  // namespace texas_holdem_bonus
