// Ultimate Texas Hold'em's published basic strategy (the Wizard of Odds' "basic strategy", the
// one most players are taught), as a function from the player's view to a decision:
//   before the flop, play 4x with any pair but deuces, any ace, king-deuce suited or king-five
//   offsuit and better, queen-six suited or queen-eight offsuit and better, jack-eight suited or
//   jack-ten offsuit and better; else check;
//   on the flop, play 2x with two pair or better, a pair that uses a hole card (not pocket
//   deuces), or four to a flush with a hole card of ten or better in its suit; else check;
//   on the river, play 1x with a pair that uses a hole card or better, or when fewer than 21 of
//   the 45 unseen cards would beat the player together with the board alone (the "dealer outs");
//   else fold.
#pragma once

#include "ultimate_texas_holdem.hpp"

#include <carnival/cards/card.hpp>
#include <carnival/cards/rank.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/settlement/player_view.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace ultimate_texas_holdem {

struct basic_strategy {
    std::uint32_t before_the_flop = 4;  ///< the multiple played before the flop (Heads Up Hold'em's is 3)

    static constexpr std::string_view name = "basic";
    static constexpr std::string_view description =
        "the published basic strategy: 4x before the flop with a pair but 2-2, any ace, K2s/K5o, Q6s/Q8o, J8s/JTo or "
        "better; 2x on the flop with two pair or better, a pair using a hole card (not 2-2), or four to a flush with a "
        "hole ten or better in it; 1x on the river with a pair using a hole card or better, or under 21 dealer outs; "
        "else check, and fold at the river";

    template <class Game>
    decision operator()(const player_view<Game>& v) const {
        switch (v.point) {
            case 0: return plays_before_the_flop(v.hole[0], v.hole[1]) ? decision::raise(before_the_flop) : decision::check;
            case 1: return on_the_flop(v) ? decision::play : decision::check;
            default: return on_the_river(v) ? decision::play : decision::fold;
        }
    }

private:
    static int at(card c) noexcept { return static_cast<int>(index(c.rank())); }  // deuce 0 … ace 12
    using two_pair_or_better = at_least<five_card, "3c 3d 2h 2s 4c", "two pair or better">;
    using a_straight_or_better = at_least<five_card, "5c 4d 3h 2s Ac", "a straight or better">;
    static constexpr int deuce = 0, five = 3, six = 4, eight = 6, ten = 8, jack = 9, queen = 10, king = 11, ace = 12;

    // `high` ranks at least `low` (a view shows the hole cards highest first).
    static bool plays_before_the_flop(card high, card low) noexcept {
        const int h = at(high), l = at(low);
        const bool suited = high.suit() == low.suit();
        if (h == l) return h > deuce;
        if (h == ace) return true;
        if (h == king) return l >= (suited ? deuce : five);
        if (h == queen) return l >= (suited ? six : eight);
        if (h == jack) return l >= (suited ? eight : ten);
        return false;
    }

    // Whether a hole card's rank is seen twice or more among the player's cards and the board.
    template <class View>
    static bool pair_with_a_hole_card(const View& v, bool deuces_count) {
        if (at(v.hole[0]) == at(v.hole[1])) return deuces_count || at(v.hole[0]) != deuce;
        for (card h : v.hole)
            for (card b : v.board)
                if (b.rank() == h.rank()) return true;
        return false;
    }

    template <class View>
    static bool on_the_flop(const View& v) {
        const std::array<card, 5> five_cards{v.hole[0], v.hole[1], v.board[0], v.board[1], v.board[2]};
        const auto hand = evaluate<five_card>(five_cards);
        if (two_pair_or_better::qualifies(hand)) return true;
        if (pair_with_a_hole_card(v, false)) return true;
        for (std::size_t s = 0; s < 4; ++s) {
            const auto in_suit = [&](card c) { return static_cast<std::size_t>(c.suit()) == s; };
            const bool hole_ten = std::ranges::any_of(v.hole, [&](card c) { return in_suit(c) && at(c) >= ten; });
            if (std::ranges::count_if(five_cards, in_suit) == 4 && hole_ten) return true;
        }
        return false;
    }

    template <class View>
    static bool on_the_river(const View& v) {
        std::array<card, 7> seven{v.hole[0], v.hole[1]};
        std::ranges::copy(v.board, seven.begin() + 2);
        const auto mine = evaluate<five_card, best_of<7>>(seven);
        std::array<card, 5> board{};
        std::ranges::copy(v.board, board.begin());
        const auto on_board = evaluate<five_card>(board);
        if (pair_with_a_hole_card(v, true) || (mine > on_board && a_straight_or_better::qualifies(mine))) return true;
        // The dealer's outs: the unseen cards that, with the board, beat the player.
        int outs = 0;
        std::array<card, 6> dealer{};
        std::ranges::copy(v.board, dealer.begin());
        for (int i = 0; i < deck_size; ++i) {
            const card c = card::from_dense_index_unchecked(i);
            if (std::ranges::find(seven, c) != seven.end()) continue;
            dealer[5] = c;
            if (evaluate<five_card, best_of<6>>(dealer) > mine) ++outs;
        }
        return outs < 21;
    }
};

}  // namespace ultimate_texas_holdem
