/// \file
/// \brief `carnival::report::json(sheet)`: a par sheet as JSON (RFC 8259), every field of the
/// model, for programs that read sheets (report::read_json reads it back).
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/json_string.hpp>
#include <carnival/report/format.hpp>
#include <carnival/report/sheet.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::report {

namespace detail {
using carnival::detail::json_string;

/// A number as JSON: shortest round-trip precision.
inline std::string json_number(double x) { return printed("%.17g", x); }
inline std::string json_strings(const std::vector<std::string>& v) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i == 0 ? "" : ", ") + json_string(v[i]);
    return out + "]";
}
}  // namespace detail

/// The JSON text of \p s.
[[nodiscard]] inline std::string json(const sheet& s) {
    using namespace detail;
    std::string out = "{\n  \"game\": " + json_string(s.game) + ",\n  \"generated_by\": " + json_string(s.generated_by) + ",\n";
    out += "  \"rules\": {\n    \"sequence\": " + json_strings(s.rules.sequence) + ",\n    \"dealer\": " + json_string(s.rules.dealer) +
           ",\n    \"contests\": " + json_strings(s.rules.contests) + ",\n    \"even_money\": " + json_strings(s.rules.even_money) +
           ",\n    \"areas\": [";
    for (std::size_t i = 0; i < s.rules.areas.size(); ++i) {
        const betting_area& a = s.rules.areas[i];
        out += std::string(i == 0 ? "" : ",") + "\n      {\"name\": " + json_string(a.name) + ", \"description\": " +
               json_string(a.description) + ", \"rule\": " + json_string(a.rule) + "}";
    }
    out += "],\n    \"pay_tables\": [";
    for (std::size_t i = 0; i < s.rules.pay_tables.size(); ++i) {
        const pay_table_text& t = s.rules.pay_tables[i];
        out += std::string(i == 0 ? "" : ",") + "\n      {\"name\": " + json_string(t.name) + ", \"wagers\": " + json_strings(t.wagers) +
               ", \"lines\": [";
        for (std::size_t j = 0; j < t.lines.size(); ++j)
            out += std::string(j == 0 ? "" : ", ") + "{\"hand\": " + json_string(t.lines[j].hand) + ", \"pays\": " + json_string(t.lines[j].pays) + "}";
        out += "]}";
    }
    out += "]\n  },\n  \"wagers\": [";
    for (std::size_t i = 0; i < s.wagers.size(); ++i) {
        const wager_section& w = s.wagers[i];
        const wager_figures& f = w.figures;
        out += std::string(i == 0 ? "" : ",") + "\n    {\"wager\": " + json_string(f.wager) + ", \"pay_table\": " + json_string(f.pay_table) +
               ", \"strategy\": " + json_string(f.strategy) + ", \"method\": " +
               json_string(w.method == method::exact ? "exact" : "simulated") + ", \"unit\": " + json_string(w.unit) +
               ", \"lines_heading\": " + json_string(w.lines_heading) +
               ",\n     \"house_edge\": " + json_number(f.house_edge) + ", \"element_of_risk\": " + json_number(f.element_of_risk) +
               ", \"expected_value\": " + json_number(f.expected_value) + ", \"std_dev\": " + json_number(f.std_dev) +
               ", \"hit_frequency\": " + json_number(f.hit_frequency) + ", \"average_total_wager\": " + json_number(f.average_total_wager);
        if (w.method == method::simulated)
        {
            const simulation_run& r = w.simulated;
            out += ",\n     \"simulation\": {\"rounds\": " + std::to_string(r.rounds) + ", \"seed\": " + std::to_string(r.seed) +
                   ", \"run_rounds\": " + std::to_string(r.run_rounds) + ", \"shard_count\": " + std::to_string(r.shard_count) +
                   ", \"shards\": [";
            for (std::size_t j = 0; j < r.shards.size(); ++j) out += (j == 0 ? "" : ", ") + std::to_string(r.shards[j]);
            out += "],\n      \"confidence_95\": {\"expected_value\": " + json_number(r.expected_value) + ", \"element_of_risk\": " +
                   json_number(r.element_of_risk) + ", \"std_dev\": " + json_number(r.std_dev) +
                   ", \"hit_frequency\": " + json_number(r.hit_frequency) + "},\n      \"counts\": {\"unit_minor_units\": " +
                   std::to_string(r.counts.unit().minor_units()) + ", \"wagered_minor_units\": " + std::to_string(r.counts.wagered()) +
                   ", \"net_minor_units\": [";
            std::size_t j = 0;
            for (const auto& [net, n] : r.counts.counts()) out += (j++ == 0 ? "[" : ", [") + std::to_string(net) + ", " + std::to_string(n) + "]";
            out += "]}}";
        }
        out += ",\n     \"decisions\": [";
        for (std::size_t j = 0; j < w.decisions.size(); ++j)
            out += std::string(j == 0 ? "" : ", ") + "{\"point\": " + std::to_string(w.decisions[j].point) + ", \"decision\": " +
                   json_string(w.decisions[j].decision) + ", \"combinations\": " + std::to_string(w.decisions[j].combinations) +
                   ", \"probability\": " + json_number(w.decisions[j].probability) + "}";
        out += "],\n     \"lines\": [";
        for (std::size_t j = 0; j < f.categories.size(); ++j)
            out += std::string(j == 0 ? "" : ", ") + "{\"line\": " + json_string(f.categories[j].category) + ", \"combinations\": " +
                   std::to_string(f.categories[j].combinations) + ", \"probability\": " + json_number(f.categories[j].probability) +
                   ", \"return\": " + json_number(f.categories[j].contribution) + "}";
        out += "],\n     \"outcomes\": [";
        for (std::size_t j = 0; j < f.outcomes.size(); ++j)
            out += std::string(j == 0 ? "" : ", ") + "{\"net\": " + json_number(f.outcomes[j].net) + ", \"combinations\": " +
                   std::to_string(f.outcomes[j].combinations) + ", \"probability\": " + json_number(f.outcomes[j].probability) + "}";
        out += "]}";
    }
    out += "\n  ],\n  \"notes\": " + json_strings(s.notes) + "\n}\n";
    return out;
}

}  // namespace carnival::report
