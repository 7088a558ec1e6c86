// report::read_json: what report::json writes reads back to the same sheet (exact and simulated,
// whole and shards); the JSON reader refuses what is not JSON, naming the line and column; the
// sheet reader refuses a field of the wrong type or range, an unknown field, and a simulated
// section whose counts do not match its shards or whose figures do not follow from its counts.
#include "../support/catch.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/report/json.hpp>
#include <carnival/report/merge.hpp>
#include <carnival/report/par_sheet.hpp>
#include <carnival/report/read_json.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

using namespace carnival;

namespace {
report::sheet simulated_shard(std::uint64_t index, std::uint64_t count) {
    return par_sheet<ny_three_card_poker>(report::play_through{}, "play-through",
                                          {.exact = {.threads = 2}, .budget = -1, .rounds = 70'000, .seed = 5, .part = {index, count}});
}
const std::string& shard_json() {  // shard 1 of 2: one of the run's two blocks
    static const std::string j = report::json(simulated_shard(1, 2));
    return j;
}
// shard_json() with the first \p from replaced by \p to (which must be there).
std::string edited(std::string_view from, std::string_view to) {
    std::string j = shard_json();
    const std::size_t at = j.find(from);
    REQUIRE(at != std::string::npos);
    return j.replace(at, from.size(), to);
}
// shard_json() with the first member \p name's value (a number) replaced by \p value.
std::string with_value(const std::string& name, std::string_view value) {
    std::string j = shard_json();
    const std::size_t at = j.find("\"" + name + "\": ");
    REQUIRE(at != std::string::npos);
    const std::size_t from = at + name.size() + 4;
    return j.replace(from, j.find_first_of(",}", from) - from, value);
}
}  // namespace

TEST_CASE("read_json: every sheet json writes reads back to the same sheet", "[report][json]") {
    const std::vector<report::sheet> sheets = {
        par_sheet<ny_three_card_poker>({.exact = {.threads = 2}}),  // exact: decisions, lines, two wagers
        par_sheet<nj_mini_tex<>>({.exact = {.threads = 2}}),
        simulated_shard(0, 1),  // simulated, whole
        simulated_shard(1, 2),  // simulated, a shard of a run
        // One round cut into 2^32 shards (carnival-par's largest): shard 0 has it, the others none.
        par_sheet<ny_three_card_poker>(report::play_through{}, "play-through",
                                       {.exact = {.threads = 2}, .budget = -1, .rounds = 1, .part = {0, std::uint64_t{1} << 32}}),
    };
    for (const report::sheet& s : sheets) {
        const std::string j = report::json(s);
        const report::sheet back = report::read_json(j, "sheet.json");
        CHECK(report::json(back) == j);  // every field, every digit
        for (std::size_t i = 0; i < s.wagers.size(); ++i) {
            CHECK(back.wagers[i].figures.expected_value == s.wagers[i].figures.expected_value);  // %.17g reads back exactly
            CHECK(back.wagers[i].simulated.counts == s.wagers[i].simulated.counts);
        }
    }
}

TEST_CASE("read_json: shards read from their JSON merge into exactly the whole run", "[report][json][merge]") {
    const std::vector<report::sheet> parts = {report::read_json(report::json(simulated_shard(1, 2)), "1.json"),
                                              report::read_json(report::json(simulated_shard(0, 2)), "0.json")};
    const report::sheet merged = report::merge_shards(parts);
    const report::sheet whole = simulated_shard(0, 1);
    CHECK(merged.wagers[0].simulated.counts == whole.wagers[0].simulated.counts);
    CHECK(merged.wagers[0].figures.expected_value == whole.wagers[0].figures.expected_value);
    CHECK(merged.wagers[0].simulated.shards == std::vector<std::uint64_t>{0, 1});
}

TEST_CASE("read_json: what is not JSON is refused with its line and column", "[report][json]") {
    struct row {
        std::string text, message;
    };
    const std::vector<row> rows = {
        {"", "line 1, column 1: expected a value, got the end of the text"},
        {"{\"a\": 1,}", "column 9: expected a member name in quotes"},  // no trailing comma (RFC 8259 4)
        {"[1, 2", "column 6: expected ']'"},
        {"[01]", "column 3: expected ']'"},             // no leading zero (RFC 8259 6)
        {"[1.]", "column 4: expected a digit"},
        {"[-]", "column 3: expected a value"},
        {"[.5]", "column 2: expected a value"},
        {"{\"a\": 1, \"a\": 2}", "member \"a\" given twice"},
        {"\"a\tb\"", "a control character in a string"},
        {"\"\\x\"", "column 3: an unknown escape"},
        {"\"\\ud800\"", "a high surrogate without its low surrogate"},
        {"\"\\udc00\"", "a low surrogate without its high surrogate"},
        {"\"\\u12g4\"", "four hexadecimal digits"},
        {"\"abc", "a string without its closing quote"},
        {"[true] x", "column 8: unexpected text after the JSON value"},
        {"[\n  nul]", "line 2, column 3: expected a value"},
        {std::string(65, '[') + std::string(65, ']'), "nested deeper than 64"},
    };
    for (const row& r : rows) {
        CAPTURE(r.text);
        CHECK_THROWS_WITH(report::read_json(r.text, "x.json"), Catch::Matchers::Contains("x.json: not JSON: ") &&
                                                                   Catch::Matchers::Contains(r.message));
    }
    // What it reads: escapes (a surrogate pair to UTF-8), numbers as written.
    const report::detail::json_value v = report::detail::parse_json(R"([" \"\\\/\b\f\n\r\t\u00e9\ud83c\udca1", -0.5e+3, 18446744073709551615])");
    REQUIRE(v.items.size() == 3);
    CHECK(v.items[0].text == " \"\\/\b\f\n\r\t\xc3\xa9\xf0\x9f\x82\xa1");
    CHECK(v.items[1].text == "-0.5e+3");
    CHECK(v.items[2].text == "18446744073709551615");
    CHECK(report::detail::parse_json(std::string(64, '[') + std::string(64, ']')).kind == report::detail::json_value::type::array);
}

TEST_CASE("read_json: a field of the wrong type or range, unknown, missing or tampered with is refused by name", "[report][json]") {
    struct row {
        std::string text, message;
    };
    const std::vector<row> rows = {
        {"[]", "s.json: expected an object"},
        {"{}", "s.json: game: missing"},
        {edited("\"game\": ", "\"colour\": 1, \"game\": "), "s.json: unknown field \"colour\""},
        {edited("\"seed\": 5", "\"seed\": -5"), "wagers[0].simulation.seed: expected a whole number from 0 to 18446744073709551615, got -5"},
        {edited("\"seed\": 5", "\"seed\": 5.0"), "wagers[0].simulation.seed: expected a whole number"},
        {edited("\"seed\": 5", "\"seed\": 18446744073709551616"), "got 18446744073709551616"},
        {edited("\"seed\": 5", "\"seed\": \"5\""), "wagers[0].simulation.seed: expected a whole number from 0 to 18446744073709551615, got a string"},
        {edited("\"shards\": [1]", "\"shards\": [2]"), "wagers[0].simulation.shards[0]: expected a whole number from 0 to 1, got 2"},
        {edited("\"shards\": [1]", "\"shards\": []"), "wagers[0].simulation.shards: expected at least one shard"},
        {edited("\"shards\": [1]", "\"shards\": [1, 0]"), "the shards must be distinct and ascending"},
        {edited("\"shards\": [1]", "\"shards\": [0]"), "wagers[0].simulation.counts.net_minor_units: the counts add up to"},
        {edited("\"method\": \"simulated\"", "\"method\": \"guessed\""), "wagers[0].method: expected \"exact\" or \"simulated\", got \"guessed\""},
        {edited("\"method\": \"exact\"", "\"method\": \"exact\", \"simulation\": {}"), "wagers[1].simulation: an exact section has no simulation"},
        {with_value("wagered_minor_units", "1"), "wagers[0].simulation.counts.wagered_minor_units: 1 is less than 4464 rounds of 100 each"},
        {with_value("house_edge", "0.03"), "wagers[0].house_edge: does not follow from the simulation's counts"},
        {with_value("rounds", "4465"), "wagers[0].simulation.rounds: expected the rounds the counts hold, 4464"},
        {edited("\"unit_minor_units\": 100", "\"unit_minor_units\": 0"), "unit_minor_units: expected a whole number from 1 to"},
        {edited("\"net_minor_units\": [[", "\"net_minor_units\": [[1], ["), "net_minor_units[0]: expected a [net, count] pair"},
        {with_value("std_dev", "1e999"), "wagers[0].std_dev: expected a finite number, got 1e999"},
        // Issue 32, item 6: every derived field is figured again, the confidence intervals too …
        {with_value("confidence_95\": {\"expected_value", "0.5"), "wagers[0].simulation.confidence_95.expected_value: does not follow from the simulation's counts"},
        {edited("\"hit_frequency\": 0.", "\"hit_frequency\": 0.9"), "does not follow from the simulation's counts"},
        // … and in an exact section (pair plus, the second): its figures and probabilities from its outcomes' counts.
        {edited("\"house_edge\": 0.034027", "\"house_edge\": 0.035027"), "wagers[1].house_edge: does not follow from the outcomes' counts (they give 0.034027)"},
        {edited("\"std_dev\": 2.76", "\"std_dev\": 2.75"), "wagers[1].std_dev: does not follow from the outcomes' counts"},
        {edited("\"combinations\": 48, \"probability\"", "\"combinations\": 49, \"probability\""),
         "wagers[1].lines[0].probability: does not follow from its combinations (49 of 22100 deals give 0.002217)"},
    };
    for (const row& r : rows) {
        CAPTURE(r.message);
        CHECK_THROWS_WITH(report::read_json(r.text, "s.json"), Catch::Matchers::Contains(r.message));
    }
}
