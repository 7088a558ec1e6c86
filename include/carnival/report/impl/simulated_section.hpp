/// \file
/// \brief The definitions of `figure_simulated` and `run_text`: included by
/// `<carnival/report/simulated_section.hpp>` when carnival is header-only, and by `<carnival/src.hpp>` alone under CARNIVAL_SEPARATE_COMPILATION.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/simulated_section.hpp>

#include <cmath>
#include <cstddef>
#include <string>
#include <utility>

namespace carnival::report {

CARNIVAL_DECL void figure_simulated(wager_section& w) {
    const distribution& d = w.simulated.counts;
    wager_figures f = d.figures();
    f.wager = std::move(w.figures.wager);
    f.pay_table = std::move(w.figures.pay_table);
    f.strategy = std::move(w.figures.strategy);
    w.figures = std::move(f);
    w.method = method::simulated;
    simulation_run& r = w.simulated;
    r.rounds = d.total();
    const auto n = static_cast<double>(d.total());
    const double z = 1.959963984540054;  // the normal distribution's 97.5% quantile
    const wager_figures& g = w.figures;
    r.expected_value = z * g.std_dev / std::sqrt(n);
    r.element_of_risk = r.expected_value / g.average_total_wager;
    r.std_dev = z * g.std_dev / std::sqrt(2 * n);
    r.hit_frequency = z * std::sqrt(g.hit_frequency * (1 - g.hit_frequency) / n);
    r.outcome_probability.clear();
    for (const outcome_row& o : g.outcomes) r.outcome_probability.push_back(z * std::sqrt(o.probability * (1 - o.probability) / n));
}

CARNIVAL_DECL std::string run_text(const simulation_run& r) {
    std::string out = std::to_string(r.rounds) + " rounds from seed " + std::to_string(r.seed);
    if (r.shard_count > 1) {
        out += r.shards.size() == 1 ? "; shard " : "; shards ";
        for (std::size_t i = 0; i < r.shards.size(); ++i) out += (i == 0 ? "" : ", ") + std::to_string(r.shards[i]);
        out += " of " + std::to_string(r.shard_count);
    }
    if (!r.complete()) out += " (partial: the whole run is " + std::to_string(r.run_rounds) + " rounds)";
    return out;
}

}  // namespace carnival::report
