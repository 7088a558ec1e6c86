// carnival-par merge: combines the simulations of several shard outputs (JSON) exactly.
#pragma once

#include "sheet.hpp"

#include <carnival/analysis/figures.hpp>

#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace par {

inline sheet merge_shards(const std::vector<std::string>& files) {
    using carnival::analysis::distribution;
    using carnival::money;
    sheet s{"merged", "Merged simulations", {}, {}, {}};
    std::map<std::string, distribution> merged;
    std::map<std::string, std::string> seeds, rounds;
    for (const std::string& file : files) {
        std::ifstream in(file);
        if (!in) throw std::invalid_argument("merge: cannot read \"" + file + "\"");
        nlohmann::json j;
        try {
            in >> j;
        } catch (const nlohmann::json::exception& e) {
            throw std::invalid_argument("merge: \"" + file + "\" is not carnival-par JSON output: " + e.what());
        }
        if (!j.contains("simulations")) throw std::invalid_argument("merge: \"" + file + "\" has no simulations (run with --simulate and --format json)");
        if (s.game == "merged") s.game = j.at("game").get<std::string>();
        for (const auto& sim : j.at("simulations")) {
            const auto wager = sim.at("wager").get<std::string>();
            const auto seed = sim.at("seed").get<std::string>(), count = sim.at("rounds").get<std::string>();
            if (seeds.count(wager) && (seeds[wager] != seed || rounds[wager] != count))
                throw std::invalid_argument("merge: \"" + file + "\" is a shard of another run (seed " + seed + ", " + count +
                                            " rounds; expected seed " + seeds[wager] + ", " + rounds[wager] + " rounds)");
            seeds[wager] = seed;
            rounds[wager] = count;
            std::map<std::int64_t, std::uint64_t> counts;
            for (const auto& pair : sim.at("counts")) counts[pair.at(0).get<std::int64_t>()] += pair.at(1).get<std::uint64_t>();
            const auto d = distribution::from_counts(money::cents(sim.at("unit_minor_units").get<std::int64_t>()), std::move(counts),
                                                     sim.at("wagered_minor_units").get<std::uint64_t>());
            auto [it, fresh] = merged.try_emplace(wager, d.unit());
            it->second.merge(d);
        }
    }
    for (auto& [wager, d] : merged) {
        auto f = d.figures();
        f.wager = wager + " (simulated)";
        f.strategy = fmt::format("merged {} shard file(s): {} of {} rounds, seed {}", files.size(), d.total(), rounds[wager], seeds[wager]);
        s.wagers.push_back(std::move(f));
        s.simulations.push_back({wager, d, seeds[wager], rounds[wager], "merged"});
    }
    return s;
}

}  // namespace par
