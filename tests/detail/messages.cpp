// Bad values are quoted, not echoed (issue 32, item 8: a 1 MiB bad input came back whole in
// what()): detail::excerpt keeps about 60 bytes around the fault, cut at UTF-8 boundaries, and
// says how long the whole was; detail::first_invalid_utf8 finds where text stops being UTF-8.
#include "../support/catch.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/detail/utf8.hpp>
#include <carnival/error.hpp>

#include <optional>
#include <string>

using carnival::detail::excerpt;
using carnival::detail::first_invalid_utf8;
using Catch::Matchers::Contains;

TEST_CASE("excerpt: short text whole, long text cut to about 60 bytes around the fault", "[detail]") {
    CHECK(excerpt("ante") == "ante");
    const std::string mib(1 << 20, 'x');
    const std::string cut = excerpt(mib);
    CHECK(cut.size() < 100);
    CHECK_THAT(cut, Contains("(1048576 bytes)"));
    // Around a fault in the middle: the fault's byte is in the excerpt.
    std::string middle = mib;
    middle[500'000] = '!';
    CHECK_THAT(excerpt(middle, 500'000), Contains("!"));
    // Never half a character: 30 "é" (2 bytes each) and more.
    std::string accents;
    for (int i = 0; i < 100; ++i) accents += "\xC3\xA9";
    CHECK_FALSE(first_invalid_utf8(excerpt(accents)).has_value());
}

TEST_CASE("a megabyte that is not cards is refused with a message of one line, not a megabyte", "[detail]") {
    const std::string bad = "As " + std::string(1 << 20, 'Z');
    std::string message;
    try {
        (void)carnival::parse_cards(bad);
    } catch (const carnival::parse_error& e) {
        message = e.what();
        CHECK(e.text().size() == bad.size());  // the whole text is still there for a program
    }
    CHECK(message.size() < 200);
    CHECK_THAT(message, Contains("position 3"));
}

TEST_CASE("first_invalid_utf8: RFC 3629, table-driven", "[detail]") {
    struct row {
        std::string text;
        std::optional<std::size_t> bad;
    };
    const row rows[] = {
        {"", std::nullopt},
        {"Ann", std::nullopt},
        {"Zo\xC3\xAB", std::nullopt},                 // ë
        {"\xE2\x82\xAC 5", std::nullopt},             // €
        {"\xF0\x9F\x83\x8F", std::nullopt},           // a playing card, U+1F0CF
        {"A\xFF", 1},                                 // never in UTF-8
        {"A\xC0\xAF", 1},                             // overlong "/"
        {"\xE0\x80\xAF", 0},                          // overlong, three bytes
        {"\xED\xA0\x80", 0},                          // a surrogate
        {"\xF4\x90\x80\x80", 0},                      // past U+10FFFF
        {"ok\xC3", 2},                                // cut short
        {"\xE2\x82", 0},                              // cut short
        {"\x80", 0},                                  // a continuation byte alone
    };
    for (const row& r : rows) {
        CAPTURE(r.text);
        CHECK(first_invalid_utf8(r.text) == r.bad);
    }
}
