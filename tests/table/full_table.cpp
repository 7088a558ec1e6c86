// A whole table simulated round after round on the table engine: reproducible on any number of
// threads and shards, chips conserved in every round, and each seat's hold what the exact
// analysis says of its strategy, whatever the others at the table do.
#include "support.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/full_table.hpp>
#include <carnival/table/profiles.hpp>

#include <cmath>

using namespace carnival;
using namespace carnival::table;

namespace {

using tcp_game = three_card_poker<three_card_poker_tables::pair_plus_a, three_card_poker_tables::ante_bonus_1_4_5,
                                  tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>>;
using pair_plus = tcp_game::rules_type::pair_plus_wager;
using six_card = tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>::wager<pair_plus>;

// Play Q-6-4 or better (NY (e)(2); the published optimal strategy).
decision q64(const player_view<tcp_game>& v) {
    static const auto threshold = evaluate<three_card>(parse_cards("Qc 6d 4h"));
    return evaluate<three_card>(v.hole) >= threshold ? decision::play : decision::fold;
}
decision always(const player_view<tcp_game>&) { return decision::play; }

// Seven seats: an ante-only Q-6-4 player at 4, others with pair plus, a six-card bonus, a toke.
std::vector<seat_plan<tcp_game>> seven_seats() {
    std::vector<seat_plan<tcp_game>> seats;
    for (unsigned n = 1; n <= 7; ++n) {
        bets<tcp_game> b;
        b.on<tcp::ante>(money::dollars(10));
        if (n != 4) b.on<pair_plus>(money::dollars(5));
        if (n == 2) b.on<six_card>(money::dollars(5));
        if (n == 6) b.on<tcp::toke>(money::dollars(1));
        seats.push_back({position{n}, b, n % 2 == 0 ? q64 : always});
    }
    return seats;
}

}  // namespace

TEST_CASE("a full table: the same seed gives the same tally on any number of threads and shards", "[table][threads]") {
    const full_table<tcp_game> table(profiles::procedures_casino<tcp_game>(), seven_seats());
    // Two blocks (65,536 rounds and 4,464): as many threads as a run can use (a pool has no more
    // threads than blocks, so 4 threads would repeat the 2-thread run), and two shards.
    const table_tally one = table.run(70'000, 42, 1);
    CHECK(one.rounds == 70'000);
    CHECK(table.run(70'000, 42, 2) == one);
    table_tally shards = table.run(70'000, 42, 2, {1, 2});
    shards.merge(table.run(70'000, 42, 1, {0, 2}));
    CHECK(shards == one);
    // Another seed, another tally (one short block each is enough to tell).
    CHECK_FALSE(table.run(5'000, 43, 1) == table.run(5'000, 42, 1));
    // Chips are conserved in every round: players + house + dealers = 0.
    CHECK(one.unbalanced == 0);
    CHECK(one.players + one.house + one.dealers == money{});
    CHECK(one.dealers > money{});  // the toke at position 6 wins now and then
}

TEST_CASE("a full table: each seat's hold is its strategy's exact house edge, whoever else sits there", "[table][threads]") {
    // Seat 4 plays the ante alone with Q-6-4; six others share its deck. Dealt from one deck, every
    // seat's cards are as random as heads-up, so its hold converges to the exact figure.
    const full_table<tcp_game> table(profiles::new_york<tcp_game>(), seven_seats());
    const table_tally t = table.run(150'000, 7, 2);
    REQUIRE(t.unbalanced == 0);
    const analysis::wager_figures seat4 = t.seats[3].figures();  // the house's net per unit of the ante
    const double exact = analysis::solve<ny_three_card_poker>(
                             [](const player_view<ny_three_card_poker>& v) {
                                 static const auto threshold = evaluate<three_card>(parse_cards("Qc 6d 4h"));
                                 return evaluate<three_card>(v.hole) >= threshold ? decision::play : decision::fold;
                             },
                             "Q-6-4")
                             .figures.house_edge;
    const double standard_error = seat4.std_dev / std::sqrt(static_cast<double>(t.rounds));
    INFO("seat 4 hold " << seat4.expected_value << ", exact " << exact << ", standard error " << standard_error);
    CHECK(std::abs(seat4.expected_value - exact) < 4 * standard_error);
}

TEST_CASE("a full Mini-Tex table at New Jersey conserves chips in every round", "[table][threads]") {
    using nj = nj_mini_tex<>;
    using ante = nj::rules_type::ante;
    using pocket = mtx::pocket_poker<mtx::example_pocket_poker_table>;
    std::vector<seat_plan<nj>> seats;
    for (unsigned n : {1U, 3U, 5U, 6U, 9U})
        seats.push_back({position{n}, bets<nj>{}.on<ante>(money::dollars(5)).on<pocket>(money::dollars(1)),
                         [n](const player_view<nj>& v) { return (v.hole[0].rank() >= rank::ten || n == 9) ? decision::play : decision::fold; }});
    const full_table<nj> table(profiles::new_jersey_mini_tex<nj>(), seats);
    const table_tally t = table.run(50'000, 3, 2);
    CHECK(t.unbalanced == 0);
    CHECK(t.players + t.house == money{});
    CHECK(t.hold.figures().expected_value > 0);  // the house holds
}
