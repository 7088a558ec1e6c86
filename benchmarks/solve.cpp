// The general exact solver (analysis::solve) on every bundled and example game, beside its
// baselines in the same run: the dealer's hidden cards enumerated instead of counted by card
// removal, every deal instead of one per class of suit renamings.
//
//   carnival-bench-solve                                  every row (Caribbean Stud and Four Card Poker take minutes)
//   carnival-bench-solve --benchmark_filter='three_card|let_it_ride|mini_tex'   the quick ones
// par_sheet_* rows: the whole sheet, the library call a designer makes.
#include <carnival/analysis/solve.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/report/par_sheet.hpp>

#include "caribbean_stud.hpp"
#include "four_card_poker.hpp"
#include "let_it_ride.hpp"

#include <benchmark/benchmark.h>

namespace {

using namespace carnival;

// Solves Game's play with `options` on two threads; items: deals.
template <class Game>
void solve_game(benchmark::State& state, analysis::exact_options options) {
    options.threads = 2;
    for (auto _ : state) benchmark::DoNotOptimize(analysis::solve<Game>(options).figures.expected_value);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(analysis::exact_play<Game>::deals));
}

void solve_three_card_poker(benchmark::State& state) { solve_game<ny_three_card_poker>(state, {}); }
void solve_three_card_poker_baseline_enumerated(benchmark::State& state) {
    solve_game<ny_three_card_poker>(state, {.card_removal = false});
}
void solve_three_card_poker_baseline_enumerated_every_deal(benchmark::State& state) {
    solve_game<ny_three_card_poker>(state, {.suit_symmetry = false, .card_removal = false});
}
void solve_let_it_ride(benchmark::State& state) { solve_game<let_it_ride::game>(state, {}); }
void solve_let_it_ride_baseline_every_deal(benchmark::State& state) { solve_game<let_it_ride::game>(state, {.suit_symmetry = false}); }
// The whole par sheet (carnival::par_sheet: rules in words, the play, every side wager); items: sheets.
template <class Game>
void whole_sheet(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(par_sheet<Game>({.exact = {.threads = 2}}).wagers.size());
    state.SetItemsProcessed(state.iterations());
}
void par_sheet_three_card_poker(benchmark::State& state) { whole_sheet<ny_three_card_poker>(state); }
void par_sheet_three_card_poker_six_card_ii_e(benchmark::State& state) {
    using namespace three_card_poker_tables;
    whole_sheet<three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>>(state);
}
void par_sheet_mini_tex(benchmark::State& state) { whole_sheet<nj_mini_tex<>>(state); }
void par_sheet_let_it_ride(benchmark::State& state) { whole_sheet<let_it_ride::game>(state); }
void solve_caribbean_stud(benchmark::State& state) { solve_game<caribbean_stud::game>(state, {}); }
void solve_four_card_poker(benchmark::State& state) { solve_game<four_card_poker::game>(state, {}); }

}  // namespace

BENCHMARK(solve_three_card_poker)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_three_card_poker_baseline_enumerated)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_three_card_poker_baseline_enumerated_every_deal)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_let_it_ride)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_let_it_ride_baseline_every_deal)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(par_sheet_three_card_poker)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(par_sheet_three_card_poker_six_card_ii_e)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(par_sheet_mini_tex)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(par_sheet_let_it_ride)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_caribbean_stud)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(1);
BENCHMARK(solve_four_card_poker)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(1);

BENCHMARK_MAIN();
