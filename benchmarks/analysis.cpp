// Exact analysis and simulation speed, each beside a brute-force baseline in the same run.
//
//   carnival-bench-analysis
#include <carnival/analysis/ante_play.hpp>
#include <carnival/analysis/flop_river.hpp>
#include <carnival/analysis/heads_up.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/analysis/solve.hpp>
#include <carnival/analysis/strategy_table.hpp>
#include <carnival/simulation/flop_river.hpp>
#include <carnival/simulation/settled_rounds.hpp>

#include <algorithm>
#include <array>
#include <vector>

#include <benchmark/benchmark.h>

namespace {

using namespace carnival;
using tcp_game = ny_three_card_poker;

// Three Card Poker ante-play, exact: card-removal counts for all 22,100 hands plus the optimal
// strategy and its figures. Items: player hands.
void tcp_ante_play_exact(benchmark::State& state) {
    for (auto _ : state) {
        const analysis::heads_up<tcp_game> counts;
        const analysis::ante_play<tcp_game> ap(counts);
        benchmark::DoNotOptimize(ap.figures(ap.optimal(), "optimal").house_edge);
    }
    state.SetItemsProcessed(state.iterations() * 22100);
}

// The full Three Card Poker par sheet: ante-play optimal with both ante-bonus tables (one set of
// card-removal counts serves both) and all seven pair-plus tables. Items: sheets.
void tcp_full_par_sheet(benchmark::State& state) {
    using namespace three_card_poker_tables;
    for (auto _ : state) {
        const analysis::heads_up<tcp_game> counts;
        const analysis::ante_play<three_card_poker<pair_plus_a, ante_bonus_1_4_5>> ap145(counts);
        const analysis::ante_play<three_card_poker<pair_plus_a, ante_bonus_1_5_6>> ap156(counts);
        benchmark::DoNotOptimize(ap145.figures(ap145.optimal(), "optimal").house_edge);
        benchmark::DoNotOptimize(ap156.figures(ap156.optimal(), "optimal").house_edge);
        const auto pair_plus = [](auto table) {
            using T = typename decltype(table)::type;
            return analysis::side_wager_figures<three_card_poker<T>, tcp::pair_plus<T>>(money::dollars(1)).house_edge;
        };
        benchmark::DoNotOptimize(pair_plus(boost::hana::type_c<pair_plus_a>) + pair_plus(boost::hana::type_c<pair_plus_b>) +
                                 pair_plus(boost::hana::type_c<pair_plus_c>) + pair_plus(boost::hana::type_c<pair_plus_d>) +
                                 pair_plus(boost::hana::type_c<pair_plus_e>) + pair_plus(boost::hana::type_c<pair_plus_f>) +
                                 pair_plus(boost::hana::type_c<pair_plus_g>));
    }
    state.SetItemsProcessed(state.iterations());
}

// Baseline: the same counts by enumerating every dealer hand, for one hand in 100. Items: player hands.
void tcp_ante_play_baseline_brute_force(benchmark::State& state) {
    static const analysis::heads_up<tcp_game> counts;
    std::int64_t hands = 0;
    for (auto _ : state) {
        for (std::size_t i = 0; i < counts.hands().size(); i += 100, ++hands)
            benchmark::DoNotOptimize(analysis::heads_up<tcp_game>::split_by_enumeration(counts.hands()[i].cards));
    }
    state.SetItemsProcessed(hands);
}

// The seven pair plus tables. Items: tables.
void tcp_pair_plus_tables(benchmark::State& state) {
    using namespace three_card_poker_tables;
    for (auto _ : state) {
        benchmark::DoNotOptimize(analysis::side_wager_figures<three_card_poker<pair_plus_a>, tcp::pair_plus<pair_plus_a>>(money::dollars(1)));
        benchmark::DoNotOptimize(analysis::side_wager_figures<three_card_poker<pair_plus_g>, tcp::pair_plus<pair_plus_g>>(money::dollars(1)));
    }
    state.SetItemsProcessed(state.iterations() * 2);
}

// One six-card bonus table (20,358,520 six-card sets). Items: tables.
void tcp_six_card_table(benchmark::State& state) {
    using namespace three_card_poker_tables;
    using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>;
    for (auto _ : state)
        benchmark::DoNotOptimize(
            analysis::side_wager_figures<game_t, tcp::six_card_bonus_ii<six_card_ii_e>::wager<tcp::pair_plus<pair_plus_a>>>(money::dollars(5)));
    state.SetItemsProcessed(state.iterations());
}

// All nine six-card tables from one enumeration. Items: tables.
void tcp_six_card_nine_tables(benchmark::State& state) {
    using namespace three_card_poker_tables;
    using pp = tcp::pair_plus<pair_plus_a>;
    using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>;
    for (auto _ : state) {
        const auto f = analysis::side_wagers_figures<
            game_t, tcp::six_card_bonus_i<six_card_i_a>::wager<pp>, tcp::six_card_bonus_i<six_card_i_b>::wager<pp>,
            tcp::six_card_bonus_i<six_card_i_c>::wager<pp>, tcp::six_card_bonus_i<six_card_i_d>::wager<pp>,
            tcp::six_card_bonus_ii<six_card_ii_a>::wager<pp>, tcp::six_card_bonus_ii<six_card_ii_b>::wager<pp>,
            tcp::six_card_bonus_ii<six_card_ii_c>::wager<pp>, tcp::six_card_bonus_ii<six_card_ii_d>::wager<pp>,
            tcp::six_card_bonus_ii<six_card_ii_e>::wager<pp>>({money::dollars(5), money::dollars(5), money::dollars(5),
                                                              money::dollars(5), money::dollars(5), money::dollars(5),
                                                              money::dollars(5), money::dollars(5), money::dollars(5)});
        benchmark::DoNotOptimize(f.back().house_edge);
    }
    state.SetItemsProcessed(state.iterations() * 9);
}

// Mini-Tex optimal strategy, exact, one configuration.
void mini_tex_exact(benchmark::State& state) {
    for (auto _ : state) {
        const analysis::flop_river<mini_tex<pair_or_better, mtx::rule_card>> solved;
        benchmark::DoNotOptimize(solved.expected_value());
    }
    state.SetItemsProcessed(state.iterations());
}

// The same figures through the one exact engine (analysis::exact_play, which replaces
// flop_river) on state.range(0) threads: the optimal strategy by backward induction, the dealer's
// completions by card removal from the board tables (built in the timing).
void mini_tex_exact_play(benchmark::State& state) {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    for (auto _ : state) {
        const analysis::exact_play<game_t> solver({.threads = static_cast<unsigned>(state.range(0))});
        benchmark::DoNotOptimize(solver.optimal().figures.house_edge);
    }
    state.SetItemsProcessed(state.iterations());
}

// The figures of a strategy given as a function (here the solved decisions, asked deal by deal)
// for Mini-Tex: 1,326 holdings x 1,225 flops x 48 rivers, on the machine's threads. The solve is
// done once, outside the timing. Items: river states.
void mini_tex_strategy_function(benchmark::State& state) {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    static const analysis::flop_river<game_t> solved;
    const auto never = [](const player_view<game_t>&) { return decision::play; };
    for (auto _ : state) benchmark::DoNotOptimize(solved.figures(never, "never fold").expected_value);
    state.SetItemsProcessed(state.iterations() * 1326 * 1225 * 48);
}

// Simulation of Mini-Tex rounds played optimally on state.range(0) threads (the solve is done
// once, outside the timing). Items: rounds.
void mini_tex_simulation(benchmark::State& state) {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    static const analysis::flop_river<game_t> solved;
    const simulation::flop_river<game_t> sim(solved);
    const std::uint64_t rounds = 4'000'000;
    for (auto _ : state) benchmark::DoNotOptimize(sim.run(rounds, 1, static_cast<unsigned>(state.range(0))).total());
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(rounds));
}

// The optimal play of Three Card Poker as a table, once for the simulations.
const analysis::strategy_table<tcp_game>& tcp_optimal() {
    static const analysis::strategy_table<tcp_game> table = analysis::exact_play<tcp_game>().optimal_strategy();
    return table;
}

// Three Card Poker's ante and play under the optimal play (a strategy table), simulated by the one
// simulator: dealt by the sequence of play, decided by the table, settled by settle()'s rules.
// Issue 33's bar: 40 M rounds/s on 2 threads, what the heads-up simulator written for the shape
// reached (28.3 M and 55.2 M on 1 and 2 threads in the last run that had both). On
// state.range(0) threads. Items: rounds.
void tcp_simulation(benchmark::State& state) {
    wager_slip<tcp_game> slip;
    slip.place<tcp::ante>(money::dollars(1));
    const simulation::settled_rounds<tcp_game> sim(slip, tcp_optimal());  // a strategy function like any other
    const std::uint64_t rounds = 8'000'000;  // as tcp_simulation's
    for (auto _ : state)
        benchmark::DoNotOptimize(sim.run(rounds, 1, static_cast<unsigned>(state.range(0))).total.total());
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(rounds));
}

}  // namespace

BENCHMARK(tcp_ante_play_exact)->Unit(benchmark::kMillisecond);
BENCHMARK(tcp_full_par_sheet)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_ante_play_baseline_brute_force)->Unit(benchmark::kMillisecond);
BENCHMARK(tcp_pair_plus_tables)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_six_card_table)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_six_card_nine_tables)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(mini_tex_exact)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(mini_tex_exact_play)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(mini_tex_strategy_function)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(mini_tex_simulation)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_simulation)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
