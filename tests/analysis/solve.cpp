// The general exact solver: a designer's game written only here (a shape no bundled game has)
// against brute force over every deal with settle(), and Three Card Poker against its card-removal
// fast path.
#include "../support/catch.hpp"
#include "../support/three_card_poker_counts.hpp"

#include <carnival/analysis/ante_play.hpp>
#include <carnival/analysis/solve.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/settlement/settle.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

using namespace carnival;

namespace duel {

// A designer's two-card ranking: a pair beats any two unpaired cards, which rank by their ranks.
struct two_card {
    static constexpr std::size_t hand_size = 2;
    static constexpr std::array<hand_category, 2> categories{hand_category::high_card, hand_category::pair};
    static constexpr std::uint32_t code(std::span<const card, 2> hand) noexcept {
        const unsigned a = 1U << index(hand[0].rank()), b = 1U << index(hand[1].rank());
        return a == b ? carnival::detail::make_code(1, a, 0) : carnival::detail::make_code(0, 0, a | b);
    }
};

// "High Card Duel": one card each to the player, a decision (fold, or raise 1x or 2x), one
// community card, a second decision (fold, or a second raise paid by a table), the dealer's one
// hidden card; each hand is its card and the community card; the dealer plays with eight high.
inline constexpr contest_rules ante_contest{
    .higher = won("duel 4"), .equal = pushed("duel 4"), .lower = lost("duel 4"),
    .not_qualified_higher = won("duel 5"), .not_qualified_equal = won("duel 5"), .not_qualified_lower = won("duel 5")};
inline constexpr contest_rules raise_contest{
    .higher = won("duel 4"), .equal = pushed("duel 4"), .lower = lost("duel 4"),
    .not_qualified_higher = returned("duel 5"), .not_qualified_equal = returned("duel 5"),
    .not_qualified_lower = returned("duel 5")};
using pair_table = pay_table<"duel pairs", two_card, pays<hand_category::pair, 3>>;
using bonus_table = pay_table<"duel bonus", two_card, pays<hand_category::pair, 2>>;
using player_hand = ranked_hand<two_card, all_of<2>, card_source::player, card_source::board>;
using ante = ante_wager<"ante", ante_contest>;
using first_raise = raise_wager<"first", raise_contest>;
using second_raise = raise_wager<"second", raise_contest, paid_by<pair_table>>;
using bonus = bonus_on<"bonus", ante, player_hand, bonus_table, "duel 6", paid_when::always>;
struct rules {
    using sequence = sequence_of_play<to_player<1>, decide<may_fold<"duel 2">, may_raise<first_raise, "duel 2", 1, 2>>,
                                      to_board<1>, decide<may_fold<"duel 3">, may_raise<second_raise, "duel 3", 1>>,
                                      to_dealer<1>, reveal_dealer>;
    using player_hand = duel::player_hand;
    using dealer_hand = ranked_hand<two_card, all_of<2>, card_source::dealer, card_source::board>;
    using dealer_qualifies = at_least<two_card, "8c 2d", "eight high or better">;
    using wagers = wager_list<ante, first_raise, second_raise, bonus>;
};
using game = carnival::game<rules>;

// The same game with a bonus line that names a suit: a pair holding the ace of spades pays 10 to 1.
struct ace_of_spades_pair {
    static constexpr std::string_view name = "Pair of aces with the ace of spades";
    static constexpr bool holds(const auto& hand) {
        return hand.value.category() == hand_category::pair && hand.cards.contains(card(rank::ace, suit::spades));
    }
};
using spade_bonus_table = pay_table<"duel spade bonus", two_card, pays_if<ace_of_spades_pair, 10>, pays<hand_category::pair, 2>>;
struct spade_rules : rules {
    using wagers = wager_list<ante, first_raise, second_raise,
                              bonus_on<"bonus", ante, player_hand, spade_bonus_table, "duel 6", paid_when::always>>;
};
using spade_game = carnival::game<spade_rules>;

// The net of one deal in cents for one unit on the ante, settled by settle().
template <class Game>
std::int64_t net_of(card p, card b, card h, std::initializer_list<decision> d) {
    wager_slip<Game> slip;
    slip.template place<ante>(money::dollars(1));
    dealt_cards<Game> cards;
    cards.player = {p};
    cards.board = {b};
    cards.dealer = {h};
    std::int64_t net = 0;
    for (const wager_result& r : settle(slip, cards, d).wagers) net += r.net.minor_units();
    return net;
}

// Brute force: the optimal strategy found by averaging settle() over every completion, then the
// distribution of nets over every deal under it.
struct brute_force {
    std::map<std::int64_t, std::uint64_t> nets;
    std::array<std::uint64_t, 5> decisions{};  // fold, play 1x, 2x at point 1; fold, play at point 2
    // At point 2 the player's hand (their card and the board's) is known: the lowest and highest
    // hand folded and played there, on the optimal path.
    std::array<std::pair<hand_value<two_card>, hand_value<two_card>>, 2> hands{};
    std::array<bool, 2> taken{};
};
template <class Game>
brute_force solve_by_brute_force() {
    brute_force out;
    const std::array<decision, 3> first{decision::fold, decision::raise(1), decision::raise(2)};
    for (int pi = 0; pi < 52; ++pi) {
        const card p = card::from_dense_index(pi);
        // The second decision after each first raise and board card: play when it beats folding.
        std::array<std::int64_t, 3> ev{};
        std::array<std::array<bool, 52>, 3> plays{};
        ev[0] = net_of<Game>(p, card::from_dense_index((pi + 1) % 52), card::from_dense_index((pi + 2) % 52), {decision::fold}) * 51 * 50;
        for (std::size_t r = 1; r < 3; ++r)
            for (int bi = 0; bi < 52; ++bi) {
                if (bi == pi) continue;
                const card b = card::from_dense_index(bi);
                std::int64_t fold = 0, play = 0;
                for (int hi = 0; hi < 52; ++hi) {
                    if (hi == pi || hi == bi) continue;
                    const card h = card::from_dense_index(hi);
                    fold += net_of<Game>(p, b, h, {first[r], decision::fold});
                    play += net_of<Game>(p, b, h, {first[r], decision::play});
                }
                plays[r][static_cast<std::size_t>(bi)] = play > fold;
                ev[r] += std::max(play, fold);
            }
        std::size_t best = 0;
        for (std::size_t r = 1; r < 3; ++r)
            if (ev[r] > ev[best]) best = r;
        for (int bi = 0; bi < 52; ++bi) {
            if (bi == pi) continue;
            for (int hi = 0; hi < 52; ++hi) {
                if (hi == pi || hi == bi) continue;
                const card b = card::from_dense_index(bi), h = card::from_dense_index(hi);
                if (best == 0) {
                    ++out.nets[net_of<Game>(p, b, h, {decision::fold})];
                    ++out.decisions[0];
                    continue;
                }
                const bool play = plays[best][static_cast<std::size_t>(bi)];
                const hand_value<two_card> hand = evaluate<two_card>(std::array{p, b});
                auto& [lowest, highest] = out.hands[play ? 1 : 0];
                if (!out.taken[play ? 1 : 0] || hand < lowest) lowest = hand;
                if (!out.taken[play ? 1 : 0] || highest < hand) highest = hand;
                out.taken[play ? 1 : 0] = true;
                ++out.nets[net_of<Game>(p, b, h, {first[best], play ? decision::play : decision::fold})];
                ++out.decisions[best];
                ++out.decisions[play ? 4 : 3];
            }
        }
    }
    return out;
}

}  // namespace duel

TEST_CASE("solve: a designer's game agrees with brute force over every deal", "[analysis][solve]") {
    STATIC_REQUIRE(analysis::exact_play<duel::game>::deals == 52 * 51 * 50);
    const duel::brute_force expected = duel::solve_by_brute_force<duel::game>();
    for (bool symmetry : {true, false}) {
        INFO("suit symmetry " << symmetry);
        const analysis::play_figures solved = analysis::solve<duel::game>({.threads = 2, .suit_symmetry = symmetry});
        REQUIRE(solved.figures.outcomes.size() == expected.nets.size());
        std::size_t i = 0;
        for (auto [net, count] : expected.nets) {
            INFO("net " << net);
            CHECK(solved.figures.outcomes[i].net * 100 == Approx(static_cast<double>(net)));
            CHECK(solved.figures.outcomes[i].combinations == count);
            ++i;
        }
        REQUIRE(solved.decisions.size() == 5);
        for (std::size_t d = 0; d < 5; ++d) CHECK(solved.decisions[d].combinations == expected.decisions[d]);
        CHECK(solved.decisions[1].decision == "raise 1x");
        CHECK(solved.decisions[4].decision == "play");
        CHECK(solved.figures.wager == "ante + first + second + bonus");
        std::uint64_t by_category = 0;
        for (const auto& row : solved.figures.categories) by_category += row.combinations;
        CHECK(by_category == analysis::exact_play<duel::game>::deals);
        // The strategy in words: only decision 2 sees the whole hand; its options' hands as brute force finds them.
        const auto& [fold, play] = expected.hands;
        using analysis::hand_text;
        const std::string words = !expected.taken[0]          ? std::string("always play")
                                  : !expected.taken[1]        ? std::string("always fold")
                                  : fold.second < play.first ? "play with " + hand_text(play.first) + " or better, fold the rest"
                                                              : "by the player's hand and the other cards seen: fold with " + hand_text(fold.first) +
                                                                    " to " + hand_text(fold.second) + "; play with " + hand_text(play.first) +
                                                                    " to " + hand_text(play.second);
        CHECK(solved.figures.strategy == "optimal: decision 2: " + words);
    }
}

TEST_CASE("solve: a pay line that names a suit turns suit symmetry off, and the figures stay exact", "[analysis][solve]") {
    CHECK(analysis::exact_play<duel::game>({.suit_symmetry = true}).uses_suit_symmetry());
    CHECK_FALSE(analysis::exact_play<duel::spade_game>({.suit_symmetry = true}).uses_suit_symmetry());
    const duel::brute_force expected = duel::solve_by_brute_force<duel::spade_game>();
    const analysis::play_figures solved = analysis::solve<duel::spade_game>({.threads = 2, .suit_symmetry = true});
    REQUIRE(solved.figures.outcomes.size() == expected.nets.size());
    std::size_t i = 0;
    for (auto [net, count] : expected.nets) {
        CHECK(solved.figures.outcomes[i].net * 100 == Approx(static_cast<double>(net)));
        CHECK(solved.figures.outcomes[i++].combinations == count);
    }
    for (std::size_t d = 0; d < 5; ++d) CHECK(solved.decisions[d].combinations == expected.decisions[d]);
}

TEST_CASE("solve: a strategy function's figures agree with brute force", "[analysis][solve]") {
    // Raise 2x with a card of eight or more, else 1x; then play with a pair or an ace, else fold.
    const auto strategy = [](const player_view<duel::game>& v) {
        if (v.point == 0) return v.hole[0].rank() >= rank::eight ? decision::raise(2) : decision::raise(1);
        const bool pair = v.hole[0].rank() == v.board[0].rank();
        return pair || v.hole[0].rank() == rank::ace || v.board[0].rank() == rank::ace ? decision::play : decision::fold;
    };
    std::map<std::int64_t, std::uint64_t> expected;
    for (int pi = 0; pi < 52; ++pi)
        for (int bi = 0; bi < 52; ++bi)
            for (int hi = 0; hi < 52; ++hi) {
                if (bi == pi || hi == pi || hi == bi) continue;
                const card p = card::from_dense_index(pi), b = card::from_dense_index(bi), h = card::from_dense_index(hi);
                dealt_cards<duel::game> cards;
                cards.player = {p};
                cards.board = {b};
                cards.dealer = {h};
                wager_slip<duel::game> slip;
                slip.place<duel::ante>(money::dollars(1));
                const decision_list<duel::game> d = decisions_of(slip, cards, strategy);
                std::int64_t net = 0;
                for (const wager_result& r : settle(slip, cards, d.made()).wagers) net += r.net.minor_units();
                ++expected[net];
            }
    const analysis::play_figures solved = analysis::solve<duel::game>(strategy, "by rank", {.threads = 1});
    REQUIRE(solved.figures.outcomes.size() == expected.size());
    std::size_t i = 0;
    for (auto [net, count] : expected) CHECK(solved.figures.outcomes[i++].combinations == count);
    CHECK(solved.figures.strategy == "by rank");
}

TEST_CASE("solve: Three Card Poker's optimal play equals the card-removal analysis", "[analysis][solve]") {
    using game_t = ny_three_card_poker;
    const analysis::ante_play<game_t> ap(test_support::three_card_poker_counts());
    const analysis::play_table<game_t> optimal = ap.optimal();
    const analysis::wager_figures expected = ap.figures(optimal, "optimal");
    const analysis::play_figures solved = analysis::solve<game_t>({.threads = 2});
    REQUIRE(solved.figures.outcomes.size() == expected.outcomes.size());
    for (std::size_t i = 0; i < expected.outcomes.size(); ++i) {
        CHECK(solved.figures.outcomes[i].net == expected.outcomes[i].net);
        CHECK(solved.figures.outcomes[i].combinations == expected.outcomes[i].combinations);
    }
    REQUIRE(solved.figures.categories.size() == expected.categories.size());
    for (std::size_t i = 0; i < expected.categories.size(); ++i) {
        CHECK(solved.figures.categories[i].category == expected.categories[i].category);
        CHECK(solved.figures.categories[i].combinations == expected.categories[i].combinations);
        CHECK(solved.figures.categories[i].contribution == Approx(expected.categories[i].contribution).epsilon(1e-12));
    }
    CHECK(solved.figures.expected_value == Approx(expected.expected_value).epsilon(1e-12));
    // The strategy in words, from the walk's own decisions: a threshold, the very one the card-removal analysis plays.
    CHECK(solved.figures.strategy == "optimal: play with Q-6-4 or better, fold the rest");
    const auto q64 = evaluate<three_card>(std::array{card(rank::queen, suit::clubs), card(rank::six, suit::diamonds), card(rank::four, suit::hearts)});
    const auto& hands = test_support::three_card_poker_counts().hands();
    std::size_t off_threshold = 0;
    for (std::size_t i = 0; i < hands.size(); ++i) off_threshold += optimal.table()[i] != (hands[i].value >= q64);
    CHECK(off_threshold == 0);
    CHECK(solved.figures.average_total_wager == Approx(expected.average_total_wager).epsilon(1e-12));
    // The same hands folded: those the card-removal analysis folds.
    REQUIRE(solved.decisions.size() == 2);
    CHECK(solved.decisions[0].decision == "fold");
    CHECK(solved.decisions[0].combinations + solved.decisions[1].combinations == analysis::exact_play<game_t>::deals);
    std::uint64_t folded = 0;
    const std::vector<bool>& plays = optimal.table();
    for (bool play : plays)
        if (!play) folded += analysis::heads_up<game_t>::dealer_hands;
    CHECK(solved.decisions[0].combinations == folded);
}

TEST_CASE("solve: progress is reported once per class of first cards, counting up, and changes nothing", "[analysis][solve]") {
    using game_t = ny_three_card_poker;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
    analysis::exact_options o{.threads = 2};
    o.progress = [&](std::uint64_t done, std::uint64_t total) { calls.emplace_back(done, total); };  // one call at a time
    const analysis::play_figures reported = analysis::solve<game_t>(o);
    const analysis::play_figures quiet = analysis::solve<game_t>({.threads = 2});
    // The player's three cards up to the names of the suits: C(13,3) x 5 + 13 x 12 x 2 + 13 = 1,755
    // classes (three ranks: one suit, or which card's suit differs (3), or three suits; a pair with
    // a kicker of one of its suits or of another; three of a kind).
    const std::uint64_t classes = 286 * 5 + 13 * 12 * 2 + 13;
    REQUIRE(calls.size() == classes);
    for (std::size_t i = 0; i < calls.size(); ++i) {
        CHECK(calls[i].first == i + 1);
        CHECK(calls[i].second == classes);
    }
    REQUIRE(reported.figures.outcomes.size() == quiet.figures.outcomes.size());
    for (std::size_t i = 0; i < quiet.figures.outcomes.size(); ++i)
        CHECK(reported.figures.outcomes[i].combinations == quiet.figures.outcomes[i].combinations);
}

namespace peek {
// "Peek": two cards to the player, one face up and one face down to the dealer; having seen the
// dealer's up card the player folds or raises 1x to 3x; each hand is its own two cards.
using player_hand = ranked_hand<duel::two_card, all_of<2>, card_source::player>;
using ante = ante_wager<"ante", duel::ante_contest>;
using raise = raise_wager<"raise", duel::raise_contest>;
struct rules {
    using sequence = sequence_of_play<to_player<2>, to_dealer<1, face::up>, to_dealer<1>,
                                      decide<may_fold<"peek 2">, may_raise<raise, "peek 2", 1, 2, 3>>, reveal_dealer>;
    using player_hand = peek::player_hand;
    using dealer_hand = ranked_hand<duel::two_card, all_of<2>, card_source::dealer>;
    using dealer_qualifies = at_least<duel::two_card, "8c 2d", "eight high or better">;
    using wagers = wager_list<ante, raise>;
};
using game = carnival::game<rules>;
}  // namespace peek

TEST_CASE("solve: card removal counts the dealer's hidden cards as enumeration does", "[analysis][solve]") {
    STATIC_REQUIRE(analysis::exact_play<peek::game>::deals == 1326 * 50 * 49);
    const analysis::play_figures removal = analysis::solve<peek::game>({.threads = 2});
    const analysis::play_figures enumerated = analysis::solve<peek::game>({.threads = 2, .card_removal = false});
    REQUIRE(removal.figures.outcomes.size() == enumerated.figures.outcomes.size());
    for (std::size_t i = 0; i < removal.figures.outcomes.size(); ++i) {
        CHECK(removal.figures.outcomes[i].net == enumerated.figures.outcomes[i].net);
        CHECK(removal.figures.outcomes[i].combinations == enumerated.figures.outcomes[i].combinations);
    }
    REQUIRE(removal.decisions.size() == 4);  // fold, raise 1x, 2x, 3x
    for (std::size_t d = 0; d < 4; ++d) CHECK(removal.decisions[d].combinations == enumerated.decisions[d].combinations);
    CHECK(removal.decisions[3].decision == "raise 3x");
}
