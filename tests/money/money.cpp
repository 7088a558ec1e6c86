// money: exact minor units, checked arithmetic, formatting.
#include "../support/catch.hpp"

#include <carnival/money/money.hpp>

#include <limits>

using carnival::money;
using carnival::money_overflow;

TEST_CASE("money: exact arithmetic in minor units", "[money]") {
    CHECK(money::dollars(5).minor_units() == 500);
    CHECK(money::cents(150) + money::cents(50) == money::dollars(2));
    CHECK(money::dollars(5) - money::dollars(7) == -money::dollars(2));
    CHECK(money::dollars(5) * 35 == money::dollars(175));
    CHECK(3 * money::cents(7) == money::cents(21));
    // A 1000 to 1 pay on a large wager and a $1,000,000 award are exact (NY (f)(2)).
    CHECK((money::dollars(25'000) * 1000).minor_units() == 2'500'000'000);
    CHECK(money::dollars(1'000'000) + money::cents(1) == money::cents(100'000'001));
    CHECK(money::dollars(1) < money::dollars(2));
}

TEST_CASE("money: overflow is an error and leaves the value unchanged", "[money]") {
    constexpr auto max = std::numeric_limits<std::int64_t>::max();
    money m = money::cents(max);
    CHECK_THROWS_AS(m + money::cents(1), money_overflow);
    CHECK_THROWS_AS(m += money::cents(1), money_overflow);
    CHECK(m == money::cents(max));
    CHECK_THROWS_AS(m * 2, money_overflow);
    CHECK_THROWS_AS(-money::cents(std::numeric_limits<std::int64_t>::min()), money_overflow);
    CHECK_THROWS_AS(money::dollars(max / 10), money_overflow);
    CHECK_THROWS_WITH(m + money::cents(1), Catch::Matchers::Contains("overflow adding"));
}

TEST_CASE("money: text", "[money]") {
    CHECK(to_string(money::dollars(5)) == "$5.00");
    CHECK(to_string(money::cents(5)) == "$0.05");
    CHECK(to_string(-money::cents(1050)) == "-$10.50");
    CHECK(to_string(money::dollars(1'000'000)) == "$1,000,000.00");
    CHECK(to_string(money::dollars(100'000)) == "$100,000.00");
    CHECK(to_string(money::cents(std::numeric_limits<std::int64_t>::min())) == "-$92,233,720,368,547,758.08");
}
