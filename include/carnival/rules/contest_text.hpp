/// \file
/// \brief `carnival::contest_text(wager, contest)`: how a wager against the dealer is settled, in
/// words with its citations — one text for the rule summary, the rule card and the table's record.
#pragma once

#include <carnival/config.hpp>

#include <carnival/rules/outcome.hpp>

#include <string>
#include <string_view>

namespace carnival {

/// "won (NY (f)(1)(i))": an outcome and the rule that gives it.
[[nodiscard]] inline std::string resolution_text(const resolution& r) {
    return std::string(name(r.result)) + (r.rule.empty() ? "" : " (" + std::string(r.rule) + ")");
}

/// \brief "ante: player higher won (…), equal pushed (…), lower lost (…); dealer not qualifying:
/// won whatever the hands (…)" — the three hands' outcomes against a qualifying dealer, then
/// against one who does not qualify where \p c covers one; three equal outcomes said once.
[[nodiscard]] inline std::string contest_text(std::string_view wager, const contest_rules& c) {
    const auto three = [](const resolution& higher, const resolution& equal, const resolution& lower) {
        if (higher.result == equal.result && equal.result == lower.result && higher.rule == equal.rule && equal.rule == lower.rule)
            return std::string(name(higher.result)) + " whatever the hands" + (higher.rule.empty() ? "" : " (" + std::string(higher.rule) + ")");
        return "player higher " + resolution_text(higher) + ", equal " + resolution_text(equal) + ", lower " + resolution_text(lower);
    };
    std::string out = std::string(wager) + ": " + three(c.higher, c.equal, c.lower);
    if (c.covers_a_dealer_who_does_not_qualify())
        out += "; dealer not qualifying: " + three(c.not_qualified_higher, c.not_qualified_equal, c.not_qualified_lower);
    return out;
}

}  // namespace carnival
