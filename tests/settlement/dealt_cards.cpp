// dealt_cards<Game>::deal: each card drawn goes where the sequence of play says — the player's,
// the dealer's or the board's next place, a burn to nowhere — in every bundled and example game,
// against a plain walk of the sequence's steps written here (deal() packs the cards into whole
// words, and a hand of no cards still takes a byte: the places must not shift).
#include "../support/catch.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/settlement/dealt_cards.hpp>

#include "caribbean_stud.hpp"
#include "four_card_poker.hpp"
#include "let_it_ride.hpp"

#include <cstddef>
#include <vector>

using namespace carnival;

namespace {

template <class Game>
void check_deal() {
    using sequence = typename Game::sequence_type;
    for (const int start : {0, 17, 52 - 20}) {  // distinct cards from `start` on, in drawing order
        int next = start;
        const dealt_cards<Game> d = dealt_cards<Game>::deal([&] { return card::from_dense_index(next++); });
        std::vector<card> player, dealer, board;
        int drawn = start;
        for (const step_info& s : sequence::steps)
            for (std::size_t i = 0; i < s.cards && s.kind != step_kind::decide && s.kind != step_kind::reveal_dealer; ++i) {
                const card c = card::from_dense_index(drawn++);
                if (s.kind == step_kind::to_player) player.push_back(c);
                if (s.kind == step_kind::to_dealer) dealer.push_back(c);
                if (s.kind == step_kind::to_board) board.push_back(c);
            }
        CHECK(next == drawn);  // burns drawn too
        CHECK(std::vector<card>(d.player.begin(), d.player.end()) == player);
        CHECK(std::vector<card>(d.dealer.begin(), d.dealer.end()) == dealer);
        CHECK(std::vector<card>(d.board.begin(), d.board.end()) == board);
        CHECK_NOTHROW(d.validate());
    }
}

}  // namespace

TEST_CASE("dealt_cards::deal puts every card where the sequence of play says, in every game", "[settlement][deal]") {
    check_deal<ny_three_card_poker>();
    check_deal<nj_mini_tex<>>();  // burns and a board in two steps
    check_deal<let_it_ride::game>();  // no dealer hand: an empty hand between the player's and the board
    check_deal<caribbean_stud::game>();
    check_deal<four_card_poker::game>();
}
