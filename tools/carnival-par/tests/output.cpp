// carnival-par's output: CSV that an RFC 4180 reader reads back field for field, and output that
// cannot be written reported with exit status 1 (the real-process cases: check_write_errors.cmake).
#include "harness.hpp"

#include "support/catch.hpp"

#include <carnival/report/csv.hpp>

#include <nlohmann/json.hpp>

#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using par_test::command_line;
using par_test::contains;
using par_test::one_line;

namespace {

using rows = std::vector<std::vector<std::string>>;

// The records of RFC 4180 text (lines end with CRLF or LF). Fails the test on a field with text
// around its quotes, an unterminated quote or a last line without its line break.
rows read_csv(std::string_view text) {
    rows out;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;  // the field was quoted, and its closing quote read
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            REQUIRE((field.empty() && !quoted));  // a quote opens a field, or is doubled inside one
            for (++i;; ++i) {
                REQUIRE(i < text.size());
                if (text[i] == '"' && (i + 1 == text.size() || text[i + 1] != '"')) break;
                if (text[i] == '"') ++i;  // a doubled quote
                field += text[i];
            }
            quoted = true;
        } else if (c == ',' || c == '\n' || (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) {
            row.push_back(field);
            field.clear();
            quoted = false;
            if (c == '\r') ++i;
            if (c != ',') out.push_back(std::exchange(row, {}));
        } else {
            REQUIRE(!quoted);
            field += c;
        }
    }
    REQUIRE((row.empty() && field.empty() && !quoted));
    return out;
}

const std::vector<std::string> header = {"game", "wager", "pay_table", "strategy", "method", "house_edge", "element_of_risk",
                                         "std_dev", "hit_frequency", "average_total_wager"};

// A streambuf that takes nothing (`full`) or takes everything but fails to flush.
struct failing_buffer : std::streambuf {
    explicit failing_buffer(bool full) : full_(full) {}
    int overflow(int c) override { return full_ ? traits_type::eof() : traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize n) override { return full_ ? 0 : n; }
    int sync() override { return -1; }
    bool full_;
};

}  // namespace

TEST_CASE("carnival-par: csv: fields with commas, quotes and line breaks are quoted (RFC 4180) and read back unchanged") {
    carnival::report::sheet s;
    s.game = "game, \"quoted\"";
    const std::vector<std::vector<std::string>> texts = {
        {"ante-play", "NY (f)(1)(iii) ante bonus 1-4-5, NY (f)(1)(ii) pay table A", "optimal: play \"Q-6-4\" or better, by table"},
        {"line\nbreak", "a \"quoted\" table", "cr\r\nlf"},
        {"plain", "", "\"\""},
    };
    for (const auto& t : texts) {
        carnival::report::wager_section w;
        w.figures.wager = t[0], w.figures.pay_table = t[1], w.figures.strategy = t[2];
        s.wagers.push_back(w);
    }
    const rows read = read_csv(carnival::report::csv(s));
    REQUIRE(read.size() == 1 + texts.size());
    CHECK(read[0] == header);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        REQUIRE(read[i + 1].size() == header.size());
        CHECK(read[i + 1][0] == s.game);
        CHECK(read[i + 1][1] == texts[i][0]);
        CHECK(read[i + 1][2] == texts[i][1]);
        CHECK(read[i + 1][3] == texts[i][2]);
    }
}

TEST_CASE("carnival-par: csv: every sheet's rows have the header's columns and the same texts as its JSON") {
    const std::vector<std::vector<std::string>> sheets = {
        {"three-card-poker", "--six-card", "i-A"},  // pay table "NY (f)(1)(iii) ante bonus 1-4-5, NY (f)(1)(ii) pay table A"
        {"three-card-poker", "--strategy", "q64", "--simulate", "70000", "--shard", "1/2"},  // "partial: shard 1 of 2 — ..., seed 1"
        {"mini-tex", "--strategy", "play-through"},  // strategy "play-through: never fold, …"
    };
    for (const auto& args : sheets) {
        INFO(command_line(args));
        auto csv_args = args, json_args = args;
        csv_args.insert(csv_args.end(), {"--format", "csv"});
        json_args.insert(json_args.end(), {"--format", "json"});
        const auto csv = par_test::run(csv_args), json = par_test::run(json_args);
        REQUIRE(csv.status == 0);
        REQUIRE(json.status == 0);
        const rows read = read_csv(csv.out);
        const auto sheet = nlohmann::json::parse(json.out);
        REQUIRE(read.size() == 1 + sheet["wagers"].size());
        CHECK(read[0] == header);
        for (std::size_t i = 0; i < sheet["wagers"].size(); ++i) {
            const auto& w = sheet["wagers"][i];
            REQUIRE(read[i + 1].size() == header.size());
            CHECK(read[i + 1][0] == sheet["game"].get<std::string>());
            CHECK(read[i + 1][1] == w["wager"].get<std::string>());
            CHECK(read[i + 1][2] == w["pay_table"].get<std::string>());
            CHECK(read[i + 1][3] == w["strategy"].get<std::string>());
            CHECK(read[i + 1][4] == w["method"].get<std::string>());
        }
    }
}

TEST_CASE("carnival-par: write errors: output that cannot be written exits 1 with one line on stderr") {
    for (const bool full : {true, false}) {
        for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
                 {"three-card-poker"}, {"three-card-poker", "--format", "csv"}, {"list"}, {"--help"}}) {
            failing_buffer buffer(full);
            std::ostream out(&buffer);
            std::ostringstream err;
            const int status = par::run(args, out, err);
            INFO(command_line(args) << (full ? ", nothing written" : ", flush fails"));
            CHECK(status == 1);
            // The program as it names itself: "carnival-par three-card-poker" for a game's sheet.
            CHECK(err.str().starts_with("carnival-par"));
            CHECK(err.str().ends_with(": cannot write the output: the output stream failed\n"));
            CHECK(one_line(err.str()));
        }
    }
    // A usage error writes nothing to the output, and stays a usage error.
    failing_buffer buffer(true);
    std::ostream out(&buffer);
    std::ostringstream err;
    CHECK(par::run(std::vector<std::string>{"three-card-poker", "--simulate", "0"}, out, err) == 2);
    CHECK(one_line(err.str()));
    CHECK(contains(err.str(), "--simulate"));
}
