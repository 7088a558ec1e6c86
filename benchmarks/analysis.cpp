// Exact analysis and simulation speed, each beside a brute-force baseline in the same run.
//
//   carnival-bench-analysis
#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/analysis/solve.hpp>
#include <carnival/analysis/strategy_table.hpp>
#include <carnival/simulation/settled_rounds.hpp>

#include "caribbean_stud.hpp"
#include "four_card_poker.hpp"
#include "let_it_ride.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include <benchmark/benchmark.h>

namespace {

using namespace carnival;
using tcp_game = ny_three_card_poker;

// Three Card Poker's ante and play, exact, through the one engine on one thread: the dealer's
// hands counted by card removal, the optimal strategy and its figures. Issue 33's bar: 10 ms.
void tcp_ante_play_exact(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(analysis::solve<tcp_game>({.threads = 1}).figures.house_edge);
    state.SetItemsProcessed(state.iterations());
}

// The full Three Card Poker par sheet's figures: the play with both ante-bonus tables and all
// seven pair-plus tables, one thread. Items: sheets.
void tcp_full_par_sheet(benchmark::State& state) {
    using namespace three_card_poker_tables;
    for (auto _ : state) {
        benchmark::DoNotOptimize(analysis::solve<three_card_poker<pair_plus_a, ante_bonus_1_4_5>>({.threads = 1}).figures.house_edge);
        benchmark::DoNotOptimize(analysis::solve<three_card_poker<pair_plus_a, ante_bonus_1_5_6>>({.threads = 1}).figures.house_edge);
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

// Baseline: the same play with the dealer's hands enumerated rather than counted by card removal, one thread.
void tcp_ante_play_baseline_enumerated(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(analysis::solve<tcp_game>({.threads = 1, .card_removal = false}).figures.house_edge);
    state.SetItemsProcessed(state.iterations());
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

// Mini-Tex's optimal strategy, exact, through the one engine (analysis::exact_play) on
// state.range(0) threads: backward induction, the last look once per board, the dealer's
// completions by card removal from the board tables (built in the timing). Issue 33's bar: 0.5 s
// on one thread (flop_river, the analysis written for the shape and now removed, took 0.5 s in
// the last run that had both).
void mini_tex_exact_play(benchmark::State& state) {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    for (auto _ : state) {
        const analysis::exact_play<game_t> solver({.threads = static_cast<unsigned>(state.range(0))});
        benchmark::DoNotOptimize(solver.optimal().figures.house_edge);
    }
    state.SetItemsProcessed(state.iterations());
}

// The figures of a strategy given as a function (never folding, asked at every decision of every
// deal) for Mini-Tex, on the machine's threads; the board tables are built outside the timing.
// Items: deals to the river (holdings x flops x rivers, suit classes counted by their size).
void mini_tex_strategy_function(benchmark::State& state) {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    static const analysis::exact_play<game_t> solver;
    const auto never = [](const player_view<game_t>&) { return decision::play; };
    for (auto _ : state) benchmark::DoNotOptimize(solver.figures(never, "never fold").figures.expected_value);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(analysis::exact_play<game_t>::deals / analysis::binomial(47, 2)));
}

// The optimal play of Mini-Tex as a table (exact_play::optimal_strategy), once for the simulations.
template <class Game>
const analysis::strategy_table<Game>& optimal_table() {
    static const analysis::strategy_table<Game> table = analysis::exact_play<Game>().optimal_strategy();
    return table;
}

// Mini-Tex's ante, flop, river and play under the optimal play, simulated by the one simulator
// (settled_rounds, the decisions read from the strategy table) on state.range(0) threads. Issue
// 33's bar: 10 M rounds/s on 2 threads. Items: rounds.
void mini_tex_simulation(benchmark::State& state) {
    using game_t = mini_tex<pair_or_better, mtx::rule_card>;
    wager_slip<game_t> slip;
    slip.place<game_t::ante_type>(money::dollars(1));
    const simulation::settled_rounds<game_t> sim(slip, optimal_table<game_t>());
    const std::uint64_t rounds = 4'000'000;
    for (auto _ : state) benchmark::DoNotOptimize(sim.run(rounds, 1, static_cast<unsigned>(state.range(0))).total.total());
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(rounds));
}

// The optimal play of Three Card Poker as a table, once for the simulations.
const analysis::strategy_table<tcp_game>& tcp_optimal() { return optimal_table<tcp_game>(); }

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

// Game's play simulated by the one simulator on state.range(0) threads, with a strategy function
// that plays every hand to the end (the last option listed at every decision: the highest raise,
// or letting a bet ride): the simulator's own cost. Items: rounds; counter `cards`: cards dealt
// per second (burns included), to compare games of different deals — issue 33's bar: every
// example game within 2x of Three Card Poker per card, each round settled by itself
// (three_card_poker_per_card_settled; Three Card Poker's rounds are otherwise settled from a plan
// by hole cards, which the other games' deals do not allow, and Mini-Tex's by their endings,
// which the example games' pay tables do not allow).
template <class Game, simulation::planning Plans = simulation::planning::where_it_applies>
void simulation_per_card(benchmark::State& state) {
    const auto to_the_end = [](const player_view<Game>& v) {
        constexpr auto& options = analysis::exact_play<Game>::options;
        return options.first[v.point][options.second[v.point] - 1];
    };
    const simulation::settled_rounds<Game> sim(analysis::play_slip<Game>(money::dollars(1)), to_the_end, Plans);
    using deal = typename Game::sequence_type;
    constexpr std::uint64_t rounds = 4'000'000;
    constexpr std::uint64_t cards = deal::player_cards + deal::dealer_cards + deal::board_cards + deal::burn_cards;
    for (auto _ : state) benchmark::DoNotOptimize(sim.run(rounds, 1, static_cast<unsigned>(state.range(0))).total.total());
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(rounds));
    state.counters["cards"] = benchmark::Counter(static_cast<double>(state.iterations() * rounds * cards), benchmark::Counter::kIsRate);
}
void three_card_poker_per_card(benchmark::State& state) { simulation_per_card<tcp_game>(state); }
// Three Card Poker with every round settled by itself, as every other game here is: the bar's baseline.
void three_card_poker_per_card_settled(benchmark::State& state) {
    simulation_per_card<tcp_game, simulation::planning::never>(state);
}
void mini_tex_per_card(benchmark::State& state) { simulation_per_card<mini_tex<pair_or_better, mtx::rule_card>>(state); }
void caribbean_stud_per_card(benchmark::State& state) { simulation_per_card<caribbean_stud::game>(state); }
void four_card_poker_per_card(benchmark::State& state) { simulation_per_card<four_card_poker::game>(state); }
void let_it_ride_per_card(benchmark::State& state) { simulation_per_card<let_it_ride::game>(state); }

}  // namespace

BENCHMARK(tcp_ante_play_exact)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_full_par_sheet)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_ante_play_baseline_enumerated)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_pair_plus_tables)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_six_card_table)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_six_card_nine_tables)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(mini_tex_exact_play)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(mini_tex_strategy_function)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(mini_tex_simulation)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(tcp_simulation)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(three_card_poker_per_card)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(three_card_poker_per_card_settled)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(mini_tex_per_card)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(caribbean_stud_per_card)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(four_card_poker_per_card)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(let_it_ride_per_card)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
