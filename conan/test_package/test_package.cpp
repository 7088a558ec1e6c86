// The Conan package's test: use carnival as a consumer would. Settle one round of New York Three
// Card Poker and print one exact figure of its par sheet, pair plus table A's expected value.
#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/version.hpp>

#include <cmath>
#include <cstdint>
#include <iostream>

int main() {
    using namespace carnival;
    using game = ny_three_card_poker;
    using pair_plus = tcp::pair_plus<three_card_poker_tables::pair_plus_a>;

    wager_slip<game> slip;
    slip.place<tcp::ante>(money::dollars(10)).place<pair_plus>(money::dollars(5));
    // A straight flush against a dealer who does not qualify: ante paid even money, play returned,
    // pair plus 35 to 1 (table A), ante bonus 5 to 1.
    const settlement round = settle(slip, dealt_cards<game>::from_text("Qs Ks As", "Jc 9d 2h"), {decision::play});
    std::cout << "carnival " << CARNIVAL_VERSION_STRING << "\nQs Ks As against Jc 9d 2h:\n";
    for (const wager_result& w : round.wagers)
        std::cout << "  " << w.wager << ": " << name(w.result) << ' ' << w.net << " (" << w.rule << ")\n";
    std::cout << "  player nets " << round.net() << '\n';

    // Pair plus returns are whole multiples of the wager, so the expected value is an exact
    // fraction of the 22,100 three-card hands.
    const analysis::wager_figures figures = analysis::side_wager_figures<game, pair_plus>(money::dollars(1));
    std::int64_t units = 0;
    std::uint64_t hands = 0;
    for (const analysis::outcome_row& row : figures.outcomes) {
        units += std::llround(row.net) * static_cast<std::int64_t>(row.combinations);
        hands += row.combinations;
    }
    std::cout << "pair plus (" << figures.pay_table << "): expected value " << units << '/' << hands << " = "
              << 100 * figures.expected_value << "% per unit wagered\n";

    // Chips are conserved, and the exact fraction is the figure the par sheet prints.
    const bool conserved = round.net() + round.house() + round.dealers() == money{};
    const bool agrees = std::abs(static_cast<double>(units) / static_cast<double>(hands) - figures.expected_value) < 1e-12;
    return conserved && agrees ? 0 : 1;
}
