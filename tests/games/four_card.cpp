// The designer's four-card ranking (examples/games/four_card.hpp), exhaustively: every one of the
// C(52, 4) hands falls in the category the Four Card Poker rule card says, in the numbers
// combinatorics gives, and hands compare as the ranking's order says.
#include "../support/catch.hpp"

#include "../../examples/games/four_card.hpp"

#include <carnival/cards/card_set.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/selections/best_of.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <vector>

using namespace carnival;
using four_card_poker::four_card;

namespace {
hand_value<four_card> v(const char* text) { return evaluate<four_card>(parse_cards(text)); }
}  // namespace

TEST_CASE("four-card ranking: every hand, by category, in the combinatorial counts", "[games][four_card]") {
    STATIC_REQUIRE(ranking<four_card>);
    std::map<hand_category, long> count;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d) {
                    const std::array hand{card::from_dense_index(a), card::from_dense_index(b), card::from_dense_index(c),
                                          card::from_dense_index(d)};
                    ++count[evaluate<four_card>(hand).category()];
                }
    // 11 runs of four ranks (A-2-3-4 to J-Q-K-A); C(13, 4) = 715 rank sets, 704 of them no run.
    CHECK(count[hand_category::four_of_a_kind] == 13);
    CHECK(count[hand_category::straight_flush] == 11 * 4);
    CHECK(count[hand_category::three_of_a_kind] == 13 * 4 * 12 * 4);
    CHECK(count[hand_category::flush] == 4 * 715 - 11 * 4);
    CHECK(count[hand_category::straight] == 11 * 256 - 11 * 4);
    CHECK(count[hand_category::two_pair] == 78 * 6 * 6);
    CHECK(count[hand_category::pair] == 13 * 6 * 66 * 16);
    CHECK(count[hand_category::high_card] == 704 * (256 - 4));
    long all = 0;
    for (const auto& [category, n] : count) all += n;
    CHECK(all == 270725);
}

TEST_CASE("four-card ranking: the rule card's order (Four Card Poker rule card)", "[games][four_card]") {
    // quads > straight flush > trips > flush > straight > two pair > pair > high card
    const char* order[] = {"2c 2d 2h 2s", "Ah 2h 3h 4h", "Ac Ad Ah Ks", "Kc 9c 5c 2c", "Jc Qd Kh As",
                           "Ac Ad Kh Ks", "Ac Ad Kh Qs", "Ac Kd Qh 9s"};
    for (std::size_t i = 0; i + 1 < std::size(order); ++i) {
        INFO(order[i] << " > " << order[i + 1]);
        CHECK(v(order[i]) > v(order[i + 1]));
    }
    CHECK(v("Jc Qd Kh As") > v("Ac 2d 3h 4s"));    // J-Q-K-A is the highest straight, A-2-3-4 the lowest
    CHECK(v("Ac 2d 3h 4s") > v("Ac Kd Qh Ts"));    // A-2-3-4 is a straight
    CHECK(v("Qc Kd Ah 2s").category() == hand_category::high_card);  // no wrap-around
    CHECK(v("9c 9d 5h 5s") > v("9h 9s 4c 4d"));    // two pair: the second pair decides
    CHECK(v("Kc Kd 7h 5s") == v("Kh Ks 7c 5d"));   // suits never break ties
    CHECK(v("Ac Ad Ah Ks").describe() == "Three of a kind, aces, king kicker");
    // The best four of five and of six.
    CHECK(evaluate<four_card, best_of<5>>(parse_cards("As Ad 7h 7c 2s")).category() == hand_category::two_pair);
    CHECK(evaluate<four_card, best_of<6>>(parse_cards("5h 6h 7h 8h Kc Kd")).category() == hand_category::straight_flush);
}

TEST_CASE("four-card ranking: best_code equals the best code() of every four-card subset", "[games][four_card]") {
    STATIC_REQUIRE(direct_best_ranking<four_card>);
    // The best four of the four cards given: every five-card set (each subset tried by hand), then
    // 200,000 random sets of six and of seven.
    const auto by_subsets = [](const std::vector<card>& cards) {
        std::uint32_t best = 0;
        const std::size_t n = cards.size();
        for (std::uint32_t m = 0; m < (1U << n); ++m) {
            if (std::popcount(m) != 4) continue;
            std::array<card, 4> hand{};
            std::size_t k = 0;
            for (std::size_t i = 0; i < n; ++i)
                if ((m >> i & 1U) != 0) hand[k++] = cards[i];
            best = std::max(best, four_card::code(hand));
        }
        return best;
    };
    const auto direct = [](const std::vector<card>& cards) {
        std::uint64_t bits = 0;
        for (card c : cards) bits |= std::uint64_t{1} << c.code();
        return four_card::best_code(card_set::from_bits(bits));
    };
    long mismatches = 0;
    std::vector<card> cards(5);
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d)
                    for (int e = d + 1; e < 52; ++e) {
                        cards = {card::from_dense_index(a), card::from_dense_index(b), card::from_dense_index(c), card::from_dense_index(d),
                                 card::from_dense_index(e)};
                        mismatches += direct(cards) != by_subsets(cards) ? 1 : 0;
                    }
    CHECK(mismatches == 0);
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    for (std::size_t n : {std::size_t{6}, std::size_t{7}}) {
        for (int trial = 0; trial < 200'000; ++trial) {
            std::uint64_t taken = 0;
            cards.clear();
            while (cards.size() < n) {
                state = state * 6364136223846793005ULL + 1442695040888963407ULL;
                const auto i = static_cast<int>((state >> 33) % 52);
                if ((taken >> i & 1U) != 0) continue;
                taken |= std::uint64_t{1} << i;
                cards.push_back(card::from_dense_index(i));
            }
            mismatches += direct(cards) != by_subsets(cards) ? 1 : 0;
        }
        CHECK(mismatches == 0);
    }
}
