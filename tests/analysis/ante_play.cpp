// Exact analysis of Three Card Poker's ante-play: card-removal counts against brute force, the
// optimal strategy and the published figures (rules README).
#include "../support/catch.hpp"
#include "../support/three_card_poker_counts.hpp"

#include <carnival/analysis/ante_play.hpp>
#include <carnival/analysis/heads_up.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/games/three_card_poker.hpp>

#include <bit>
#include <cstdint>
#include <numeric>

using namespace carnival;
using game_t = ny_three_card_poker;

namespace {
hand_value<three_card> value_of(const char* text) { return evaluate<three_card>(parse_cards(text)); }
}  // namespace

TEST_CASE("heads_up: card-removal counts equal brute force", "[analysis]") {
    const auto& hands = test_support::three_card_poker_counts().hands();
    REQUIRE(hands.size() == 22100);
    for (const auto& h : hands)
        REQUIRE(std::accumulate(h.dealer.begin(), h.dealer.end(), std::uint64_t{0}) == analysis::heads_up<game_t>::dealer_hands);
    for (std::size_t i = 0; i < hands.size(); i += 97) {
        INFO(to_string(hands[i].cards));
        CHECK(hands[i].dealer == analysis::heads_up<game_t>::split_by_enumeration(hands[i].cards));
    }
}

TEST_CASE("ante-play: the optimal strategy is Q-6-4 or better with the published figures", "[analysis]") {
    const analysis::ante_play<game_t> ap(test_support::three_card_poker_counts());
    const analysis::play_table<game_t> optimal = ap.optimal();
    const auto& hands = test_support::three_card_poker_counts().hands();
    const auto q64 = value_of("Qc 6d 4h");
    for (std::size_t i = 0; i < hands.size(); ++i) {
        INFO(to_string(hands[i].cards) << ": play " << ap.play_ev(i) << " fold " << ap.fold_ev());
        CHECK(optimal.plays(i) == (hands[i].value >= q64));
    }
    const auto f = ap.figures(optimal, "optimal");
    // Rules README: house edge 3.37% of the ante, element of risk 2.01%.
    CHECK(std::abs(f.house_edge - 0.0337) < 0.00005);
    CHECK(std::abs(f.element_of_risk - 0.0201) < 0.00005);
    CHECK(f.average_total_wager > 1.0);
    CHECK(f.average_total_wager < 2.0);
    std::uint64_t total = 0;
    double p = 0;
    for (const auto& o : f.outcomes) {
        total += o.combinations;
        p += o.probability;
    }
    CHECK(total == 22100ULL * 18424ULL);
    // The player's hand categories, highest first, add up to the expected value.
    REQUIRE(f.categories.size() == 6);
    CHECK(f.categories.front().category == "Straight flush");
    CHECK(f.categories.back().category == "High card");
    double contribution = 0;
    for (const auto& c : f.categories) contribution += c.contribution;
    CHECK(std::abs(contribution - f.expected_value) < 1e-12);
    CHECK(std::abs(p - 1.0) < 1e-12);
}

TEST_CASE("ante-play: figures of other strategies are worse than optimal", "[analysis]") {
    const analysis::ante_play<game_t> ap(test_support::three_card_poker_counts());
    const auto optimal = ap.figures(ap.optimal(), "optimal");
    const auto never_fold = ap.figures(always_play{}, "never-fold");
    const auto mimic = ap.figures(
        [](const player_view<game_t>& v) {
            return queen_high_or_better::qualifies(evaluate<three_card, all_of<3>>(v.hole)) ? decision::play : decision::fold;
        },
        "mimic-dealer");
    CHECK(never_fold.house_edge > optimal.house_edge);
    CHECK(mimic.house_edge > optimal.house_edge);
    CHECK(never_fold.average_total_wager == 2.0);
    // The same strategy as a (generic) function of the player's view gives the same figures.
    const auto by_view = ap.figures([](const auto& view) { return view.point == 0 ? decision::play : decision::fold; });
    CHECK(by_view.expected_value == never_fold.expected_value);
    CHECK(by_view.outcomes.size() == never_fold.outcomes.size());
    // Never folding: every hand's expectation is its play EV.
    double ev = 0;
    for (std::size_t i = 0; i < test_support::three_card_poker_counts().hands().size(); ++i) ev += ap.play_ev(i);
    CHECK(std::abs(-ev / 22100.0 - never_fold.house_edge) < 1e-12);
}

TEST_CASE("ante-play with pair plus: folding forfeits both (NY (e)(2)) - the combined figures", "[analysis]") {
    using namespace carnival::three_card_poker_tables;
    using pp = tcp::pair_plus<pair_plus_a>;
    const analysis::ante_play<game_t> ap(test_support::three_card_poker_counts());
    const auto alone = ap.figures(ap.optimal(), "optimal");
    const auto side = analysis::side_wager_figures<game_t, pp>(money::dollars(1));
    for (const int ratio : {1, 2, 5}) {
        const auto both = ap.coupled_figures<pp>(money::dollars(1), money::dollars(ratio));
        INFO("pair plus " << ratio << " per ante");
        // Every hand that wins pair plus already plays, so the decisions do not change and the
        // combined expectation is the sum, per unit of the initial total.
        CHECK(std::abs(both.expected_value * (1 + ratio) - (alone.expected_value + ratio * side.expected_value)) < 1e-12);
        CHECK(both.wager == "ante-play + pair-plus");
    }
}

TEST_CASE("ante-play: a strategy table of the wrong size, an index past the end and stakes that are not positive are refused",
          "[analysis][invalid]") {
    const analysis::ante_play<game_t> ap(test_support::three_card_poker_counts());
    const std::size_t hands = test_support::three_card_poker_counts().hands().size();
    CHECK_NOTHROW(ap.play_ev(hands - 1));
    CHECK_THROWS_AS(ap.play_ev(hands), std::out_of_range);
    CHECK_THROWS_WITH(ap.play_ev(hands + 5), Catch::Matchers::Contains("hand 22105 of 22100"));
    for (const std::size_t size : {std::size_t{0}, hands - 1, hands + 1}) {
        INFO(size << " entries");
        CHECK_THROWS_WITH(analysis::play_table<game_t>(std::vector<bool>(size, true)),
                          Catch::Matchers::Contains("one entry per player hand (22100), got " + std::to_string(size)));
    }
    using pp = tcp::pair_plus<three_card_poker_tables::pair_plus_a>;
    using coupled_game = three_card_poker<three_card_poker_tables::pair_plus_a>;
    const analysis::ante_play<coupled_game> coupled(test_support::three_card_poker_counts());
    for (const auto& [ante, side] : {std::pair{money{}, money{}}, std::pair{money::dollars(1), money{}},
                                     std::pair{-money::dollars(1), money::dollars(1)}}) {
        INFO(ante << " and " << side);
        CHECK_THROWS_AS(coupled.coupled_figures<pp>(ante, side), invalid_wager);
    }
    // A strategy answering something that is neither play nor fold.
    const auto bogus = [](const player_view<game_t>&) { return decision{static_cast<action>(9), 0}; };
    CHECK_THROWS_AS(ap.figures(bogus), invalid_decision);
    // The brute-force baseline takes cards, which must be cards dealt once.
    const auto c = [](const char* text) { return parse_card(text); };
    CHECK_THROWS_AS(analysis::heads_up<game_t>::split_by_enumeration({c("Ah"), c("Ah"), c("2c")}), invalid_cards);
    CHECK_THROWS_AS(analysis::heads_up<game_t>::split_by_enumeration({c("Ah"), c("Kd"), std::bit_cast<card>(std::uint8_t{200})}),
                    invalid_cards);
}

TEST_CASE("play_table::plays checks its index (issue 32, item 7)", "[analysis]") {
    // plays(22100) read past the end and returned 0; plays(10'000'000) was a segmentation fault.
    const analysis::play_table<game_t> every(std::vector<bool>(analysis::play_table<game_t>::hands, true));
    CHECK(every.plays(analysis::play_table<game_t>::hands - 1));
    CHECK_THROWS_AS(every.plays(analysis::play_table<game_t>::hands), std::out_of_range);
    CHECK_THROWS_WITH(every.plays(10'000'000), Catch::Matchers::Contains("hand rank 10000000") &&
                                                   Catch::Matchers::Contains("ranks 0 to 22099"));
}
