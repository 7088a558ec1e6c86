/// \file
/// \brief `carnival::report::read_json(text, source)`: a par sheet read back from what
/// report::json wrote — every field checked for its type and range, a simulated section's figures
/// figured again from its exact counts — so that the shards of a run can be merged from files.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/checked.hpp>
#include <carnival/detail/json_field.hpp>
#include <carnival/detail/json_value.hpp>
#include <carnival/figures/distribution.hpp>
#include <carnival/money/money.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/report/simulated_section.hpp>
#include <carnival/simulation/blocks.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

namespace carnival::report {

namespace detail {

using carnival::detail::json_field;
using carnival::detail::json_value;
using carnival::detail::parse_json;

/// Whether \p written agrees with \p figured, computed again from the counts (to 1e-9, relative:
/// another platform's last digits may differ; a changed figure does not).
inline bool agrees(double written, double figured) { return std::fabs(written - figured) <= 1e-9 * std::fmax(1.0, std::fabs(figured)); }

inline std::vector<outcome_row> read_outcomes(const json_field& f) {
    std::vector<outcome_row> out;
    for (const json_field& e : f.elements()) {
        e.only({"net", "combinations", "probability"});
        out.push_back({e["net"].number(), e["combinations"].whole(), e["probability"].number()});
    }
    return out;
}

/// A simulated section's run: its counts read and checked against its shards of its run, its
/// figures figured again from them and checked against those written.
inline void read_simulation(const json_field& wager, wager_section& w) {
    const json_field sim = wager["simulation"];
    sim.only({"rounds", "seed", "run_rounds", "shard_count", "shards", "confidence_95", "counts"});
    simulation_run& r = w.simulated;
    r.seed = sim["seed"].whole();
    r.run_rounds = sim["run_rounds"].whole(1);
    r.shard_count = sim["shard_count"].whole(1);  // may pass the rounds: the shards past the last block have none
    r.shards.clear();
    std::uint64_t expected = 0;  // the rounds of these shards of the run
    for (const json_field& e : sim["shards"].elements()) {
        const std::uint64_t i = e.whole(0, r.shard_count - 1);
        if (!r.shards.empty() && i <= r.shards.back()) e.refuse("the shards must be distinct and ascending, got " + std::to_string(i) + " after " + std::to_string(r.shards.back()));
        r.shards.push_back(i);
        expected += simulation::shard_rounds(r.run_rounds, {i, r.shard_count});  // at most run_rounds in all
    }
    if (r.shards.empty()) sim["shards"].refuse("expected at least one shard");
    const json_field counts = sim["counts"];
    counts.only({"unit_minor_units", "wagered_minor_units", "net_minor_units"});
    const std::uint64_t unit = counts["unit_minor_units"].whole(1, static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()));
    const std::uint64_t wagered = counts["wagered_minor_units"].whole();
    std::map<std::int64_t, std::uint64_t> by_net;
    std::uint64_t total = 0;
    for (const json_field& e : counts["net_minor_units"].elements()) {
        const std::vector<json_field> pair = e.elements();
        if (pair.size() != 2) e.refuse("expected a [net, count] pair");
        const std::int64_t net = pair[0].integer();
        const std::uint64_t n = pair[1].whole(1, expected);
        if (!by_net.emplace(net, n).second) pair[0].refuse("net " + std::to_string(net) + " listed twice");
        if ((total += n) > expected) e.refuse("the counts add up to more than the " + std::to_string(expected) + " rounds of these shards");
    }
    if (total != expected)
        counts["net_minor_units"].refuse("the counts add up to " + std::to_string(total) + " rounds, but these shards of a run of " +
                                         std::to_string(r.run_rounds) + " rounds have " + std::to_string(expected));
    if (std::uint64_t least = 0; !carnival::detail::fits_product(unit, total, least) || wagered < least)
        counts["wagered_minor_units"].refuse(std::to_string(wagered) + " is less than " + std::to_string(total) + " rounds of " +
                                             std::to_string(unit) + " each");
    if (sim["rounds"].whole() != total) sim["rounds"].refuse("expected the rounds the counts hold, " + std::to_string(total));
    r.counts = distribution::from_counts(money::cents(static_cast<std::int64_t>(unit)), std::move(by_net), wagered);

    const wager_figures written = w.figures;
    figure_simulated(w);
    const wager_figures& f = w.figures;
    const std::pair<const char*, std::pair<double, double>> figures[] = {
        {"house_edge", {written.house_edge, f.house_edge}},
        {"element_of_risk", {written.element_of_risk, f.element_of_risk}},
        {"expected_value", {written.expected_value, f.expected_value}},
        {"std_dev", {written.std_dev, f.std_dev}},
        {"hit_frequency", {written.hit_frequency, f.hit_frequency}},
        {"average_total_wager", {written.average_total_wager, f.average_total_wager}}};
    for (const auto& [name, values] : figures)
        if (!agrees(values.first, values.second))
            wager[name].refuse("does not follow from the simulation's counts (they give " + std::to_string(values.second) + ")");
    bool same = written.outcomes.size() == f.outcomes.size();
    for (std::size_t i = 0; same && i < f.outcomes.size(); ++i)
        same = written.outcomes[i].combinations == f.outcomes[i].combinations && agrees(written.outcomes[i].net, f.outcomes[i].net) &&
               agrees(written.outcomes[i].probability, f.outcomes[i].probability);
    if (!same) wager["outcomes"].refuse("do not follow from the simulation's counts");
    const json_field confidence = sim["confidence_95"];
    confidence.only({"expected_value", "element_of_risk", "std_dev", "hit_frequency"});
    const std::pair<const char*, double> half_widths[] = {
        {"expected_value", r.expected_value}, {"element_of_risk", r.element_of_risk}, {"std_dev", r.std_dev}, {"hit_frequency", r.hit_frequency}};
    for (const auto& [name, figured] : half_widths)
        if (!agrees(confidence[name].number(), figured))
            confidence[name].refuse("does not follow from the simulation's counts (they give " + std::to_string(figured) + ")");
}

/// An exact section's derived figures — each probability, the expected value, house edge, element
/// of risk, standard deviation and hit frequency — figured again from its outcomes' counts and
/// checked against those written: what a merge copies from a shard must be what it says.
inline void check_exact(const json_field& wager, const wager_section& w) {
    const wager_figures& f = w.figures;
    long double total = 0, sum = 0, sum_sq = 0, wins = 0;
    for (const outcome_row& o : f.outcomes) total += static_cast<long double>(o.combinations);
    if (total == 0) wager["outcomes"].refuse("an exact section counts at least one deal");
    const auto probability = [&](const json_field& row, std::uint64_t combinations, double written) {
        const double figured = static_cast<double>(static_cast<long double>(combinations) / total);
        if (!agrees(written, figured))
            row["probability"].refuse("does not follow from its combinations (" + std::to_string(combinations) + " of " +
                                      std::to_string(static_cast<std::uint64_t>(total)) + " deals give " + std::to_string(figured) + ")");
    };
    const std::vector<json_field> outcomes = wager["outcomes"].elements();
    for (std::size_t i = 0; i < f.outcomes.size(); ++i) {
        const outcome_row& o = f.outcomes[i];
        probability(outcomes[i], o.combinations, o.probability);
        const long double n = static_cast<long double>(o.combinations), x = o.net;
        sum += x * n;
        sum_sq += x * x * n;
        if (o.net > 0) wins += n;
    }
    const std::vector<json_field> lines = wager["lines"].elements();
    for (std::size_t i = 0; i < f.categories.size(); ++i) probability(lines[i], f.categories[i].combinations, f.categories[i].probability);
    const std::vector<json_field> decisions = wager["decisions"].elements();
    for (std::size_t i = 0; i < w.decisions.size(); ++i) probability(decisions[i], w.decisions[i].combinations, w.decisions[i].probability);
    const long double mean = sum / total;
    const double ev = static_cast<double>(mean);
    const std::pair<const char*, std::pair<double, double>> figures[] = {
        {"expected_value", {f.expected_value, ev}},
        {"house_edge", {f.house_edge, -ev}},
        {"element_of_risk", {f.element_of_risk, f.average_total_wager == 0 ? 0.0 : -ev / f.average_total_wager}},
        {"std_dev", {f.std_dev, static_cast<double>(std::sqrt(std::max(0.0L, sum_sq / total - mean * mean)))}},
        {"hit_frequency", {f.hit_frequency, static_cast<double>(wins / total)}}};
    for (const auto& [name, values] : figures)
        if (!agrees(values.first, values.second))
            wager[name].refuse("does not follow from the outcomes' counts (they give " + std::to_string(values.second) + ")");
}

inline wager_section read_wager(const json_field& e) {
    e.only({"wager", "pay_table", "strategy", "method", "unit", "lines_heading", "house_edge", "element_of_risk", "expected_value",
            "std_dev", "hit_frequency", "average_total_wager", "simulation", "decisions", "lines", "outcomes"});
    wager_section w;
    wager_figures& f = w.figures;
    f.wager = e["wager"].text();
    f.pay_table = e["pay_table"].text();
    f.strategy = e["strategy"].text();
    w.unit = e["unit"].text();
    w.lines_heading = e["lines_heading"].text();
    f.house_edge = e["house_edge"].number();
    f.element_of_risk = e["element_of_risk"].number();
    f.expected_value = e["expected_value"].number();
    f.std_dev = e["std_dev"].number();
    f.hit_frequency = e["hit_frequency"].number();
    f.average_total_wager = e["average_total_wager"].number();
    f.outcomes = read_outcomes(e["outcomes"]);
    for (const json_field& d : e["decisions"].elements()) {
        d.only({"point", "decision", "combinations", "probability"});
        w.decisions.push_back({static_cast<std::size_t>(d["point"].whole(1, 1U << 16)), d["decision"].text(), d["combinations"].whole(),
                               d["probability"].number()});
    }
    for (const json_field& l : e["lines"].elements()) {
        l.only({"line", "combinations", "probability", "return"});
        f.categories.push_back({l["line"].text(), l["combinations"].whole(), l["probability"].number(), l["return"].number()});
    }
    const std::string method = e["method"].text();
    if (method == "simulated") {
        read_simulation(e, w);
    } else if (method == "exact") {
        if (e.has("simulation")) e["simulation"].refuse("an exact section has no simulation");
        check_exact(e, w);
    } else {
        e["method"].refuse("expected \"exact\" or \"simulated\", got \"" + method + "\"");
    }
    return w;
}

inline rule_summary read_rules(const json_field& r) {
    r.only({"sequence", "dealer", "contests", "even_money", "areas", "pay_tables"});
    rule_summary s;
    s.sequence = r["sequence"].texts();
    s.dealer = r["dealer"].text();
    s.contests = r["contests"].texts();
    s.even_money = r["even_money"].texts();
    for (const json_field& a : r["areas"].elements()) {
        a.only({"name", "description", "rule"});
        s.areas.push_back({a["name"].text(), a["description"].text(), a["rule"].text()});
    }
    for (const json_field& t : r["pay_tables"].elements()) {
        t.only({"name", "wagers", "lines"});
        pay_table_text table{t["name"].text(), t["wagers"].texts(), {}};
        for (const json_field& l : t["lines"].elements()) {
            l.only({"hand", "pays"});
            table.lines.push_back({l["hand"].text(), l["pays"].text()});
        }
        s.pay_tables.push_back(std::move(table));
    }
    return s;
}

}  // namespace detail

/// \brief The sheet \p text holds, as report::json wrote it; \p source names it in messages (a
/// file name). Every field is checked for its type and range, and a simulated section's counts
/// against its shards of its run; its figures and confidence intervals are figured again from its
/// counts, and a written figure that does not follow from them is refused.
///
/// \throws std::invalid_argument "SOURCE: FIELD: what is wrong" ("shard1.json:
/// wagers[0].simulation.seed: expected a whole number …"), or "SOURCE: not JSON: line L, column C: …".
[[nodiscard]] inline sheet read_json(std::string_view text, std::string_view source = "the sheet") {
    detail::json_value document;
    try {
        document = detail::parse_json(text);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string(source) + ": " + e.what());
    }
    const detail::json_field root(document, "", source);
    root.only({"game", "generated_by", "rules", "wagers", "notes"});
    sheet s;
    s.game = root["game"].text();
    s.generated_by = root["generated_by"].text();
    s.rules = detail::read_rules(root["rules"]);
    for (const detail::json_field& w : root["wagers"].elements()) {
        try {
            s.wagers.push_back(detail::read_wager(w));
        } catch (const std::invalid_argument&) {
            throw;
        } catch (const std::exception& e) {  // a distribution the counts cannot make (a sum past 2^64, …)
            w.refuse(e.what());
        }
    }
    s.notes = root["notes"].texts();
    return s;
}

}  // namespace carnival::report
