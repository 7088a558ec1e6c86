// detail::checked.hpp, the one place integer arithmetic is checked: exhaustive over every pair of
// 8-bit integers, signed and unsigned, against the exact result in a wider type; the checked
// forms give the result or call the handler, never a wrapped value.
#include "../support/catch.hpp"

#include <carnival/detail/checked.hpp>

#include <cstdint>
#include <limits>
#include <stdexcept>

using namespace carnival::detail;

namespace {

template <class T>
void check_every_pair() {
    using limits = std::numeric_limits<T>;
    const auto fits = [](int exact) { return exact >= limits::min() && exact <= limits::max(); };
    int wrong = 0;
    for (int a = limits::min(); a <= limits::max(); ++a)
        for (int b = limits::min(); b <= limits::max(); ++b) {
            const T x = static_cast<T>(a), y = static_cast<T>(b);
            T out{};
            const int sum = a + b, difference = a - b, product = a * b;
            if (fits_sum(x, y, out) != fits(sum) || (fits(sum) && out != sum)) ++wrong;
            if (fits_difference(x, y, out) != fits(difference) || (fits(difference) && out != difference)) ++wrong;
            if (fits_product(x, y, out) != fits(product) || (fits(product) && out != product)) ++wrong;
            bool called = false;
            const auto overflowed = [&] { called = true; throw std::overflow_error("overflow"); };
            try {
                if (checked_sum(x, y, overflowed) != sum) ++wrong;
            } catch (const std::overflow_error&) {
            }
            if (called == fits(sum)) ++wrong;
        }
    CHECK(wrong == 0);
}

}  // namespace

TEST_CASE("detail::checked: every sum, difference and product of two 8-bit integers fits exactly when it should", "[detail][checked]") {
    check_every_pair<std::int8_t>();
    check_every_pair<std::uint8_t>();
}

TEST_CASE("detail::checked: 64-bit edges", "[detail][checked]") {
    constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max(), min = std::numeric_limits<std::int64_t>::min();
    std::int64_t out = 0;
    CHECK(fits_sum(max - 1, std::int64_t{1}, out));
    CHECK(out == max);
    CHECK_FALSE(fits_sum(max, std::int64_t{1}, out));
    CHECK_FALSE(fits_difference(min, std::int64_t{1}, out));
    CHECK_FALSE(fits_product(min, std::int64_t{-1}, out));
    std::uint64_t u = 0;
    CHECK_FALSE(fits_product(std::uint64_t{1} << 32, std::uint64_t{1} << 32, u));
    CHECK_THROWS_AS(checked_product(std::uint64_t{1} << 32, std::uint64_t{1} << 32, [] { throw std::overflow_error("x"); }), std::overflow_error);
    static_assert(checked_sum(2, 3, [] {}) == 5);  // usable in constant expressions
}
