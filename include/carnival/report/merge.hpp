/// \file
/// \brief `carnival::report::merge_shards(parts)`: the sheet of a whole simulated run from the
/// sheets of its shards (par_sheet with par_options::part = i/n), exactly: the counts add up.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/sheet.hpp>
#include <carnival/report/simulated_section.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace carnival::report {

/// \brief The sheet of one simulated run from the sheets of distinct shards of it: the exact
/// sections as they are (they must be equal in every part), each simulated section's counts added
/// and its figures and confidence intervals figured again from them. Missing shards leave the run
/// partial, which each simulated section says (simulation_run::complete, run_text); the shards of
/// a whole run merged give exactly the whole run's sheet.
///
/// \throws std::invalid_argument naming the part ("sheet 2 of 3", or its name in \p names, one
/// per part, e.g. its file), the wager and what differs: no parts, no simulated section, another
/// game, other wagers, an exact section with other figures, another run (seed, rounds, shard
/// count, unit, strategy) or a shard given twice. The parts are not changed.
[[nodiscard]] inline sheet merge_shards(std::span<const sheet> parts, std::span<const std::string> names = {}) {
    if (parts.empty()) throw std::invalid_argument("carnival::report::merge_shards: no sheets to merge");
    const auto part = [&](std::size_t k) {
        return k < names.size() ? names[k] : "sheet " + std::to_string(k + 1) + " of " + std::to_string(parts.size());
    };
    if (std::none_of(parts.front().wagers.begin(), parts.front().wagers.end(), [](const wager_section& w) { return w.method == method::simulated; }))
        throw std::invalid_argument("carnival::report::merge_shards: " + part(0) +
                                    ": no simulated section to merge (a shard is a sheet made with a simulation)");
    sheet out = parts.front();
    for (std::size_t k = 1; k < parts.size(); ++k) {
        const sheet& p = parts[k];
        const std::string where = "carnival::report::merge_shards: " + part(k);
        const auto refuse = [&](const std::string& what) { throw std::invalid_argument(where + ": " + what); };
        if (p.game != out.game) refuse("game \"" + p.game + "\" differs from \"" + out.game + "\"");
        if (p.wagers.size() != out.wagers.size()) refuse("it has " + std::to_string(p.wagers.size()) + " wagers, not " + std::to_string(out.wagers.size()));
        for (std::size_t i = 0; i < p.wagers.size(); ++i) {
            const wager_section& a = out.wagers[i];
            const wager_section& b = p.wagers[i];
            const std::string wager = "wager \"" + a.figures.wager + "\": ";
            const auto same = [&](const char* field, const auto& x, const auto& y) {
                if (!(x == y)) refuse(wager + field + " differs");
            };
            same("name", b.figures.wager, a.figures.wager);
            same("pay table", b.figures.pay_table, a.figures.pay_table);
            same("strategy", b.figures.strategy, a.figures.strategy);
            same("method", b.method, a.method);
            if (a.method == method::exact) {
                same("expected value of the exact figures", b.figures.expected_value, a.figures.expected_value);
                same("outcome count of the exact figures", b.figures.outcomes.size(), a.figures.outcomes.size());
                for (std::size_t j = 0; j < a.figures.outcomes.size(); ++j)
                    same("outcome of the exact figures", b.figures.outcomes[j].combinations, a.figures.outcomes[j].combinations);
                continue;
            }
            const simulation_run& x = a.simulated;
            const simulation_run& y = b.simulated;
            same("seed", y.seed, x.seed);
            same("run's rounds", y.run_rounds, x.run_rounds);
            same("shard count", y.shard_count, x.shard_count);
            same("unit", y.counts.unit(), x.counts.unit());
            for (std::uint64_t s : y.shards)
                if (std::find(x.shards.begin(), x.shards.end(), s) != x.shards.end())
                    refuse(wager + "shard " + std::to_string(s) + " of " + std::to_string(x.shard_count) + " given twice");
        }
        // Checked: now add (a copy; an overflow leaves the parts as they were).
        for (std::size_t i = 0; i < p.wagers.size(); ++i) {
            if (out.wagers[i].method != method::simulated) continue;
            simulation_run& x = out.wagers[i].simulated;
            x.counts.merge(p.wagers[i].simulated.counts);
            x.shards.insert(x.shards.end(), p.wagers[i].simulated.shards.begin(), p.wagers[i].simulated.shards.end());
            std::sort(x.shards.begin(), x.shards.end());
        }
    }
    for (wager_section& w : out.wagers)
        if (w.method == method::simulated) figure_simulated(w);
    return out;
}

}  // namespace carnival::report
