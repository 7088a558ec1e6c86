// carnival-par merge (the library's tools::merge_files: report::read_json, then
// report::merge_shards): distinct shards of one run merge exactly (into the whole run when all
// are there, into a result labelled partial otherwise); every other file set is refused with exit
// status 2 and one line naming the file and the field. A new check adds rows here.
#include "harness.hpp"

#include "support/catch.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

using par_test::command_line;
using par_test::contains;
using par_test::scratch_dir;
using json = nlohmann::ordered_json;

namespace {

// The run the tests cut into shards: 300000 rounds are 5 blocks of 65536 (the last has 37856).
// Its sheet's wagers: the play simulated under q64 (ante + play + ante-bonus), the play with pair plus
// (ante + play + pair-plus + ante-bonus, exact), pair-plus.
const std::vector<std::string> run_args = {"three-card-poker", "--strategy", "q64", "--simulate", "300000", "--seed", "77", "--format", "json"};
const std::string sim = "/wagers/0/simulation";        // the simulated section's run ...
const std::string counts = sim + "/counts";              // ... its counts ...
const std::string nets = counts + "/net_minor_units";    // ... by net result
const std::string field = "wagers[0].simulation";        // as messages name it

// carnival-par with `args`, which must succeed; its output.
std::string output_of(std::vector<std::string> args) {
    const auto r = par_test::run(args);
    INFO(command_line(args) << "\nstderr: " << r.err);
    REQUIRE(r.status == 0);
    return r.out;
}

std::string shard(const std::string& part) {
    auto args = run_args;
    args.insert(args.end(), {"--shard", part});
    return output_of(args);
}

// `text` (JSON) with the value at `pointer` replaced by `value`.
std::string with(const std::string& text, const std::string& pointer, const json& value) {
    json j = json::parse(text);
    j[json::json_pointer(pointer)] = value;
    return j.dump(2);
}

// `text` (JSON) without the member `name` of the object at `pointer`.
std::string without(const std::string& text, const std::string& pointer, const std::string& name) {
    json j = json::parse(text);
    j[json::json_pointer(pointer)].erase(name);
    return j.dump(2);
}

json at(const std::string& text, const std::string& pointer) { return json::parse(text)[json::json_pointer(pointer)]; }

// carnival-par merge of files f0.json, f1.json, ... with these contents (none: the file is absent).
par_test::result merge(const scratch_dir& dir, const std::vector<std::optional<std::string>>& files,
                       const std::vector<std::string>& options = {}) {
    std::vector<std::string> args = {"merge"};
    for (std::size_t i = 0; i < files.size(); ++i) {
        std::string name = "f";  // (not "f" + …: g++ 12 warns falsely, -Wrestrict)
        name += std::to_string(i);
        name += ".json";
        args.push_back(files[i] ? dir.write(name, *files[i]) : dir.absent(name));
    }
    args.insert(args.end(), options.begin(), options.end());
    return par_test::run(args);
}

// `merged` (every shard of a run cut into `count`) without what only says how it was made — its
// provenance line, its shard count and list, checked here — so that it compares equal to the
// whole run's sheet `whole` (the same without its provenance line).
void as_whole_run(json& merged, json& whole, std::uint64_t count) {
    merged.erase("generated_by");
    whole.erase("generated_by");
    for (std::size_t i = 0; i < merged["wagers"].size(); ++i) {
        json& w = merged["wagers"][i];
        if (!w.contains("simulation")) continue;
        CHECK(w["simulation"]["shard_count"] == count);
        CHECK(w["simulation"]["shards"].size() == count);
        w["simulation"]["shard_count"] = whole["wagers"][i]["simulation"]["shard_count"];
        w["simulation"]["shards"] = whole["wagers"][i]["simulation"]["shards"];
    }
}

struct refused_merge {
    std::string what;
    std::vector<std::optional<std::string>> files;
    std::vector<std::string> words;  // each must appear in the message
};

}  // namespace

TEST_CASE("carnival-par: merge: anything but distinct shards of one run is refused, naming the file and the field") {
    const scratch_dir dir("refused");
    const std::string s0 = shard("0/4"), s1 = shard("1/4"), s2 = shard("2/4"), half = shard("0/2");
    const std::string plain = output_of({"three-card-poker", "--format", "json"});
    const std::string merged01 = merge(dir, {s0, s1}, {"--format", "json"}).out;
    const std::string count0 = nets + "/0/1";
    const auto first_count = at(s0, count0).get<std::uint64_t>();
    const std::string one_wager_more = [&] {
        json j = json::parse(s2);
        j["wagers"].push_back(j["wagers"][2]);
        return j.dump();
    }();
    const std::string f0 = "f0.json\": ", f1 = "f1.json\": ";
    const std::string whole = "expected a whole number from ";
    const std::string c0 = field + ".counts.net_minor_units[0][1]";

    const std::vector<refused_merge> rows = {
        // files that are not sheets
        {"a file that does not exist", {std::nullopt, s1}, {"cannot read", "f0.json\": No such file or directory"}},
        {"not JSON", {"hello", s1}, {f0 + "not JSON: line 1, column 1: expected a value"}},
        {"JSON but not an object", {"[1, 2]", s1}, {f0 + "expected an object"}},
        {"an unknown field", {with(s0, "/colour", "red"), s1}, {f0 + "unknown field \"colour\""}},
        {"an exact sheet", {plain}, {f0 + "no simulated section to merge"}},
        {"a shard and an exact sheet", {s1, plain}, {f1 + "notes differ"}},
        // counts
        {"a negative count", {s1, with(s0, count0, -5)}, {f1 + c0, whole, "got -5"}},
        {"a fractional count", {s1, with(s0, count0, 1.5)}, {f1 + c0, whole, "got 1.5"}},
        {"a huge count", {s1, with(s0, count0, 1e95)}, {f1 + c0, whole, "got 1e+95"}},
        {"a count past 2^64", {s1, with(s0, count0, json::parse("18446744073709551616"))}, {f1 + c0, whole, "got 1.8446744073709552e+19"}},  // as nlohmann-json writes it
        {"a count of zero", {s1, with(s0, count0, 0)}, {f1 + c0, "from 1 to 103392, got 0"}},
        {"a count as text", {s1, with(s0, count0, "7")}, {f1 + c0, whole, "got a string"}},
        {"counts of 2^63 that would wrap", {with(with(s0, count0, std::uint64_t{1} << 63), nets + "/1/1", std::uint64_t{1} << 63)},
         {f0 + c0, "from 1 to 103392, got 9223372036854775808"}},
        {"not a [net, count] pair", {with(s0, nets + "/0", json::array({100}))}, {f0 + field + ".counts.net_minor_units[0]: expected a [net, count] pair"}},
        {"empty counts", {with(s0, nets, json::array())}, {f0 + field + ".counts.net_minor_units: the counts add up to 0 rounds"}},
        {"no counts", {without(s0, sim, "counts")}, {f0 + field + ".counts: missing"}},
        {"a fractional net", {with(s0, nets + "/0/0", 0.5)}, {f0 + field + ".counts.net_minor_units[0][0]: expected a whole number of 64 bits, got 0.5"}},
        {"a net past 2^63", {with(s0, nets + "/0/0", std::uint64_t{1} << 63)}, {f0 + field + ".counts.net_minor_units[0][0]", "got 9223372036854775808"}},
        {"a net listed twice", {with(s0, nets + "/1/0", at(s0, nets + "/0/0"))}, {f0 + field + ".counts.net_minor_units[1][0]", "listed twice"}},
        {"one round too many", {with(s0, count0, first_count + 1)}, {f0, "the counts add up to more than the 103392 rounds of these shards"}},
        {"one round too few", {with(s0, count0, first_count - 1)},
         {f0 + field + ".counts.net_minor_units: the counts add up to 103391 rounds, but these shards of a run of 300000 rounds have 103392"}},
        {"a count changed, its figures not", {with(with(s0, count0, first_count - 1), nets + "/1/1", at(s0, nets + "/1/1").get<std::uint64_t>() + 1)},
         {f0 + "wagers[0].", "does not follow from the simulation's counts"}},
        // the run
        {"rounds as text", {with(s0, sim + "/run_rounds", "300000")}, {f0 + field + ".run_rounds: " + whole, "got a string"}},
        {"negative rounds", {with(s0, sim + "/run_rounds", -300000)}, {f0 + field + ".run_rounds", "got -300000"}},
        {"fractional rounds", {with(s0, sim + "/run_rounds", 300000.5)}, {f0 + field + ".run_rounds", "got 300000.5"}},
        {"rounds that are not the counts'", {with(s0, sim + "/rounds", 103393)}, {f0 + field + ".rounds: expected the rounds the counts hold, 103392"}},
        {"a negative seed", {with(s0, sim + "/seed", -1)}, {f0 + field + ".seed: expected a whole number from 0 to 18446744073709551615, got -1"}},
        {"a seed as text", {with(s0, sim + "/seed", "77")}, {f0 + field + ".seed", "got a string"}},
        {"a game that is not text", {with(s0, "/game", 5)}, {f0 + "game: expected a string"}},
        {"a strategy that is not text", {with(s0, "/wagers/0/strategy", 1)}, {f0 + "wagers[0].strategy: expected a string"}},
        {"no money unit", {without(s0, counts, "unit_minor_units")}, {f0 + field + ".counts.unit_minor_units: missing"}},
        {"a money unit of 0", {with(s0, counts + "/unit_minor_units", 0)}, {f0 + field + ".counts.unit_minor_units", "got 0"}},
        {"a negative money unit", {with(s0, counts + "/unit_minor_units", -100)}, {f0 + field + ".counts.unit_minor_units", "got -100"}},
        {"another money unit", {s1, with(s2, counts + "/unit_minor_units", 50)}, {f1 + "wagers[0].", "does not follow from the simulation's counts"}},
        {"a negative total wagered", {with(s0, counts + "/wagered_minor_units", -1)}, {f0 + field + ".counts.wagered_minor_units", "got -1"}},
        {"a huge total wagered", {with(s0, counts + "/wagered_minor_units", 1e95)}, {f0 + field + ".counts.wagered_minor_units", "got 1e+95"}},
        {"less wagered than one unit a round", {with(s0, counts + "/wagered_minor_units", 0)},
         {f0 + field + ".counts.wagered_minor_units: 0 is less than 103392 rounds of 100 each"}},
        // the shards
        {"a shard count of 0", {with(s0, sim + "/shard_count", 0)}, {f0 + field + ".shard_count: expected a whole number from 1 to 18446744073709551615, got 0"}},
        {"another shard count, the counts not", {with(s0, sim + "/shard_count", std::uint64_t{1} << 33)},
         {f0 + field + ".counts.net_minor_units", "the counts add up to more than the 65536 rounds of these shards"}},
        {"a shard index past the count", {with(s0, sim + "/shards/0", 4)}, {f0 + field + ".shards[0]: expected a whole number from 0 to 3, got 4"}},
        {"a negative shard index", {with(s0, sim + "/shards/0", -1)}, {f0 + field + ".shards[0]", "got -1"}},
        {"no shard index", {with(s0, sim + "/shards", json::array())}, {f0 + field + ".shards: expected at least one shard"}},
        {"a shard listed twice in a file", {with(s0, sim + "/shards", json::array({0, 0}))}, {f0 + field + ".shards[1]: the shards must be distinct and ascending"}},
        // files that are not distinct shards of one run
        {"the same shard twice", {s1, s0, s1}, {"f2.json\": wager \"ante + play + ante-bonus\": shard 1 of 4 given twice"}},
        {"overlapping shards", {merged01, s2, s1}, {"f2.json\": wager \"ante + play + ante-bonus\": shard 1 of 4 given twice"}},
        {"shards of different counts", {s1, half}, {f1 + "wager \"ante + play + ante-bonus\": shard count differs"}},
        {"another seed", {s1, with(s2, sim + "/seed", 78)}, {f1 + "wager \"ante + play + ante-bonus\": seed differs"}},
        {"another round count", {s1, with(s2, sim + "/run_rounds", 300001)}, {f1 + "wager \"ante + play + ante-bonus\": run's rounds differs"}},
        {"another game", {s1, with(s2, "/game", "Mini-Tex")}, {f1 + "game \"Mini-Tex\" differs from \"Three Card Poker (New York rules)\""}},
        {"another strategy", {s1, with(s2, "/wagers/0/strategy", "never-fold")}, {f1 + "wager \"ante + play + ante-bonus\": strategy differs"}},
        {"another wager", {s1, with(s2, "/wagers/0/wager", "pair-plus")}, {f1 + "wager \"ante + play + ante-bonus\": name differs"}},
        {"other exact figures", {s1, with(s2, "/wagers/2/expected_value", -0.5)}, {f1 + "wagers[2].expected_value: does not follow from the outcomes' counts"}},
        {"other exact figures and counts", {s1, with(with(s2, "/wagers/2/lines/0/combinations", 49), "/wagers/2/lines/0/probability", 49.0 / 22100)},
         {f1 + "wager \"pair-plus\": lines[0] (\"Straight flush\") differs"}},
        // issue 32, item 6: a derived field changed, and a field that is not derived but differs
        {"a changed confidence interval", {with(s0, sim + "/confidence_95/expected_value", 0.5), s1},
         {f0 + field + ".confidence_95.expected_value: does not follow from the simulation's counts"}},
        {"a pay line that pays another amount", {s1, with(s2, "/rules/pay_tables/0/lines/0/pays", "2000 to 1")},
         {f1 + "rules: pay table \"", "\": line \"", "\" pays \"2000 to 1\", not \""}},
        {"another qualifier", {s1, with(s2, "/rules/dealer", "the dealer plays with any hand")}, {f1 + "rules: dealer: \"the dealer plays with any hand\""}},
        {"another number of wagers", {s1, one_wager_more}, {f1 + "it has 4 wagers, not 3"}},
    };
    for (const refused_merge& row : rows) {
        INFO(row.what);
        par_test::check_refused(merge(dir, row.files), "carnival-par: ", row.words);
    }
}

TEST_CASE("carnival-par: merge: some shards of a run make a result labelled partial in every format") {
    const scratch_dir dir("partial");
    const std::string s0 = shard("0/4"), s2 = shard("2/4");
    for (const std::string format : {"md", "html"}) {
        const auto r = merge(dir, {s0, s2}, {"--format", format});
        INFO(format << "\nstderr: " << r.err);
        REQUIRE(r.status == 0);
        CHECK(contains(r.out, "168928 rounds from seed 77; shards 0, 2 of 4 (partial: the whole run is 300000 rounds)"));
    }
    const json merged = json::parse(merge(dir, {s2, s0}, {"--format", "json"}).out);
    CHECK(merged["wagers"][0]["simulation"]["shards"] == json::parse("[0, 2]"));
    // A single shard's own output is labelled partial too.
    CHECK(contains(output_of({"three-card-poker", "--strategy", "q64", "--simulate", "300000", "--seed", "77", "--shard", "1/4"}),
                   "65536 rounds from seed 77; shard 1 of 4 (partial: the whole run is 300000 rounds)"));
}

TEST_CASE("carnival-par: merge: all shards of a run, in any order and in merges of merges, make exactly the whole run") {
    const scratch_dir dir("complete");
    json whole = json::parse(output_of(run_args));
    const std::vector<std::string> s = {shard("0/4"), shard("1/4"), shard("2/4"), shard("3/4")};
    const auto merged01 = merge(dir, {s[0], s[1]}, {"--format", "json"});
    REQUIRE(merged01.status == 0);
    const std::vector<std::vector<std::optional<std::string>>> ways = {
        {s[0], s[1], s[2], s[3]}, {s[3], s[1], s[0], s[2]}, {merged01.out, s[3], s[2]}};
    for (const auto& files : ways) {
        const auto r = merge(dir, files, {"--format", "json"});
        INFO("stderr: " << r.err);
        REQUIRE(r.status == 0);
        json merged = json::parse(r.out);
        CHECK(!contains(r.out, "partial"));
        // Every figure, count and confidence interval the whole run's.
        as_whole_run(merged, whole, 4);
        CHECK(merged == whole);
    }
}

TEST_CASE("carnival-par: merge: Mini-Tex shards merge into the whole run") {
    const scratch_dir dir("mini-tex");
    const std::vector<std::string> args = {"mini-tex", "--strategy", "play-through", "--simulate", "70000", "--seed", "3", "--format", "json"};
    auto part = [&](const std::string& p) {
        auto a = args;
        a.insert(a.end(), {"--shard", p});
        return output_of(a);
    };
    json whole = json::parse(output_of(args));
    const auto r = merge(dir, {part("1/2"), part("0/2")}, {"--format", "json"});
    REQUIRE(r.status == 0);
    json merged = json::parse(r.out);
    as_whole_run(merged, whole, 2);
    CHECK(merged == whole);
    CHECK(merged["game"] == "Mini-Tex 3 Card Hold'em (N.J.A.C. 13:69F-37)");
}
