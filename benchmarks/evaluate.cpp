// Evaluator throughput, one core: a fixed pseudo-random stream of hands and enumeration order,
// each beside a baseline measured in the same run (the rule-text reference evaluator, the plain
// every-subset definition of a selection, or OMPEval's evaluator on the same hands where its
// sources are present: see CMakeLists.txt). Items are hand evaluations; every hand starts from
// card ids (each library's own, built outside the timed loop) and is built inside it.
//
//   carnival-bench-eval --benchmark_counters_tabular=true
#include "support/enumerate.hpp"
#include "support/reference.hpp"

#include <carnival/eval.hpp>

#include <benchmark/benchmark.h>

#if CARNIVAL_BENCH_OMPEVAL
#include <omp/HandEvaluator.h>
#endif

#include <array>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

namespace {

using namespace carnival;
using mini_tex_hand = hole_and_board<2, 3, 1, 2>;

constexpr std::size_t stream_length = 1 << 16;

template <std::size_t N>
const std::vector<std::array<card, N>>& stream() {
    static const auto hands = [] {
        std::mt19937_64 g{20261130};
        std::vector<std::array<card, N>> out(stream_length);
        for (auto& h : out) h = test_support::random_hand<N>(g);
        return out;
    }();
    return hands;
}

// Runs `eval(hand)` over the stream, counting evaluations.
template <std::size_t N, class Eval>
void over_stream(benchmark::State& state, Eval eval) {
    const auto& hands = stream<N>();
    std::uint32_t sink = 0;
    for (auto _ : state) {
        for (const auto& h : hands) sink += eval(h);
        benchmark::DoNotOptimize(sink);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * hands.size()));
}

// Runs `eval(hand)` over every K-card hand in enumeration order.
template <std::size_t K, class Eval>
void over_enumeration(benchmark::State& state, Eval eval) {
    std::int64_t count = 0;
    std::uint32_t sink = 0;
    for (auto _ : state) {
        test_support::for_each_hand<K>([&](const std::array<card, K>& h) {
            sink += eval(h);
            ++count;
        });
        benchmark::DoNotOptimize(sink);
    }
    state.SetItemsProcessed(count);
}

#if CARNIVAL_BENCH_OMPEVAL
// OMPEval's card ids (4 * rank + suit) of the same stream.
template <std::size_t N>
const std::vector<std::array<std::uint8_t, N>>& omp_stream() {
    static const auto hands = [] {
        std::vector<std::array<std::uint8_t, N>> out;
        for (const auto& h : stream<N>()) {
            std::array<std::uint8_t, N> ids{};
            for (std::size_t i = 0; i < N; ++i) ids[i] = static_cast<std::uint8_t>(4 * index(h[i].rank()) + index(h[i].suit()));
            out.push_back(ids);
        }
        return out;
    }();
    return hands;
}

const omp::HandEvaluator& omp_evaluator() {
    static const omp::HandEvaluator e;
    return e;
}

template <std::size_t N>
void omp_over_stream(benchmark::State& state) {
    const auto& hands = omp_stream<N>();
    const omp::HandEvaluator& e = omp_evaluator();
    std::uint32_t sink = 0;
    for (auto _ : state) {
        for (const auto& ids : hands) {
            omp::Hand h = omp::Hand::empty();
            for (std::uint8_t c : ids) h += omp::Hand(c);
            sink += e.evaluate(h);
        }
        benchmark::DoNotOptimize(sink);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * hands.size()));
}
#endif

// --- three-card hands ---
void three_card_stream(benchmark::State& s) {
    over_stream<3>(s, [](const auto& h) { return evaluate<three_card>(h).code(); });
}
void three_card_enumeration(benchmark::State& s) {
    over_enumeration<3>(s, [](const auto& h) { return evaluate<three_card>(h).code(); });
}
void three_card_stream_baseline_reference(benchmark::State& s) {
    over_stream<3>(s, [](const auto& h) { return static_cast<std::uint32_t>(reference::classify3(h).category); });
}

// --- five-card hands ---
void five_card_stream(benchmark::State& s) {
    over_stream<5>(s, [](const auto& h) { return evaluate<five_card>(h).code(); });
}
void five_card_enumeration(benchmark::State& s) {
    over_enumeration<5>(s, [](const auto& h) { return evaluate<five_card>(h).code(); });
}
void five_card_stream_baseline_reference(benchmark::State& s) {
    over_stream<5>(s, [](const auto& h) { return static_cast<std::uint32_t>(reference::classify5(h).category); });
}

#if CARNIVAL_BENCH_OMPEVAL
void five_card_stream_baseline_ompeval(benchmark::State& s) { omp_over_stream<5>(s); }
#endif

// --- best five of six (six-card bonus) ---
void best5_of_6_stream(benchmark::State& s) {
    over_stream<6>(s, [](const auto& h) { return evaluate<five_card, best_of<6>>(h).code(); });
}
// Every six-card hand, each extending its five-card prefix by one card (for_each_hand).
void best5_of_6_enumeration(benchmark::State& s) {
    std::int64_t count = 0;
    std::uint32_t sink = 0;
    for (auto _ : s) {
        for_each_hand<6, five_card>([&](const hand_accumulator<five_card>& h, card_set) {
            sink += h.value().code();
            ++count;
        });
        benchmark::DoNotOptimize(sink);
    }
    s.SetItemsProcessed(count);
}
// The same hands, each evaluated from its six cards.
void best5_of_6_enumeration_baseline_whole_hands(benchmark::State& s) {
    over_enumeration<6>(s, [](const auto& h) { return evaluate<five_card, best_of<6>>(h).code(); });
}
void best5_of_6_stream_baseline_subsets(benchmark::State& s) {
    over_stream<6>(s, [](const auto& h) { return detail::best_code_by_subsets<five_card, best_of<6>>(h); });
}

#if CARNIVAL_BENCH_OMPEVAL
void best5_of_6_stream_baseline_ompeval(benchmark::State& s) { omp_over_stream<6>(s); }
// Every six-card hand, incrementally: each level's Hand extended by one card.
void best5_of_6_enumeration_baseline_ompeval(benchmark::State& s) {
    const omp::HandEvaluator& e = omp_evaluator();
    std::int64_t count = 0;
    std::uint32_t sink = 0;
    for (auto _ : s) {
        const omp::Hand h0 = omp::Hand::empty();
        for (unsigned a = 0; a < 52; ++a) {
            const omp::Hand h1 = h0 + omp::Hand(a);
            for (unsigned b = a + 1; b < 52; ++b) {
                const omp::Hand h2 = h1 + omp::Hand(b);
                for (unsigned c = b + 1; c < 52; ++c) {
                    const omp::Hand h3 = h2 + omp::Hand(c);
                    for (unsigned d = c + 1; d < 52; ++d) {
                        const omp::Hand h4 = h3 + omp::Hand(d);
                        for (unsigned x = d + 1; x < 52; ++x) {
                            const omp::Hand h5 = h4 + omp::Hand(x);
                            for (unsigned y = x + 1; y < 52; ++y) {
                                sink += e.evaluate(h5 + omp::Hand(y));
                                ++count;
                            }
                        }
                    }
                }
            }
        }
        benchmark::DoNotOptimize(sink);
    }
    s.SetItemsProcessed(count);
}
#endif

// --- best five of seven (hold'em-like games, Let It Ride with a shared board) ---
void best5_of_7_stream(benchmark::State& s) {
    over_stream<7>(s, [](const auto& h) { return evaluate<five_card, best_of<7>>(h).code(); });
}
void best5_of_7_stream_baseline_direct(benchmark::State& s) {
    over_stream<7>(s, [](const auto& h) {
        card_set set;
        for (card c : h) set.insert(c);
        return five_card::best_code(set);
    });
}
#if CARNIVAL_BENCH_OMPEVAL
void best5_of_7_stream_baseline_ompeval(benchmark::State& s) { omp_over_stream<7>(s); }
#endif

// --- Mini-Tex: 2 hole + 3 board, at least one hole card ---
void mini_tex_stream(benchmark::State& s) {
    over_stream<5>(s, [](const auto& h) { return evaluate<three_card, mini_tex_hand>(h).code(); });
}
void mini_tex_enumeration(benchmark::State& s) {
    over_enumeration<5>(s, [](const auto& h) { return evaluate<three_card, mini_tex_hand>(h).code(); });
}
// The rule text's hand, brute force: every three cards with at least one hole card and at most two
// community cards, compared by the reference comparator.
void mini_tex_stream_baseline_reference(benchmark::State& s) {
    over_stream<5>(s, [](const auto& h) {
        std::array<card, 3> best{h[0], h[1], h[2]};
        for (int i = 0; i < 2; ++i)
            for (int j = i + 1; j < 5; ++j)
                for (int k = j + 1; k < 5; ++k) {
                    if (j < 2 && k < 2) continue;
                    const std::array<card, 3> hand{h[static_cast<std::size_t>(i)], h[static_cast<std::size_t>(j)],
                                                   h[static_cast<std::size_t>(k)]};
                    if (std::is_gt(reference::compare3(hand, best))) best = hand;
                }
        return static_cast<std::uint32_t>(reference::classify3(best).category);
    });
}

}  // namespace

// Each carnival row beside its baselines, so that neighbouring rows are measured close in time
// (for a noisy machine also pass --benchmark_enable_random_interleaving=true with repetitions).
#if CARNIVAL_BENCH_OMPEVAL
#define CARNIVAL_BENCH_OMPEVAL_BASELINE(name) BENCHMARK(name##_baseline_ompeval)
#else
#define CARNIVAL_BENCH_OMPEVAL_BASELINE(name)
#endif
BENCHMARK(three_card_stream);
BENCHMARK(three_card_enumeration);
BENCHMARK(three_card_stream_baseline_reference);
BENCHMARK(five_card_stream);
CARNIVAL_BENCH_OMPEVAL_BASELINE(five_card_stream);
BENCHMARK(five_card_enumeration);
BENCHMARK(five_card_stream_baseline_reference);
BENCHMARK(best5_of_6_stream);
CARNIVAL_BENCH_OMPEVAL_BASELINE(best5_of_6_stream);
BENCHMARK(best5_of_6_enumeration);
CARNIVAL_BENCH_OMPEVAL_BASELINE(best5_of_6_enumeration);
BENCHMARK(best5_of_6_enumeration_baseline_whole_hands);
BENCHMARK(best5_of_6_stream_baseline_subsets);
BENCHMARK(best5_of_7_stream);
CARNIVAL_BENCH_OMPEVAL_BASELINE(best5_of_7_stream);
BENCHMARK(best5_of_7_stream_baseline_direct);
BENCHMARK(mini_tex_stream);
BENCHMARK(mini_tex_enumeration);
BENCHMARK(mini_tex_stream_baseline_reference);

int main(int argc, char** argv) {
#if !CARNIVAL_BENCH_OMPEVAL
    std::fprintf(stderr, "carnival-bench-eval: OMPEval's sources were not found at configure time; "
                         "its baselines are skipped (set CARNIVAL_OMPEVAL_DIR)\n");
#endif
    // The five-card tables are built on first use: build them here, outside every timed loop, as
    // OMPEval's are built before its loops.
    (void)carnival::five_card::tables();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
