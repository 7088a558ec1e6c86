/// \file
/// \brief `carnival::analysis::hand_text(value)`: a hand as a strategy in words names it — "Q-6-4"
/// for a high card, else its description from a lower-case letter ("pair of threes, nine kicker").
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/rank.hpp>
#include <carnival/eval/hand_category.hpp>

#include <string>
#include <type_traits>

namespace carnival::analysis {

/// \p v (a hand_value) as a strategy names it: "Q-6-4", "pair of threes, nine kicker"; a hand of a
/// designer's ranking as its description says it ("seven-card flush").
template <class V>
[[nodiscard]] std::string hand_text(V v) {
    if constexpr (std::is_same_v<decltype(v.category()), hand_category>) {
        if (v.category() == hand_category::high_card) {
            std::string ranks;
            for (int r = 12; r >= 0; --r)
                if ((v.minor_ranks() >> r) & 1U) {
                    if (!ranks.empty()) ranks += '-';
                    ranks += symbol(rank_at(r));
                }
            if (!ranks.empty()) return ranks;
        }
    }
    std::string text = v.describe();
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

}  // namespace carnival::analysis
