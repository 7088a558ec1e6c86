// The general exact solver: a designer's game written only here (a shape no bundled game has)
// against brute force over every deal with settle(), and Three Card Poker against its card-removal
// fast path.
#include "../support/catch.hpp"
#include "../support/duel_game.hpp"
#include "../support/three_card_poker_brute.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/eval/detail/value_code.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/games/mini_tex.hpp>
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
        CHECK(solved.figures.strategy == "optimal, ties to the smaller wager: decision 2: " + words);
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

TEST_CASE("solve of a slip: the ante with pair plus, a fold forfeiting both (NY (e)(2)), agrees with brute force", "[analysis][solve]") {
    using game_t = ny_three_card_poker;  // pair plus table A, ante bonus 1-4-5 (NY (f)(1)(ii), (iii))
    using pp = game_t::rules_type::pair_plus_wager;
    const auto& classes = brute_tcp::classes();
    for (const std::int64_t ratio : {0, 1, 2, 5}) {
        INFO("pair plus " << ratio << " per ante");
        // Brute force, in dollars for $1 ante and $ratio pair plus: play when strictly better than folding (a tie folds, as solve() does).
        std::map<std::int64_t, std::uint64_t> nets;
        std::uint64_t folded = 0;
        for (const brute_tcp::player_class& p : classes) {
            const auto category = reference::classify3(p.cards).category;
            using enum reference::three_category;
            const std::int64_t bonus = category == straight ? 1 : category == three_of_a_kind ? 4 : category == straight_flush ? 5 : 0;
            const std::int64_t pair_plus = category == pair ? 1 : category == flush ? 4 : category == straight ? 6 : category == three_of_a_kind ? 30
                                           : category == straight_flush ? 35 : -1;
            const std::int64_t side = ratio * pair_plus;
            const std::int64_t dealers = p.not_qualified + p.player_wins + p.tie + p.dealer_wins;
            const std::int64_t fold = -1 - ratio;  // ante and pair plus forfeited
            const std::int64_t play = p.not_qualified * (1 + bonus + side) + p.player_wins * (2 + bonus + side) + p.tie * (bonus + side) +
                                      p.dealer_wins * (-2 + bonus + side);
            const auto w = static_cast<std::uint64_t>(p.weight);
            if (play <= fold * dealers) {
                nets[fold] += w * static_cast<std::uint64_t>(dealers);
                folded += w * static_cast<std::uint64_t>(dealers);
                continue;
            }
            nets[1 + bonus + side] += w * static_cast<std::uint64_t>(p.not_qualified);
            nets[2 + bonus + side] += w * static_cast<std::uint64_t>(p.player_wins);
            nets[bonus + side] += w * static_cast<std::uint64_t>(p.tie);
            nets[-2 + bonus + side] += w * static_cast<std::uint64_t>(p.dealer_wins);
        }
        std::erase_if(nets, [](const auto& entry) { return entry.second == 0; });

        wager_slip<game_t> slip;
        slip.place<tcp::ante>(money::dollars(1));
        if (ratio > 0) slip.place<pp>(money::dollars(ratio));
        const analysis::play_figures solved = analysis::solve(slip, {.threads = 2});
        CHECK(solved.figures.wager == (ratio > 0 ? "ante + play + pair-plus + ante-bonus" : "ante + play + ante-bonus"));
        // Per unit of the initial total: the ante and the pair plus.
        REQUIRE(solved.figures.outcomes.size() == nets.size());
        std::size_t i = 0;
        long double expected = 0, total = 0;
        for (auto [net, count] : nets) {
            INFO("net $" << net);
            CHECK(solved.figures.outcomes[i].net * static_cast<double>(1 + ratio) == Approx(static_cast<double>(net)));
            CHECK(solved.figures.outcomes[i].combinations == count);
            expected += static_cast<long double>(net) * static_cast<long double>(count);
            total += static_cast<long double>(count);
            ++i;
        }
        CHECK(solved.figures.expected_value == Approx(static_cast<double>(expected / total / static_cast<long double>(1 + ratio))).epsilon(1e-12));
        REQUIRE(solved.decisions.size() == 2);
        CHECK(solved.decisions[0].decision == "fold");
        CHECK(solved.decisions[0].combinations == folded);
    }
}

TEST_CASE("solve of a slip: nothing on it, a wager paid on the dealer's cards, a requirement between wagers broken: refused", "[analysis][solve][invalid]") {
    using game_t = three_card_poker<three_card_poker_tables::pair_plus_a, three_card_poker_tables::ante_bonus_1_4_5,
                                    tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>, tcp::pair_plus_rule::ante_at_least_pair_plus>;
    using pp = game_t::rules_type::pair_plus_wager;
    using six = tcp::six_card_bonus_i<three_card_poker_tables::six_card_i_a>::wager<pp>;
    CHECK_THROWS_AS(analysis::exact_play<game_t>(wager_slip<game_t>{}), invalid_wager);
    wager_slip<game_t> with_six;
    with_six.place<tcp::ante>(money::dollars(1)).place<pp>(money::dollars(1)).place<six>(money::dollars(1));
    CHECK_THROWS_WITH(analysis::exact_play<game_t>(with_six), Catch::Matchers::Contains("six-card-bonus is paid on the dealer's cards"));
    wager_slip<game_t> over;
    over.place<tcp::ante>(money::dollars(1)).place<pp>(money::dollars(2));
    CHECK_THROWS_WITH(analysis::exact_play<game_t>(over), Catch::Matchers::Contains("NY (c)(6)(i)"));
}

namespace {
// Two hole cards with the first of three community cards: a selection that reads the board in order.
struct first_board_card {
    static constexpr std::size_t card_count = 5;
    template <class R>
    static constexpr auto subsets() {
        return std::array<std::array<std::uint8_t, 3>, 1>{{{0, 1, 2}}};
    }
};
}  // namespace

TEST_CASE("solve: a hand values each source's cards as a set unless its selection tells them apart", "[analysis][solve]") {
    using game_t = nj_mini_tex<pair_or_better>;
    using analysis::detail::reads_sources_as_sets;
    // 13:69F-37 (g): the best three of the two hole cards and the three community cards, at least one hole card.
    STATIC_REQUIRE(reads_sources_as_sets<game_t, game_t::player_hand>());
    STATIC_REQUIRE(reads_sources_as_sets<game_t, game_t::dealer_hand>());
    STATIC_REQUIRE(analysis::detail::reads_hands_as_sets<game_t>());
    STATIC_REQUIRE(reads_sources_as_sets<game_t, raw_cards<card_source::player, card_source::board>>());
    STATIC_REQUIRE(reads_sources_as_sets<game_t, ranked_hand<three_card, hole_and_board<2, 3, 2, 1>, card_source::player, card_source::board>>());
    STATIC_REQUIRE_FALSE(reads_sources_as_sets<game_t, ranked_hand<three_card, first_board_card, card_source::player, card_source::board>>());
    // Laid out board first, the same subset is the whole board: every order of the board's cards reads it.
    STATIC_REQUIRE(reads_sources_as_sets<game_t, ranked_hand<three_card, first_board_card, card_source::board, card_source::player>>());
}

TEST_CASE("solve: a dealer's hand of face-down cards with the board is counted by card removal where its tables fit",
          "[analysis][solve][mini_tex]") {
    // Mini-Tex (13:69F-37): the dealer's two face-down cards with the three community cards. The engine
    // counts each board's completions from its table (board_completions); checked against brute force
    // in solve_mini_tex.cpp and board_completions.cpp.
    using game_t = nj_mini_tex<pair_or_better>;
    STATIC_REQUIRE(analysis::exact_play<game_t>::deals == 1326ULL * 1225 * 48 * 1081);  // hole cards, flop, river, the dealer's two of the 47 left
    CHECK(analysis::exact_play<game_t>::uses_card_removal({}));
    CHECK_FALSE(analysis::exact_play<game_t>::uses_card_removal({.memory_budget = 1 << 20}));  // the tables do not fit: enumerated
}

TEST_CASE("solve: a play's nets read the cards through the contest class alone unless a wager with action is paid by a table",
          "[analysis][solve]") {
    using carnival::settles_by_contest_alone;
    // Mini-Tex's ante, flop, river and play (13:69F-37 (g)): even money, whatever the hands.
    using mini = nj_mini_tex<pair_or_better>;
    wager_slip<mini> mini_slip;
    mini_slip.place<mini::ante_type>(money::dollars(1));
    CHECK(settles_by_contest_alone(mini_slip));
    // With pocket poker on it, paid by a table on the hole cards (13:69F-37 (g)(6)): no longer.
    mini_slip.place<mtx::pocket_poker<mtx::example_pocket_poker_table>>(money::dollars(1));
    CHECK_FALSE(settles_by_contest_alone(mini_slip));
    // Three Card Poker: the ante bonus (NY (f)(1)(iii)) pays by a table on the player's hand wherever the ante has action.
    using tcp_game = three_card_poker<>;
    wager_slip<tcp_game> tcp_slip;
    tcp_slip.place<tcp::ante>(money::dollars(1));
    CHECK_FALSE(settles_by_contest_alone(tcp_slip));
    // The designer's duel: its second raise and its bonus pay by tables.
    CHECK_FALSE(settles_by_contest_alone(analysis::play_slip<duel::game>(money::dollars(1))));
}
