/// \file
/// \brief `carnival::report::csv(sheet)`: a par sheet's figures as CSV (RFC 4180), one row per
/// wager, for spreadsheets.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/format.hpp>
#include <carnival/report/sheet.hpp>

#include <string>
#include <string_view>

namespace carnival::report {

/// \brief A CSV field (RFC 4180): quoted when it holds a comma, a double quote, CR or LF, with
/// each double quote inside doubled.
[[nodiscard]] inline std::string csv_field(std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
    std::string out = "\"";
    for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + '"';
}

/// The CSV text of \p s: a header row, then game, wager, pay table, strategy, method and the figures of each wager.
[[nodiscard]] inline std::string csv(const sheet& s) {
    std::string out = "game,wager,pay_table,strategy,method,house_edge,element_of_risk,std_dev,hit_frequency,average_total_wager\r\n";
    for (const wager_section& w : s.wagers) {
        const wager_figures& f = w.figures;
        out += csv_field(s.game) + "," + csv_field(f.wager) + "," + csv_field(f.pay_table) + "," + csv_field(f.strategy) + "," +
               (w.method == method::exact ? "exact" : "simulated") + "," + printed("%.17g", f.house_edge) + "," +
               printed("%.17g", f.element_of_risk) + "," + printed("%.17g", f.std_dev) + "," + printed("%.17g", f.hit_frequency) +
               "," + printed("%.17g", f.average_total_wager) + "\r\n";
    }
    return out;
}

}  // namespace carnival::report
