// Every section of every sheet states the unit its figures are in, and one figure of each is
// recomputed here, in that unit, from the sheet's own counts — not from the library's analysis
// (issue 32, item 9: the "ante-play + pair-plus" section said "per unit of the ante" for figures
// per unit of the ante and the pair plus together, wrong by a factor of 1 + the coupled ratio).
#include "harness.hpp"

#include "support/catch.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

using nlohmann::json;
using par_test::command_line;

namespace {

json sheet_of(const std::vector<std::string>& args) {
    const par_test::result r = par_test::run(args);
    INFO(command_line(args) << "\n" << r.err);
    REQUIRE(r.status == 0);
    return json::parse(r.out);
}

const json& section(const json& sheet, const std::string& wager, const std::string& method = "exact") {
    for (const json& w : sheet["wagers"])
        if (w["wager"] == wager && w["method"] == method) return w;
    FAIL("no " << method << " section \"" << wager << "\"");
    throw;
}

bool close(double a, double b) { return std::fabs(a - b) <= 1e-12 * std::max(1.0, std::fabs(b)); }

std::uint64_t total_of(const json& w) {
    std::uint64_t n = 0;
    for (const json& o : w["outcomes"]) n += o["combinations"].get<std::uint64_t>();
    return n;
}

// Deals with a net result of exactly \p net (in the section's unit).
std::uint64_t deals_at(const json& w, double net) {
    for (const json& o : w["outcomes"])
        if (close(o["net"].get<double>(), net)) return o["combinations"].get<std::uint64_t>();
    return 0;
}

double lowest_net(const json& w) {
    double low = 0;
    for (const json& o : w["outcomes"]) low = std::min(low, o["net"].get<double>());
    return low;
}

// A pay-table wager "per unit wagered": its expectation from its lines' counts and the pay table the
// rules print ("35 to 1"), every line not in the table a loss of the unit.
double expectation_from_lines(const json& sheet, const json& w) {
    const json* table = nullptr;
    for (const json& t : sheet["rules"]["pay_tables"])
        for (const json& name : t["wagers"])
            if (name == w["wager"]) table = &t;
    REQUIRE(table != nullptr);
    double sum = 0;
    for (const json& line : w["lines"]) {
        double pays = -1;
        for (const json& l : (*table)["lines"])
            if (l["hand"] == line["line"]) {
                const std::string text = l["pays"];
                REQUIRE(text.ends_with(" to 1"));
                pays = std::stod(text.substr(0, text.size() - 5));
            }
        sum += pays * static_cast<double>(line["combinations"].get<std::uint64_t>());
    }
    return sum / static_cast<double>(total_of(w));
}

// The deals a decision point's fold was taken in (the sheet's decisions).
std::uint64_t folds_at(const json& w, std::size_t point) {
    for (const json& d : w["decisions"])
        if (d["point"] == point && d["decision"] == "fold") return d["combinations"].get<std::uint64_t>();
    return 0;
}

// A play per unit of the ante: a fold at the first decision loses the ante alone, -1 unit, and
// everything lost — the ante and every raise — is \p lowest.
void check_per_ante(const json& play, double lowest) {
    CHECK(play["unit"].get<std::string>().starts_with("per unit of the ante (the initial wager)"));
    CHECK(deals_at(play, -1) >= folds_at(play, 1));
    CHECK(folds_at(play, 1) > 0);
    CHECK(lowest_net(play) == lowest);
}

// A pay-table wager per unit wagered, for a \p stake wager: its expectation from its lines.
void check_per_unit_wagered(const json& sheet, const json& w, const std::string& stake) {
    CHECK(w["unit"] == "per unit wagered, for a " + stake + " wager");
    CHECK(close(expectation_from_lines(sheet, w), w["expected_value"].get<double>()));
}

}  // namespace

TEST_CASE("carnival-par: Three Card Poker's sections state their units, each recomputed in it (issue 32, item 9)") {
    for (const int ratio : {1, 5}) {
        const std::vector<std::string> args = {"three-card-poker", "--six-card", "i-A", "--coupled-ratio", std::to_string(ratio), "--format", "json"};
        INFO(command_line(args));
        const json s = sheet_of(args);
        // The play, per unit of the ante: a fold (point 1) loses the ante, -1 unit; ante and play lost, -2.
        const json& play = section(s, "ante + play + ante-bonus");
        check_per_ante(play, -2);
        // pair plus and the six-card bonus, per unit wagered: from their lines and printed pay tables.
        const json& pair_plus = section(s, "pair-plus");
        check_per_unit_wagered(s, pair_plus, "$1.00");
        check_per_unit_wagered(s, section(s, "six-card-bonus"), "$5.00");
        // ante and pair plus together, per unit of the two together: a fold forfeits both, -1 of
        // that unit (it would be -(1 + ratio) per unit of the ante); the house edge is the two
        // sections' edges weighted by their stakes (every pair-plus winner plays anyway).
        const json& both = section(s, "ante + play + pair-plus + ante-bonus");
        CHECK(both["unit"].get<std::string>().starts_with("per unit of the initial stake, the ante and the pair plus together (" +
                                                          std::to_string(ratio) + " of pair plus per unit of the ante"));
        CHECK(deals_at(both, -1) >= folds_at(play, 1));
        CHECK(close(lowest_net(both), -(2.0 + ratio) / (1.0 + ratio)));
        CHECK(close(both["house_edge"].get<double>(),
                    (play["house_edge"].get<double>() + ratio * pair_plus["house_edge"].get<double>()) / (1 + ratio)));
        // The play simulated (under q64), per unit of the ante: from its counts in minor units.
        const json q64 = sheet_of({"three-card-poker", "--strategy", "q64", "--simulate", "70000", "--format", "json"});
        const json& simulated = section(q64, "ante + play + ante-bonus", "simulated");
        CHECK(simulated["unit"] == play["unit"]);
        const json& counts = simulated["simulation"]["counts"];
        double net = 0, rounds = 0;
        for (const json& e : counts["net_minor_units"]) {
            net += e[0].get<double>() * e[1].get<double>();
            rounds += e[1].get<double>();
        }
        CHECK(close(net / rounds / counts["unit_minor_units"].get<double>(), simulated["expected_value"].get<double>()));
    }
}

TEST_CASE("carnival-par: Mini-Tex's and the example games' sections state their units, each recomputed in it (issue 32, item 9)") {
    // Mini-Tex, per unit of the ante: a fold before the flop loses the ante alone; ante, flop
    // (1x), river (1x) and play (2x) lost are -5 (N.J.A.C. 13:69F-37 (a), (c), (e)).
    const json m = sheet_of({"mini-tex", "--format", "json"});
    check_per_ante(section(m, "ante + flop + river + play"), -5);
    check_per_unit_wagered(m, section(m, "pocket-poker"), "$1.00");
    // Let It Ride, per unit of one bet (three of them): all three lost is -3, none pulled back.
    const json l = sheet_of({"let-it-ride", "--format", "json"});
    const json& bets = section(l, "bet 1 + bet 2 + bet 3");
    CHECK(bets["unit"].get<std::string>().starts_with("per unit of each bet the player places"));
    CHECK(lowest_net(bets) == -3);
    CHECK(deals_at(bets, -1) > 0);  // two bets pulled back, the third lost
    // Caribbean Stud simulated (its exact sheet takes most of a minute), per unit of the ante:
    // ante and a 2x raise lost, -3; a fold (mimic-dealer folds below ace-king) loses the ante.
    const json c = sheet_of({"caribbean-stud", "--strategy", "mimic-dealer", "--simulate", "70000", "--format", "json"});
    const json& ante = section(c, "ante + raise", "simulated");
    CHECK(ante["unit"].get<std::string>().starts_with("per unit of the ante (the initial wager)"));
    CHECK(deals_at(ante, -1) > 0);
    CHECK(lowest_net(ante) == -3);
}
