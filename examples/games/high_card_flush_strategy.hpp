// High Card Flush's published strategy (Charles Mousseau's, the one the Wizard of Odds reports):
// raise the most allowed with a flush of four cards or more, raise with a three-card flush of
// T-8-6 or higher, fold the rest.
#pragma once

#include "high_card_flush.hpp"

#include <carnival/settlement/player_view.hpp>

#include <string_view>

namespace high_card_flush {

struct mousseau_strategy {
    static constexpr std::string_view name = "mousseau";
    static constexpr std::string_view description =
        "the published strategy: raise the most allowed with a flush of four cards or more, raise with a three-card flush "
        "of T-8-6 or higher, fold the rest";

    template <class Game>
    decision operator()(const player_view<Game>& v) const {
        const auto hand = evaluate<flush_ranking, all_of<7>>(v.hole);
        if (hand.category() >= flush_length::four_cards) return decision::raise(static_cast<std::uint32_t>(raise_by_flush::most(v)));
        return hand >= t_8_6 ? decision::raise(1) : decision::fold;
    }

private:
    static constexpr auto t_8_6 = at_least<flush_ranking, "Th 8h 6h 2c 3c 4d 5s", "T-8-6">::minimum;
};

}  // namespace high_card_flush
