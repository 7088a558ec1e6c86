// uniform_below and shuffle: unbiased, and the same order on every compiler and platform.
#include "../support/catch.hpp"

#include <carnival/cards/deck.hpp>
#include <carnival/cards/inspect.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/random/shuffle.hpp>
#include <carnival/random/uniform_below.hpp>

#include <array>
#include <cmath>
#include <map>
#include <random>

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
