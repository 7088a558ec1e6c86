/// \file
/// \brief `carnival::report::figure_simulated(section)`: a simulated section's figures and their
/// 95% confidence intervals, from its exact counts — one definition for the simulated sheet and
/// for the merge of its shards; `run_text`: the run in words.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/figures.hpp>
#include <carnival/report/sheet.hpp>

#include <cmath>
#include <cstddef>
#include <string>
#include <utility>

namespace carnival::report {

/// \brief Sets \p w's figures (keeping its wager, pay table and strategy names) and its confidence
/// intervals from `w.simulated.counts`; marks it simulated.
inline void figure_simulated(wager_section& w) {
    const analysis::distribution& d = w.simulated.counts;
    analysis::wager_figures f = d.figures();
    f.wager = std::move(w.figures.wager);
    f.pay_table = std::move(w.figures.pay_table);
    f.strategy = std::move(w.figures.strategy);
    w.figures = std::move(f);
    w.method = method::simulated;
    simulation_run& r = w.simulated;
    r.rounds = d.total();
    const auto n = static_cast<double>(d.total());
    const double z = 1.959963984540054;  // the normal distribution's 97.5% quantile
    const analysis::wager_figures& g = w.figures;
    r.expected_value = z * g.std_dev / std::sqrt(n);
    r.element_of_risk = r.expected_value / g.average_total_wager;
    r.std_dev = z * g.std_dev / std::sqrt(2 * n);
    r.hit_frequency = z * std::sqrt(g.hit_frequency * (1 - g.hit_frequency) / n);
    r.outcome_probability.clear();
    for (const analysis::outcome_row& o : g.outcomes) r.outcome_probability.push_back(z * std::sqrt(o.probability * (1 - o.probability) / n));
}

/// \brief "300000 rounds from seed 1", with the shards when the run was cut ("; shards 0, 2 of
/// 3"), and "partial" with the run's rounds when some shards are missing.
[[nodiscard]] inline std::string run_text(const simulation_run& r) {
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
