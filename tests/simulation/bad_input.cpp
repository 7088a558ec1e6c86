// The bad-input catalogue of the simulation layer: runs of no rounds, shards that are not shards
// of the run, slips that cannot be played; tallies of different
// slips never merge.
#include "../support/bad_input.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/simulation/settled_rounds.hpp>


using namespace carnival;
using test_support::refuses;
using test_support::refuses_unchanged;

TEST_CASE("bad input, simulation: every entry point refuses with the value named", "[simulation][invalid]") {
    using game_t = ny_three_card_poker;
    wager_slip<game_t> toke_alone, ante;
    toke_alone.place<tcp::toke>(money::dollars(1));
    ante.place<tcp::ante>(money::dollars(1));
    wager_slip<game_t> ante_and_pair_plus = ante;
    ante_and_pair_plus.place<tcp::pair_plus<three_card_poker_tables::pair_plus_a>>(money::dollars(1));
    const simulation::settled_rounds<game_t> rounds(ante, always_play{});
    const simulation::round_tally tally = rounds.run(10, 1, 1);
    const simulation::round_tally other = simulation::settled_rounds<game_t>(ante_and_pair_plus, always_play{}).run(10, 1, 1);
    test_support::check_catalogue({
        refuses<std::invalid_argument>("settled_rounds.run(0 rounds)", [&] { (void)rounds.run(0, 1); }, {"at least one round, got 0"}),
        refuses<std::invalid_argument>("settled_rounds.run(10 rounds, shard 3/3)", [&] { (void)rounds.run(10, 1, 1, {3, 3}); }, {"shard 3/3"}),
        refuses<std::invalid_argument>("settled_rounds.run(100,000 rounds, shard 2/3)", [&] { (void)rounds.run(100'000, 1, 1, {2, 3}); },
                                       {"shard 2/3 gets no rounds", "2 block(s)"}),
        refuses<invalid_wager>("settled_rounds(an empty slip)",
                               [] { simulation::settled_rounds<game_t> bad(wager_slip<game_t>{}, always_play{}); },
                               {"no wager to simulate"}),
        refuses<invalid_wager>("settled_rounds(a toke without an ante)",
                               [&] { simulation::settled_rounds<game_t> bad(toke_alone, always_play{}); }, {"toke", "only with the ante"}),
        refuses<std::invalid_argument>("settled_rounds.run(10 rounds, shard 2/2)", [&] { (void)rounds.run(10, 1, 1, {2, 2}); },
                                       {"shard 2/2"}),
        refuses_unchanged<std::invalid_argument>("tally.merge(a tally of another slip)", tally,
                                                 [&](simulation::round_tally& t) { t.merge(other); }, {"different slips"}),
    });
    // One round, and a tally of the same slip, are taken.
    simulation::round_tally twice = tally;
    twice.merge(rounds.run(10, 2, 1));
    CHECK(twice.total.total() == 20);
    CHECK(rounds.run(1, 1).total.total() == 1);
}
