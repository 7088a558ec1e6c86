// Card-removal counts of the dealer's completions of a board against enumeration (Mini-Tex: two
// face-down cards with a three-card board, the dealer qualifying with a pair).
#include "../support/catch.hpp"

#include <carnival/analysis/board_completions.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/random/uniform_below.hpp>
#include <carnival/random/xoshiro256.hpp>

#include <array>
#include <cstdint>
#include <numeric>
#include <stdexcept>

using namespace carnival;
using namespace carnival::analysis;

namespace {
using game_t = nj_mini_tex<pair_or_better>;
using completions = board_completions<game_t>;

// `n` distinct random cards as a mask, none of `avoid`.
card_mask draw(xoshiro256ss& rng, std::size_t n, card_mask avoid) {
    card_mask out = 0;
    while (static_cast<std::size_t>(std::popcount(out)) < n) {
        const auto c = static_cast<int>(uniform_below(rng, 52));
        if (((out | avoid) >> c & 1U) == 0) out |= card_mask{1} << c;
    }
    return out;
}
// The player's value with hole cards `hole` on `board`, as the game ranks it.
completions::value_type player_value(card_mask hole, card_mask board) {
    dealt_cards<game_t> d;
    std::size_t i = 0;
    for (card_mask m = hole; m != 0; m &= m - 1) d.player[i++] = card::from_dense_index(std::countr_zero(m));
    i = 0;
    for (card_mask m = board; m != 0; m &= m - 1) d.board[i++] = card::from_dense_index(std::countr_zero(m));
    return evaluate<three_card, mtx::mini_tex_selection>(d.player, d.board);
}
}  // namespace

TEST_CASE("board_completions: card removal equals enumeration on every kind of board", "[analysis][board_completions]") {
    const completions counts(true, 2);
    CHECK(counts.tables() == 1755);  // the classes of three-card boards under the 24 renamings of the suits
    xoshiro256ss rng(7);
    for (int trial = 0; trial < 400; ++trial) {
        // A board, the player's two cards, and up to three more cards the dealer cannot hold.
        const card_mask board = draw(rng, 3, 0);
        const card_mask hole = draw(rng, 2, board);
        const card_mask more = draw(rng, static_cast<std::size_t>(trial % 4), board | hole);
        // The player's own value, or (every fifth trial) a random one, so that ties and both sides of the qualifier come up.
        const auto player = trial % 5 == 4 ? player_value(draw(rng, 2, board), board) : player_value(hole, board);
        const auto split = counts.split(board, hole | more, player);
        INFO("trial " << trial);
        CHECK(split == completions::split_by_enumeration(board, hole | more, player));
        const std::uint64_t left = 52 - 3 - 2 - static_cast<std::uint64_t>(trial % 4);
        CHECK(std::accumulate(split.begin(), split.end(), std::uint64_t{0}) == left * (left - 1) / 2);
    }
}

namespace {
// Mini-Tex with a player who may play the board (any three of the five cards): the player's hand
// is not valued as the dealer's, so each holding's value is evaluated rather than read off the table.
struct board_playing_rules : mtx::rules<pair_or_better, mtx::regulation, mtx::example_pocket_poker_table> {
    using player_hand = ranked_hand<three_card, hole_and_board<2, 3>, card_source::player, card_source::board>;
};
using board_playing = game<board_playing_rules>;

// Every holding's split counted ahead against enumeration, on `boards` random boards.
template <class Game>
void check_holdings(int boards) {
    using counts_type = board_completions<Game>;
    const counts_type counts(true, 2, true);
    REQUIRE(counts.splits_holdings());
    // Built for the holdings, the tables split() reads are not made: it refuses, it does not guess.
    CHECK_THROWS_AS(counts.split(card_mask{0b111}, 0, {}), std::logic_error);
    xoshiro256ss rng(11);
    for (int trial = 0; trial < boards; ++trial) {
        const card_mask board = draw(rng, 3, 0);
        for_each_subset(full_deck & ~board, 2, [&](card_mask hole) {
            dealt_cards<Game> d;
            std::size_t i = 0;
            for (card_mask m = hole; m != 0; m &= m - 1) d.player[i++] = card::from_dense_index(std::countr_zero(m));
            i = 0;
            for (card_mask m = board; m != 0; m &= m - 1) d.board[i++] = card::from_dense_index(std::countr_zero(m));
            const auto player = evaluate<three_card, typename Game::player_hand::selection_type>(d.player, d.board);
            INFO("board " << board << " hole " << hole);
            CHECK(counts.split_of_holding(board, hole) == counts_type::split_by_enumeration(board, hole, player));
        });
    }
}
}  // namespace

TEST_CASE("board_completions: every holding's split counted ahead equals enumeration", "[analysis][board_completions]") {
    static_assert(completions::can_split_holdings);
    SECTION("the player's hand valued as the dealer's (Mini-Tex)") { check_holdings<game_t>(12); }
    SECTION("the player's hand valued its own way (the board may play)") { check_holdings<board_playing>(6); }
}
