// The Three Card Poker par sheet: ante-play with a strategy, pair plus, the six-card bonus.
#pragma once

#include "sheet.hpp"
#include "simulate.hpp"

#include <carnival/analysis/ante_play.hpp>
#include <carnival/analysis/heads_up.hpp>
#include <carnival/analysis/side_wager.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/simulation/heads_up.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace par {

struct three_card_poker_options {
    std::string pair_plus = "A";        // A..G
    std::string ante_bonus = "1-4-5";   // 1-4-5 | 1-5-6
    std::string six_card = "none";      // none | i-A..i-D | ii-A..ii-E
    std::optional<carnival::money> six_card_wager;  // default $5; given with six_card "none", it is refused
    std::string strategy = "optimal";   // optimal | q64 | mimic-dealer | never-fold
    std::uint64_t coupled_ratio = 1;    // dollars of pair plus per $1 ante for the coupled analysis (0: none)
    simulation_options sim;             // of ante-play
};

namespace detail {

using namespace carnival;
using namespace carnival::three_card_poker_tables;

template <class F>
void with_pair_plus(const std::string& t, F&& f) {
    if (t == "A") return f.template operator()<pair_plus_a>();
    if (t == "B") return f.template operator()<pair_plus_b>();
    if (t == "C") return f.template operator()<pair_plus_c>();
    if (t == "D") return f.template operator()<pair_plus_d>();
    if (t == "E") return f.template operator()<pair_plus_e>();
    if (t == "F") return f.template operator()<pair_plus_f>();
    if (t == "G") return f.template operator()<pair_plus_g>();
    throw std::invalid_argument("--pair-plus: expected one of A..G (NY (f)(1)(ii)), got \"" + t + "\"");
}

template <class F>
void with_six_card(const std::string& t, F&& f) {
    if (t == "i-A") return f.template operator()<tcp::six_card_bonus_i<six_card_i_a>>();
    if (t == "i-B") return f.template operator()<tcp::six_card_bonus_i<six_card_i_b>>();
    if (t == "i-C") return f.template operator()<tcp::six_card_bonus_i<six_card_i_c>>();
    if (t == "i-D") return f.template operator()<tcp::six_card_bonus_i<six_card_i_d>>();
    if (t == "ii-A") return f.template operator()<tcp::six_card_bonus_ii<six_card_ii_a>>();
    if (t == "ii-B") return f.template operator()<tcp::six_card_bonus_ii<six_card_ii_b>>();
    if (t == "ii-C") return f.template operator()<tcp::six_card_bonus_ii<six_card_ii_c>>();
    if (t == "ii-D") return f.template operator()<tcp::six_card_bonus_ii<six_card_ii_d>>();
    if (t == "ii-E") return f.template operator()<tcp::six_card_bonus_ii<six_card_ii_e>>();
    throw std::invalid_argument("--six-card: expected none, i-A..i-D or ii-A..ii-E (NY (f)(2)), got \"" + t + "\"");
}

// "play Q-6-4 or better" when the played hands are exactly those at or above one hand.
template <class Counts>
std::string describe_strategy(const Counts& counts, const std::vector<bool>& plays) {
    const auto& hands = counts.hands();
    bool any = false;
    hand_value<three_card> lowest{};
    for (std::size_t i = 0; i < hands.size(); ++i)
        if (plays[i] && (!any || hands[i].value < lowest)) lowest = hands[i].value, any = true;
    if (!any) return "fold every hand";
    if (std::find(plays.begin(), plays.end(), false) == plays.end()) return "play every hand";
    for (std::size_t i = 0; i < hands.size(); ++i)
        if (plays[i] != (hands[i].value >= lowest)) return "play by table";
    if (lowest == hand_value<three_card>{} || lowest.category() != hand_category::high_card)
        return "play " + lowest.describe() + " or better";
    std::string ranks;
    for (int r = 12; r >= 0; --r)
        if ((lowest.minor_ranks() >> r) & 1U) ranks += (ranks.empty() ? "" : "-") + std::string(1, symbol(rank_at(r)));
    return "play " + ranks + " or better";
}

template <class AnteBonus>
void ante_play_figures(sheet& s, const three_card_poker_options& o) {
    const std::string& strategy = o.strategy;
    using game_t = three_card_poker<pair_plus_a, AnteBonus>;
    const analysis::heads_up<game_t> counts;
    const analysis::ante_play<game_t> ap(counts);
    using table_t = analysis::play_table<game_t>;
    const auto q64 = evaluate<three_card>(std::array{card(rank::queen, suit::clubs), card(rank::six, suit::diamonds),
                                                     card(rank::four, suit::hearts)});
    const auto play_if = [](bool play) { return play ? decision::play : decision::fold; };
    const table_t plays = [&] {  // every strategy is a function of the player's view
        if (strategy == "optimal") return ap.optimal();
        if (strategy == "q64")
            return table_t::of([&](const player_view<game_t>& v) { return play_if(evaluate<three_card>(v.hole) >= q64); });
        if (strategy == "mimic-dealer")
            return table_t::of([&](const player_view<game_t>& v) {
                return play_if(game_t::qualifier::qualifies(evaluate<three_card>(v.hole)));
            });
        if (strategy == "never-fold") return table_t::of(always_play{});
        throw std::invalid_argument("--strategy: expected optimal, q64, mimic-dealer or never-fold, got \"" + strategy + "\"");
    }();
    auto f = ap.figures(plays, strategy + ": " + describe_strategy(counts, plays.table()));
    f.pay_table = std::string(AnteBonus::name);  // each table's own name
    s.wagers.push_back(f);
    if (o.coupled_ratio > 0) {
        with_pair_plus(o.pair_plus, [&]<class Table>() {
            using coupled_game = three_card_poker<Table, AnteBonus>;
            const analysis::ante_play<coupled_game> coupled(counts);
            auto c = coupled.template coupled_figures<tcp::pair_plus<Table>>(money::dollars(1), money::dollars(o.coupled_ratio));
            c.pay_table = std::string(AnteBonus::name) + ", " + std::string(Table::name);
            s.wagers.push_back(std::move(c));
        });
    }
    if (o.sim.rounds > 0) simulate(s, simulation::heads_up<game_t>(plays), o.sim, "ante-play", f.pay_table, f.strategy);
}

/// Refuses a six-card wager its table does not take, naming the option.
template <class Wager>
void check_six_card_wager(money amount) {
    try {
        check_amount<Wager>(amount);
    } catch (const invalid_wager& e) {
        throw std::invalid_argument(std::string("--six-card-wager: ") + e.what());
    }
}

}  // namespace detail

inline sheet three_card_poker_sheet(const three_card_poker_options& o) {
    using namespace detail;
    if (o.six_card == "none" && o.six_card_wager)
        throw std::invalid_argument("--six-card-wager: " + to_string(*o.six_card_wager) +
                                    " has no effect without a six-card table (--six-card i-A..i-D or ii-A..ii-E)");
    const money six_card_wager = o.six_card_wager.value_or(money::dollars(5));
    // The six-card wager's game and type: its figures do not depend on the pair plus table, which
    // it only requires (NY (c)(7)), so one pair plus table serves for all.
    // The types come as tags, not as explicit template arguments: clang 13 cannot instantiate a
    // capturing lambda's operator()<…> called from inside another template lambda.
    const auto with_six_card_wager = [&](auto&& f) {
        with_six_card(o.six_card, [&]<class Six>() {
            using game_t = three_card_poker<pair_plus_a, ante_bonus_1_4_5, Six>;
            f(std::type_identity<game_t>{}, std::type_identity<typename Six::template wager<tcp::pair_plus<pair_plus_a>>>{});
        });
    };
    // Before any analysis: a stake the table does not take (ii-E's awards are for exactly $5).
    if (o.six_card != "none")
        with_six_card_wager([&]<class Game, class Wager>(std::type_identity<Game>, std::type_identity<Wager>) {
            check_six_card_wager<Wager>(six_card_wager);
        });
    sheet s{"three-card-poker", "Three Card Poker (New York rules)", {}, {}, {}};
    s.options = {{"pair_plus", o.pair_plus},
                 {"ante_bonus", o.ante_bonus},
                 {"six_card", o.six_card},
                 {"six_card_wager", to_string(six_card_wager)},
                 {"strategy", o.strategy},
                 {"coupled_ratio", std::to_string(o.coupled_ratio)}};
    if (o.ante_bonus == "1-4-5") ante_play_figures<ante_bonus_1_4_5>(s, o);
    else if (o.ante_bonus == "1-5-6") ante_play_figures<ante_bonus_1_5_6>(s, o);
    else throw std::invalid_argument("--ante-bonus: expected 1-4-5 or 1-5-6 (NY (f)(1)(iii)), got \"" + o.ante_bonus + "\"");

    with_pair_plus(o.pair_plus, [&]<class Table>() {
        s.wagers.push_back(analysis::side_wager_figures<three_card_poker<Table>, tcp::pair_plus<Table>>(money::dollars(1)));
    });
    if (o.six_card != "none") {
        with_six_card_wager([&]<class Game, class Wager>(std::type_identity<Game>, std::type_identity<Wager>) {
            s.wagers.push_back(analysis::side_wager_figures<Game, Wager>(six_card_wager));
        });
    }
    return s;
}

}  // namespace par
