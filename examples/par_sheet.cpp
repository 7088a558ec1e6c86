// The exact par sheet of any game in one call: par_sheet<Game>() solves the play (backward
// induction over what the player sees, card removal, suit symmetry), figures each side wager on
// its own and writes the rules in words from the type; the report writers print it. Here the
// bundled Three Card Poker (a few milliseconds); carnival-par (tools/) does the same for every
// bundled and example game.
//
//   carnival-example-par-sheet [md | html | json | csv | rule-card]
#include <carnival/report.hpp>

#include <carnival/games/three_card_poker.hpp>

#include <iostream>
#include <string>
#include <string_view>

int main(int argc, char** argv) {
    using namespace carnival;
    using game_t = ny_three_card_poker;
    const std::string_view format = argc > 1 ? argv[1] : "md";
    if (argc > 2 || (format != "md" && format != "html" && format != "json" && format != "csv" && format != "rule-card")) {
        std::cerr << "usage: carnival-example-par-sheet [md|html|json|csv|rule-card]\n";
        return 2;
    }
    if (format == "rule-card") {
        std::cout << report::rule_card(std::string(game_t::name), report::rule_summary_of<game_t>());
    } else {
        const report::sheet s = par_sheet<game_t>();
        std::cout << (format == "html" ? report::html(s) : format == "json" ? report::json(s) : format == "csv" ? report::csv(s) : report::markdown(s));
    }
    return std::cout.flush() ? 0 : 1;
}
