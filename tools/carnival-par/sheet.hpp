// A par sheet: the game, its options and each wager's figures; written as Markdown, CSV or JSON.
#pragma once

#include <carnival/analysis/figures.hpp>
#include <carnival/report/csv.hpp>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace par {

// A simulated wager: the run it belongs to, which of the run's shards it counted, and its exact
// counts, so that shards can be checked and merged (merge.hpp reads back what json() writes).
struct simulated {
    std::string wager;      // e.g. "ante-play"
    std::string game;       // e.g. "three-card-poker"
    std::string pay_table;  // its description, e.g. "ante bonus 1-4-5"
    std::string strategy;   // its description, e.g. "optimal: play Q-6-4 or better"
    std::vector<std::pair<std::string, std::string>> options;  // the game's options: with seed and rounds they define the run
    std::uint64_t seed = 0;
    std::uint64_t rounds = 0;                 // of the whole run
    std::uint64_t shard_count = 1;            // the run is cut into this many shards ...
    std::vector<std::uint64_t> shards{0};     // ... and these were counted (ascending)
    carnival::analysis::distribution counts{carnival::money::cents(100)};
};

struct sheet {
    std::string game;                                       // e.g. "three-card-poker"
    std::string title;                                      // e.g. "Three Card Poker"
    std::vector<std::pair<std::string, std::string>> options;  // as given on the command line, defaults filled in
    std::vector<carnival::analysis::wager_figures> wagers;
    std::vector<simulated> simulations;  // one per simulated wager, same order as their figures
};

inline std::string percent(double x) { return fmt::format("{:.4f}%", 100 * x); }

inline std::string markdown(const sheet& s) {
    std::string out = fmt::format("# {} — par sheet\n\n", s.title);
    for (const auto& [k, v] : s.options) out += fmt::format("- {}: {}\n", k, v);
    for (const auto& w : s.wagers) {
        out += fmt::format("\n## {} ({})\n\n", w.wager, w.pay_table);
        if (!w.strategy.empty()) out += fmt::format("Strategy: {}\n\n", w.strategy);
        out += "| figure | value |\n|---|---|\n";
        out += fmt::format("| house edge (per initial wager) | {} |\n", percent(w.house_edge));
        out += fmt::format("| element of risk (per total wager) | {} |\n", percent(w.element_of_risk));
        out += fmt::format("| expected value | {:.6f} |\n", w.expected_value);
        out += fmt::format("| standard deviation | {:.4f} |\n", w.std_dev);
        out += fmt::format("| hit frequency | {} |\n", percent(w.hit_frequency));
        out += fmt::format("| average total wager | {:.6f} |\n", w.average_total_wager);
        if (!w.categories.empty()) {
            // Pay-table wagers list their pay lines; decision wagers the player's hand categories.
            out += fmt::format("\n| {} | combinations | probability | return |\n|---|---:|---:|---:|\n",
                               w.strategy.empty() ? "line" : "player's hand");
            for (const auto& c : w.categories)
                out += fmt::format("| {} | {} | {:.8f} | {:.6f} |\n", c.category, c.combinations, c.probability, c.contribution);
        }
        out += "\n| net | combinations | probability |\n|---:|---:|---:|\n";
        for (const auto& o : w.outcomes) out += fmt::format("| {:g} | {} | {:.10f} |\n", o.net, o.combinations, o.probability);
    }
    return out;
}

using carnival::report::csv_field;  // RFC 4180

inline std::string csv(const sheet& s) {
    std::string out = "game,wager,pay_table,strategy,house_edge,element_of_risk,std_dev,hit_frequency,average_total_wager\n";
    for (const auto& w : s.wagers)
        out += fmt::format("{},{},{},{},{:.17g},{:.17g},{:.17g},{:.17g},{:.17g}\n", csv_field(s.game), csv_field(w.wager),
                           csv_field(w.pay_table), csv_field(w.strategy), w.house_edge, w.element_of_risk, w.std_dev,
                           w.hit_frequency, w.average_total_wager);
    return out;
}

inline std::string json(const sheet& s) {
    nlohmann::ordered_json j;
    j["game"] = s.game;
    j["options"] = nlohmann::ordered_json::object();
    for (const auto& [k, v] : s.options) j["options"][k] = v;
    j["wagers"] = nlohmann::ordered_json::array();
    for (const auto& w : s.wagers) {
        nlohmann::ordered_json x;
        x["wager"] = w.wager;
        x["pay_table"] = w.pay_table;
        if (!w.strategy.empty()) x["strategy"] = w.strategy;
        x["house_edge"] = w.house_edge;
        x["element_of_risk"] = w.element_of_risk;
        x["std_dev"] = w.std_dev;
        x["hit_frequency"] = w.hit_frequency;
        x["average_total_wager"] = w.average_total_wager;
        x["expected_value"] = w.expected_value;
        x["outcomes"] = nlohmann::ordered_json::array();
        for (const auto& o : w.outcomes)
            x["outcomes"].push_back({{"net", o.net}, {"combinations", o.combinations}, {"probability", o.probability}});
        if (!w.categories.empty()) {
            x["lines"] = nlohmann::ordered_json::array();
            for (const auto& c : w.categories)
                x["lines"].push_back({{"line", c.category}, {"combinations", c.combinations}, {"probability", c.probability},
                                      {"return", c.contribution}});
        }
        j["wagers"].push_back(std::move(x));
    }
    if (!s.simulations.empty()) {
        j["simulations"] = nlohmann::ordered_json::array();
        for (const auto& sim : s.simulations) {
            nlohmann::ordered_json x;
            x["wager"] = sim.wager;
            x["game"] = sim.game;
            x["pay_table"] = sim.pay_table;
            x["strategy"] = sim.strategy;
            x["options"] = nlohmann::ordered_json::object();
            for (const auto& [k, v] : sim.options) x["options"][k] = v;
            x["seed"] = sim.seed;
            x["rounds"] = sim.rounds;
            x["shards"] = {{"count", sim.shard_count}, {"indices", sim.shards}};
            x["unit_minor_units"] = sim.counts.unit().minor_units();
            x["wagered_minor_units"] = sim.counts.wagered();
            x["counts"] = nlohmann::ordered_json::array();
            for (auto [net, n] : sim.counts.counts()) x["counts"].push_back({net, n});
            j["simulations"].push_back(std::move(x));
        }
    }
    return j.dump(2) + "\n";
}

}  // namespace par
