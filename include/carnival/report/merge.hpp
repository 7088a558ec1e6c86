/// \file
/// \brief `carnival::report::merge_shards(parts)`: the sheet of a whole simulated run from the
/// sheets of its shards (par_sheet with par_options::part = i/n), exactly: the counts add up.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
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

namespace detail {

/// Calls \p refuse naming the first field in which \p b's rules differ from \p a's.
template <class Refuse>
void same_rules(const rule_summary& b, const rule_summary& a, const Refuse& refuse) {
    const auto list = [&](const char* field, const std::vector<std::string>& x, const std::vector<std::string>& y) {
        if (x.size() != y.size()) refuse(std::string("rules: ") + field + ": " + std::to_string(x.size()) + " entries, not " + std::to_string(y.size()));
        for (std::size_t i = 0; i < x.size(); ++i)
            if (x[i] != y[i]) refuse(std::string("rules: ") + field + "[" + std::to_string(i) + "]: \"" + carnival::detail::excerpt(x[i]) + "\", not \"" + carnival::detail::excerpt(y[i]) + "\"");
    };
    list("sequence", b.sequence, a.sequence);
    list("contests", b.contests, a.contests);
    list("even money", b.even_money, a.even_money);
    if (b.dealer != a.dealer) refuse("rules: dealer: \"" + carnival::detail::excerpt(b.dealer) + "\", not \"" + carnival::detail::excerpt(a.dealer) + "\"");
    if (b.areas.size() != a.areas.size()) refuse("rules: " + std::to_string(b.areas.size()) + " betting areas, not " + std::to_string(a.areas.size()));
    for (std::size_t i = 0; i < a.areas.size(); ++i)
        if (b.areas[i].name != a.areas[i].name || b.areas[i].description != a.areas[i].description || b.areas[i].rule != a.areas[i].rule)
            refuse("rules: betting area \"" + b.areas[i].name + "\" differs");
    if (b.pay_tables.size() != a.pay_tables.size()) refuse("rules: " + std::to_string(b.pay_tables.size()) + " pay tables, not " + std::to_string(a.pay_tables.size()));
    for (std::size_t i = 0; i < a.pay_tables.size(); ++i) {
        const pay_table_text& x = b.pay_tables[i];
        const pay_table_text& y = a.pay_tables[i];
        const std::string table = "rules: pay table \"" + y.name + "\": ";
        if (x.name != y.name) refuse(table + "named \"" + x.name + "\"");
        if (x.wagers != y.wagers) refuse(table + "pays other wagers");
        if (x.lines.size() != y.lines.size()) refuse(table + std::to_string(x.lines.size()) + " lines, not " + std::to_string(y.lines.size()));
        for (std::size_t j = 0; j < y.lines.size(); ++j)
            if (x.lines[j].hand != y.lines[j].hand || x.lines[j].pays != y.lines[j].pays)
                refuse(table + "line \"" + x.lines[j].hand + "\" pays \"" + x.lines[j].pays + "\", not \"" + y.lines[j].pays + "\" (line \"" + y.lines[j].hand + "\")");
    }
}

/// Calls \p refuse naming the first decision row in which \p b differs from \p a.
template <class Refuse>
void same_decisions(const std::vector<decision_row>& b, const std::vector<decision_row>& a, const Refuse& refuse) {
    if (b.size() != a.size()) refuse("decisions: " + std::to_string(b.size()) + " rows, not " + std::to_string(a.size()));
    for (std::size_t i = 0; i < a.size(); ++i)
        if (b[i].point != a[i].point || b[i].decision != a[i].decision || b[i].combinations != a[i].combinations || b[i].probability != a[i].probability)
            refuse("decisions[" + std::to_string(i) + "] (\"" + b[i].decision + "\" at point " + std::to_string(b[i].point) + ") differs");
}

/// Calls \p refuse naming the first line (hand category) in which \p b differs from \p a.
template <class Refuse>
void same_lines(const std::vector<category_row>& b, const std::vector<category_row>& a, const Refuse& refuse) {
    if (b.size() != a.size()) refuse("lines: " + std::to_string(b.size()) + " rows, not " + std::to_string(a.size()));
    for (std::size_t i = 0; i < a.size(); ++i)
        if (b[i].category != a[i].category || b[i].combinations != a[i].combinations || b[i].probability != a[i].probability ||
            b[i].contribution != a[i].contribution)
            refuse("lines[" + std::to_string(i) + "] (\"" + b[i].category + "\") differs");
}

}  // namespace detail

/// \brief The sheet of one simulated run from the sheets of distinct shards of it: the exact
/// sections as they are (they must be equal in every part), each simulated section's counts added
/// and its figures and confidence intervals figured again from them. Missing shards leave the run
/// partial, which each simulated section says (simulation_run::complete, run_text); the shards of
/// a whole run merged give exactly the whole run's sheet.
///
/// Every field a shard writes is either figured again from the merged counts (a simulated
/// section's figures, outcomes and confidence intervals; report::read_json has checked them
/// against each shard's counts) or must be the same in every part: the game, its rules word for
/// word (every pay line), the notes, and each wager's name, pay table, strategy, unit, decisions,
/// lines and, for an exact section, every figure. Only `generated_by` may differ (each shard's
/// command line); the merged sheet keeps the first part's, which the caller replaces.
///
/// \throws std::invalid_argument naming the part ("sheet 2 of 3", or its name in \p names, one
/// per part, e.g. its file), the field and what differs: no parts, no simulated section, another
/// game, other rules ("rules: pay table \"…\": line \"Mini royal\" pays \"2000 to 1\", not \"1000
/// to 1\""), other wagers, an exact section with other figures, another run (seed, rounds, shard
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
        detail::same_rules(p.rules, out.rules, refuse);
        if (p.notes != out.notes) refuse("notes differ (how the figures were found)");
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
            same("unit", b.unit, a.unit);
            same("lines heading", b.lines_heading, a.lines_heading);
            detail::same_decisions(b.decisions, a.decisions, [&](const std::string& what) { refuse(wager + what); });
            detail::same_lines(b.figures.categories, a.figures.categories, [&](const std::string& what) { refuse(wager + what); });
            if (a.method == method::exact) {  // counted, not sampled: every figure the same in every shard
                same("average total wager of the exact figures", b.figures.average_total_wager, a.figures.average_total_wager);
                same("expected value of the exact figures", b.figures.expected_value, a.figures.expected_value);
                same("house edge of the exact figures", b.figures.house_edge, a.figures.house_edge);
                same("element of risk of the exact figures", b.figures.element_of_risk, a.figures.element_of_risk);
                same("standard deviation of the exact figures", b.figures.std_dev, a.figures.std_dev);
                same("hit frequency of the exact figures", b.figures.hit_frequency, a.figures.hit_frequency);
                same("outcome count of the exact figures", b.figures.outcomes.size(), a.figures.outcomes.size());
                for (std::size_t j = 0; j < a.figures.outcomes.size(); ++j) {
                    same("outcome of the exact figures", b.figures.outcomes[j].combinations, a.figures.outcomes[j].combinations);
                    same("outcome's net of the exact figures", b.figures.outcomes[j].net, a.figures.outcomes[j].net);
                    same("outcome's probability of the exact figures", b.figures.outcomes[j].probability, a.figures.outcomes[j].probability);
                }
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
