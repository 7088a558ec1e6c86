// A variant in none of the rule texts: the dealer qualifies with jack high, and pair plus adds a
// mini-royal line (A-K-Q suited) at 100 to 1. The whole game is the types in custom_variant.hpp.
#include "custom_variant.hpp"

#include <carnival/carnival.hpp>
#include <iostream>
using namespace carnival;
using namespace custom_variant;

int main() {
    wager_slip<jack_high_poker> slip;
    slip.place<tcp::ante>(money::dollars(10)).place<pair_plus>(money::dollars(5));
    for (auto [player, dealer] : {std::pair{"Qs Ks As", "Jc 9d 2h"}, std::pair{"Kc Kd 4h", "Jd 8h 3s"}}) {
        const settlement s = settle(slip, dealt_cards<jack_high_poker>::from_text(player, dealer), {decision::play});
        std::cout << player << " vs " << dealer << '\n';
        for (const wager_result& w : s.wagers)
            std::cout << "  " << w.wager << ": " << name(w.result) << ' ' << w.net << " (" << w.rule << ") " << w.line << '\n';
    }
}
