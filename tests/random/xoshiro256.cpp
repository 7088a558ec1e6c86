// xoshiro256.hpp: SplitMix64 and xoshiro256** give the reference implementations' numbers, and
// the seeding is the reference seeding.
#include "../support/catch.hpp"

#include <carnival/random/xoshiro256.hpp>

#include <array>
#include <cstdint>
#include <random>
#include <stdexcept>

using namespace carnival;

// Outputs of Vigna's reference splitmix64.c from state 1477776061723855037, and of
// xoshiro256starstar.c from state {1, 2, 3, 4}, as published with Rust's rand_xoshiro tests.
static constexpr std::uint64_t splitmix_state = 1477776061723855037ULL;
static constexpr std::array<std::uint64_t, 10> splitmix_reference{
    1985237415132408290ULL,  2979275885539914483ULL,  13511426838097143398ULL, 8488337342461049707ULL,
    15141737807933549159ULL, 17093170987380407015ULL, 16389528042912955399ULL, 13177319091862933652ULL,
    10841969400225389492ULL, 17094824097954834098ULL};
static constexpr std::array<std::uint64_t, 10> xoshiro_reference{
    11520ULL,
    0ULL,
    1509978240ULL,
    1215971899390074240ULL,
    1216172134540287360ULL,
    607988272756665600ULL,
    16172922978634559625ULL,
    8476171486693032832ULL,
    10595114339597558777ULL,
    2904607092377533576ULL};

static_assert(std::uniform_random_bit_generator<xoshiro256ss>);

TEST_CASE("splitmix64: the reference generator's outputs, state advancing by the golden gamma", "[random]") {
    std::uint64_t state = splitmix_state;
    for (std::uint64_t expected : splitmix_reference) {
        CHECK(splitmix64(state) == expected);
        state += splitmix64_gamma;
    }
    STATIC_REQUIRE(splitmix64(splitmix_state) == splitmix_reference[0]);  // usable at compile time
}

TEST_CASE("xoshiro256**: the reference outputs from state {1, 2, 3, 4}", "[random]") {
    xoshiro256ss g = xoshiro256ss::from_state({1, 2, 3, 4});
    for (std::uint64_t expected : xoshiro_reference) CHECK(g() == expected);
}

TEST_CASE("xoshiro256**: seeded with the first four SplitMix64 outputs of the seed", "[random]") {
    xoshiro256ss seeded(splitmix_state);
    CHECK(seeded.state() == xoshiro256ss::state_type{splitmix_reference[0], splitmix_reference[1],
                                                      splitmix_reference[2], splitmix_reference[3]});
    xoshiro256ss copy = seeded;
    CHECK(copy == seeded);
    (void)copy();
    CHECK_FALSE(copy == seeded);  // the state moved on
    (void)seeded();
    CHECK(copy == seeded);  // and the same way
    CHECK_FALSE(xoshiro256ss(1) == xoshiro256ss(2));
}

TEST_CASE("xoshiro256**: the all-zero state is refused, naming it", "[random]") {
    CHECK_THROWS_AS(xoshiro256ss::from_state({}), std::invalid_argument);
    CHECK_THROWS_WITH(xoshiro256ss::from_state({}), Catch::Matchers::Contains("all zero"));
    CHECK(xoshiro256ss::from_state({0, 0, 0, 1}).state()[3] == 1);
}
