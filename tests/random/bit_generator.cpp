// uniform_random_bit_generator: the standard's definition spelled out, so it must agree with
// std::uniform_random_bit_generator on generators and on types that are not generators.
#include "../support/catch.hpp"

#include <carnival/random/bit_generator.hpp>
#include <carnival/random/xoshiro256.hpp>

#include <cstdint>
#include <random>

using namespace carnival;

namespace {
struct signed_words {  // returns a signed word: not a generator
    using result_type = int;
    static constexpr int min() { return 0; }
    static constexpr int max() { return 100; }
    int operator()() { return 1; }
};
struct empty_range {  // min() == max(): not a generator
    using result_type = unsigned;
    static constexpr unsigned min() { return 3; }
    static constexpr unsigned max() { return 3; }
    unsigned operator()() { return 3; }
};
struct runtime_bounds {  // min() and max() not constant expressions: not a generator
    using result_type = unsigned;
    static unsigned min() { return 0; }
    static unsigned max() { return 9; }
    unsigned operator()() { return 1; }
};
struct narrow {  // a 4-bit generator: a generator
    using result_type = std::uint8_t;
    static constexpr std::uint8_t min() { return 0; }
    static constexpr std::uint8_t max() { return 15; }
    std::uint8_t operator()() { return 7; }
};

template <class G>
constexpr bool agrees = uniform_random_bit_generator<G> == std::uniform_random_bit_generator<G>;
}  // namespace

// Checked when this file compiles, and reported by the test below.
static_assert(agrees<xoshiro256ss> && agrees<std::mt19937_64> && agrees<std::minstd_rand> && agrees<narrow> &&
              agrees<signed_words> && agrees<empty_range> && agrees<runtime_bounds> && agrees<int>);

TEST_CASE("uniform_random_bit_generator agrees with the standard's concept", "[random]") {
    CHECK(uniform_random_bit_generator<xoshiro256ss>);
    CHECK(uniform_random_bit_generator<std::mt19937_64>);
    CHECK(uniform_random_bit_generator<std::minstd_rand>);
    CHECK(uniform_random_bit_generator<narrow>);
    CHECK_FALSE(uniform_random_bit_generator<signed_words>);
    CHECK_FALSE(uniform_random_bit_generator<empty_range>);
    CHECK_FALSE(uniform_random_bit_generator<runtime_bounds>);
    CHECK_FALSE(uniform_random_bit_generator<int>);
    CHECK((agrees<xoshiro256ss> && agrees<std::mt19937_64> && agrees<std::minstd_rand> && agrees<narrow> &&
           agrees<signed_words> && agrees<empty_range> && agrees<runtime_bounds> && agrees<int>));
}
