// carnival::distribution: exact counts, and no figure from amounts or counts that make no sense;
// analysis::distribution names the same type.
#include "../support/catch.hpp"

#include <carnival/analysis/figures.hpp>
#include <carnival/figures/distribution.hpp>

#include <cstdint>
#include <type_traits>
#include <limits>
#include <map>
#include <stdexcept>

using namespace carnival;
using Catch::Matchers::Contains;

TEST_CASE("distribution: figures from exact counts", "[figures]") {
    STATIC_REQUIRE(std::is_same_v<analysis::distribution, distribution>);  // the analysis layer's name for it
    distribution d(money::dollars(1));
    d.add(money::dollars(1), 3, money::dollars(2));
    d.add(-money::dollars(1), 1, money::dollars(1));
    const auto f = d.figures();
    CHECK(d.total() == 4);
    CHECK(f.expected_value == 0.5);
    CHECK(f.hit_frequency == 0.75);
    CHECK(f.average_total_wager == 1.75);
    CHECK(f.outcomes.size() == 2);
}

TEST_CASE("distribution: a unit that is not positive, a negative amount wagered and different units are refused",
          "[figures][invalid]") {
    CHECK_THROWS_AS(distribution(money{}), std::invalid_argument);
    CHECK_THROWS_WITH(distribution(-money::dollars(1)), Contains("must be positive, got -$1.00"));
    distribution d(money::dollars(1));
    d.add(money::dollars(1), 5, money::dollars(1));
    const distribution before = d;
    CHECK_THROWS_WITH(d.add(money{}, 1, -money::cents(1)), Contains("cannot be negative, got -$0.01"));
    CHECK_THROWS_WITH(d.merge(distribution(money::dollars(2))), Contains("cannot merge a distribution per $2.00 into one per $1.00"));
    CHECK(d == before);
}

TEST_CASE("distribution: counts never wrap", "[figures][invalid]") {
    constexpr auto max = std::numeric_limits<std::uint64_t>::max();
    distribution d(money::dollars(1));
    d.add(money{}, max - 1, money{});
    const distribution before = d;
    CHECK_THROWS_AS(d.add(money{}, 2, money{}), std::overflow_error);
    CHECK_THROWS_AS(d.merge(before), std::overflow_error);
    CHECK(d == before);
    distribution w(money::dollars(1));
    CHECK_THROWS_AS(w.add(money{}, 1u << 20, money::cents(std::numeric_limits<std::int64_t>::max())), std::overflow_error);
    CHECK(w.total() == 0);
    CHECK_THROWS_AS(distribution::from_counts(money::dollars(1), {{0, max}, {100, 1}}, 0), std::overflow_error);
}

TEST_CASE("distribution: nothing counted has no figures, rather than NaN", "[figures][invalid]") {
    distribution d(money::dollars(1));
    CHECK_THROWS_AS(d.figures(), std::domain_error);
    d.add(money::dollars(3), 0, money::dollars(1));  // zero deals add nothing
    CHECK_THROWS_AS(d.figures(), std::domain_error);
    CHECK_THROWS_AS(distribution::from_counts(money::dollars(1), {{100, 0}}, 0).figures(), std::domain_error);
}
