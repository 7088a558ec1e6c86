// carnival-par --format html: one self-contained page (inline CSS and SVG; no scripts, no network).
#pragma once

#include "sheet.hpp"

#include <carnival/report/html.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace par {

namespace html_detail {
using carnival::report::detail::bar;
using carnival::report::detail::chart;  // inline SVG bar charts
using carnival::report::detail::escape;
}  // namespace html_detail

inline std::string html(const sheet& s) {
    using namespace html_detail;
    std::string out = R"(<!doctype html><html lang="en"><head><meta charset="utf-8">)";
    out += "<title>" + escape(s.title) + " — par sheet</title><style>"
           "body{font-family:system-ui,sans-serif;margin:2em;max-width:60em;color:#222}"
           "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}"
           "th:first-child,td:first-child{text-align:left}svg{display:block;margin:1em 0}</style></head><body>";
    out += "<h1>" + escape(s.title) + " — par sheet</h1><ul>";
    for (const auto& [k, v] : s.options) out += "<li>" + escape(k) + ": " + escape(v) + "</li>";
    out += "</ul>";
    for (const auto& w : s.wagers) {
        out += "<h2>" + escape(w.wager) + " (" + escape(w.pay_table) + ")</h2>";
        if (!w.strategy.empty()) out += "<p>Strategy: " + escape(w.strategy) + "</p>";
        out += "<table><tr><th>figure</th><th>value</th></tr>";
        out += fmt::format("<tr><td>house edge (per initial wager)</td><td>{}</td></tr>", percent(w.house_edge));
        out += fmt::format("<tr><td>element of risk (per total wager)</td><td>{}</td></tr>", percent(w.element_of_risk));
        out += fmt::format("<tr><td>standard deviation</td><td>{:.4f}</td></tr>", w.std_dev);
        out += fmt::format("<tr><td>hit frequency</td><td>{}</td></tr>", percent(w.hit_frequency));
        out += fmt::format("<tr><td>average total wager</td><td>{:.6f}</td></tr></table>", w.average_total_wager);
        std::vector<bar> outcomes;
        for (const auto& o : w.outcomes) outcomes.push_back({fmt::format("net {:g}", o.net), o.probability});
        out += chart("Distribution of the net result (probability)", outcomes, "%.6f");
        if (!w.categories.empty()) {
            std::vector<bar> lines;
            for (const auto& c : w.categories) lines.push_back({c.category, c.contribution});
            out += chart("Contribution of each hand to the return (per unit wagered)", lines, "%+.5f");
        }
    }
    return out + "</body></html>\n";
}

}  // namespace par
