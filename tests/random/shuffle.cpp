// uniform_below and shuffle: unbiased, and the same order on every compiler and platform.
#include "../support/catch.hpp"
#include "../support/chi_square.hpp"

#include <carnival/cards/deck.hpp>
#include <carnival/cards/inspect.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/random/bounded.hpp>
#include <carnival/random/shuffle.hpp>
#include <carnival/random/uniform_below.hpp>
#include <carnival/random/xoshiro256.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <random>
#include <vector>

using namespace carnival;

namespace {

// A generator with an odd range (1 … 6, like a die): exercises the rejection path of uniform_bits64.
struct die {
    using result_type = unsigned;
    static constexpr result_type min() { return 1; }
    static constexpr result_type max() { return 6; }
    std::minstd_rand engine{99};
    result_type operator()() { return 1 + static_cast<result_type>(engine() % 6); }
};

}  // namespace

TEST_CASE("shuffle: golden order for std::mt19937_64{2026}", "[random]") {
    deck d;
    std::mt19937_64 g{2026};
    shuffle(d, g);
    // Pinned: the Fisher-Yates order of this file's algorithm. A change here changes every seeded
    // simulation, so it is a breaking change.
    CHECK(to_string(d.cards()) ==
          "6d Ts Jc 5d Js Qs 3c 7h 9d 4d 6s 8h Ks Ad Qh 6h Qc Ah 8c Jd Kh Th 2s Tc 2h 3d "
          "Kc Td 9s 9h As 5c 5s 8d Kd 7s 2d 4h 8s Qd 5h Jh 9c 6c 3h Ac 3s 4c 2c 4s 7d 7c");
    CHECK(inspect(d).complete());
}

TEST_CASE("shuffle: every permutation of three is equally likely", "[random]") {
    std::mt19937 g{1};  // a 32-bit generator: two calls per 64-bit draw
    std::map<std::array<int, 3>, int> seen;
    const int trials = 60000;
    for (int i = 0; i < trials; ++i) {
        std::array<int, 3> a{0, 1, 2};
        shuffle(a, g);
        ++seen[a];
    }
    REQUIRE(seen.size() == 6);
    const double expected = trials / 6.0, sd = std::sqrt(trials * (1.0 / 6) * (5.0 / 6));
    for (const auto& [perm, n] : seen) CHECK(std::abs(n - expected) < 5 * sd);
}

TEST_CASE("uniform_below: in range - unbiased - any generator range", "[random]") {
    std::mt19937_64 g{3};
    CHECK_THROWS_AS(uniform_below(g, 0), std::invalid_argument);
    for (int i = 0; i < 1000; ++i) CHECK(uniform_below(g, 1) == 0);

    die d;
    std::array<int, 7> hist{};
    const int trials = 70000;
    for (int i = 0; i < trials; ++i) {
        const auto v = uniform_below(d, 7);
        REQUIRE(v < 7);
        ++hist[v];
    }
    const double expected = trials / 7.0, sd = std::sqrt(trials * (1.0 / 7) * (6.0 / 7));
    for (int n : hist) CHECK(std::abs(n - expected) < 5 * sd);

    // Reproducible: the same seed gives the same draws.
    std::minstd_rand a{5}, b{5};
    for (int i = 0; i < 100; ++i) CHECK(uniform_below(a, 52) == uniform_below(b, 52));
    // A bound above 2^32 is reachable.
    std::mt19937_64 big{4};
    bool above = false;
    for (int i = 0; i < 100; ++i) above = above || uniform_below(big, std::uint64_t{1} << 40) > (std::uint64_t{1} << 32);
    CHECK(above);
}

namespace {

using counts_t = std::vector<std::vector<std::uint64_t>>;

// Position x card counts of `deals` shuffles of a fresh deck; `defect`, if given, may change a
// shuffled deck (to prove the test sees a flawed shuffle).
template <class Defect>
counts_t shuffle_counts(std::uint64_t seed, std::uint64_t deals, Defect defect) {
    counts_t counts(52, std::vector<std::uint64_t>(52, 0));
    xoshiro256ss g(seed);
    for (std::uint64_t i = 0; i < deals; ++i) {
        deck d;
        shuffle(d, g);
        defect(d, g);
        for (std::size_t p = 0; p < 52; ++p) ++counts[p][static_cast<std::size_t>(d.cards()[p].dense_index())];
    }
    return counts;
}

const auto no_defect = [](deck&, xoshiro256ss&) {};

}  // namespace

TEST_CASE("chi-square survival function: closed forms and table values", "[random]") {
    using test_support::chi_square_survival;
    for (double x : {0.1, 1.0, 3.0, 10.0, 40.0}) {
        CHECK(std::abs(chi_square_survival(x, 2) - std::exp(-x / 2)) < 1e-13);                   // df 2: e^(-x/2)
        CHECK(std::abs(chi_square_survival(x, 1) - std::erfc(std::sqrt(x / 2))) < 1e-12);       // df 1: erfc(sqrt(x/2))
    }
    CHECK(std::abs(chi_square_survival(18.307038053275146, 10) - 0.05) < 1e-12);  // the 5% point of df 10
    CHECK(std::abs(chi_square_survival(2601, 2601) - 0.5) < 0.01);                // near the median for large df
}

// The calibration: a calibrated statistic has mean exactly df for any number of deals; the
// textbook X^2 has mean n(n-1) = 2652 for a whole deck, not (n-1)^2 = 2601.
TEST_CASE("shuffle chi-square: the calibrated statistic has mean df, the textbook one does not", "[random]") {
    const int replicates = 100;
    double calibrated = 0, textbook = 0;
    for (int r = 0; r < replicates; ++r) {
        const auto result = test_support::slot_card_chi_square(shuffle_counts(1000 + r, 5'000, no_defect), 5'000);
        REQUIRE(result.df == 51.0 * 51.0);
        calibrated += result.statistic / replicates;
        textbook += result.textbook / replicates;
    }
    // One statistic has standard deviation about sqrt(2 * 2601) = 72, a mean of 100 about 7.2.
    INFO("mean calibrated " << calibrated << ", mean textbook " << textbook);
    CHECK(std::abs(calibrated - 2601) < 4 * 7.2);
    CHECK(std::abs(textbook - 2652) < 4 * 7.3);
    CHECK(textbook - 2601 > 4 * 7.3);  // the textbook degrees of freedom would be wrong
}

// 200,000 shuffles: a shuffle that 1% of the time leaves the top card in place (a 51% excess in
// that cell, non-centrality about 0.0052 per shuffle, about 1,040 here against a standard
// deviation of about 72) is found with a p-value far below 1e-6, while this file's shuffle,
// with fixed seeds, passes at 0.1%.
TEST_CASE("shuffle: position x card chi-square over 200,000 shuffles, and a 1% flaw is found", "[random]") {
    const std::uint64_t deals = 200'000;
    const auto fair = test_support::slot_card_chi_square(shuffle_counts(2026, deals, no_defect), deals);
    INFO("fair shuffle: statistic " << fair.statistic << " on " << fair.df << " df, p = " << fair.p_value);
    CHECK(fair.p_value > 0.001);

    const auto sticky_top = [](deck& d, xoshiro256ss& g) {
        if (bounded(g, 100) != 0) return;  // 1% of shuffles leave the top card (2c) on top
        std::iter_swap(d.begin(), std::ranges::find(d, card::from_dense_index(0)));
    };
    const auto flawed = test_support::slot_card_chi_square(shuffle_counts(2026, deals, sticky_top), deals);
    INFO("flawed shuffle: statistic " << flawed.statistic << ", p = " << flawed.p_value);
    CHECK(flawed.p_value < 1e-6);
}
