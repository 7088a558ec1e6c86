// The strong exception guarantee of wager_slip, for every game bundled or shown in the examples
// and every wager placed before the deal: a place() that throws leaves the slip equal to the copy
// taken before, whatever was on the slip and whatever the amount.
#include "../support/catch.hpp"
#include "../support/strong_guarantee.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/settlement/wager_slip.hpp>

#include "../../examples/custom_variant.hpp"

#include <boost/hana/for_each.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <random>

using namespace carnival;
namespace tables = carnival::three_card_poker_tables;

namespace {

// Amounts a player might hand over: valid ones, and every kind the slip refuses.
const std::array<money, 10> amounts{money{},
                                    money::cents(-1),
                                    money::cents(std::numeric_limits<std::int64_t>::min()),
                                    money::cents(1),
                                    money::cents(499),
                                    money::dollars(5),
                                    money::cents(501),
                                    money::dollars(25),
                                    money::dollars(1'000'000),
                                    money::cents(std::numeric_limits<std::int64_t>::max())};

template <class Game>
void check_every_placement() {
    std::mt19937_64 g{2026};
    int refused = 0, placed = 0;
    for (int trial = 0; trial < 50; ++trial) {
        // A slip with whatever a previous player left on it.
        wager_slip<Game> slip;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) {
                try {
                    if (g() % 2 == 0) slip.template place<W>(amounts[g() % amounts.size()]);
                } catch (const invalid_wager&) {
                }
            }
        });
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) {
                for (const money amount : amounts) {
                    INFO(W::name << " with " << to_string(amount));
                    if (test_support::throws_and_leaves_unchanged<invalid_wager>(
                            slip, [&](wager_slip<Game>& s) { s.template place<W>(amount); })) {
                        ++refused;
                    } else {
                        ++placed;  // a placement that succeeds changes that wager's amount only
                        wager_slip<Game> after = slip;
                        after.template place<W>(amount);
                        for (std::size_t i = 0; i < slip.amounts().size(); ++i)
                            CHECK(after.amounts()[i] == (i == wager_slip<Game>::template position<W>() ? amount : slip.amounts()[i]));
                    }
                }
            }
        });
    }
    CHECK(refused > 0);
    CHECK(placed > 0);
}

}  // namespace

TEST_CASE("strong guarantee: a refused placement leaves the slip as it was, in every game", "[settlement][invalid]") {
    check_every_placement<ny_three_card_poker>();
    check_every_placement<three_card_poker<tables::pair_plus_d, tables::ante_bonus_1_5_6, tcp::six_card_bonus_i<tables::six_card_i_a>>>();
    check_every_placement<three_card_poker<tables::pair_plus_a, tables::ante_bonus_1_4_5, tcp::six_card_bonus_ii<tables::six_card_ii_e>>>();
    check_every_placement<custom_variant::jack_high_poker>();
    check_every_placement<nj_mini_tex<>>();
    check_every_placement<mini_tex<ace_king_or_better, mtx::rule_card, mtx::example_pocket_poker_table>>();
}
