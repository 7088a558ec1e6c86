// Fuzz target: reading sheets back (report::read_json) and merging shards (report::merge_shards),
// what `merge FILE...` does. The input is one to three JSON documents separated by the byte 0x1E.
// Whatever they hold: read_json either reads a sheet or refuses with std::invalid_argument naming
// the document; a sheet read writes back to JSON that reads back to the same JSON; merge_shards
// merges or refuses (std::invalid_argument, or std::overflow_error for totals past 2^64); a merge
// holds exactly the rounds of its shards; and a shard merged with itself is refused.
#include "fuzz.hpp"

#include <carnival/report/json.hpp>
#include <carnival/report/merge.hpp>
#include <carnival/report/read_json.hpp>
#include <carnival/simulation/blocks.hpp>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace carnival;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<report::sheet> parts;
    for (std::size_t from = 0; parts.size() < 3;) {
        const std::size_t end = std::min(text.find('\x1e', from), text.size());
        const std::string name = "shard" + std::to_string(parts.size()) + ".json";
        try {
            parts.push_back(report::read_json(text.substr(from, end - from), name));
        } catch (const std::invalid_argument& e) {
            fuzz::check(std::string_view(e.what()).starts_with(name + ": "), "a refusal names the document");
            return 0;
        }
        // What it read writes back to JSON that reads back to itself.
        const std::string written = report::json(parts.back());
        fuzz::check(report::json(report::read_json(written, "again")) == written, "a sheet read back writes the same JSON");
        if (end == text.size()) break;
        from = end + 1;
    }

    report::sheet merged;
    try {
        merged = report::merge_shards(parts);
    } catch (const std::invalid_argument& e) {
        fuzz::check(std::string_view(e.what()).starts_with("carnival::report::merge_shards: "), "a refusal names merge_shards");
        return 0;
    } catch (const std::overflow_error&) {
        return 0;  // totals past 2^64: refused, the parts unchanged
    }
    // Every round of its shards once.
    for (const report::wager_section& w : merged.wagers) {
        if (w.method != report::method::simulated) continue;
        std::uint64_t expected = 0;
        for (const std::uint64_t i : w.simulated.shards) expected += simulation::shard_rounds(w.simulated.run_rounds, {i, w.simulated.shard_count});
        fuzz::check(w.simulated.counts.total() == expected, "a merged simulation holds exactly its shards' rounds");
    }
    bool refused = false;
    try {
        const std::vector<report::sheet> twice = {parts.front(), parts.front()};
        (void)report::merge_shards(twice);
    } catch (const std::invalid_argument&) {
        refused = true;
    }
    fuzz::check(refused, "a shard merged with itself is refused");
    return 0;
}
