/// \file
/// \brief `carnival::report::rule_card(game, summary)`: the inscriptions a table layout carries —
/// the payout odds of every wager and the dealer's qualifier (NY (a)(2)(iv)) — generated from the
/// game's type, so a new pay table changes the card by itself.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/sheet.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace carnival::report {

/// \brief The rule card of game \p game with rules \p s, as plain text: the game, the dealer's
/// qualifier ("Dealer plays with queen-high or better"), the wagers paid 1 to 1, the sequence of
/// play with every decision and its sizes, how each wager against the dealer is settled (a dealer
/// who does not qualify included), each wager's betting area (what a fold does to it, its
/// precondition), and each pay table with the wagers it pays and its lines — everything that
/// moves money, so that two games that pay differently never have the same card.
[[nodiscard]] inline std::string rule_card(const std::string& game, const rule_summary& s) {
    std::string out = game + "\n\n";
    std::string dealer = s.dealer;
    if (!dealer.empty()) dealer[0] = static_cast<char>(dealer[0] >= 'a' && dealer[0] <= 'z' ? dealer[0] - 'a' + 'A' : dealer[0]);
    out += dealer + "\n";
    if (!s.even_money.empty()) {
        std::string names;
        for (std::size_t i = 0; i < s.even_money.size(); ++i)
            names += (i == 0 ? "" : i + 1 == s.even_money.size() ? " and " : ", ") + s.even_money[i];
        out += names + (s.even_money.size() == 1 ? " pays" : " pay") + " 1 to 1\n";
    }
    // Everything else that moves money (issue 32, item 10): the decisions and their sizes, how
    // each wager against the dealer is settled — a dealer who does not qualify included — and
    // what a fold or a precondition does to each wager.
    const auto section = [&](const char* heading, const std::vector<std::string>& lines) {
        if (lines.empty()) return;
        out += std::string("\n") + heading + "\n";
        for (const std::string& l : lines) out += "  " + l + "\n";
    };
    section("Sequence of play", s.sequence);
    section("Against the dealer", s.contests);
    std::vector<std::string> areas;
    for (const betting_area& a : s.areas)
        areas.push_back(a.description.starts_with(a.name + ":") ? a.description : a.name + ": " + a.description);
    section("Wagers", areas);
    for (const pay_table_text& t : s.pay_tables) {
        std::string wagers;
        for (std::size_t i = 0; i < t.wagers.size(); ++i) wagers += (i == 0 ? "" : ", ") + t.wagers[i];
        out += "\n" + wagers + " (" + t.name + ")\n";
        std::size_t width = 0, pays = 0;  // hands left-aligned, payouts right-aligned
        for (const pay_line& l : t.lines) width = std::max(width, l.hand.size()), pays = std::max(pays, l.pays.size());
        for (const pay_line& l : t.lines)
            out += "  " + l.hand + std::string(width - l.hand.size() + 2 + pays - l.pays.size(), ' ') + l.pays + "\n";
    }
    return out;
}

}  // namespace carnival::report
