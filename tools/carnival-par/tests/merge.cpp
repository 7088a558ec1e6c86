// carnival-par merge: distinct shards of one run merge exactly (into the whole run when all are
// there, into a result labelled partial otherwise); every other file set is refused with exit
// status 2 and one line naming the file and the field. A new check adds rows here.
#include "harness.hpp"

#include "../simulate.hpp"

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
const std::vector<std::string> run_args = {"three-card-poker", "--simulate", "300000", "--seed", "77", "--format", "json"};

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
        const std::string name = fmt::format("f{}.json", i);
        args.push_back(files[i] ? dir.write(name, *files[i]) : dir.absent(name));
    }
    args.insert(args.end(), options.begin(), options.end());
    return par_test::run(args);
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
    const std::string count0 = "/simulations/0/counts/0/1";
    const auto first_count = at(s0, count0).get<std::uint64_t>();
    const std::string two_wagers = [&] {
        json j = json::parse(s2);
        j["simulations"].push_back(j["simulations"][0]);
        return j.dump();
    }();
    const std::uint64_t max64 = std::numeric_limits<std::uint64_t>::max();
    const std::string whole = "from 1 to 1000000000000000";

    const std::vector<refused_merge> rows = {
        // files that are not shard output
        {"a file that does not exist", {std::nullopt, s1}, {"f0.json", "cannot read it"}},
        {"not JSON", {"hello", s1}, {"f0.json", "not carnival-par JSON output"}},
        {"JSON but not an object", {"[1, 2]", s1}, {"f0.json", "expected an object, got [1,2]"}},
        {"a sheet without simulations", {plain, s1}, {"f0.json", "simulations: missing"}},
        {"no simulations", {with(s0, "/simulations", json::array()), s1}, {"f0.json", "simulations: expected a non-empty array"}},
        // counts
        {"a negative count", {s1, with(s0, count0, -5)}, {"f1.json", "simulations[0].counts[0][1]", whole, "got -5"}},
        {"a fractional count", {s1, with(s0, count0, 1.5)}, {"f1.json", "simulations[0].counts[0][1]", whole, "got 1.5"}},
        {"a huge count", {s1, with(s0, count0, 1e95)}, {"f1.json", "simulations[0].counts[0][1]", whole, "got 1e+95"}},
        {"a count past 2^64", {s1, with(s0, count0, json::parse("18446744073709551616"))}, {"f1.json", "simulations[0].counts[0][1]", whole}},
        {"a count of zero", {s1, with(s0, count0, 0)}, {"f1.json", "simulations[0].counts[0][1]", whole, "got 0"}},
        {"a count as text", {s1, with(s0, count0, "7")}, {"f1.json", "simulations[0].counts[0][1]", whole, R"(got "7")"}},
        {"counts of 2^63 that would wrap", {with(with(s0, count0, max64 / 2 + 1), "/simulations/0/counts/1/1", max64 / 2 + 1)},
         {"f0.json", "simulations[0].counts[0][1]", whole}},
        {"not a [net, count] pair", {with(s0, "/simulations/0/counts/0", json::array({100}))}, {"f0.json", "simulations[0].counts[0]", "a [net, count] pair"}},
        {"empty counts", {with(s0, "/simulations/0/counts", json::array())}, {"f0.json", "simulations[0].counts", "a non-empty array"}},
        {"no counts", {without(s0, "/simulations/0", "counts")}, {"f0.json", "simulations[0].counts: missing"}},
        {"a fractional net", {with(s0, "/simulations/0/counts/0/0", 0.5)}, {"f0.json", "simulations[0].counts[0][0]", "got 0.5"}},
        {"a net past 2^63", {with(s0, "/simulations/0/counts/0/0", std::uint64_t{1} << 63)},
         {"f0.json", "simulations[0].counts[0][0]", "to 9223372036854775807, got 9223372036854775808"}},
        {"a net listed twice", {with(s0, "/simulations/0/counts/1/0", at(s0, "/simulations/0/counts/0/0"))},
         {"f0.json", "simulations[0].counts[1][0]", "listed twice"}},
        {"one round too many", {with(s0, count0, first_count + 1)},
         {"f0.json", "simulations[0].counts[", "the counts exceed the 103392 rounds of shard 0 of 4 of a run of 300000 rounds"}},
        {"one round too few", {with(s0, count0, first_count - 1)},
         {"f0.json", "simulations[0].counts: the counts add up to 103391 rounds, but shard 0 of 4 of a run of 300000 rounds has 103392"}},
        // the run
        {"rounds as text (an older output)", {with(s0, "/simulations/0/rounds", "300000")}, {"f0.json", "simulations[0].rounds", whole, R"(got "300000")"}},
        {"negative rounds", {with(s0, "/simulations/0/rounds", -300000)}, {"f0.json", "simulations[0].rounds", whole, "got -300000"}},
        {"fractional rounds", {with(s0, "/simulations/0/rounds", 300000.5)}, {"f0.json", "simulations[0].rounds", whole, "got 300000.5"}},
        {"too many rounds", {with(s0, "/simulations/0/rounds", 1'000'000'000'000'001)}, {"f0.json", "simulations[0].rounds", whole}},
        {"a negative seed", {with(s0, "/simulations/0/seed", -1)}, {"f0.json", "simulations[0].seed", "from 0 to 18446744073709551615, got -1"}},
        {"a seed as text", {with(s0, "/simulations/0/seed", "77")}, {"f0.json", "simulations[0].seed", R"(got "77")"}},
        {"a game that is not text", {with(s0, "/simulations/0/game", 5)}, {"f0.json", "simulations[0].game", "expected a string, got 5"}},
        {"an option that is not text", {with(s0, "/simulations/0/options/strategy", 1)}, {"f0.json", "simulations[0].options.strategy", "expected a string"}},
        {"no money unit", {without(s0, "/simulations/0", "unit_minor_units")}, {"f0.json", "simulations[0].unit_minor_units: missing"}},
        {"a money unit of 0", {with(s0, "/simulations/0/unit_minor_units", 0)}, {"f0.json", "simulations[0].unit_minor_units", "got 0"}},
        {"a negative money unit", {with(s0, "/simulations/0/unit_minor_units", -100)}, {"f0.json", "simulations[0].unit_minor_units", "got -100"}},
        {"a negative total wagered", {with(s0, "/simulations/0/wagered_minor_units", -1)}, {"f0.json", "simulations[0].wagered_minor_units", "got -1"}},
        {"a huge total wagered", {with(s0, "/simulations/0/wagered_minor_units", 1e95)}, {"f0.json", "simulations[0].wagered_minor_units", "got 1e+95"}},
        {"less wagered than one unit a round", {with(s0, "/simulations/0/wagered_minor_units", 0)},
         {"f0.json", "simulations[0].wagered_minor_units", "0 is less than 103392 rounds of 100 each"}},
        // the shards
        {"a shard count of 0", {with(s0, "/simulations/0/shards/count", 0)}, {"f0.json", "simulations[0].shards.count", "from 1 to 4294967296, got 0"}},
        {"a shard count past 2^32", {with(s0, "/simulations/0/shards/count", std::uint64_t{1} << 33)}, {"f0.json", "simulations[0].shards.count"}},
        {"a shard index past the count", {with(s0, "/simulations/0/shards/indices/0", 4)}, {"f0.json", "simulations[0].shards.indices[0]", "from 0 to 3, got 4"}},
        {"a negative shard index", {with(s0, "/simulations/0/shards/indices/0", -1)}, {"f0.json", "simulations[0].shards.indices[0]", "got -1"}},
        {"no shard index", {with(s0, "/simulations/0/shards/indices", json::array())}, {"f0.json", "simulations[0].shards.indices", "a non-empty array"}},
        {"a shard listed twice in a file", {with(s0, "/simulations/0/shards/indices", json::array({0, 0}))},
         {"f0.json", "simulations[0].shards.indices[1]", "shard listed twice"}},
        // files that are not distinct shards of one run
        {"the same shard twice", {s1, s0, s1}, {"f2.json", "simulations[0].shards.indices", R"(shard 1 of 4 is also in ")", R"(f0.json")"}},
        {"overlapping shards", {merged01, s2, s1}, {"f2.json", "simulations[0].shards.indices", "shard 1 of 4 is also in", "f0.json"}},
        {"shards of different counts", {s1, half}, {"f1.json", "simulations[0].shards.count", "2 differs from 4 in", "f0.json"}},
        {"another seed", {s1, with(s2, "/simulations/0/seed", 78)}, {"f1.json", "simulations[0].seed", "78 differs from 77"}},
        {"another round count", {s1, with(s2, "/simulations/0/rounds", 300001)}, {"f1.json", "simulations[0].rounds", "300001 differs from 300000"}},
        {"another game", {s1, with(s2, "/simulations/0/game", "mini-tex")},
         {"f1.json", "simulations[0].game", R"("mini-tex" differs from "three-card-poker")"}},
        {"other options", {s1, with(s2, "/simulations/0/options/strategy", "never-fold")}, {"f1.json", "simulations[0].options", R"(strategy="never-fold")"}},
        {"another wager", {s1, with(s2, "/simulations/0/wager", "pair-plus")}, {"f1.json", "simulations[0].wager", R"("pair-plus" differs from "ante-play")"}},
        {"another money unit", {s1, with(s2, "/simulations/0/unit_minor_units", 50)}, {"f1.json", "simulations[0].unit_minor_units", "50 differs from 100"}},
        {"another number of simulated wagers", {s1, two_wagers}, {"f1.json", "simulations: 2 simulated wagers, but", "f0.json", "has 1"}},
        {"totals wagered that would wrap", {with(s1, "/simulations/0/wagered_minor_units", max64), with(s2, "/simulations/0/wagered_minor_units", max64)},
         {"f1.json", "simulations[0].wagered_minor_units", "does not fit in 64 bits"}},
    };
    for (const refused_merge& row : rows) {
        INFO(row.what);
        par_test::check_refused(merge(dir, row.files), "carnival-par: merge: \"", row.words);
    }
}

TEST_CASE("carnival-par: merge: some shards of a run make a result labelled partial in every format") {
    const scratch_dir dir("partial");
    const std::string s0 = shard("0/4"), s2 = shard("2/4");
    const std::string label = "partial: shards 0, 2 of 4 — 168928 of 300000 rounds, seed 77";
    for (const std::string format : {"md", "csv", "json", "html"}) {
        const auto r = merge(dir, {s0, s2}, {"--format", format});
        INFO(format << "\nstderr: " << r.err);
        REQUIRE(r.status == 0);
        CHECK(contains(r.out, "ante-play (simulated, partial)"));
        CHECK(contains(r.out, label));
    }
    const json merged = json::parse(merge(dir, {s2, s0}, {"--format", "json"}).out);
    CHECK(merged["simulations"][0]["shards"] == json::parse(R"({"count": 4, "indices": [0, 2]})"));
    // A single shard's own output is labelled partial too.
    CHECK(contains(output_of({"three-card-poker", "--simulate", "300000", "--seed", "77", "--shard", "1/4"}),
                   "partial: shard 1 of 4 — 65536 of 300000 rounds, seed 77"));
}

TEST_CASE("carnival-par: merge: all shards of a run, in any order and in merges of merges, make exactly the whole run") {
    const scratch_dir dir("complete");
    const json whole = json::parse(output_of(run_args));
    const std::vector<std::string> s = {shard("0/4"), shard("1/4"), shard("2/4"), shard("3/4")};
    const auto merged01 = merge(dir, {s[0], s[1]}, {"--format", "json"});
    REQUIRE(merged01.status == 0);
    const std::vector<std::vector<std::optional<std::string>>> ways = {
        {s[0], s[1], s[2], s[3]}, {s[3], s[1], s[0], s[2]}, {merged01.out, s[3], s[2]}};
    for (const auto& files : ways) {
        const auto r = merge(dir, files, {"--format", "json"});
        INFO("stderr: " << r.err);
        REQUIRE(r.status == 0);
        const json merged = json::parse(r.out);
        const json& sim = merged["simulations"][0];
        const json& expected = whole["simulations"][0];
        for (const char* field : {"wager", "game", "pay_table", "strategy", "options", "seed", "rounds", "unit_minor_units",
                                  "wagered_minor_units", "counts"})
            CHECK(sim[field] == expected[field]);
        CHECK(sim["shards"] == json::parse(R"({"count": 4, "indices": [0, 1, 2, 3]})"));
        // The same figures, named and described as the whole run's.
        REQUIRE(merged["wagers"].size() == 1);
        int found = 0;
        for (const json& w : whole["wagers"])
            if (w["wager"] == "ante-play (simulated)") {
                ++found;
                CHECK(merged["wagers"][0] == w);
            }
        CHECK(found == 1);
        CHECK(!contains(r.out, "partial"));
    }
}

TEST_CASE("carnival-par: merge: Mini-Tex shards merge into the whole run") {
    const scratch_dir dir("mini-tex");
    const std::vector<std::string> args = {"mini-tex", "--simulate", "70000", "--seed", "3", "--format", "json"};
    auto part = [&](const std::string& p) {
        auto a = args;
        a.insert(a.end(), {"--shard", p});
        return output_of(a);
    };
    const json whole = json::parse(output_of(args));
    const auto r = merge(dir, {part("1/2"), part("0/2")}, {"--format", "json"});
    REQUIRE(r.status == 0);
    const json merged = json::parse(r.out);
    CHECK(merged["simulations"][0]["counts"] == whole["simulations"][0]["counts"]);
    CHECK(merged["simulations"][0]["wagered_minor_units"] == whole["simulations"][0]["wagered_minor_units"]);
    CHECK(merged["game"] == "mini-tex");
}
