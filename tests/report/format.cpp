// How a par sheet prints numbers: probabilities never print as zero when they are not.
#include "../support/catch.hpp"

#include <carnival/report/format.hpp>

#include <string>

using namespace carnival::report;

TEST_CASE("probability: fixed above 0.001, scientific with its odds below, never 0.000000", "[report][format]") {
    struct row {
        double p;
        const char* text;
    };
    for (const row& r : {row{0, "0"}, row{1, "1.00000000"}, row{0.5, "0.50000000"}, row{0.001, "0.00100000"},
                         row{4.0 / 2598960, "1.5391e-06 (1 in 649,740)"}, row{1.0 / 3, "0.33333333"},
                         row{2.5e-4, "2.5000e-04 (1 in 4,000)"}, row{1e-12, "1.0000e-12 (1 in 1,000,000,000,000)"}}) {
        INFO(r.p);
        CHECK(probability(r.p) == r.text);
    }
    // Every positive probability shows a non-zero digit.
    for (double p = 1e-15; p < 1; p *= 3.7) CHECK(probability(p).find_first_of("123456789") != std::string::npos);
}

TEST_CASE("per_unit: six decimals, scientific below 0.000001, never 0.000000", "[report][format]") {
    CHECK(per_unit(0) == "0");
    CHECK(per_unit(-0.03373) == "-0.033730");
    CHECK(per_unit(0.000001) == "0.000001");
    CHECK(per_unit(2.2624e-8) == "2.2624e-08");
    CHECK(per_unit(-4e-9) == "-4.0000e-09");
    for (double x = 1e-15; x < 10; x *= 3.7) {
        CHECK(per_unit(x).find_first_of("123456789") != std::string::npos);
        CHECK(per_unit(-x).find_first_of("123456789") != std::string::npos);
    }
}

TEST_CASE("percent: four decimals", "[report][format]") {
    CHECK(percent(0.033730) == "3.3730%");
    CHECK(percent(-0.5) == "-50.0000%");
}
