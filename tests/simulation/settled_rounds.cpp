// Simulation of any game through settle(): reproducible whatever the thread count, shards merge
// into the run, agreement with the exact figures of every wager, a game of another shape, and
// bad input.
#include "../support/catch.hpp"
#include "../support/pro_rata_table.hpp"

#include <carnival/analysis/solve.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/simulation/settled_rounds.hpp>

#include "../../examples/games/caribbean_stud.hpp"
#include "../../examples/games/four_card_poker.hpp"
#include "../../examples/games/let_it_ride.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <string_view>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace carnival;

namespace {

using tcp_game = three_card_poker<three_card_poker_tables::pair_plus_a, three_card_poker_tables::ante_bonus_1_4_5,
                                  tcp::six_card_bonus_ii<three_card_poker_tables::six_card_ii_e>>;
using pair_plus_a = tcp::pair_plus<three_card_poker_tables::pair_plus_a>;
using six_card_e = tcp::six_card_bonus_ii<three_card_poker_tables::six_card_ii_e>::wager<pair_plus_a>;

// Play Q-6-4 or better: the NY player's optimal strategy in short form.
bool q64_or_better(std::span<const card, 3> hole) {
    static const auto q64 = evaluate<three_card, all_of<3>>(parse_cards("Qc 6d 4h"));
    return evaluate<three_card, all_of<3>>(hole) >= q64;
}

decision q64_strategy(const player_view<tcp_game>& view) { return q64_or_better(view.hole) ? decision::play : decision::fold; }

// |simulated - exact| < 5 standard errors of the simulated mean.
void check_agrees(const analysis::distribution& simulated, const analysis::wager_figures& exact) {
    const auto got = simulated.figures();
    const double se = exact.std_dev / std::sqrt(static_cast<double>(simulated.total()));
    INFO(exact.wager << ": exact " << exact.expected_value << ", simulated " << got.expected_value << ", standard error " << se);
    CHECK(std::abs(got.expected_value - exact.expected_value) < 5 * se);
    CHECK(std::abs(got.average_total_wager - exact.average_total_wager) < 0.01);
}

}  // namespace

TEST_CASE("settled rounds: same seed gives the same tallies on 1, 2 or 8 threads and shards merge",
          "[simulation][threads]") {
    wager_slip<tcp_game> slip;
    slip.place<tcp::ante>(money::dollars(10)).place<pair_plus_a>(money::dollars(5)).place<tcp::toke>(money::dollars(1));
    const simulation::settled_rounds<tcp_game> sim(slip, q64_strategy);
    const auto one = sim.run(150'000, 7, 1);
    CHECK(one == sim.run(150'000, 7, 2));
    CHECK(one == sim.run(150'000, 7, 8));
    auto parts = sim.run(150'000, 7, 2, {0, 2});
    parts.merge(sim.run(150'000, 7, 1, {1, 2}));
    CHECK(parts == one);
    // Progress: one call per block of the shard, counting up (recorded, checked on this thread).
    std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
    const auto record = [&](std::uint64_t done, std::uint64_t total) { calls.emplace_back(done, total); };
    (void)sim.run(150'000, 7, 2, {1, 2}, record);  // blocks 0, 1, 2; shard 1 of 2 has block 1 only
    CHECK(calls == std::vector<std::pair<std::uint64_t, std::uint64_t>>{{1, 1}});
    calls.clear();
    (void)sim.run(150'000, 7, 2, {}, record);
    CHECK(calls == std::vector<std::pair<std::uint64_t, std::uint64_t>>{{1, 3}, {2, 3}, {3, 3}});
    CHECK_FALSE(sim.run(150'000, 8, 1) == one);
    // Seeds and blocks do not trade places: block b of seed a is not block a of seed b.
    CHECK(simulation::block_generator(1, 2)() != simulation::block_generator(2, 1)());
    CHECK(simulation::block_generator(5, 5)() != simulation::block_generator(6, 6)());
    REQUIRE(one.wagers.size() == 3);  // ante (with play and ante bonus), pair plus, toke
    CHECK(one.find("ante") != nullptr);
    CHECK(one.find("six-card-bonus") == nullptr);  // not on the slip
    // Every chip on the slip is accounted for: the worst round loses ante, play, pair plus and
    // toke ($26), and a fold loses all but the play, which is never made ($16).
    CHECK(one.total.counts().begin()->first == -2600);
    CHECK(one.total.counts().count(-1600) == 1);
    // The whole slip's results are the sum of the groups' results.
    long double groups = 0, total = 0;
    for (const auto& g : one.wagers)
        for (auto [net, n] : g.results.counts()) groups += static_cast<long double>(net) * static_cast<long double>(n);
    for (auto [net, n] : one.total.counts()) total += static_cast<long double>(net) * static_cast<long double>(n);
    CHECK(groups == total);
    CHECK(one.total.total() == 150'000);
    CHECK(one.total.unit() == money::dollars(16));
    // The toke is the player's bet for the dealers: for the player it is $1 gone every round.
    REQUIRE(one.find("toke"));
    CHECK(one.find("toke")->counts() == std::map<std::int64_t, std::uint64_t>{{-100, 150'000}});
}

namespace {
// A run simulated by hand, sharing with the simulator only its deal (dealt_cards::deal from each
// block's generator): each round decided by decisions_of() and settled by the public settle(), its
// wagers' nets summed into the group that `group_of` names for each wager, and the whole slip's.
template <class Game, class S>
std::map<std::string_view, std::map<std::int64_t, std::uint64_t>> by_hand(const wager_slip<Game>& slip, const S& strategy,
                                                                       std::uint64_t rounds, std::uint64_t seed,
                                                                       const std::map<std::string_view, std::string_view>& group_of) {
    std::map<std::string_view, std::map<std::int64_t, std::uint64_t>> out;
    for (std::uint64_t block = 0; block * simulation::block_rounds < rounds; ++block) {
        xoshiro256ss g = simulation::block_generator(seed, block);
        for (std::uint64_t r = block * simulation::block_rounds; r < std::min(rounds, (block + 1) * simulation::block_rounds); ++r) {
            std::uint64_t used = 0;
            const auto cards = dealt_cards<Game>::deal([&] { return simulation::draw_card(g, used); });
            const auto settled = settle(slip, cards, decisions_of(slip, cards, strategy).made());
            std::map<std::string_view, std::int64_t> nets;
            for (const wager_result& w : settled.wagers)
                if (const auto group = group_of.find(w.wager); group != group_of.end()) nets[group->second] += w.net.minor_units();
            for (const auto& [group, net] : nets) ++out[group][net];
            ++out["total"][settled.net().minor_units()];
        }
    }
    return out;
}
}  // namespace

TEST_CASE("settled rounds: every round the simulator counts is what the rounds dealt alike and settled one by one give",
          "[simulation]") {
    // Three Card Poker's ante with its play and ante bonus, pair plus and the toke: decided on the
    // hole cards alone, so settled from the plan made once by hole cards (hole_card_plan).
    wager_slip<tcp_game> slip;
    slip.place<tcp::ante>(money::dollars(10)).place<pair_plus_a>(money::dollars(5)).place<tcp::toke>(money::dollars(1));
    const std::map<std::string_view, std::string_view> tcp_groups{
        {"ante", "ante"}, {"play", "ante"}, {"ante-bonus", "ante"}, {"pair-plus", "pair-plus"}, {"toke", "toke"}};
    const simulation::settled_rounds<tcp_game> sim(slip, q64_strategy);
    CHECK(sim.planned());
    const auto run = sim.run(140'000, 11, 2);
    const auto expected = by_hand(slip, q64_strategy, 140'000, 11, tcp_groups);
    for (const char* group : {"ante", "pair-plus", "toke"}) {
        INFO(group);
        REQUIRE(run.find(group) != nullptr);
        CHECK(run.find(group)->counts() == expected.at(group));
    }
    CHECK(run.total.counts() == expected.at("total"));
    // Every round settled by itself: the same tallies, group by group.
    const simulation::settled_rounds<tcp_game> unplanned(slip, q64_strategy, simulation::planning::never);
    CHECK_FALSE(unplanned.planned());
    CHECK(unplanned.run(140'000, 11, 1) == run);
    // The same with the ante alone, played by the optimal strategy table.
    wager_slip<tcp_game> ante_only;
    ante_only.place<tcp::ante>(money::dollars(1));
    const auto table = analysis::exact_play<tcp_game>().optimal_strategy();
    const simulation::settled_rounds<tcp_game> by_table(ante_only, table);
    CHECK(by_table.planned());
    const auto alone = by_table.run(70'000, 3, 1);
    CHECK(alone.total.counts() == by_hand(ante_only, table, 70'000, 3, tcp_groups).at("total"));
    // The six-card bonus reads the dealer's cards too: no plan, the rounds settled one by one.
    wager_slip<tcp_game> six;
    six.place<tcp::ante>(money::dollars(5)).place<pair_plus_a>(money::dollars(5)).place<six_card_e>(money::dollars(5));
    const std::map<std::string_view, std::string_view> six_groups{
        {"ante", "ante"}, {"play", "ante"}, {"ante-bonus", "ante"}, {"pair-plus", "pair-plus"}, {"six-card-bonus", "six-card-bonus"}};
    const simulation::settled_rounds<tcp_game> with_six(six, q64_strategy);
    CHECK_FALSE(with_six.planned());
    CHECK(with_six.run(70'000, 5, 2).total.counts() == by_hand(six, q64_strategy, 70'000, 5, six_groups).at("total"));
    // Mini-Tex decides on the board: no plan. Every bet made to the end (the last option of each point).
    using mtx_game = mini_tex<pair_or_better, mtx::rule_card>;
    const auto to_the_end = [](const player_view<mtx_game>& v) {
        constexpr auto& options = analysis::exact_play<mtx_game>::options;
        return options.first[v.point][options.second[v.point] - 1];
    };
    const auto mtx_slip = analysis::play_slip<mtx_game>(money::dollars(1));
    const simulation::settled_rounds<mtx_game> mtx_sim(mtx_slip, to_the_end);
    CHECK_FALSE(mtx_sim.planned());
    CHECK(mtx_sim.by_ending());  // the ante and raises read the cards through the contest alone
    const auto mtx_run = mtx_sim.run(30'000, 9, 2);
    CHECK(mtx_run.total.counts() == by_hand(mtx_slip, to_the_end, 30'000, 9, {}).at("total"));
    const simulation::settled_rounds<mtx_game> mtx_one_by_one(mtx_slip, to_the_end, simulation::planning::never);
    CHECK_FALSE(mtx_one_by_one.by_ending());
    CHECK(mtx_one_by_one.run(30'000, 9, 1) == mtx_run);
    // Pocket poker reads the player's cards: every round settled by itself.
    auto with_pocket = mtx_slip;
    with_pocket.place<mtx::pocket_poker<mtx::example_pocket_poker_table>>(money::dollars(1));
    CHECK_FALSE(simulation::settled_rounds<mtx_game>(with_pocket, to_the_end).by_ending());
}

namespace {
// Mini-Tex with a toke riding on the ante, as Three Card Poker's (a second group that reads no hand).
struct toked_mini_tex_rules : mtx::rules<> {
    using toke = rides_on<"toke", ante, "procedures, Dealer Toke Bets 1", wager_for::dealers>;
    using wagers = wager_list<ante, flop, river, play, toke>;
};
using toked_mini_tex = game<toked_mini_tex_rules>;

// Folds at a point by the hole cards' ranks and the point (each point folds some hands), else makes the bet.
decision folds_now_and_then(const player_view<toked_mini_tex>& v) {
    const auto rank_sum = static_cast<std::size_t>(v.hole[0].rank()) + static_cast<std::size_t>(v.hole[1].rank());
    return (rank_sum + v.point) % 4 == 0 ? decision::fold : decision::play;
}
}  // namespace

TEST_CASE("settled rounds: rounds counted by their ending settle as the rounds one by one", "[simulation]") {
    // The ante with its raises and a toke: two groups, both settled by the decisions and the
    // contest alone; folds at every point, so that every ending is met.
    wager_slip<toked_mini_tex> slip;
    slip.place<toked_mini_tex_rules::ante>(money::dollars(5)).place<toked_mini_tex_rules::toke>(money::dollars(1));
    const simulation::settled_rounds<toked_mini_tex> sim(slip, folds_now_and_then);
    CHECK_FALSE(sim.planned());
    REQUIRE(sim.by_ending());
    const auto run = sim.run(100'000, 21, 2);
    const std::map<std::string_view, std::string_view> groups{{"ante", "ante"}, {"flop", "ante"}, {"river", "ante"}, {"play", "ante"}, {"toke", "toke"}};
    const auto expected = by_hand(slip, folds_now_and_then, 100'000, 21, groups);
    for (const char* group : {"ante", "toke"}) {
        INFO(group);
        REQUIRE(run.find(group) != nullptr);
        CHECK(run.find(group)->counts() == expected.at(group));
    }
    CHECK(run.total.counts() == expected.at("total"));
    // A fold at each point loses the ante, the bets made before it and the toke.
    for (const std::int64_t fold_net : {-600, -1100, -1600}) CHECK(run.total.counts().count(fold_net) == 1);
    CHECK(simulation::settled_rounds<toked_mini_tex>(slip, folds_now_and_then, simulation::planning::never).run(100'000, 21, 1) == run);
}

namespace {
// A designer's six-card table whose fixed award is common enough to simulate (about 1.9% of
// deals): $100 for a $5 wager on a flush or better, paid pro rata below $5; trips pay 5 to 1.
struct flush_or_better {
    static constexpr std::string_view name = "Flush or better";
    template <class Hand>
    static constexpr bool holds(const Hand& h) noexcept {
        return h.value.category() >= hand_category::flush;
    }
};
using frequent_award = pay_table<
    "flush award, pro rata below $5", five_card, awards_if<flush_or_better, fixed_award{.award_cents = 10'000, .stake_cents = 500, .policy = award_policy::pro_rata_below}>,
              pays<hand_category::three_of_a_kind, 5>>;
}  // namespace

TEST_CASE("settled rounds: the six-card bonus follows its table's stake rule (NY (f)(2)(ii) table E)", "[simulation]") {
    using test_support::six_card_game;
    using test_support::six_card_wager;
    // On table E only a $5 wager can be put on the slip at all, so no simulation pays another stake.
    wager_slip<six_card_game<three_card_poker_tables::six_card_ii_e>> exact;
    exact.place<tcp::ante>(money::dollars(5)).place<pair_plus_a>(money::dollars(5));
    CHECK_THROWS_AS(exact.place<six_card_wager<three_card_poker_tables::six_card_ii_e>>(money::dollars(1)), invalid_wager);
    // Pro rata, with an award frequent enough to be dealt: the same seed deals the same rounds, so
    // per unit of the wager $0.01, $1 and $5 give the same results (the award is 20 times the
    // wager), and $25 the same but for the award, which does not grow: 4 times the wager.
    using game_t = six_card_game<frequent_award>;
    const auto per_unit = [](money stake) {
        wager_slip<game_t> slip;
        slip.place<tcp::ante>(money::dollars(5)).place<pair_plus_a>(money::dollars(5)).place<six_card_wager<frequent_award>>(stake);
        const auto tally = simulation::settled_rounds<game_t>(slip, always_play{}).run(65'536, 11, 2);
        const analysis::distribution* six = tally.find("six-card-bonus");
        REQUIRE(six);
        CHECK(six->unit() == stake);
        std::map<std::int64_t, std::uint64_t> units;  // net per unit, in hundredths
        for (auto [net, n] : six->counts()) units[net * 100 / stake.minor_units()] += n;
        return units;
    };
    const auto at_five = per_unit(money::dollars(5));
    REQUIRE(at_five.size() == 3);  // loses, trips 5 to 1, the award
    REQUIRE(at_five.count(2000) == 1);
    CHECK(at_five.at(2000) > 500);
    CHECK(per_unit(money::cents(1)) == at_five);
    CHECK(per_unit(money::dollars(1)) == at_five);
    auto at_twenty_five = per_unit(money::dollars(25));
    CHECK(at_twenty_five.at(400) == at_five.at(2000));
    at_twenty_five.erase(400);
    auto rest = at_five;
    rest.erase(2000);
    CHECK(at_twenty_five == rest);
}

TEST_CASE("settled rounds: Three Card Poker agrees with the exact figures of every wager", "[simulation]") {
    const analysis::exact_play<tcp_game> exact({.threads = 2});
    wager_slip<tcp_game> slip;
    slip.place<tcp::ante>(money::dollars(5)).place<pair_plus_a>(money::dollars(5)).place<six_card_e>(money::dollars(5));
    const std::uint64_t rounds = 1'000'000;
    const auto got = simulation::settled_rounds<tcp_game>(slip, q64_strategy).run(rounds, 11, 2);
    const auto q64 = exact.figures(q64_strategy, "Q-6-4 or better").figures;
    // The optimal strategy is Q-6-4 or better: the same figures.
    CHECK(q64.outcomes.size() == exact.optimal().figures.outcomes.size());
    CHECK(q64.expected_value == exact.optimal().figures.expected_value);
    check_agrees(*got.find("ante"), q64);
    // Pair plus is settled even for a folded hand only because Q-6-4 folds nothing but high cards,
    // which pair plus never pays: with this strategy its figures are the wager's own.
    check_agrees(*got.find("pair-plus"), analysis::side_wager_figures<tcp_game, pair_plus_a>(money::dollars(5)));
    // The six-card bonus' fixed royal awards make its standard deviation huge; a weaker check.
    const auto six = got.find("six-card-bonus")->figures();
    CHECK(six.expected_value < 0);
    CHECK(six.average_total_wager == 1.0);
    // Never folding: every round carries ante and play.
    const auto never = simulation::settled_rounds<tcp_game>(slip, always_play{}).run(200'000, 12, 2);
    CHECK(never.find("ante")->figures().average_total_wager == 2.0);
}

TEST_CASE("settled rounds: Mini-Tex with a designer's strategy agrees with its exact figures", "[simulation]") {
    using mt = mini_tex<pair_or_better, mtx::rule_card, mtx::example_pocket_poker_table>;
    // Raise before the flop with a pair, a suited hand or king high; after the flop with a pair made
    // from a hole card or four to a flush; after the river with queen high or better.
    const auto designer = [](const player_view<mt>& v) {
        const card a = v.hole[0], b = v.hole[1];
        const auto pairs_hole = [&](card x) {
            for (card c : v.board)
                if (c.rank() == x.rank()) return true;
            return a.rank() == b.rank();
        };
        bool play = false;
        // hole[0] is the higher card (player_view's order), so this reads "king or ace high".
        if (v.point == 0) play = a.rank() == b.rank() || a.suit() == b.suit() || a.rank() >= rank::king;
        if (v.point == 1) play = pairs_hole(a) || pairs_hole(b) || (a.suit() == b.suit() && v.board[0].suit() == a.suit() && v.board[1].suit() == a.suit());
        if (v.point == 2) {
            const std::array<card, 2> hole{a, b};
            const std::array<card, 3> board{v.board[0], v.board[1], v.board[2]};
            play = evaluate<three_card, hole_and_board<2, 3, 1, 2>>(hole, board) >=
                   evaluate<three_card, all_of<3>>(parse_cards("Qc 3d 2h"));
        }
        return play ? decision::play : decision::fold;
    };
    const analysis::exact_play<mt> solved({.threads = 2});
    const auto exact = solved.figures(designer, "designer").figures;
    CHECK(exact.expected_value < solved.optimal().figures.expected_value);  // optimal play is best
    wager_slip<mt> slip;
    slip.place<typename mt::ante_type>(money::dollars(1));
    const std::uint64_t rounds = 400'000;
    check_agrees(*simulation::settled_rounds<mt>(slip, designer).run(rounds, 3, 2).find("ante"), exact);
}

TEST_CASE("settled rounds: a game of another shape is dealt street by street", "[simulation]") {
    // Three cards each, then one community card after a burn; best three of the player's four.
    using four = ranked_hand<three_card, best_of<4>, card_source::player, card_source::board>;
    using dealer_four = ranked_hand<three_card, best_of<4>, card_source::dealer, card_source::board>;
    using bet = raise_wager<"bet", tcp::play_contest>;
    struct rules {
        using sequence = sequence_of_play<to_player<3>, to_dealer<3>, decide<may_fold<"fold">, may_raise<tcp::play, "play", 1>>,
                                          burn<1>, to_board<1>, decide<may_fold<"fold">, may_raise<bet, "bet", 1>>, reveal_dealer>;
        using player_hand = four;
        using dealer_hand = dealer_four;
        using dealer_qualifies = queen_high_or_better;
        using wagers = wager_list<tcp::ante, tcp::play, bet>;
    };
    using game_t = game<rules>;
    using ante = tcp::ante;
    std::atomic<int> bad_views{0};
    const auto strategy = [&](const player_view<game_t>& v) {
        if (v.board.size() != (v.point == 0 ? 0U : 1U) || v.point > 1) ++bad_views;
        if (!shown_before(v.hole[0], v.hole[1]) || !shown_before(v.hole[1], v.hole[2])) ++bad_views;  // sorted
        for (card c : v.board)
            if (c == v.hole[0] || c == v.hole[1] || c == v.hole[2]) ++bad_views;
        return v.point == 0 || evaluate<three_card, all_of<3>>(v.hole) > evaluate<three_card, all_of<3>>(parse_cards("Jc 3d 2h"))
                   ? decision::play
                   : decision::fold;
    };
    wager_slip<game_t> slip;
    slip.place<ante>(money::dollars(2));
    const simulation::settled_rounds<game_t> sim(slip, strategy);
    const auto t = sim.run(100'000, 5, 2);
    CHECK(bad_views == 0);
    CHECK(t == sim.run(100'000, 5, 1));
    const auto f = t.find("ante")->figures();
    CHECK(f.average_total_wager > 2.0);  // every hand plays once, some raise again
    CHECK(f.average_total_wager < 3.0);
    // The smallest net is losing all three wagers; folding after the street loses two.
    CHECK(t.find("ante")->counts().begin()->first == -600);
    CHECK(t.find("ante")->counts().count(-400) == 1);
}

TEST_CASE("settled rounds: Let It Ride letting every bet ride agrees with the pay table over all five-card hands",
          "[simulation][let_it_ride]") {
    using game_t = let_it_ride::game;
    // Exact, by brute force: every bet is paid on the five cards, whatever they are.
    long double sum = 0, squares = 0;
    constexpr std::uint64_t all = 2'598'960;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d)
                    for (int e = d + 1; e < 52; ++e) {
                        const std::array hand{card::from_dense_index(a), card::from_dense_index(b), card::from_dense_index(c),
                                              card::from_dense_index(d), card::from_dense_index(e)};
                        card_set set;
                        for (card x : hand) set.insert(x);
                        const auto pay = let_it_ride::pay_table::lookup(
                            paid_hand<hand_value<five_card>>{evaluate<five_card, all_of<5>>(hand), set});
                        const long double net = pay ? static_cast<long double>(pay->to) : -1.0L;
                        sum += net;
                        squares += net * net;
                    }
    const double ev = static_cast<double>(sum / all), sd = std::sqrt(static_cast<double>(squares / all) - ev * ev);
    wager_slip<game_t> slip;
    slip.place<let_it_ride::bet_1>(money::dollars(5)).place<let_it_ride::bet_2>(money::dollars(5)).place<let_it_ride::bet_3>(money::dollars(5));
    const simulation::settled_rounds<game_t> sim(slip, [](const player_view<game_t>&) { return decision::check; });
    constexpr std::uint64_t rounds = 200'000;
    const auto t = sim.run(rounds, 11, 2);
    CHECK(t == sim.run(rounds, 11, 1));
    for (const char* bet : {"bet 1", "bet 2", "bet 3"}) {
        INFO(bet << ": exact " << ev << ", simulated " << t.find(bet)->figures().expected_value);
        CHECK(std::abs(t.find(bet)->figures().expected_value - ev) < 5 * sd / std::sqrt(static_cast<double>(rounds)));
    }
    CHECK(ev < -0.3);  // a bet that always rides loses about 37% of itself: most hands pay nothing
}

TEST_CASE("settled rounds: Caribbean Stud, Let It Ride and Four Card Poker play with strategy functions",
          "[simulation][threads]") {
    {  // Caribbean Stud: raise with a pair or better, or with ace-king when the dealer shows a lower card.
        using game_t = caribbean_stud::game;
        std::atomic<int> bad_views{0};
        const auto strategy = [&](const player_view<game_t>& v) {
            if (v.dealer_up.size() != 1 || v.board.size() != 0) ++bad_views;
            const auto hand = evaluate<five_card, all_of<5>>(v.hole);
            const bool ace_king = v.hole[0].rank() == rank::ace && v.hole[1].rank() == rank::king;
            return hand.category() != hand_category::high_card || (ace_king && v.dealer_up[0].rank() < rank::king)
                       ? decision::play
                       : decision::fold;
        };
        wager_slip<game_t> slip;
        slip.place<caribbean_stud::ante>(money::dollars(1));
        const simulation::settled_rounds<game_t> sim(slip, strategy);
        const auto t = sim.run(100'000, 3, 2);
        CHECK(bad_views == 0);
        CHECK(t == sim.run(100'000, 3, 1));
        const auto& counts = t.find("ante")->counts();
        CHECK(counts.begin()->first == -300);  // ante and a 2x raise lost
        CHECK(counts.count(-100) == 1);        // a fold
        CHECK(counts.count(100) == 1);         // a dealer who does not qualify: the raise returned
        CHECK(counts.count(500) == 1);         // a pair beats a qualifying dealer: 1 + 2 x 2
        const auto f = t.find("ante")->figures();
        CHECK(f.expected_value < 0);
        CHECK(f.expected_value > -0.2);
    }
    {  // Let It Ride: let a bet ride with a pair of tens or better (or any three to a royal) in sight.
        using game_t = let_it_ride::game;
        const auto strategy = [](const player_view<game_t>& v) {
            unsigned ranks = 0;
            bool high_pair = false;
            for (auto cards : {v.hole.subspan(0), v.board})
                for (card c : cards) {
                    const unsigned bit = 1U << index(c.rank());
                    high_pair = high_pair || ((ranks & bit) != 0 && c.rank() >= rank::ten);
                    ranks |= bit;
                }
            return high_pair ? decision::check : decision::pull_back;
        };
        wager_slip<game_t> slip;
        slip.place<let_it_ride::bet_1>(money::dollars(2)).place<let_it_ride::bet_2>(money::dollars(2)).place<let_it_ride::bet_3>(money::dollars(2));
        const simulation::settled_rounds<game_t> sim(slip, strategy);
        const auto t = sim.run(100'000, 4, 2);
        CHECK(t == sim.run(100'000, 4, 1));
        const auto one = t.find("bet 1")->figures(), three = t.find("bet 3")->figures();
        CHECK(one.average_total_wager < 0.5);  // bet 1 mostly taken back (it stays with a pair of tens in hand)
        CHECK(three.average_total_wager == 1.0);  // bet 3 always rides
        CHECK(one.expected_value > three.expected_value);  // taking back the bets that would lose
    }
    {  // Four Card Poker: play 3x with two pair or better, 1x with a pair, fold the rest.
        using game_t = four_card_poker::game;
        const auto strategy = [](const player_view<game_t>& v) {
            const auto hand = evaluate<four_card_poker::four_card, best_of<5>>(v.hole);
            if (hand.category() == hand_category::high_card) return decision::fold;
            return hand.category() == hand_category::pair ? decision::raise(1) : decision::raise(3);
        };
        wager_slip<game_t> slip;
        slip.place<four_card_poker::ante>(money::dollars(1)).place<four_card_poker::aces_up>(money::dollars(1));
        const simulation::settled_rounds<game_t> sim(slip, strategy);
        const auto t = sim.run(100'000, 5, 2);
        CHECK(t == sim.run(100'000, 5, 1));
        const auto ante = t.find("ante")->figures();
        CHECK(ante.average_total_wager > 1.5);
        CHECK(ante.average_total_wager < 4.0);
        CHECK(t.find("ante")->counts().begin()->first == -400);  // ante and a 3x play lost
        CHECK(t.find("aces-up")->figures().average_total_wager == 1.0);
    }
}

TEST_CASE("settled rounds: bad input is reported and nothing runs", "[simulation]") {
    using game_t = ny_three_card_poker;
    // Slips that cannot be played: the catalogue, bad_input.cpp.
    wager_slip<game_t> slip;
    slip.place<tcp::ante>(money::dollars(1));
    const simulation::settled_rounds<game_t> sim(slip, [](const player_view<game_t>&) -> decision {
        throw std::runtime_error("the strategy gave up");
    });
    CHECK_THROWS_WITH(sim.run(200'000, 1, 2), "the strategy gave up");
    CHECK_THROWS_AS(simulation::settled_rounds<game_t>(slip, always_play{}).run(10, 1, 1, {2, 2}), std::invalid_argument);
}

TEST_CASE("settled rounds: Mini-Tex played by its optimal strategy table agrees with the exact figures", "[simulation][mini_tex]") {
    // The play decisions read from exact_play's table at every point (the last read by the board as one set).
    using mt = mini_tex<pair_or_better, mtx::rule_card>;
    const auto [optimal, table] = analysis::exact_play<mt>({.threads = 2}).optimal_with_strategy();
    wager_slip<mt> slip;
    slip.place<mt::ante_type>(money::dollars(1));
    const simulation::settled_rounds<mt> sim(slip, table);
    const std::uint64_t rounds = 300'000;
    const auto one = sim.run(rounds, 5, 1);
    CHECK(one == sim.run(rounds, 5, 2));
    CHECK(one == sim.run(rounds, 5, 8));
    check_agrees(one.total, optimal.figures);
    // Never folding, every round carries the ante, flop, river and play: five units (13:69F-37.1).
    CHECK(simulation::settled_rounds<mt>(slip, always_play{}).run(100'000, 6, 2).total.figures().average_total_wager == 5.0);
}
