// The bad-input catalogue of the money layer: amounts that do not fit, text that is not an amount.
// A throwing compound assignment leaves the amount as it was.
#include "../support/bad_input.hpp"

#include <carnival/money/money.hpp>
#include <carnival/money/parse.hpp>

#include <cstdint>
#include <limits>

using namespace carnival;
using test_support::refuses;
using test_support::refuses_unchanged;

TEST_CASE("bad input, money: every entry point refuses with the value named", "[money][invalid]") {
    constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max(), min = std::numeric_limits<std::int64_t>::min();
    const money top = money::cents(max), bottom = money::cents(min);
    test_support::check_catalogue({
        refuses<money_overflow>("money::dollars(2^63 / 10)", [] { (void)money::dollars(max / 10); }, {"money::dollars"}),
        refuses<money_overflow>("money::cents(2^64 - 1)", [] { (void)money::cents(std::numeric_limits<std::uint64_t>::max()); },
                                {"money::cents", "18446744073709551615"}),
        refuses<money_overflow>("top + $0.01", [=] { (void)(top + money::cents(1)); }, {"overflow adding"}),
        refuses<money_overflow>("bottom - $0.01", [=] { (void)(bottom - money::cents(1)); },
                                {"overflow subtracting $0.01 from -$92,233,720,368,547,758.08"}),
        refuses<money_overflow>("-bottom", [=] { (void)(-bottom); }, {"-$92,233,720,368,547,758.08"}),
        refuses<money_overflow>("top * 2", [=] { (void)(top * 2); }, {"overflow multiplying"}),
        refuses<money_overflow>("$0.01 * (2^64 - 1)", [] { (void)(money::cents(1) * std::numeric_limits<std::uint64_t>::max()); },
                                {"18446744073709551615"}),
        refuses_unchanged<money_overflow>("top += $0.01", top, [](money& m) { m += money::cents(1); }, {"overflow adding"}),
        refuses_unchanged<money_overflow>("bottom -= $0.01", bottom, [](money& m) { m -= money::cents(1); }, {"overflow subtracting"}),
        refuses<parse_error>(R"(parse_money(""))", [] { (void)parse_money(""); }, {"expected the digits of an amount", "position 0"}),
        refuses<parse_error>(R"(parse_money("2.505"))", [] { (void)parse_money("2.505"); }, {"position 4"}),
        refuses<parse_error>(R"(parse_money("1e3"))", [] { (void)parse_money("1e3"); }, {"position 1"}),
        refuses<parse_error>(R"(parse_money("1,000"))", [] { (void)parse_money("1,000"); }, {"position 1"}),
        refuses<parse_error>(R"(parse_money(" 5"))", [] { (void)parse_money(" 5"); }, {"position 0"}),
        refuses<parse_error>(R"(parse_money("+5"))", [] { (void)parse_money("+5"); }, {"position 0"}),
        refuses<parse_error>(R"(parse_money("$"))", [] { (void)parse_money("$"); }, {"expected the digits of an amount"}),
        refuses<parse_error>(R"(parse_money("99999999999999999999"))", [] { (void)parse_money("99999999999999999999"); },
                             {"does not fit in a signed 64-bit count of cents"}),
    });
    // The same entry points take the values at the edges of what they refuse.
    CHECK(top - money::cents(1) + money::cents(1) == top);
    CHECK(parse_money("-92233720368547758.08") == bottom);
    CHECK(parse_money("$2.50") == money::cents(250));
}
