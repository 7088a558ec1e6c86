// Check or raise with multiples that shrink street by street (as Ultimate Texas Hold'em does): one
// play wager, made once — 3x or 4x before the flop, 2x after it, 1x or fold at the river — and a
// point whose raise is made already is passed without a decision.
#include "support.hpp"

#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>

using namespace carnival;
using test_support::expected;

namespace {
inline constexpr contest_rules contest{.higher = won("higher"), .equal = pushed("equal"), .lower = lost("lower")};
using ante = ante_wager<"ante", contest>;
using play = raise_wager<"play", contest>;
struct rules {
    using sequence = sequence_of_play<to_player<2>, to_dealer<2>,
                                      decide<may_check<"preflop">, may_raise<play, "preflop", 3, 4>>,
                                      to_board<3>,
                                      decide<may_check<"flop">, may_raise<play, "flop", 2>>,
                                      to_board<2>,
                                      decide<may_fold<"river">, may_raise<play, "river", 1>>,
                                      reveal_dealer>;
    using player_hand = ranked_hand<five_card, best_of<7>, card_source::player, card_source::board>;
    using dealer_hand = ranked_hand<five_card, best_of<7>, card_source::dealer, card_source::board>;
    using wagers = wager_list<ante, play>;
};
using game_t = game<rules>;

settlement round(std::initializer_list<decision> decisions) {
    wager_slip<game_t> slip;
    slip.place<ante>(money::dollars(10));
    // Player: a pair of aces; dealer: a pair of kings; a dry board.
    return settle(slip, dealt_cards<game_t>::from_text("As Ad", "Ks Kd", "2c 7h 9s Jd 4c"), decisions);
}
}  // namespace

TEST_CASE("check or raise: the raise is made once, at the multiple of its street", "[settlement][check_or_raise]") {
    test_support::check_settlement(round({decision::raise(4)}),  // later points passed
                                   {{"ante", outcome::won, 1000, "higher"}, {"play", outcome::won, 4000, "higher"}});
    test_support::check_settlement(round({decision::check, decision::raise(2)}),
                                   {{"ante", outcome::won, 1000, "higher"}, {"play", outcome::won, 2000, "higher"}});
    test_support::check_settlement(round({decision::check, decision::check, decision::play}),
                                   {{"ante", outcome::won, 1000, "higher"}, {"play", outcome::won, 1000, "higher"}});
    test_support::check_settlement(round({decision::check, decision::check, decision::fold}),
                                   {{"ante", outcome::forfeited, -1000, "river"}});
    // A decision at a passed point is one too many; 2x is not offered before the flop; no fold before the river.
    CHECK_THROWS_WITH(round({decision::raise(4), decision::check}),
                      Catch::Matchers::Contains("decision 2 (check) given after the last decision point the round reaches"));
    CHECK_THROWS_WITH(round({decision::raise(2)}), Catch::Matchers::Contains("offers check or raise 3x or 4x"));
    CHECK_THROWS_WITH(round({decision::fold}), Catch::Matchers::Contains("is not an option"));
}

TEST_CASE("check or raise: a strategy is not asked at a point it has passed", "[settlement][check_or_raise]") {
    wager_slip<game_t> slip;
    slip.place<ante>(money::dollars(10));
    const auto cards = dealt_cards<game_t>::from_text("As Ad", "Ks Kd", "2c 7h 9s Jd 4c");
    std::vector<std::size_t> asked;
    const auto raise_pairs_early = [&](const player_view<game_t>& v) {
        asked.push_back(v.point);
        return v.hole[0].rank() == v.hole[1].rank() ? decision::raise(4) : decision::check;
    };
    const decision_list<game_t> made = decisions_of(slip, cards, raise_pairs_early);
    CHECK(asked == std::vector<std::size_t>{0});
    REQUIRE(made.size == 1);
    CHECK(settle(slip, cards, made.made()).net() == money::dollars(50));
}
