// Fuzz target: carnival-par's shard-merge reader. The input is one to three JSON documents
// separated by the byte 0x1E. Whatever they hold, merge_documents either merges them or refuses
// with std::invalid_argument naming the file (never another exception, never a crash); a merge
// counts every round of its shards once; and a shard merged with itself is refused.
#include "fuzz.hpp"

#include "merge.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<par::shard_document> documents;
    for (std::size_t from = 0; documents.size() < 3;) {
        const std::size_t end = std::min(text.find('\x1e', from), text.size());
        const std::string file = "shard" + std::to_string(documents.size()) + ".json";
        try {
            documents.push_back({file, par::merge_detail::json::parse(text.substr(from, end - from))});
        } catch (const par::merge_detail::json::exception&) {
            return 0;  // not JSON: the reader's own job ends before merging (read_json refuses it)
        }
        if (end == text.size()) break;
        from = end + 1;
    }

    par::sheet merged;
    try {
        merged = par::merge_documents(documents);
    } catch (const std::invalid_argument& e) {
        fuzz::check(std::string_view(e.what()).find("shard") != std::string_view::npos, "a refusal names the file");
        return 0;
    }
    // Every round of its shards once: each merged simulation holds exactly the rounds its shards
    // of its run have; and merging the first document with itself is refused.
    for (const par::simulated& sim : merged.simulations) {
        std::uint64_t expected = 0;
        for (const std::uint64_t i : sim.shards) expected += carnival::simulation::shard_rounds(sim.rounds, {i, sim.shard_count});
        fuzz::check(sim.counts.total() == expected, "a merged simulation holds exactly its shards' rounds");
    }
    bool refused = false;
    try {
        (void)par::merge_documents({documents.front(), documents.front()});
    } catch (const std::invalid_argument&) {
        refused = true;
    }
    fuzz::check(refused, "a shard merged with itself is refused");
    return 0;
}
