/// \file
/// \brief `carnival::report::markdown(sheet)`: a par sheet as Markdown — the rules in words, then
/// each wager's figures with their units, decisions, lines and distribution of net results.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/format.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/report/simulated_section.hpp>

#include <cstdint>
#include <string>

namespace carnival::report {

namespace detail {
inline std::string row(std::initializer_list<std::string> cells) {
    std::string out = "|";
    for (const std::string& c : cells) out += " " + c + " |";
    return out + "\n";
}
}  // namespace detail

/// The Markdown text of \p s.
[[nodiscard]] inline std::string markdown(const sheet& s) {
    using detail::row;
    std::string out = "# " + s.game + " — par sheet\n\n";
    if (!s.generated_by.empty()) out += s.generated_by + "\n\n";
    out += "## Rules\n\n";
    for (std::size_t i = 0; i < s.rules.sequence.size(); ++i) out += std::to_string(i + 1) + ". " + s.rules.sequence[i] + "\n";
    out += "\nDealer: " + s.rules.dealer + ".\n\n";
    out += "| betting area | what it is | rule |\n|---|---|---|\n";
    for (const betting_area& a : s.rules.areas) out += row({a.name, a.description, a.rule});
    if (!s.rules.contests.empty()) {
        out += "\nAgainst the dealer:\n\n";
        for (const std::string& c : s.rules.contests) out += "- " + c + "\n";
    }
    for (const pay_table_text& t : s.rules.pay_tables) {
        out += "\n### " + t.name + "\n\n| hand | pays |\n|---|---:|\n";
        for (const pay_line& l : t.lines) out += row({l.hand, l.pays});
    }
    for (const wager_section& w : s.wagers) {
        const wager_figures& f = w.figures;
        const bool simulated = w.method == method::simulated;
        // "−0.035057 ± 0.000420" for a simulated figure: its 95% confidence interval.
        const auto pm = [&](std::string text, double half, const char* format) {
            return simulated ? text + " ± " + printed(format, half) : text;
        };
        out += "\n## " + f.wager + (f.pay_table.empty() ? "" : " (" + f.pay_table + ")") +
               (simulated ? " — simulated" : "") + "\n\n";
        if (simulated)
            out += "**Simulated**: " + run_text(w.simulated) + "; each figure ± the half-width of its 95% confidence interval.\n\n";
        if (!f.strategy.empty()) out += "Strategy: " + f.strategy + "\n\n";
        out += "Figures " + w.unit + ".\n\n| figure | value |\n|---|---|\n";
        out += row({"house edge", pm(percent(f.house_edge), 100 * w.simulated.expected_value, "%.4f%%")});
        out += row({"element of risk", pm(percent(f.element_of_risk), 100 * w.simulated.element_of_risk, "%.4f%%")});
        out += row({"expected value", pm(per_unit(f.expected_value), w.simulated.expected_value, "%.6f")});
        out += row({"standard deviation", pm(printed("%.4f", f.std_dev), w.simulated.std_dev, "%.4f")});
        out += row({"hit frequency", pm(percent(f.hit_frequency), 100 * w.simulated.hit_frequency, "%.4f%%")});
        out += row({"average total wager", per_unit(f.average_total_wager)});
        if (!w.decisions.empty()) {
            out += "\n| decision point | decision | combinations | probability |\n|---:|---|---:|---:|\n";
            for (const decision_row& d : w.decisions)
                out += row({std::to_string(d.point), d.decision, std::to_string(d.combinations), probability(d.probability)});
        }
        if (!f.categories.empty()) {
            out += "\n| " + w.lines_heading + " | combinations | probability | return |\n|---|---:|---:|---:|\n";
            for (const category_row& c : f.categories)
                out += row({c.category, std::to_string(c.combinations), probability(c.probability), per_unit(c.contribution)});
        }
        out += std::string("\n| net | ") + (simulated ? "rounds" : "combinations") + " | probability |\n|---:|---:|---:|\n";
        for (std::size_t i = 0; i < f.outcomes.size(); ++i) {
            const outcome_row& o = f.outcomes[i];
            const double half = i < w.simulated.outcome_probability.size() ? w.simulated.outcome_probability[i] : 0;
            out += row({printed("%g", o.net), std::to_string(o.combinations), pm(probability(o.probability), half, "%.2e")});
        }
    }
    if (!s.notes.empty()) {
        out += "\n## Method\n\n";
        for (const std::string& n : s.notes) out += "- " + n + "\n";
    }
    return out;
}

}  // namespace carnival::report
