// Evaluator throughput, one core: a fixed pseudo-random stream of hands and enumeration order,
// each beside a baseline measured in the same run (the rule-text reference evaluator, or the
// plain every-subset definition of a selection). Items are hand evaluations.
//
//   carnival-bench-eval --benchmark_counters_tabular=true
#include "support/enumerate.hpp"
#include "support/reference.hpp"

#include <carnival/eval.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
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

// --- best five of six (six-card bonus) ---
void best5_of_6_stream(benchmark::State& s) {
    over_stream<6>(s, [](const auto& h) { return evaluate<five_card, best_of<6>>(h).code(); });
}
void best5_of_6_enumeration(benchmark::State& s) {
    over_enumeration<6>(s, [](const auto& h) { return evaluate<five_card, best_of<6>>(h).code(); });
}
void best5_of_6_stream_baseline_subsets(benchmark::State& s) {
    over_stream<6>(s, [](const auto& h) { return detail::best_code_by_subsets<five_card, best_of<6>>(h); });
}

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

BENCHMARK(three_card_stream);
BENCHMARK(three_card_enumeration);
BENCHMARK(three_card_stream_baseline_reference);
BENCHMARK(five_card_stream);
BENCHMARK(five_card_enumeration);
BENCHMARK(five_card_stream_baseline_reference);
BENCHMARK(best5_of_6_stream);
BENCHMARK(best5_of_6_enumeration);
BENCHMARK(best5_of_6_stream_baseline_subsets);
BENCHMARK(mini_tex_stream);
BENCHMARK(mini_tex_enumeration);
BENCHMARK(mini_tex_stream_baseline_reference);

BENCHMARK_MAIN();
