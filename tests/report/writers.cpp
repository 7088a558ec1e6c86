// The report writers (JSON, CSV, HTML) and the rule card: what they escape, and that each
// carries the sheet's content; the rule card generated from the type.
#include "../support/catch.hpp"

#include <carnival/games/three_card_poker.hpp>
#include <carnival/report.hpp>

#include <string>

using namespace carnival;
using namespace carnival::three_card_poker_tables;

namespace {
std::size_t count(const std::string& text, std::string_view what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}
const report::sheet& tcp_sheet() {
    static const report::sheet s = par_sheet<three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>>(
        {.exact = {.threads = 2}});
    return s;
}
}  // namespace

TEST_CASE("json: strings escaped per RFC 8259, every wager and pay table", "[report][json]") {
    CHECK(report::detail::json_string("a\"b\\c\nd\x01") == "\"a\\\"b\\\\c\\nd\\u0001\"");
    const std::string j = report::json(tcp_sheet());
    CHECK(j.front() == '{');
    CHECK(j.substr(j.size() - 2) == "}\n");
    CHECK(count(j, "{\"wager\": ") == tcp_sheet().wagers.size());
    CHECK(count(j, "\"pay_tables\": [") == 1);
    CHECK(j.find("\"name\": \"NY (f)(2)(ii) pay table E\", \"wagers\": [\"six-card-bonus\"]") != std::string::npos);
    CHECK(j.find("\"method\": \"exact\"") != std::string::npos);
    CHECK(count(j, "[") == count(j, "]"));
    CHECK(count(j, "{") == count(j, "}"));
}

TEST_CASE("csv: RFC 4180 fields, a row per wager", "[report][csv]") {
    CHECK(report::csv_field("plain") == "plain");
    CHECK(report::csv_field("a, b") == "\"a, b\"");
    CHECK(report::csv_field("say \"hi\"") == "\"say \"\"hi\"\"\"");
    const std::string c = report::csv(tcp_sheet());
    CHECK(count(c, "\r\n") == tcp_sheet().wagers.size() + 1);
    CHECK(c.find("Three Card Poker (New York rules),pair-plus,NY (f)(1)(ii) pay table A,,exact,") != std::string::npos);
}

TEST_CASE("html: escaped, self-contained, the same content as the Markdown", "[report][html]") {
    CHECK(report::detail::escape("<a href=\"x\">&</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
    const std::string h = report::html(tcp_sheet());
    CHECK(h.rfind("<!doctype html>", 0) == 0);
    CHECK(h.find("<script") == std::string::npos);
    CHECK(h.find("http://") == h.find("http://www.w3.org/2000/svg"));  // no link but the SVG namespace
    for (const char* text : {"Three Card Poker (New York rules) — par sheet", "Dealer: dealer plays with queen-high or better.",
                             "NY (f)(2)(ii) pay table E", "$1,000,000.00 for a $5.00 wager", "<h2>pair-plus", "<h2>six-card-bonus",
                             "Figures per unit of the ante", "<svg"})
        CHECK(h.find(text) != std::string::npos);
    CHECK(count(h, "<svg") == 2 * tcp_sheet().wagers.size());
    CHECK(count(h, "<table") == count(h, "</table>"));
    // The sheet's number rule holds in its charts and tables (issue 32, item 11: a bar read 0.000000).
    CHECK(h.find("0.000000<") == std::string::npos);
    CHECK(h.find(">0.000000") == std::string::npos);
}

TEST_CASE("rule card: the inscriptions of NY (a)(2)(iv), generated from the type", "[report][rule_card]") {
    using game_a = three_card_poker<pair_plus_a>;
    const std::string card = report::rule_card(std::string(game_a::name), report::rule_summary_of<game_a>());
    CHECK(card.find("Dealer plays with queen-high or better\n") != std::string::npos);
    CHECK(card.find("ante and play pay 1 to 1\n") != std::string::npos);
    CHECK(card.find("pair-plus (NY (f)(1)(ii) pay table A)\n") != std::string::npos);
    CHECK(card.find("ante-bonus (NY (f)(1)(iii) ante bonus 1-4-5)\n") != std::string::npos);
    CHECK(card.find("  Straight flush   " + std::to_string(*pair_plus_a::odds_for(hand_category::straight_flush)) + " to 1\n") != std::string::npos);
    CHECK(card.find("  Pair              " + std::to_string(*pair_plus_a::odds_for(hand_category::pair)) + " to 1\n") != std::string::npos);
    // A new pay table changes the card by itself.
    using game_b = three_card_poker<pair_plus_b>;
    const std::string card_b = report::rule_card(std::string(game_b::name), report::rule_summary_of<game_b>());
    CHECK(card_b.find("pair-plus (NY (f)(1)(ii) pay table B)\n") != std::string::npos);
    CHECK(card_b.find("pay table A") == std::string::npos);
}
