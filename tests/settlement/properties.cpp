// Properties of settlement over random rounds: every chip put up is accounted for exactly once
// among player, house and dealers, nothing is paid twice, and results agree with their outcomes.
#include "support.hpp"

#include "../support/enumerate.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/random/uniform_below.hpp>
#include <carnival/settlement/settle.hpp>

#include <random>
#include <set>
#include <string>

using namespace carnival;
using namespace carnival::three_card_poker_tables;

namespace {

template <class Game>
dealt_cards<Game> random_cards(std::mt19937_64& g) {
    using d = typename Game::sequence_type;
    const auto all = test_support::random_hand<d::player_cards + d::dealer_cards + d::board_cards>(g);
    dealt_cards<Game> dealt;
    std::size_t i = 0;
    for (card& c : dealt.player) c = all[i++];
    for (card& c : dealt.dealer) c = all[i++];
    for (card& c : dealt.board) c = all[i++];
    return dealt;
}

// Checks a settlement against the chips put up: each placed wager (and each raise made) appears
// once with its stake; the net agrees with the outcome; every chip goes to exactly one of player,
// house and dealers (their nets add up to zero, wager by wager), and only the toke reaches the dealers.
void check_conservation(const settlement& s, money staked_before_deal, money raised, bool folded) {
    std::set<std::string> seen;
    money staked;
    for (const wager_result& w : s.wagers) {
        INFO(w.wager << " " << name(w.result) << " player " << to_string(w.net) << " house " << to_string(w.house)
                     << " dealers " << to_string(w.dealers));
        CHECK(seen.insert(std::string(w.wager)).second);  // nothing is settled twice
        CHECK(w.net + w.house + w.dealers == money{});
        staked += w.stake;
        if (w.wager == "toke") {
            // The player's bet for the dealers: the stake is gone whatever happens.
            CHECK(w.net == -w.stake);
            CHECK(w.dealers == (w.result == outcome::won                                        ? w.stake * 2
                                : w.result == outcome::pushed || w.result == outcome::returned ? w.stake
                                                                                                : money{}));
        } else {
            CHECK(w.dealers == money{});
            switch (w.result) {
                case outcome::won: CHECK(w.net > money{}); break;
                case outcome::lost:
                case outcome::forfeited: CHECK(w.net == -w.stake); break;
                case outcome::pushed:
                case outcome::returned:
                case outcome::withdrawn: CHECK(w.net == money{}); break;
            }
        }
        if (folded && w.wager != "pair-plus" && w.wager != "six-card-bonus" && w.wager != "pocket-poker")
            CHECK(w.result == outcome::forfeited);
        if (w.wager == "ante-bonus") CHECK(w.stake == money{});
    }
    CHECK(staked == staked_before_deal + raised);
    CHECK(s.net() + s.house() + s.dealers() == money{});
}

}  // namespace

TEST_CASE("Three Card Poker: chips are conserved over random rounds", "[settlement][properties]") {
    using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, tcp::six_card_bonus_ii<six_card_ii_e>>;
    using pp = tcp::pair_plus<pair_plus_a>;
    using six = tcp::six_card_bonus_ii<six_card_ii_e>::wager<pp>;
    std::mt19937_64 g{3};
    for (int round = 0; round < 20000; ++round) {
        const auto dealt = random_cards<game_t>(g);
        wager_slip<game_t> slip;
        const money ante = money::dollars(static_cast<std::int64_t>(1 + uniform_below(g, 100)));
        const money pair_plus = money::dollars(static_cast<std::int64_t>(1 + uniform_below(g, 100)));
        slip.place<tcp::ante>(ante).place<pp>(pair_plus).place<six>(money::dollars(5)).place<tcp::toke>(money::dollars(1));
        const bool fold = uniform_below(g, 2) == 0;
        const settlement s = settle(slip, dealt, {fold ? decision::fold : decision::play});
        check_conservation(s, ante + pair_plus + money::dollars(6), fold ? money{} : ante, fold);
        CHECK(s.find("ante"));
        CHECK((s.find("play") != nullptr) == !fold);
    }
}

TEST_CASE("Mini-Tex: chips are conserved over random rounds and folds", "[settlement][properties]") {
    using game_t = mini_tex<ace_king_or_better, mtx::rule_card>;
    using pocket = mtx::pocket_poker<mtx::example_pocket_poker_table>;
    std::mt19937_64 g{4};
    for (int round = 0; round < 20000; ++round) {
        const auto dealt = random_cards<game_t>(g);
        wager_slip<game_t> slip;
        const money ante = money::cents(static_cast<std::int64_t>(1 + uniform_below(g, 10000)));
        slip.place<game_t::ante_type>(ante).place<pocket>(money::dollars(1));
        // Play up to a random point, maybe folding there.
        const auto reached = 1 + uniform_below(g, 3);
        const bool fold = uniform_below(g, 2) == 0 || reached < 3;
        std::vector<decision> d(reached, decision::play);
        if (fold) d.back() = decision::fold;
        const std::size_t raises = fold ? reached - 1 : 3;
        const money raised = ante * (raises >= 1 ? 1 : 0) + ante * (raises >= 2 ? 1 : 0) + ante * (raises >= 3 ? 2 : 0);
        const settlement s = settle(slip, dealt, d);
        check_conservation(s, ante + money::dollars(1), raised, fold);
        CHECK(s.wagers.size() == 1 + raises + 1);
    }
}
