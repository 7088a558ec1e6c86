// blocks.hpp: the simulation's card draws are uniform (a calibrated slot x card chi-square, and a
// 1% flaw is found), and block generators are distinct per (seed, block).
#include "../support/catch.hpp"
#include "../support/chi_square.hpp"

#include <carnival/simulation/blocks.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <set>
#include <vector>

using namespace carnival;

namespace {

// Slot x card counts of `deals` deals of K cards by draw_card, from the generators of
// consecutive blocks of one seed (as a simulation draws them); `defect` may change a deal.
template <std::size_t K, class Defect>
std::vector<std::vector<std::uint64_t>> draw_counts(std::uint64_t seed, std::uint64_t deals, Defect defect) {
    std::vector<std::vector<std::uint64_t>> counts(K, std::vector<std::uint64_t>(52, 0));
    constexpr std::uint64_t per_block = 10'000;
    for (std::uint64_t block = 0; block * per_block < deals; ++block) {
        xoshiro256ss g = simulation::block_generator(seed, block);
        for (std::uint64_t i = block * per_block; i < deals && i < (block + 1) * per_block; ++i) {
            std::uint64_t used = 0;
            std::array<card, K> dealt{};
            for (card& c : dealt) c = simulation::draw_card(g, used);
            defect(dealt, g);
            for (std::size_t p = 0; p < K; ++p) ++counts[p][static_cast<std::size_t>(dealt[p].dense_index())];
        }
    }
    return counts;
}

}  // namespace

TEST_CASE("simulation draws: the calibrated statistic has mean df for a partial deal", "[simulation]") {
    // Seven cards of 52 (Mini-Tex's two hole cards, three community cards and the dealer's two):
    // df = 51 * 6 + 51 = 357; a mean of 100 statistics has standard deviation about sqrt(2 * 357 / 100).
    const int replicates = 100;
    double mean = 0;
    for (int r = 0; r < replicates; ++r) {
        const auto result = test_support::slot_card_chi_square(draw_counts<7>(500 + r, 5'000, [](auto&, auto&) {}), 5'000);
        REQUIRE(result.df == 357);
        mean += result.statistic / replicates;
    }
    INFO("mean statistic " << mean);
    CHECK(std::abs(mean - 357) < 4 * std::sqrt(2.0 * 357 / replicates));
}

TEST_CASE("simulation draws: slot x card chi-square over 300,000 deals of seven, and a 1% flaw is found", "[simulation]") {
    const std::uint64_t deals = 300'000;
    const auto fair = test_support::slot_card_chi_square(draw_counts<7>(2026, deals, [](auto&, auto&) {}), deals);
    INFO("fair draws: statistic " << fair.statistic << " on " << fair.df << " df, p = " << fair.p_value);
    CHECK(fair.p_value > 0.001);
    // 1% of deals give the first slot the lowest card not otherwise dealt (a dealer's "peek").
    const auto peek = [](std::array<card, 7>& dealt, xoshiro256ss& g) {
        if (bounded(g, 100) != 0) return;
        for (int d = 0; d < 52; ++d) {
            const card c = card::from_dense_index(d);
            if (std::ranges::find(dealt, c) == dealt.end()) {
                dealt[0] = c;
                return;
            }
        }
    };
    const auto flawed = test_support::slot_card_chi_square(draw_counts<7>(2026, deals, peek), deals);
    INFO("flawed draws: statistic " << flawed.statistic << ", p = " << flawed.p_value);
    CHECK(flawed.p_value < 1e-6);
}

TEST_CASE("simulation: block generators differ for distinct (seed, block) and repeat for the same", "[simulation]") {
    std::set<xoshiro256ss::state_type> states;
    for (std::uint64_t seed : {0ULL, 1ULL, 2ULL, 2026ULL})
        for (std::uint64_t block = 0; block < 64; ++block) states.insert(simulation::block_generator(seed, block).state());
    CHECK(states.size() == 4 * 64);
    CHECK(simulation::block_generator(7, 3) == simulation::block_generator(7, 3));
    CHECK_FALSE(simulation::block_generator(3, 7) == simulation::block_generator(7, 3));
}
