// report::merge_shards: the shards of a simulated run, merged in any order, give exactly the whole
// run's sheet; missing shards leave it partial and say so; anything that is not distinct shards
// of one run is refused, naming the sheet, the wager and the field that differs (issue 32, item 6:
// a shard whose pay line said "2000 to 1" was merged with one that said "1000 to 1").
#include "../support/catch.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/report/json.hpp>
#include <carnival/report/markdown.hpp>
#include <carnival/report/merge.hpp>
#include <carnival/report/par_sheet.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

using namespace carnival;
using game_t = ny_three_card_poker;

namespace {
// Three Card Poker's play simulated (no budget) over 200,000 rounds, four blocks; pair plus exact.
report::sheet shard(std::uint64_t index, std::uint64_t count, std::uint64_t seed = 7) {
    return par_sheet<game_t>(report::play_through{}, "play-through",
                             {.exact = {.threads = 2}, .budget = -1, .rounds = 200'000, .seed = seed, .part = {index, count}});
}
}  // namespace

TEST_CASE("merge_shards: the shards of a run, in any order, are exactly the whole run", "[report][merge]") {
    const report::sheet whole = shard(0, 1);
    REQUIRE(whole.wagers.size() == 2);
    REQUIRE(whole.wagers[0].method == report::method::simulated);
    CHECK(whole.wagers[0].simulated.complete());
    const std::vector<report::sheet> parts = {shard(2, 3), shard(0, 3), shard(1, 3)};
    CHECK_FALSE(parts[0].wagers[0].simulated.complete());
    const report::sheet merged = report::merge_shards(parts);
    const report::wager_section& a = merged.wagers[0];
    const report::wager_section& b = whole.wagers[0];
    CHECK(a.simulated.counts.counts() == b.simulated.counts.counts());
    CHECK(a.simulated.counts.wagered() == b.simulated.counts.wagered());
    CHECK(a.simulated.rounds == 200'000);
    CHECK(a.simulated.shards == std::vector<std::uint64_t>{0, 1, 2});
    CHECK(a.simulated.complete());
    CHECK(a.figures.expected_value == b.figures.expected_value);  // the same counts, the same arithmetic
    CHECK(a.figures.std_dev == b.figures.std_dev);
    CHECK(a.simulated.expected_value == b.simulated.expected_value);
    CHECK(a.simulated.outcome_probability == b.simulated.outcome_probability);
    CHECK(merged.wagers[1].figures.expected_value == whole.wagers[1].figures.expected_value);  // pair plus, exact
    CHECK(report::markdown(merged).find("200000 rounds from seed 7; shards 0, 1, 2 of 3;") != std::string::npos);
    // The counts a merge needs are in the JSON.
    const std::string json = report::json(parts[0]);
    CHECK(json.find("\"shard_count\": 3, \"shards\": [2]") != std::string::npos);
    CHECK(json.find("\"net_minor_units\": [[") != std::string::npos);
}

TEST_CASE("merge_shards: missing shards leave the run partial, and it says so", "[report][merge]") {
    const std::vector<report::sheet> parts = {shard(0, 3), shard(2, 3)};
    const report::sheet merged = report::merge_shards(parts);
    const report::simulation_run& r = merged.wagers[0].simulated;
    CHECK_FALSE(r.complete());
    CHECK(r.rounds == parts[0].wagers[0].simulated.rounds + parts[1].wagers[0].simulated.rounds);
    CHECK(report::markdown(merged).find("shards 0, 2 of 3 (partial: the whole run is 200000 rounds)") != std::string::npos);
}

TEST_CASE("merge_shards: anything but distinct shards of one run is refused", "[report][merge]") {
    const report::sheet a = shard(0, 2);
    const report::sheet b = shard(1, 2);
    report::sheet other_game = b;
    other_game.game = "Pai Gow";
    report::sheet other_table = b;
    other_table.wagers[1].figures.expected_value += 0.5;  // pair plus: other exact figures
    report::sheet fewer = b;
    fewer.wagers.pop_back();
    report::sheet other_pay = b;  // the repro: one shard's table pays another amount
    REQUIRE(!other_pay.rules.pay_tables.empty());
    report::pay_line& first = other_pay.rules.pay_tables[0].lines[0];
    const std::string paid = a.rules.pay_tables[0].lines[0].pays;
    first.pays = "2000 to 1";
    report::sheet other_dealer = b;
    other_dealer.rules.dealer = "the dealer plays with any hand";
    report::sheet other_notes = b;
    other_notes.notes.push_back("a note of another run");
    report::sheet other_unit = b;
    other_unit.wagers[0].unit = "per unit of the total wagered";
    report::sheet other_line = b;  // pair plus, exact: a line's count
    other_line.wagers[1].figures.categories[0].combinations += 1;
    report::sheet other_edge = b;  // pair plus, exact: a figure the expected value does not catch
    other_edge.wagers[1].figures.std_dev *= 2;
    struct row {
        const char* name;
        std::vector<report::sheet> parts;
        std::string message;
    };
    const std::vector<row> rows = {
        {"nothing", {}, "carnival::report::merge_shards: no sheets to merge"},
        {"a shard twice", {a, a}, "sheet 2 of 2: wager \"ante + play + ante-bonus\": shard 0 of 2 given twice"},
        {"another seed", {a, shard(1, 2, 8)}, "sheet 2 of 2: wager \"ante + play + ante-bonus\": seed differs"},
        {"another cut", {a, shard(1, 3)}, "sheet 2 of 2: wager \"ante + play + ante-bonus\": shard count differs"},
        {"another game", {a, other_game}, "sheet 2 of 2: game \"Pai Gow\" differs"},
        {"other exact figures", {a, other_table}, "expected value of the exact figures differs"},
        {"other wagers", {a, fewer}, "sheet 2 of 2: it has 1 wagers, not 2"},
        {"a pay line", {a, other_pay}, "sheet 2 of 2: rules: pay table \"" + a.rules.pay_tables[0].name + "\": line \"" + first.hand +
                                           "\" pays \"2000 to 1\", not \"" + paid + "\""},
        {"the dealer's qualifier", {a, other_dealer}, "sheet 2 of 2: rules: dealer: \"the dealer plays with any hand\", not"},
        {"the notes", {a, other_notes}, "sheet 2 of 2: notes differ"},
        {"a unit", {a, other_unit}, "sheet 2 of 2: wager \"ante + play + ante-bonus\": unit differs"},
        {"an exact line", {a, other_line}, "sheet 2 of 2: wager \"pair-plus\": lines[0] (\"Straight flush\") differs"},
        {"an exact figure", {a, other_edge}, "sheet 2 of 2: wager \"pair-plus\": standard deviation of the exact figures differs"},
        {"no simulated section", {par_sheet<game_t>({.exact = {.threads = 2}})}, "sheet 1 of 1: no simulated section to merge"},
    };
    for (const row& r : rows) {
        INFO(r.name);
        CHECK_THROWS_AS(report::merge_shards(r.parts), std::invalid_argument);
        CHECK_THROWS_WITH(report::merge_shards(r.parts), Catch::Matchers::Contains(r.message));
    }
    // Named parts (their files) are named in messages.
    const std::vector<report::sheet> twice = {a, a};
    const std::vector<std::string> names = {"\"a.json\"", "\"b.json\""};
    CHECK_THROWS_WITH(report::merge_shards(twice, names), Catch::Matchers::Contains("merge_shards: \"b.json\": wager"));
}
