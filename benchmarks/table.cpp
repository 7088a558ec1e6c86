// The table engine's speed: rounds per second of a full seven-seat Three Card Poker table run by
// table<Game> as the rules prescribe, beside the heads-up settlement path (deal, decide, settle()
// for one player) in the same run; a record's replay per command; a refused command; and the
// ten-million-round conservation check.
//
// Issue 36's bars, per seat-round, from the items per second of one run:
//   table / settle()      = heads_up_settlement / (7 × table_rounds_unrecorded)   (bar: ≤ 2)
//   recorded / settle()   = heads_up_settlement / (7 × table_rounds_recorded)     (bar: ≤ 3)
//   shuffle_by_division / shuffle_by_table: what a deck's shuffle gains from uniform_below's table
//   replay                = replay_commands: the same time per command at every size, 100,000 under a second
// heads_up_settlement reads most rounds from a hole-card plan; heads_up_settlement_unplanned
// settles every round by itself, as the table does: each ratio is reported against both.
//
//   carnival-bench-table                                  # the rows below
//   carnival-bench-table --benchmark_filter=conservation  # 10,000,000 rounds, chips checked in each
#include <carnival/eval/evaluate.hpp>
#include <carnival/random/shuffle.hpp>
#include <carnival/random/uniform_below.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/simulation/settled_rounds.hpp>
#include <carnival/table/full_table.hpp>
#include <carnival/table/profiles.hpp>
#include <carnival/table/record.hpp>
#include <carnival/table/table.hpp>

#include <string>
#include <utility>
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

// A table of seven seats, open, each seat's player with chips enough for every round played here.
carnival::table::table<tcp_game> seven_seats(bool record) {
    carnival::table::table<tcp_game> t(profiles::new_york<tcp_game>(), 1, record);
    t.open({deck()});
    for (unsigned n = 1; n <= 7; ++n) {
        const std::string who = carnival::detail::join({"P", std::to_string(n)});
        t.join(who, money::dollars(1'000'000));
        t.sit(who, position{n});
    }
    return t;
}

// `rounds` rounds at table t, each seat wagering and deciding by q64, command by command.
void play_rounds(carnival::table::table<tcp_game>& t, int rounds) {
    static const bets<tcp_game> wagers = ante_and_pair_plus();  // made once, as the heads-up slip is
    for (int r = 0; r < rounds; ++r) {
        for (unsigned n = 1; n <= 7; ++n) t.place(position{n}, wagers);
        t.no_more_bets();
        while (t.current_phase() == phase::deciding) {
            const position p = t.turn();
            t.decide(p, q64(visible_cards<tcp_game>(t.cards_of(p)).at(t.point())));
        }
        t.next_round();
    }
}

// Seven-seat rounds on a table driven command by command, recording every event (what
// carnival-table writes) or none. Items: rounds.
void direct_rounds(benchmark::State& state, bool record) {
    constexpr int rounds = 2'000;
    for (auto _ : state) {
        carnival::table::table<tcp_game> t = seven_seats(record);
        play_rounds(t, rounds);
        benchmark::DoNotOptimize(t.log().size());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * rounds));
}
void table_rounds_recorded(benchmark::State& state) { direct_rounds(state, true); }
void table_rounds_unrecorded(benchmark::State& state) { direct_rounds(state, false); }

// The record of a seven-seat table after about state.range(0) commands (rounds of seven wagers,
// "no more bets" and the decisions, about 16 commands each), replayed: the time per command must
// not grow with the record. Items: commands replayed.
void replay_commands(benchmark::State& state) {
    carnival::table::table<tcp_game> t = seven_seats(true);
    while (t.log().entries().back().command < static_cast<std::uint64_t>(state.range(0))) play_rounds(t, 1);
    const std::uint64_t commands = t.log().entries().back().command;
    const std::string record = write_record(t);
    for (auto _ : state) benchmark::DoNotOptimize(replay<tcp_game>(record).round());
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * commands));
    state.counters["commands"] = static_cast<double>(commands);
}

// A command refused (a wager placed while the cards are being decided): what the strong guarantee
// costs when nothing changes. Items: refusals.
void refused_command(benchmark::State& state) {
    carnival::table::table<tcp_game> t = seven_seats(false);
    for (unsigned n = 1; n <= 7; ++n) t.place(position{n}, ante_and_pair_plus());
    t.no_more_bets();
    std::int64_t refused = 0;
    for (auto _ : state) {
        try {
            t.place(position{1}, ante_and_pair_plus());
        } catch (const invalid_command&) {
            ++refused;
        }
    }
    if (refused != static_cast<std::int64_t>(state.iterations())) state.SkipWithError("a wager was accepted after \"no more bets\"");
    state.SetItemsProcessed(refused);
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

// The same heads-up rounds, each settled by itself (no hole-card plan), as the table settles a seat. Items: rounds.
void heads_up_settlement_unplanned(benchmark::State& state) {
    wager_slip<tcp_game> slip;
    slip.place<tcp::ante>(money::dollars(10)).place<pair_plus>(money::dollars(5));
    const simulation::settled_rounds<tcp_game> sim(slip, q64, simulation::planning::never);
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

// A 52-card Fisher–Yates shuffle, as the table shuffles each round: uniform_below (bounds up to 64
// by a table of inverses), against the same shuffle with each remainder taken by division, the
// route every bound took before. The same orders; items: shuffles.
template <bool ByDivision>
void shuffle_deck(benchmark::State& state) {
    std::vector<card> d = deck().cards();
    xoshiro256ss g(7);
    for (auto _ : state) {
        if constexpr (ByDivision) {
            for (std::uint64_t i = d.size(); i > 1; --i)  // carnival::shuffle's loop, each bound by division
                std::swap(d[i - 1], d[carnival::detail::modulo_below<std::uint64_t>([&g] { return uniform_bits64(g); }, i)]);
        } else {
            carnival::shuffle(d, g);
        }
        benchmark::DoNotOptimize(d.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
void shuffle_by_table(benchmark::State& state) { shuffle_deck<false>(state); }
void shuffle_by_division(benchmark::State& state) { shuffle_deck<true>(state); }

}  // namespace

BENCHMARK(shuffle_by_table);
BENCHMARK(shuffle_by_division);
BENCHMARK(heads_up_settlement)->Unit(benchmark::kMillisecond);
BENCHMARK(heads_up_settlement_unplanned)->Unit(benchmark::kMillisecond);
BENCHMARK(table_rounds)->Arg(1)->Arg(7)->Unit(benchmark::kMillisecond);
BENCHMARK(table_rounds_unrecorded)->Unit(benchmark::kMillisecond);
BENCHMARK(table_rounds_recorded)->Unit(benchmark::kMillisecond);
BENCHMARK(replay_commands)->Arg(25'000)->Arg(50'000)->Arg(100'000)->Unit(benchmark::kMillisecond);
BENCHMARK(refused_command)->Unit(benchmark::kNanosecond);
BENCHMARK(joins_and_replay)->Arg(5'000)->Arg(20'000)->Arg(80'000)->Unit(benchmark::kMillisecond);
BENCHMARK(conservation_ten_million)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

BENCHMARK_MAIN();
