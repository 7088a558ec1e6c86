// best_of<N>: the six-card bonus hand (best five of six) exhaustively, and seven cards sampled,
// against the plain definition (the best of every five-card subset).
#include "../support/catch.hpp"
#include "../support/enumerate.hpp"
#include "../support/reference.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selections/best_of.hpp>

#include <map>
#include <random>

using namespace carnival;

namespace {

// The best five of n cards by the reference comparator, trying every subset.
template <std::size_t N>
std::array<card, 5> reference_best5(const std::array<card, N>& cards) {
    std::array<card, 5> best{}, hand{};
    bool first = true;
    for (std::uint32_t m = 0; m < (1U << N); ++m) {
        if (std::popcount(m) != 5) continue;
        std::size_t k = 0;
        for (std::size_t i = 0; i < N; ++i)
            if ((m >> i) & 1U) hand[k++] = cards[i];
        if (first || reference::compare5(hand, best) > 0) best = hand;
        first = false;
    }
    return best;
}

}  // namespace

TEST_CASE("best_of<6>: all 20358520 six-card hands - counts and the direct path equal to every subset",
          "[eval][best_of]") {
    std::map<hand_category, int> count;
    int total = 0, mismatches = 0;
    test_support::for_each_hand<6>([&](const std::array<card, 6>& six) {
        const auto direct = evaluate<five_card, best_of<6>>(six);
        const auto by_subsets = detail::best_code_by_subsets<five_card, best_of<6>>(six);
        if (direct.code() != by_subsets && ++mismatches < 10) FAIL_CHECK(to_string(six));
        ++count[direct.category()];
        ++total;
    });
    CHECK(mismatches == 0);
    CHECK(total == 20358520);
    // NY (c)(7): the six-card bonus hands, rules README figures.
    CHECK(count[hand_category::royal_flush] == 188);
    CHECK(count[hand_category::straight_flush] == 1656);
    CHECK(count[hand_category::four_of_a_kind] == 14664);
    CHECK(count[hand_category::full_house] == 165984);
    CHECK(count[hand_category::flush] == 205792);
    CHECK(count[hand_category::straight] == 361620);
    CHECK(count[hand_category::three_of_a_kind] == 732160);
}

TEST_CASE("best_of<6> and best_of<7> agree with the reference's best subset on random deals", "[eval][best_of]") {
    std::mt19937_64 g{6};
    for (int i = 0; i < 20000; ++i) {
        const auto six = test_support::random_hand<6>(g);
        const auto seven = test_support::random_hand<7>(g);
        CHECK(evaluate<five_card, best_of<6>>(six) == evaluate<five_card>(reference_best5(six)));
        CHECK(evaluate<five_card, best_of<7>>(seven) == evaluate<five_card>(reference_best5(seven)));
        CHECK(evaluate<five_card, best_of<7>>(seven).code() == detail::best_code_by_subsets<five_card, best_of<7>>(seven));
    }
}

TEST_CASE("best_of: made hands and a ranking without a direct path", "[eval][best_of]") {
    // NY (f)(2) six-card royal: 9-T-J-Q-K-A of one suit; the made hand is the royal flush.
    const auto six = parse_cards("9d Td Jd Qd Kd Ad");
    const auto made = best_hand<five_card, best_of<6>>(six);
    CHECK(made.value.category() == hand_category::royal_flush);
    CHECK(made.cards == parse_card_set("Td Jd Qd Kd Ad"));
    CHECK(evaluate<five_card, best_of<6>>(parse_card_set("9d Td Jd Qd Kd Ad")) == made.value);

    // Best three of five with the three-card ranking tries every subset.
    const auto five = parse_cards("2c 7d Kh Ks 3c");
    CHECK(evaluate<three_card, best_of<5>>(five).describe() == "Pair of kings, seven kicker");
    CHECK(best_hand<three_card, best_of<5>>(five).cards == parse_card_set("7d Kh Ks"));
}
