// The general exact solver (analysis::solve) on every bundled and example game, beside its
// baselines in the same run: the dealer's hidden cards enumerated instead of counted by card
// removal, every deal instead of one per class of suit renamings.
//
//   carnival-bench-solve                                  every row (Caribbean Stud and Four Card Poker take minutes)
//   carnival-bench-solve --benchmark_filter='three_card|let_it_ride'   the quick ones
#include <carnival/analysis/solve.hpp>
#include <carnival/games/three_card_poker.hpp>

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
void solve_caribbean_stud(benchmark::State& state) { solve_game<caribbean_stud::game>(state, {}); }
void solve_four_card_poker(benchmark::State& state) { solve_game<four_card_poker::game>(state, {}); }

}  // namespace

BENCHMARK(solve_three_card_poker)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_three_card_poker_baseline_enumerated)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_three_card_poker_baseline_enumerated_every_deal)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_let_it_ride)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_let_it_ride_baseline_every_deal)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(solve_caribbean_stud)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(1);
BENCHMARK(solve_four_card_poker)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(1);

BENCHMARK_MAIN();
