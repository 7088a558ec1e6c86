// Colexicographic ranks of card-index sets: colex_unrank inverts colex_rank on every set.
#include "../support/catch.hpp"

#include <carnival/analysis/combinations.hpp>

#include <array>
#include <cstddef>
#include <vector>

using namespace carnival::analysis;

TEST_CASE("combinations: colex_rank numbers every set 0 to C(52 K) - 1 and colex_unrank inverts it", "[analysis]") {
    std::size_t pairs = 0, triples = 0;
    for_each_index_set<2>([&](const std::array<int, 2>& s) {
        CHECK(colex_unrank<2>(colex_rank(s)) == s);
        ++pairs;
    });
    std::vector<bool> seen(binomial(52, 3));
    for_each_index_set<3>([&](const std::array<int, 3>& s) {
        const std::size_t r = colex_rank(s);
        REQUIRE(r < seen.size());
        CHECK_FALSE(seen[r]);
        seen[r] = true;
        if (colex_unrank<3>(r) != s) CHECK(colex_unrank<3>(r) == s);  // one assertion per failure, not 22,100
        ++triples;
    });
    CHECK(pairs == 1326);
    CHECK(triples == 22100);
    CHECK(colex_unrank<5>(binomial(52, 5) - 1) == std::array<int, 5>{47, 48, 49, 50, 51});
}
