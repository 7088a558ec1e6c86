// The bad-input catalogue of the random layer: empty bounds and a generator state that cannot work.
// A refused draw draws nothing: the generator is unchanged.
#include "../support/bad_input.hpp"

#include <carnival/random/bounded.hpp>
#include <carnival/random/uniform_below.hpp>
#include <carnival/random/xoshiro256.hpp>

using namespace carnival;
using test_support::refuses;
using test_support::refuses_unchanged;

TEST_CASE("bad input, random: every entry point refuses with the value named", "[random][invalid]") {
    const xoshiro256ss g(2026);
    test_support::check_catalogue({
        refuses_unchanged<std::invalid_argument>("bounded(g, 0)", g, [](xoshiro256ss& x) { (void)bounded(x, 0); },
                                                 {"bounded", "must be positive, got 0"}),
        refuses_unchanged<std::invalid_argument>("uniform_below(g, 0)", g, [](xoshiro256ss& x) { (void)uniform_below(x, 0); },
                                                 {"uniform_below", "must be positive, got 0"}),
        refuses<std::invalid_argument>("xoshiro256ss::from_state({0, 0, 0, 0})", [] { (void)xoshiro256ss::from_state({}); },
                                       {"all zero"}),
    });
    // A bound of 1 is the smallest they take; any state but zero is a generator.
    xoshiro256ss copy = g;
    CHECK(bounded(copy, 1) == 0);
    CHECK(uniform_below(copy, 1) == 0);
    CHECK(xoshiro256ss::from_state({0, 0, 0, 1}).state()[3] == 1);
}
