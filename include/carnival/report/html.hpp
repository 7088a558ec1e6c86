/// \file
/// \brief `carnival::report::html(sheet)`: a par sheet as one self-contained page (inline CSS and
/// SVG; no script, no network) with the same content as the Markdown: the rules, every wager's
/// figures with their units, decisions, lines and distribution, and two charts per wager.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/format.hpp>
#include <carnival/report/sheet.hpp>
#include <carnival/report/simulated_section.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::report {

namespace detail {

/// \p text with `&`, `<`, `>` and `"` escaped for HTML.
inline std::string escape(std::string_view text) {
    std::string out;
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

struct bar {
    std::string label;
    double value;
};

/// A horizontal bar chart in SVG: a row per bar, positive bars right of the axis, negative left.
inline std::string chart(std::string_view title, const std::vector<bar>& bars, std::string (*shown)(double)) {
    if (bars.empty()) return {};
    const double row = 22, label_width = 280, width = 840, plot = width - label_width - 90;
    double lo = 0, hi = 0;
    for (const bar& b : bars) lo = std::min(lo, b.value), hi = std::max(hi, b.value);
    const double span = hi - lo > 0 ? hi - lo : 1, zero = label_width + plot * (-lo / span);
    const double height = row * static_cast<double>(bars.size()) + 40;
    const auto num = [](double x) { return printed("%.1f", x); };
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "\" height=\"" + num(height) +
                      "\" role=\"img\" aria-label=\"" + escape(title) + "\">";
    svg += "<text x=\"0\" y=\"16\" font-family=\"sans-serif\" font-size=\"14\" font-weight=\"bold\">" + escape(title) + "</text>";
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const double y = 28 + row * static_cast<double>(i), x1 = label_width + plot * ((bars[i].value - lo) / span);
        svg += "<text x=\"" + num(label_width - 8) + "\" y=\"" + num(y + 14) +
               "\" font-family=\"sans-serif\" font-size=\"12\" text-anchor=\"end\">" + escape(bars[i].label) + "</text>";
        svg += "<rect x=\"" + num(std::min(zero, x1)) + "\" y=\"" + num(y + 3) + "\" width=\"" + num(std::max(std::abs(x1 - zero), 0.5)) +
               "\" height=\"" + num(row - 6) + "\" fill=\"" + (bars[i].value < 0 ? "#c0392b" : "#2b7bb9") + "\"/>";
        svg += "<text x=\"" + num(std::max(zero, x1) + 4) + "\" y=\"" + num(y + 14) + "\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#444\">" +
               shown(bars[i].value) + "</text>";
    }
    return svg + "<line x1=\"" + num(zero) + "\" y1=\"24\" x2=\"" + num(zero) + "\" y2=\"" + num(height - 8) + "\" stroke=\"#333\"/></svg>";
}

/// A table row of cells, the first a header cell when \p head.
inline std::string html_row(std::initializer_list<std::string> cells, bool head = false) {
    std::string out = "<tr>";
    for (const std::string& c : cells) out += (head ? "<th>" : "<td>") + escape(c) + (head ? "</th>" : "</td>");
    return out + "</tr>";
}

}  // namespace detail

/// The HTML page of \p s.
[[nodiscard]] inline std::string html(const sheet& s) {
    using detail::escape;
    using detail::html_row;
    std::string out = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + escape(s.game) +
                      " — par sheet</title><style>"
                      "body{font-family:system-ui,sans-serif;margin:2em;max-width:62em;color:#222}"
                      "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}"
                      "th:first-child,td:first-child,table.text td,table.text th{text-align:left}svg{display:block;margin:1em 0}"
                      ".simulated{background:#fff3cd;border:1px solid #e0b000;padding:.3em .6em}</style></head><body>";
    out += "<h1>" + escape(s.game) + " — par sheet</h1>";
    if (!s.generated_by.empty()) out += "<p>" + escape(s.generated_by) + "</p>";
    out += "<h2>Rules</h2><ol>";
    for (const std::string& step : s.rules.sequence) out += "<li>" + escape(step) + "</li>";
    out += "</ol><p>Dealer: " + escape(s.rules.dealer) + ".</p><table class=\"text\">" + html_row({"betting area", "what it is", "rule"}, true);
    for (const betting_area& a : s.rules.areas) out += html_row({a.name, a.description, a.rule});
    out += "</table>";
    if (!s.rules.contests.empty()) {
        out += "<p>Against the dealer:</p><ul>";
        for (const std::string& c : s.rules.contests) out += "<li>" + escape(c) + "</li>";
        out += "</ul>";
    }
    for (const pay_table_text& t : s.rules.pay_tables) {
        out += "<h3>" + escape(t.name) + "</h3><table>" + html_row({"hand", "pays"}, true);
        for (const pay_line& l : t.lines) out += html_row({l.hand, l.pays});
        out += "</table>";
    }
    for (const wager_section& w : s.wagers) {
        const wager_figures& f = w.figures;
        const bool simulated = w.method == method::simulated;
        const auto pm = [&](std::string text, double half, const char* format) {
            return simulated ? text + " ± " + printed(format, half) : text;
        };
        out += "<h2>" + escape(f.wager) + (f.pay_table.empty() ? "" : " (" + escape(f.pay_table) + ")") + (simulated ? " — simulated" : "") + "</h2>";
        if (simulated)
            out += "<p class=\"simulated\"><strong>Simulated</strong>: " + escape(run_text(w.simulated)) + "; each figure ± the half-width of its 95% confidence interval.</p>";
        if (!f.strategy.empty()) out += "<p>Strategy: " + escape(f.strategy) + "</p>";
        out += "<p>Figures " + escape(w.unit) + ".</p><table>" + html_row({"figure", "value"}, true);
        out += html_row({"house edge", pm(percent(f.house_edge), 100 * w.simulated.expected_value, "%.4f%%")});
        out += html_row({"element of risk", pm(percent(f.element_of_risk), 100 * w.simulated.element_of_risk, "%.4f%%")});
        out += html_row({"expected value", pm(per_unit(f.expected_value), w.simulated.expected_value, "%.6f")});
        out += html_row({"standard deviation", pm(printed("%.4f", f.std_dev), w.simulated.std_dev, "%.4f")});
        out += html_row({"hit frequency", pm(percent(f.hit_frequency), 100 * w.simulated.hit_frequency, "%.4f%%")});
        out += html_row({"average total wager", per_unit(f.average_total_wager)}) + "</table>";
        if (!w.decisions.empty()) {
            out += "<table>" + html_row({"decision point", "decision", "combinations", "probability"}, true);
            for (const decision_row& d : w.decisions)
                out += html_row({std::to_string(d.point), d.decision, std::to_string(d.combinations), probability(d.probability)});
            out += "</table>";
        }
        if (!f.categories.empty()) {
            out += "<table>" + html_row({w.lines_heading, "combinations", "probability", "return"}, true);
            for (const category_row& c : f.categories)
                out += html_row({c.category, std::to_string(c.combinations), probability(c.probability), per_unit(c.contribution)});
            out += "</table>";
        }
        out += "<table>" + html_row({"net", simulated ? "rounds" : "combinations", "probability"}, true);
        std::vector<detail::bar> outcomes, lines;
        for (std::size_t i = 0; i < f.outcomes.size(); ++i) {
            const outcome_row& o = f.outcomes[i];
            const double half = i < w.simulated.outcome_probability.size() ? w.simulated.outcome_probability[i] : 0;
            out += html_row({printed("%g", o.net), std::to_string(o.combinations), pm(probability(o.probability), half, "%.2e")});
            outcomes.push_back({"net " + printed("%g", o.net), o.probability});
        }
        out += "</table>";
        out += detail::chart("Distribution of the net result (probability)", outcomes, &probability);
        for (const category_row& c : f.categories) lines.push_back({c.category, c.contribution});
        out += detail::chart("Contribution of each line to the return (per unit)", lines, &per_unit);
    }
    if (!s.notes.empty()) {
        out += "<h2>Method</h2><ul>";
        for (const std::string& n : s.notes) out += "<li>" + escape(n) + "</li>";
        out += "</ul>";
    }
    return out + "</body></html>\n";
}

}  // namespace carnival::report
