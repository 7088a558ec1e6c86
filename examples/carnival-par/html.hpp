// carnival-par --format html: one self-contained page (inline CSS and SVG; no scripts, no network).
#pragma once

#include "sheet.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace par {

namespace html_detail {

inline std::string escape(const std::string& text) {
    std::string out;
    for (char c : text) {
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

// A horizontal bar chart in SVG: one row per bar, positive bars to the right of the axis and
// negative ones to the left, each labelled with its value.
inline std::string chart(const std::string& title, const std::vector<bar>& bars, const std::string& value_format) {
    if (bars.empty()) return {};
    const double row = 22, label_width = 280, width = 840, plot = width - label_width - 90;
    double lo = 0, hi = 0;
    for (const bar& b : bars) lo = std::min(lo, b.value), hi = std::max(hi, b.value);
    const double span = hi - lo > 0 ? hi - lo : 1;
    const double zero = label_width + plot * (-lo / span);
    const double height = row * static_cast<double>(bars.size()) + 40;
    std::string svg = fmt::format(R"(<svg xmlns="http://www.w3.org/2000/svg" width="{:.0f}" height="{:.0f}" role="img" aria-label="{}">)",
                                  width, height, escape(title));
    svg += fmt::format(R"(<text x="0" y="16" font-family="sans-serif" font-size="14" font-weight="bold">{}</text>)", escape(title));
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const double y = 28 + row * static_cast<double>(i);
        const double x0 = zero, x1 = label_width + plot * ((bars[i].value - lo) / span);
        svg += fmt::format(R"(<text x="{:.1f}" y="{:.1f}" font-family="sans-serif" font-size="12" text-anchor="end">{}</text>)", label_width - 8, y + 14, escape(bars[i].label));
        svg += fmt::format(R"(<rect x="{:.1f}" y="{:.1f}" width="{:.1f}" height="{:.1f}" fill="{}"/>)", std::min(x0, x1), y + 3,
                           std::max(std::abs(x1 - x0), 0.5), row - 6, bars[i].value < 0 ? "#c0392b" : "#2b7bb9");
        svg += fmt::format(R"(<text x="{:.1f}" y="{:.1f}" font-family="sans-serif" font-size="11" fill="#444">{}</text>)", std::max(x0, x1) + 4, y + 14,
                           fmt::format(fmt::runtime(value_format), bars[i].value));
    }
    svg += fmt::format(R"(<line x1="{:.1f}" y1="24" x2="{:.1f}" y2="{:.1f}" stroke="#333"/>)", zero, zero, height - 8);
    return svg + "</svg>";
}

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
        out += chart("Distribution of the net result (probability)", outcomes, "{:.6f}");
        if (!w.categories.empty()) {
            std::vector<bar> lines;
            for (const auto& c : w.categories) lines.push_back({c.category, c.contribution});
            out += chart("Contribution of each hand to the return (per unit wagered)", lines, "{:+.5f}");
        }
    }
    return out + "</body></html>\n";
}

}  // namespace par
