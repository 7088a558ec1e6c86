// High Card Flush, as its public rule card states it (the rules README's field games). The rule card:
//   1. The player places an ante, and may place the Flush and Straight Flush bonuses. Seven cards
//      to the player and seven to the dealer.
//   2. Hands rank by the number of cards in the longest suit, then by those cards' ranks, highest
//      first, the ace high (an ace-high three-card flush loses to any four-card flush); of two suits
//      as long, the higher-ranking plays. Straights count for nothing.
//   3. The player folds, losing the ante, or raises: 1 times the ante with a flush of two to four
//      cards, up to 2 times with five, up to 3 times with six or seven.
//   4. The dealer qualifies with a three-card flush nine high or better. A dealer who does not
//      qualify: the ante is paid 1 to 1 and the raise pushes.
//   5. A dealer who qualifies: a higher hand wins ante and raise 1 to 1, an equal hand pushes, a
//      lower hand loses both.
//   6. The Flush bonus, on the player's seven cards, folded or not: a flush of 7 cards 100, 6 cards
//      20, 5 cards 10, 4 cards 2 (to 1).
//   7. The Straight Flush bonus, on the player's seven cards, folded or not: a straight flush (cards
//      of one suit in sequence, the ace high or low) of 7 cards 500, 6 cards 200, 5 cards 100,
//      4 cards 50, 3 cards 9 (to 1).
#pragma once

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/colex.hpp>
#include <carnival/cards/rank.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/rules/game.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace high_card_flush {

using namespace carnival;

// Rule 2's categories: the length of the longest flush.
enum class flush_length : std::uint8_t { two_cards, three_cards, four_cards, five_cards, six_cards, seven_cards };

constexpr std::string_view name(flush_length f) noexcept {
    constexpr std::array<std::string_view, 6> names{"Two-card flush",  "Three-card flush", "Four-card flush",
                                                    "Five-card flush", "Six-card flush",   "Seven-card flush"};
    return names[static_cast<std::size_t>(f)];
}

// Rule 2: seven cards valued by their longest suit — its length (the category), then its ranks.
struct flush_ranking {
    static constexpr std::size_t hand_size = 7;
    static constexpr std::array<flush_length, 6> categories{flush_length::two_cards,  flush_length::three_cards,
                                                            flush_length::four_cards, flush_length::five_cards,
                                                            flush_length::six_cards,  flush_length::seven_cards};
    // Each suit's ranks, as a 13-bit mask.
    static constexpr std::array<unsigned, 4> suits_of(std::span<const card> cards) noexcept {
        std::array<unsigned, 4> suits{};
        for (card c : cards) suits[static_cast<std::size_t>(c.suit())] |= 1U << index(c.rank());
        return suits;
    }
    static constexpr std::array<unsigned, 4> suits_of(card_set cards) noexcept {
        std::array<unsigned, 4> suits{};
        for (int s = 0; s < 4; ++s) suits[static_cast<std::size_t>(s)] = cards.suit_ranks(suit_at(s));
        return suits;
    }
    // The k-sets of a suit's ranks `suit` below the ranks `below` (or equal to them): walking down
    // the ranks, each rank `below` holds and a set leaves out puts the set below it.
    static std::uint64_t sets_below(unsigned suit, unsigned below, std::size_t k, bool or_equal) noexcept {
        std::uint64_t count = 0;
        std::size_t taken = 0;  // ranks of `below` the set holds so far
        for (int r = 12; r >= 0; --r) {
            const unsigned bit = 1U << r;
            if ((below & bit) == 0) continue;
            const std::size_t rest = k - taken;  // the set leaves r out: the rest among the ranks under r
            count += binomial(static_cast<std::uint64_t>(std::popcount(suit & (bit - 1))), rest);
            if ((suit & bit) == 0 || taken == k) return count;
            ++taken;
        }
        return count + (or_equal && taken == k ? 1 : 0);
    }
    static constexpr std::uint32_t code(std::span<const card, 7> hand) noexcept {
        unsigned best = 0;
        for (unsigned suit : suits_of(hand))
            if (std::popcount(suit) > std::popcount(best) || (std::popcount(suit) == std::popcount(best) && suit > best)) best = suit;
        return detail::make_code(static_cast<unsigned>(std::popcount(best)) - 2, 0, best);
    }
    // How many sets of `cards` of the cards `free` hold a hand below `code` (or not above it): a
    // hand is below exactly when each of its suits is, so it is a sum, over how the cards split
    // among the suits, of products of what each suit can hold below (counting_ranking).
    static std::uint64_t hands_below(card_set free, std::size_t cards, std::uint32_t code, bool or_equal) {
        const std::array<unsigned, 4> left = suits_of(free);
        const auto length = static_cast<std::size_t>(detail::code_category(code)) + 2;
        const unsigned ranks = detail::code_minor(code);
        std::array<std::uint64_t, 8> ways{1};  // ways[k]: hands of k cards from the suits so far, each suit below
        for (unsigned suit : left) {
            std::array<std::uint64_t, 8> next{};
            for (std::size_t k = 0; k <= cards; ++k) {
                const std::uint64_t here = k < length   ? binomial(static_cast<std::uint64_t>(std::popcount(suit)), k)
                                           : k == length ? sets_below(suit, ranks, k, or_equal)
                                                         : 0;
                for (std::size_t j = 0; j + k <= cards; ++j) next[j + k] += ways[j] * here;
            }
            ways = next;
        }
        return ways[cards];
    }
    // "Three-card flush, 9-3-2".
    static std::string describe(std::uint32_t code) {
        std::string text(name(categories[detail::code_category(code)]));
        const unsigned ranks = detail::code_minor(code);
        text += ", ";
        for (int r = 12, n = 0; r >= 0; --r)
            if ((ranks >> r & 1U) != 0) {
                if (n++ != 0) text.push_back('-');
                text.push_back(symbol(rank_at(r)));
            }
        return text;
    }
};

// Rule 7: the longest run of one suit's ranks in sequence, the ace high or low.
struct straight_flush_of_length {
    static int longest(card_set cards) noexcept {
        int longest_run = 0;
        for (unsigned suit : flush_ranking::suits_of(cards)) {
            const unsigned wheel = suit << 1 | (suit >> 12 & 1U);  // the ace below the deuce too
            for (int run = 0, r = 0; r < 14; ++r) longest_run = std::max(longest_run, run = (wheel >> r & 1U) != 0 ? run + 1 : 0);
        }
        return longest_run;
    }
};
template <int Length, fixed_string Name>
struct straight_flush_of {
    static constexpr std::string_view name = Name.view();
    static constexpr bool suit_blind = true;  // any one suit
    static bool holds(const auto& hand) { return straight_flush_of_length::longest(hand.cards) >= Length; }
};

// Rule 3: how far the raise may go, by the length of the player's flush.
struct raise_by_flush {
    static constexpr std::string_view text = "2x with a five-card flush, 3x with six or seven cards (High Card Flush 3)";
    static constexpr bool suit_blind = true;  // reads the hand's value
    static constexpr std::int64_t most(const auto& view) {
        const auto length = static_cast<int>(evaluate<flush_ranking, all_of<7>>(view.hole).category()) + 2;
        return length <= 4 ? 1 : length == 5 ? 2 : 3;
    }
};

inline constexpr contest_rules ante_contest{
    .higher = won("High Card Flush 5"), .equal = pushed("High Card Flush 5"), .lower = lost("High Card Flush 5"),
    .not_qualified_higher = won("High Card Flush 4"), .not_qualified_equal = won("High Card Flush 4"),
    .not_qualified_lower = won("High Card Flush 4")};
inline constexpr contest_rules raise_contest{
    .higher = won("High Card Flush 5"), .equal = pushed("High Card Flush 5"), .lower = lost("High Card Flush 5"),
    .not_qualified_higher = pushed("High Card Flush 4"), .not_qualified_equal = pushed("High Card Flush 4"),
    .not_qualified_lower = pushed("High Card Flush 4")};

using enum flush_length;
using flush_table = pay_table<"High Card Flush flush bonus", flush_ranking, pays<seven_cards, 100>, pays<six_cards, 20>,
                              pays<five_cards, 10>, pays<four_cards, 2>>;
using straight_flush_table =
    pay_table<"High Card Flush straight flush bonus", unranked, pays_if<straight_flush_of<7, "Seven-card straight flush">, 500>,
              pays_if<straight_flush_of<6, "Six-card straight flush">, 200>, pays_if<straight_flush_of<5, "Five-card straight flush">, 100>,
              pays_if<straight_flush_of<4, "Four-card straight flush">, 50>, pays_if<straight_flush_of<3, "Three-card straight flush">, 9>>;

using player_hand = ranked_hand<flush_ranking, all_of<7>, card_source::player>;
using ante = ante_wager<"ante", ante_contest>;
using raise = raise_wager<"raise", raise_contest>;
using flush_bonus = side_wager<"flush-bonus", player_hand, flush_table, on_fold::stands, no_requirement, "High Card Flush 6">;
using straight_flush_bonus = side_wager<"straight-flush-bonus", raw_cards<card_source::player>, straight_flush_table, on_fold::stands,
                                        no_requirement, "High Card Flush 7">;

struct rules {
    static constexpr std::string_view name = "High Card Flush";
    using sequence = sequence_of_play<to_player<7>, to_dealer<7>,
                                      decide<may_fold<"High Card Flush 3">, may_raise_up_to<raise, "High Card Flush 3", raise_by_flush, 1, 2, 3>>,
                                      reveal_dealer>;
    using player_hand = high_card_flush::player_hand;
    using dealer_hand = ranked_hand<flush_ranking, all_of<7>, card_source::dealer>;
    using dealer_qualifies = at_least<flush_ranking, "9s 3s 2s Kd 8d Qh Jc", "a three-card flush nine high or better">;
    using wagers = wager_list<ante, raise, flush_bonus, straight_flush_bonus>;
};
using game = carnival::game<rules>;

}  // namespace high_card_flush
