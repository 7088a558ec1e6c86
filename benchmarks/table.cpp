// The table engine's speed: rounds per second of a full seven-seat Three Card Poker table run by
// table<Game> as the rules prescribe, beside the heads-up settlement path (deal, decide, settle()
// for one player) in the same run; and the ten-million-round conservation check.
//
//   carnival-bench-table                                  # the rows below
//   carnival-bench-table --benchmark_filter=conservation  # 10,000,000 rounds, chips checked in each
#include <carnival/eval/evaluate.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/simulation/settled_rounds.hpp>
#include <carnival/table/full_table.hpp>
#include <carnival/table/profiles.hpp>
#include <carnival/table/record.hpp>
#include <carnival/table/table.hpp>

#include <string>
#include <vector>

#include <benchmark/benchmark.h>

namespace {

using namespace carnival;
using namespace carnival::table;
using tcp_game = ny_three_card_poker;
using pair_plus = tcp_game::rules_type::pair_plus_wager;

decision q64(const player_view<tcp_game>& v) {
    static const auto threshold = evaluate<three_card>(parse_cards("Qc 6d 4h"));
    return evaluate<three_card>(v.hole) >= threshold ? decision::play : decision::fold;
}

bets<tcp_game> ante_and_pair_plus() { return bets<tcp_game>{}.on<tcp::ante>(money::dollars(10)).on<pair_plus>(money::dollars(5)); }

std::vector<seat_plan<tcp_game>> seats(unsigned n) {
    std::vector<seat_plan<tcp_game>> out;
    for (unsigned i = 1; i <= n; ++i) out.push_back({position{i}, ante_and_pair_plus(), q64});
    return out;
}

// A full table of state.range(0) seats, one thread: rounds, each with every seat's wagers, the
// deal, the decisions in turn, the reveal and the payments in order. Items: rounds.
void table_rounds(benchmark::State& state) {
    const full_table<tcp_game> t(profiles::new_york<tcp_game>(), seats(static_cast<unsigned>(state.range(0))));
    std::uint64_t seed = 0;
    constexpr std::uint64_t rounds = 20'000;
    for (auto _ : state) benchmark::DoNotOptimize(t.run(rounds, ++seed, 1).house);
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * rounds));
}

// The same seven-seat rounds on a table that records every event (what carnival-table writes). Items: rounds.
void table_rounds_recorded(benchmark::State& state) {
    constexpr int rounds = 2'000;
    for (auto _ : state) {
        carnival::table::table<tcp_game> t(profiles::new_york<tcp_game>(), 1, true);
        t.open({deck()});
        for (unsigned n = 1; n <= 7; ++n) {
            const std::string who = carnival::detail::join({"P", std::to_string(n)});
            t.join(who, money::dollars(1'000'000));
            t.sit(who, position{n});
        }
        for (int r = 0; r < rounds; ++r) {
            for (unsigned n = 1; n <= 7; ++n) t.place(position{n}, ante_and_pair_plus());
            t.no_more_bets();
            while (t.current_phase() == phase::deciding) {
                const position p = t.turn();
                t.decide(p, q64(visible_cards<tcp_game>(t.cards_of(p)).at(t.point())));
            }
            t.next_round();
        }
        benchmark::DoNotOptimize(t.events().size());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * rounds));
}

// state.range(0) players join a table, one command each, and its record is replayed: linear in
// the number of commands (issue 32, item 5: a record was a cheap way to stall `check`). Compare
// the rows' time per item: equal, not growing with the count. Items: joins, each made and replayed.
void joins_and_replay(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    for (auto _ : state) {
        carnival::table::table<tcp_game> t(profiles::new_york<tcp_game>(), 1, true);
        t.open({deck()});
        for (std::size_t i = 0; i < n; ++i) t.join(std::to_string(i), money::dollars(500));
        benchmark::DoNotOptimize(replay<tcp_game>(write_record(t)).players().size());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * n));
}

// The baseline: heads-up rounds on the settlement path (deal, decide, settle() for one slip), one
// thread. Items: rounds (of one player each).
void heads_up_settlement(benchmark::State& state) {
    wager_slip<tcp_game> slip;
    slip.place<tcp::ante>(money::dollars(10)).place<pair_plus>(money::dollars(5));
    const simulation::settled_rounds<tcp_game> sim(slip, q64);
    std::uint64_t seed = 0;
    constexpr std::uint64_t rounds = 200'000;
    for (auto _ : state) benchmark::DoNotOptimize(sim.run(rounds, ++seed, 1).total.total());
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * rounds));
}

// Ten million rounds of a seven-seat table on two threads, chips checked in every round:
// an error unless players + house + dealers is zero in each. Items: rounds.
void conservation_ten_million(benchmark::State& state) {
    const full_table<tcp_game> t(profiles::procedures_casino<tcp_game>(), seats(7));
    constexpr std::uint64_t rounds = 10'000'000;
    for (auto _ : state) {
        const table_tally tally = t.run(rounds, 2026, 2);
        if (tally.unbalanced != 0 || tally.rounds != rounds || tally.players + tally.house + tally.dealers != money{})
            state.SkipWithError("chips not conserved");
        state.counters["unbalanced_rounds"] = static_cast<double>(tally.unbalanced);
        state.counters["house_hold_per_round"] = tally.hold.figures().expected_value;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * rounds));
}

}  // namespace

BENCHMARK(heads_up_settlement)->Unit(benchmark::kMillisecond);
BENCHMARK(table_rounds)->Arg(1)->Arg(7)->Unit(benchmark::kMillisecond);
BENCHMARK(table_rounds_recorded)->Unit(benchmark::kMillisecond);
BENCHMARK(joins_and_replay)->Arg(5'000)->Arg(20'000)->Arg(80'000)->Unit(benchmark::kMillisecond);
BENCHMARK(conservation_ten_million)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

BENCHMARK_MAIN();
