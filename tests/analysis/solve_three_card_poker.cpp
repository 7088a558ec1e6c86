// The one exact engine (analysis::exact_play) on Three Card Poker's ante and play (NY, ante bonus
// 1-4-5), checked against a plain brute force that shares no code with it
// (support/three_card_poker_brute.hpp: every player hand against every dealer hand of the other 49
// cards): the optimal strategy hand for hand, its threshold in words, the deals and the return by
// the player's final hand, the published figures (rules README), and other strategies.
#include "../support/catch.hpp"
#include "../support/three_card_poker_brute.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/games/three_card_poker.hpp>

#include <array>
#include <cstdint>
#include <cstdlib>

using namespace carnival;
using game_t = ny_three_card_poker;

namespace {

// The ante bonus (NY (f)(1)(iii), 1-4-5) on the ante, by the player's hand.
std::int64_t ante_bonus(reference::three_category category) {
    using enum reference::three_category;
    return category == straight ? 1 : category == three_of_a_kind ? 4 : category == straight_flush ? 5 : 0;
}

// A class of player hands by brute force, per unit of the ante summed over the dealer's hands: the
// play (NY (e)(2): ante and play 1:1 against a qualifying dealer, the ante alone paid 1:1 against
// one that does not qualify, the bonus either way) and the fold (the ante forfeited).
std::int64_t play_return(const brute_tcp::player_class& p) {
    const std::int64_t bonus = ante_bonus(reference::classify3(p.cards).category);
    return p.not_qualified * (1 + bonus) + p.player_wins * (2 + bonus) + p.tie * bonus + p.dealer_wins * (bonus - 2);
}
std::int64_t dealers(const brute_tcp::player_class& p) { return p.not_qualified + p.player_wins + p.tie + p.dealer_wins; }

}  // namespace

TEST_CASE("exact_play on Three Card Poker: the optimal play hand for hand, by final hand and in words, as brute force plays it",
          "[analysis][solve][three_card_poker]") {
    const analysis::play_figures solved = analysis::solve<game_t>({.threads = 2});
    // Brute force, high category first as the sheet lists them: deals and return (units of the ante).
    const std::array<reference::three_category, 6> high_first{
        reference::three_category::straight_flush, reference::three_category::three_of_a_kind, reference::three_category::straight,
        reference::three_category::flush,          reference::three_category::pair,            reference::three_category::high_card};
    std::array<std::uint64_t, 6> deals{};
    std::array<std::int64_t, 6> returned{};
    std::uint64_t total = 0, played = 0, off_threshold = 0;
    std::int64_t all_returned = 0;
    const auto q64_cards = parse_cards("Qc 6d 4h");
    const std::array<card, 3> q64{q64_cards[0], q64_cards[1], q64_cards[2]};
    for (const brute_tcp::player_class& p : brute_tcp::classes()) {
        const auto w = static_cast<std::uint64_t>(p.weight);
        const bool plays = play_return(p) > -dealers(p);  // a tie folds, as solve() does
        off_threshold += plays != (reference::compare3(p.cards, q64) >= 0);
        std::size_t at = 0;
        while (high_first[at] != reference::classify3(p.cards).category) ++at;
        const auto n = w * static_cast<std::uint64_t>(dealers(p));
        deals[at] += n;
        returned[at] += p.weight * (plays ? play_return(p) : -dealers(p));
        total += n;
        played += plays ? n : 0;
    }
    for (std::int64_t r : returned) all_returned += r;
    CHECK(off_threshold == 0);  // the optimal strategy is Q-6-4 or better, class by class
    CHECK(solved.figures.strategy == "optimal, ties to the smaller wager: play with Q-6-4 or better, fold the rest");
    CHECK(total == analysis::exact_play<game_t>::deals);
    REQUIRE(solved.figures.categories.size() == 6);
    CHECK(solved.figures.categories.front().category == "Straight flush");
    CHECK(solved.figures.categories.back().category == "High card");
    for (std::size_t c = 0; c < 6; ++c) {
        INFO("category " << solved.figures.categories[c].category);
        CHECK(solved.figures.categories[c].combinations == deals[c]);
        CHECK(solved.figures.categories[c].contribution ==
              Approx(static_cast<double>(returned[c]) / static_cast<double>(total)).epsilon(1e-12));
    }
    CHECK(solved.figures.expected_value == Approx(static_cast<double>(all_returned) / static_cast<double>(total)).epsilon(1e-12));
    CHECK(solved.figures.average_total_wager == Approx(1.0 + static_cast<double>(played) / static_cast<double>(total)).epsilon(1e-12));
    REQUIRE(solved.decisions.size() == 2);
    CHECK(solved.decisions[0].decision == "fold");
    CHECK(solved.decisions[0].combinations == total - played);
    // Rules README: house edge 3.37% of the ante, element of risk 2.01%.
    CHECK(std::abs(solved.figures.house_edge - 0.0337) < 0.00005);
    CHECK(std::abs(solved.figures.element_of_risk - 0.0201) < 0.00005);
}

TEST_CASE("exact_play on Three Card Poker: other strategies cost more than the optimal one", "[analysis][solve][three_card_poker]") {
    const analysis::exact_play<game_t> solver({.threads = 2});
    const analysis::wager_figures optimal = solver.optimal().figures;
    const analysis::wager_figures never_fold = solver.figures(always_play{}, "never fold").figures;
    const analysis::wager_figures mimic = solver.figures(
        [](const player_view<game_t>& v) {
            return queen_high_or_better::qualifies(evaluate<three_card, all_of<3>>(v.hole)) ? decision::play : decision::fold;
        },
        "mimic the dealer").figures;
    CHECK(never_fold.house_edge > optimal.house_edge);
    CHECK(mimic.house_edge > optimal.house_edge);
    CHECK(never_fold.average_total_wager == 2.0);
    // Never folding by brute force: every class's play return.
    std::int64_t returned = 0;
    std::uint64_t total = 0;
    for (const brute_tcp::player_class& p : brute_tcp::classes()) {
        returned += p.weight * play_return(p);
        total += static_cast<std::uint64_t>(p.weight * dealers(p));
    }
    CHECK(never_fold.expected_value == Approx(static_cast<double>(returned) / static_cast<double>(total)).epsilon(1e-12));
    // A strategy answering something that is not a decision is refused, naming the value.
    CHECK_THROWS_WITH(solver.figures([](const player_view<game_t>&) { return decision{static_cast<action>(9), 0}; }),
                      Catch::Matchers::Contains("is not a decision"));
}
