// The three-card ranking: exhaustive counts, ordering against the rule-text reference, rule cases.
#include "../support/catch.hpp"
#include "../support/enumerate.hpp"
#include "../support/reference.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/three_card.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

using namespace carnival;
using hand3 = std::array<card, 3>;

namespace {

hand3 h3(const char* text) {
    const auto cards = parse_cards(text);
    REQUIRE(cards.size() == 3);
    return {cards[0], cards[1], cards[2]};
}

hand_value<three_card> value(const hand3& h) { return evaluate<three_card>(h); }

std::vector<hand3> all_hands() {
    std::vector<hand3> hands;
    test_support::for_each_hand<3>([&](const hand3& h) { hands.push_back(h); });
    return hands;
}

}  // namespace

TEST_CASE("three_card: category counts over all 22100 hands (rules README)", "[eval][three_card]") {
    std::map<hand_category, int> count;
    int total = 0;
    test_support::for_each_hand<3>([&](const hand3& h) {
        ++count[value(h).category()];
        ++total;
    });
    CHECK(total == 22100);
    CHECK(count[hand_category::straight_flush] == 48);
    CHECK(count[hand_category::three_of_a_kind] == 52);
    CHECK(count[hand_category::straight] == 720);
    CHECK(count[hand_category::flush] == 1096);
    CHECK(count[hand_category::pair] == 3744);
    CHECK(count[hand_category::high_card] == 16440);
    CHECK(count.size() == 6);
}

TEST_CASE("three_card: all 22100 hands sorted by the rule-text comparator agree with hand_value",
          "[eval][three_card]") {
    std::vector<hand3> hands = all_hands();
    std::sort(hands.begin(), hands.end(), [](const hand3& a, const hand3& b) { return reference::compare3(a, b) < 0; });
    int distinct = 1;
    for (std::size_t i = 1; i < hands.size(); ++i) {
        const auto expected = reference::compare3(hands[i - 1], hands[i]);
        const auto actual = value(hands[i - 1]) <=> value(hands[i]);
        if (expected != actual) FAIL_CHECK(to_string(hands[i - 1]) << " vs " << to_string(hands[i]));
        if (expected < 0) ++distinct;
    }
    // Distinct values: 12 straight flushes, 13 trips, 12 straights, 274 flushes, 156 pairs, 274 high cards.
    CHECK(distinct == 12 + 13 + 12 + 274 + 13 * 12 + 274);

    std::mt19937_64 g{7};
    for (int i = 0; i < 200000; ++i) {
        const hand3& a = hands[carnival::uniform_below(g, hands.size())];
        const hand3& b = hands[carnival::uniform_below(g, hands.size())];
        if (reference::compare3(a, b) != (value(a) <=> value(b))) FAIL_CHECK(to_string(a) << " vs " << to_string(b));
    }
}

TEST_CASE("three_card: a hand's value does not depend on the order of its cards (all 22100 hands, six orders each)",
          "[eval][three_card]") {
    // The table is indexed by the ordered ranks: every order must read the same code.
    int mismatches = 0;
    test_support::for_each_hand<3>([&](const hand3& h) {
        hand3 order = h;
        std::sort(order.begin(), order.end());
        const std::uint32_t first = three_card::code(order);
        while (std::next_permutation(order.begin(), order.end()))
            if (three_card::code(order) != first) ++mismatches;
    });
    CHECK(mismatches == 0);
}

TEST_CASE("three_card: the order of the rule texts - case by case", "[eval][three_card]") {
    struct row {
        const char* higher;
        const char* lower;
        const char* rule;
    };
    const row rows[] = {
        {"Qh Kh Ah", "Ah 2h 3h", "NY (b)(2)(i): A-K-Q the highest straight flush, 3-2-A the lowest"},
        {"2c 3c 4c", "Ac 2c 3c", "NY (b)(2)(i): 3-2-A the lowest straight flush"},
        {"Ah 2h 3h", "As Ad Ac", "NY (b)(2): straight flush over three of a kind"},
        {"2s 2d 2c", "Ah Kd Qc", "NY (b)(2): three of a kind over straight"},
        {"As Ad Ac", "Ks Kd Kc", "NY (b)(2)(ii): three aces highest"},
        {"Ah Kd Qc", "Kh Qd Jc", "NY (b)(2)(iii): A-K-Q the highest straight"},
        {"2h 3d 4c", "Ah 2d 3c", "NY (b)(2)(iii): 3-2-A the lowest straight"},
        {"Ah 2d 3c", "Ah Kh Jh", "NY (b)(2): straight over flush"},
        {"2h 3h 5h", "Ah Ad Kc", "NY (b)(2): flush over pair"},
        {"2h 2d 3c", "Ah Kd Jc", "NY (b)(2): pair over high card"},
        {"Kh Kd 2c", "Qh Qd Ac", "NY (b)(2)(v): pairs rank by the pair"},
        {"Kh Kd 3c", "Ks Kc 2d", "NY (b)(3): equal pairs, the higher third card"},
        {"Ah Kh 9h", "Ad Kd 8d", "NY (b)(3): flushes, highest card not in the other hand"},
        {"Ah 9d 8c", "Kh Qd 9c", "NY (b)(1): ace is high"},
        {"Ac 5d 3h", "Ad 4h 3s", "NY (b)(3): A-5-3 over A-4-3"},
        {"Qc 6d 4h", "Qd 6h 3s", "NY (b)(3): Q-6-4 over Q-6-3"},
        {"As Kd 2c", "Ac Qd Jh", "NY (b)(3): A-K-2 over A-Q-J"},
    };
    for (const row& r : rows) {
        INFO(r.higher << " > " << r.lower << "  [" << r.rule << "]");
        CHECK(value(h3(r.higher)) > value(h3(r.lower)));
        CHECK(std::is_gt(reference::compare3(h3(r.higher), h3(r.lower))));
    }
    // NY (b)(3), last sentence: identical ranks push, whatever the suits.
    CHECK(value(h3("Ah Kd 9c")) == value(h3("As Kc 9h")));
    CHECK(value(h3("Qh Qd 5c")) == value(h3("Qs Qc 5h")));
    CHECK(value(h3("2h 3h 4h")) == value(h3("2s 3s 4s")));
    // The order of the three cards does not matter.
    CHECK(value(h3("9c Ah Kd")) == value(h3("Ah Kd 9c")));
}

TEST_CASE("three_card: categories - descriptions and made hands", "[eval][three_card]") {
    CHECK(three_card::categories.front() == hand_category::high_card);
    CHECK(three_card::categories.back() == hand_category::straight_flush);
    CHECK_FALSE(has_category<three_card>(hand_category::two_pair));
    CHECK(has_category<three_card>(hand_category::flush));
    CHECK(category_index<three_card>(hand_category::straight) > category_index<three_card>(hand_category::flush));

    CHECK(value(h3("Kd Kh As")).describe() == "Pair of kings, ace kicker");
    CHECK(value(h3("Qh Kd Ac")).describe() == "Straight, ace high");
    CHECK(value(h3("2c 3d Ah")).describe() == "Straight, three high");
    CHECK(value(h3("2h 3h Ah")).describe() == "Straight flush, three high");
    CHECK(value(h3("7c 7d 7s")).describe() == "Three of a kind, sevens");
    CHECK(value(h3("2h 9h Jh")).describe() == "Flush, jack-nine-two");
    CHECK(value(h3("Ac Kd 9s")).describe() == "High card, ace-king-nine");
    CHECK(value(h3("Qc 6d 4s")).category() == hand_category::high_card);
    CHECK(value(h3("Qc 6d 4s")).major_ranks() == 0);
    CHECK(value(h3("Kd Kh As")).major_ranks() == 1U << index(rank::king));
    CHECK(value(h3("Kd Kh As")).minor_ranks() == 1U << index(rank::ace));

    const auto made = best_hand<three_card>(h3("Kd Kh As"));
    CHECK(made.value == value(h3("Kd Kh As")));
    CHECK(made.cards == parse_card_set("Kd Kh As"));
    CHECK(made.describe() == "Pair of kings, ace kicker (Kd Kh As)");
}

TEST_CASE("three_card: evaluation is constexpr", "[eval][three_card]") {
    constexpr hand3 royal{card(rank::queen, suit::spades), card(rank::king, suit::spades), card(rank::ace, suit::spades)};
    constexpr auto v = evaluate<three_card>(royal);
    STATIC_REQUIRE(v.category() == hand_category::straight_flush);
    STATIC_REQUIRE(sizeof(v) == 4);
}

TEST_CASE("evaluate: a sequence of the wrong length is an error - not undefined behaviour", "[eval]") {
    const std::vector<card> four = parse_cards("As Kd Qh Jc");
    CHECK_THROWS_AS(evaluate<three_card>(four), std::invalid_argument);
    CHECK_THROWS_WITH(evaluate<three_card>(four), "carnival::evaluate: the selection reads 3 cards, got 4");
    CHECK_THROWS_AS(evaluate<three_card>(parse_card_set("As Kd")), std::invalid_argument);
    CHECK(evaluate<three_card>(parse_card_set("As Kd Qh")).category() == hand_category::straight);
}
