// The five-card ranking: exhaustive counts and categories against the reference, ordering, cases.
#include "../support/catch.hpp"
#include "../support/enumerate.hpp"
#include "../support/reference.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/five_card.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

using namespace carnival;
using hand5 = std::array<card, 5>;

namespace {

hand5 h5(const char* text) {
    const auto cards = parse_cards(text);
    REQUIRE(cards.size() == 5);
    return {cards[0], cards[1], cards[2], cards[3], cards[4]};
}

hand_value<five_card> value(const hand5& h) { return evaluate<five_card>(h); }

// The reference's category, by name.
hand_category named(reference::five_category c) { return static_cast<hand_category>(c); }

}  // namespace

static_assert(static_cast<int>(reference::five_category::royal_flush) == static_cast<int>(hand_category::royal_flush));

TEST_CASE("five_card: category counts over all 2598960 hands - each hand as the reference says",
          "[eval][five_card]") {
    std::map<hand_category, int> count;
    int total = 0, mismatches = 0;
    test_support::for_each_hand<5>([&](const hand5& h) {
        const hand_category c = value(h).category();
        ++count[c];
        ++total;
        if (c != named(reference::classify5(h).category) && ++mismatches < 10) FAIL_CHECK(to_string(h));
    });
    CHECK(mismatches == 0);
    CHECK(total == 2598960);
    CHECK(count[hand_category::royal_flush] == 4);
    CHECK(count[hand_category::straight_flush] == 36);
    CHECK(count[hand_category::four_of_a_kind] == 624);
    CHECK(count[hand_category::full_house] == 3744);
    CHECK(count[hand_category::flush] == 5108);
    CHECK(count[hand_category::straight] == 10200);
    CHECK(count[hand_category::three_of_a_kind] == 54912);
    CHECK(count[hand_category::two_pair] == 123552);
    CHECK(count[hand_category::pair] == 1098240);
    CHECK(count[hand_category::high_card] == 1302540);
}

TEST_CASE("five_card: ordering agrees with the reference on sorted neighbours and random pairs", "[eval][five_card]") {
    std::mt19937_64 g{2};
    std::vector<hand5> hands;
    for (int i = 0; i < 60000; ++i) hands.push_back(test_support::random_hand<5>(g));
    std::sort(hands.begin(), hands.end(), [](const hand5& a, const hand5& b) { return reference::compare5(a, b) < 0; });
    for (std::size_t i = 1; i < hands.size(); ++i)
        if (reference::compare5(hands[i - 1], hands[i]) != (value(hands[i - 1]) <=> value(hands[i])))
            FAIL_CHECK(to_string(hands[i - 1]) << " vs " << to_string(hands[i]));
    for (int i = 0; i < 200000; ++i) {
        const hand5 a = test_support::random_hand<5>(g), b = test_support::random_hand<5>(g);
        if (reference::compare5(a, b) != (value(a) <=> value(b))) FAIL_CHECK(to_string(a) << " vs " << to_string(b));
    }
}

TEST_CASE("five_card: case by case", "[eval][five_card]") {
    struct row {
        const char* higher;
        const char* lower;
    };
    const row rows[] = {
        {"As Ks Qs Js Ts", "Ks Qs Js Ts 9s"},  // royal over straight flush
        {"6h 5h 4h 3h 2h", "5d 4d 3d 2d Ad"},  // A-2-3-4-5 the lowest straight flush
        {"5d 4d 3d 2d Ad", "Ac Ad Ah As Kc"},  // straight flush over four of a kind
        {"2c 2d 2h 2s 3c", "Ac Ad Ah Kc Kd"},  // four of a kind over full house
        {"3c 3d 3h 2c 2d", "2c 2d 2h Ac Ad"},  // full house: the trips decide
        {"2c 2d 2h 3c 3d", "Ac Kc Qc Jc 9c"},  // full house over flush
        {"2h 3h 4h 5h 7h", "Ac Kd Qh Js Tc"},  // flush over straight
        {"2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c"},  // 6-high straight over the wheel
        {"Ac 2d 3h 4s 5c", "Ac Ad Ah Kc Qd"},  // the wheel over three of a kind
        {"Ac Ad Kh Ks 2c", "Ac Ad Qh Qs Kc"},  // two pair: the second pair decides
        {"Ac Ad Kh Ks 3c", "As Ah Kd Kc 2c"},  // two pair: the kicker decides
        {"2c 2d 4h 5s 6c", "Ac Kd Qh Js 9c"},  // pair over high card
        {"Ac Kd Qh Js 9c", "Ac Kd Qh Js 8c"},  // high card: the fifth card decides
    };
    for (const row& r : rows) {
        INFO(r.higher << " > " << r.lower);
        CHECK(value(h5(r.higher)) > value(h5(r.lower)));
        CHECK(std::is_gt(reference::compare5(h5(r.higher), h5(r.lower))));
    }
    CHECK(value(h5("Ac Kd Qh Js 9c")) == value(h5("Ad Kc Qs Jh 9d")));

    CHECK(value(h5("As Ks Qs Js Ts")).describe() == "Royal flush");
    CHECK(value(h5("Ks Qs Js Ts 9s")).describe() == "Straight flush, king high");
    CHECK(value(h5("2c 3d 4h 5s Ac")).describe() == "Straight, five high");
    CHECK(value(h5("Kc Kd Ks 9h 9c")).describe() == "Full house, kings full of nines");
    CHECK(value(h5("Ac Ad Ah As Kc")).describe() == "Four of a kind, aces, king kicker");
    CHECK(value(h5("Ac Ad 2c 2d 7s")).describe() == "Two pair, aces and twos, seven kicker");
    CHECK(value(h5("7c 7d 7s Ah 2c")).describe() == "Three of a kind, sevens, ace-two kickers");
    CHECK(value(h5("Kc Kd As Qh 2c")).describe() == "Pair of kings, ace-queen-two kickers");
    CHECK(value(h5("Ac 9c 7c 4c 2c")).describe() == "Flush, ace-nine-seven-four-two");
    CHECK(value(h5("Ac 9d 7h 4s 2c")).describe() == "High card, ace-nine-seven-four-two");
}
