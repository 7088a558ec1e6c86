// tools::par_main<Game>(): a designer's par-sheet command line in one call — driven as a person
// would, table by table: every usage error exits 2 with one line (and "did you mean" for a near
// miss), the outputs are the library's, a failed write exits 1.
#include "../support/catch.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/tools/par_main.hpp>

#include <algorithm>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

using namespace carnival;
using game_t = ny_three_card_poker;

namespace {
struct run_result {
    int status;
    std::string out, err;
};
run_result run(std::vector<std::string> args, bool progress = false) {
    std::ostringstream out, err;
    const int status = tools::par_main<game_t>(args, out, err, "par", progress);
    return {status, out.str(), err.str()};
}
// A stream buffer that refuses every byte: a full disk, a closed pipe.
struct refusing_buffer : std::streambuf {
    int_type overflow(int_type) override { return traits_type::eof(); }
};
}  // namespace

TEST_CASE("par_main: usage errors exit 2 with one line naming the value, and a near miss is suggested", "[tools][par_main]") {
    struct row {
        std::vector<std::string> args;
        const char* message;
    };
    for (const row& r : std::vector<row>{
             {{"--formt", "md"}, "par: unknown option \"--formt\"; did you mean --format? (see --help)\n"},
             {{"rule-crad"}, "par: unknown command \"rule-crad\"; did you mean rule-card? (commands: sheet, rule-card) (see --help)\n"},
             {{"shet"}, "did you mean sheet?"},
             {{"--threads", "-1"}, "--threads: expected a number of threads from 1 to 256 in decimal digits, got \"-1\""},
             {{"--threads", "0"}, "got \"0\""},
             {{"--threads=300"}, "got \"300\""},
             {{"--simulate", "99999999999999999999"}, "--simulate: expected a number of rounds from 1 to 1000000000000000"},
             {{"--seed", "5"}, "--seed needs --simulate"},
             {{"--shard", "1/2"}, "--shard needs --simulate"},
             {{"--simulate", "100", "--shard", "2/2"}, "--shard: expected i/n with 0 <= i < n"},
             {{"--format", "pdf"}, "--format: expected md, html, json or csv, got \"pdf\""},
             {{"--format", "jsn"}, "did you mean json?"},
             {{"--format"}, "--format needs a value"},
             {{"sheet", "extra"}, "unexpected argument \"extra\" after the command \"sheet\""},
             {{"--help=yes"}, "--help takes no value"},
             {{"--output="}, "--output: expected a file name"},
             {{"--bogus\n"}, "unknown option \"--bogus\\x0a\""},
         }) {
        INFO(r.message);
        const run_result got = run(r.args);
        CHECK(got.status == 2);
        CHECK(got.out.empty());
        CHECK(got.err.find(r.message) != std::string::npos);
        CHECK(std::count(got.err.begin(), got.err.end(), '\n') == 1);
        CHECK(got.err.rfind("par: ", 0) == 0);
    }
}

TEST_CASE("par_main: --help shows every default and no build path, and --version the version", "[tools][par_main]") {
    const run_result help = run({"--help"});
    CHECK(help.status == 0);
    for (const char* text : {"usage: par [sheet | rule-card] [options]", "The par sheet of Three Card Poker (New York rules)",
                             "(default: md)", "(default: 1000000000)", "(default: 1; needs --simulate)", "exit status: 0 done"})
        CHECK(help.out.find(text) != std::string::npos);
    for (const char* path : {"/work", "/usr", "/home", "build/", ".cpp", ".hpp"}) CHECK(help.out.find(path) == std::string::npos);
    const run_result version = run({"--version"});
    CHECK(version.status == 0);
    CHECK(version.out == "par (carnival " CARNIVAL_VERSION_STRING ")\n");
}

TEST_CASE("par_main: the sheet in every format and the rule card are the library's", "[tools][par_main]") {
    const report::sheet s = par_sheet<game_t>({.exact = {.threads = 2}});
    CHECK(run({"--threads", "2"}).out == report::markdown(s));
    CHECK(run({"sheet", "--format", "html", "--threads=2"}).out == report::html(s));
    CHECK(run({"--format=json", "--threads", "2"}).out == report::json(s));
    CHECK(run({"--format", "csv", "--threads", "2"}).out == report::csv(s));
    const run_result card = run({"rule-card"});
    CHECK(card.status == 0);
    CHECK(card.out == report::rule_card(std::string(game_t::name), report::rule_summary_of<game_t>()));
}

TEST_CASE("par_main: --simulate gives a simulated sheet, the same for the same seed, with a progress line on a terminal", "[tools][par_main]") {
    // Four blocks of 65,536 rounds: the line gets a rate and the time left from the second block on.
    const run_result a = run({"--simulate", "262144", "--seed", "3", "--format", "json", "--threads", "2"}, true);
    CHECK(a.status == 0);
    CHECK(a.out.find("\"method\": \"simulated\"") != std::string::npos);
    CHECK(a.out.find("\"rounds\": 262144, \"seed\": 3") != std::string::npos);
    CHECK(a.err.find("100%") != std::string::npos);
    CHECK(a.err.find("M rounds/s") != std::string::npos);
    CHECK(a.err.find("left") != std::string::npos);
    const run_result b = run({"--simulate", "262144", "--seed", "3", "--format", "json", "--threads", "1"});
    CHECK(b.out == a.out);
    CHECK(b.err.empty());  // no progress line when not on a terminal
}

TEST_CASE("par_main: a write that fails exits 1 and says so", "[tools][par_main]") {
    refusing_buffer refusing;
    std::ostream out(&refusing);
    std::ostringstream err;
    CHECK(tools::par_main<game_t>(std::vector<std::string>{"rule-card"}, out, err, "par") == 1);
    CHECK(err.str().rfind("par: cannot write the output: ", 0) == 0);
    std::ostringstream out2, err2;
    CHECK(tools::par_main<game_t>(std::vector<std::string>{"rule-card", "--output", "/nonexistent-dir/card.txt"}, out2, err2, "par") == 1);
    CHECK(err2.str().find("cannot write the output to \"/nonexistent-dir/card.txt\"") != std::string::npos);
}

TEST_CASE("tools: whole numbers in decimal digits only, never wrapped, and the edit distance", "[tools][arguments]") {
    CHECK(tools::whole_number("010", 0, 100) == 10u);
    for (const char* bad : {"", "-1", "+1", "1e3", "0x10", " 1", "1 ", "1.0", "18446744073709551616"})
        CHECK_FALSE(tools::whole_number(bad, 0, UINT64_MAX).has_value());
    CHECK(tools::whole_number("18446744073709551615", 0, UINT64_MAX) == UINT64_MAX);
    CHECK(tools::edit_distance("--formt", "--format") == 1);
    CHECK(tools::edit_distance("", "abc") == 3);
    CHECK(tools::did_you_mean("--zzzzzz", {"--format"}).empty());
    CHECK(tools::did_you_mean("Z", {"A", "B"}).empty());                   // every character edited: no suggestion
    CHECK(tools::did_you_mean("JSON", {"md", "json"}) == "; did you mean json?");  // case aside, the same word
    CHECK(tools::did_you_mean("AB", {"A", "G"}) == "; did you mean A?");
    CHECK(tools::quote("a\"b\\c\x01") == "\"a\\\"b\\\\c\\x01\"");
}
