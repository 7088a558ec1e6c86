// money: exact minor units, checked arithmetic, formatting, parsing.
#include "../support/catch.hpp"

#include <carnival/money/money.hpp>
#include <carnival/money/parse.hpp>

#include <cstdint>
#include <limits>
#include <string>

using carnival::money;
using carnival::money_overflow;
using Catch::Matchers::Contains;

namespace {
constexpr auto max = std::numeric_limits<std::int64_t>::max();
constexpr auto min = std::numeric_limits<std::int64_t>::min();
}  // namespace

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
    // Any integer type, checked against the 64-bit range rather than converted.
    CHECK(money::dollars(5U) == money::dollars(5));
    CHECK(money::cents(std::uint64_t{250}) == money::cents(250));
    CHECK(money::dollars(max / 100) == money::cents(max / 100 * 100));
}

TEST_CASE("money: overflow is an error and leaves the value unchanged", "[money]") {
    money m = money::cents(max);
    CHECK_THROWS_AS(m + money::cents(1), money_overflow);
    CHECK_THROWS_AS(m += money::cents(1), money_overflow);
    CHECK(m == money::cents(max));
    CHECK_THROWS_AS(m * 2, money_overflow);
    CHECK_THROWS_AS(-money::cents(min), money_overflow);
    CHECK_THROWS_AS(money::dollars(max / 10), money_overflow);
    CHECK_THROWS_AS(money::dollars(max / 100 + 1), money_overflow);
    CHECK_THROWS_AS(money::dollars(std::numeric_limits<std::uint64_t>::max()), money_overflow);
    CHECK_THROWS_AS(money::cents(std::numeric_limits<std::uint64_t>::max()), money_overflow);
    // A multiplier outside the signed range is refused, never wrapped to a negative one.
    CHECK_THROWS_AS(money::cents(1) * std::numeric_limits<std::uint64_t>::max(), money_overflow);
    CHECK_THROWS_AS(std::numeric_limits<std::uint64_t>::max() * money::cents(1), money_overflow);
    CHECK(money::cents(3) * 4U == money::cents(12));
    // Messages name the amounts once, as money, with the operation.
    CHECK_THROWS_WITH(m + money::cents(1),
                      "carnival::money: overflow adding $92,233,720,368,547,758.07 and $0.01");
    CHECK_THROWS_WITH(money::cents(max / 2) * 3,
                      "carnival::money: overflow multiplying $46,116,860,184,273,879.03 by 3");
    CHECK_THROWS_WITH(money::dollars(std::numeric_limits<std::uint64_t>::max()),
                      "carnival::money::dollars: $18446744073709551615 does not fit in a signed 64-bit count of cents");
    CHECK_THROWS_WITH(money::cents(min) - money::cents(1), Contains("overflow subtracting $0.01 from -$92,233,720,368,547,758.08"));
}

TEST_CASE("money: compare_multiples is exact where the products overflow", "[money]") {
    using carnival::compare_multiples;
    const money big = money::cents(max);
    CHECK(compare_multiples(big, 2, big, 2) == std::strong_ordering::equal);
    CHECK(compare_multiples(big, 1, big, 2) == std::strong_ordering::less);
    CHECK(compare_multiples(big, 5, money::cents(max - 1), 5) == std::strong_ordering::greater);
    CHECK(compare_multiples(money::cents(min), 3, big, 3) == std::strong_ordering::less);
    CHECK(compare_multiples(money::dollars(10), 1, money::dollars(20), 1) == std::strong_ordering::less);
}

TEST_CASE("money: text", "[money]") {
    CHECK(to_string(money::dollars(5)) == "$5.00");
    CHECK(to_string(money::cents(5)) == "$0.05");
    CHECK(to_string(-money::cents(1050)) == "-$10.50");
    CHECK(to_string(money::dollars(1'000'000)) == "$1,000,000.00");
    CHECK(to_string(money::dollars(100'000)) == "$100,000.00");
    CHECK(to_string(money::cents(min)) == "-$92,233,720,368,547,758.08");
}

TEST_CASE("parse_money: exact amounts from text", "[money][parse]") {
    using carnival::parse_money;
    struct row {
        const char* text;
        std::int64_t cents;
    };
    for (const row& r : {row{"5", 500}, row{"2.50", 250}, row{"2.5", 250}, row{"0.01", 1}, row{"$5", 500},
                         row{"$0.05", 5}, row{"-1.25", -125}, row{"-$3", -300}, row{"007", 700}, row{"0", 0},
                         row{"92233720368547758.07", max}, row{"-92233720368547758.08", min}}) {
        INFO(r.text);
        CHECK(parse_money(r.text) == money::cents(r.cents));
    }
    static_assert(parse_money("2.50") == money::cents(250));
}

TEST_CASE("parse_money: anything else is a parse_error naming the text and position", "[money][parse]") {
    using carnival::parse_money;
    using carnival::parse_error;
    struct row {
        const char* text;
        std::size_t position;
        const char* words;
    };
    for (const row& r : {row{"", 0, "expected the digits"}, row{"$", 1, "expected the digits"}, row{"-", 1, "expected the digits"},
                         row{"2.505", 4, "at most two decimals"}, row{"2.", 2, "after the decimal point"},
                         row{".5", 0, "expected the digits"}, row{"+5", 0, "expected the digits"},
                         row{" 5", 0, "expected the digits"}, row{"5 ", 1, "unexpected character"},
                         row{"1,000", 1, "unexpected character"}, row{"1e3", 1, "unexpected character"},
                         row{"0x10", 1, "unexpected character"}, row{"5$", 1, "unexpected character"},
                         row{"--5", 1, "expected the digits"}, row{"92233720368547758.08", 0, "does not fit"},
                         row{"100000000000000000000", 19, "does not fit"}}) {
        INFO(r.text);
        try {
            (void)parse_money(r.text);
            FAIL("accepted");
        } catch (const parse_error& e) {
            CHECK(e.position() == r.position);
            CHECK(e.text() == r.text);
            CHECK_THAT(e.what(), Contains(r.words));
        }
    }
}
