// The card-removal counts of NY Three Card Poker, computed once for every test that needs them.
#pragma once

#include <carnival/analysis/heads_up.hpp>
#include <carnival/games/three_card_poker.hpp>

namespace test_support {

inline const carnival::analysis::heads_up<carnival::ny_three_card_poker>& three_card_poker_counts() {
    static const carnival::analysis::heads_up<carnival::ny_three_card_poker> counts;
    return counts;
}

}  // namespace test_support
