/// \file
/// \brief `carnival::table::full_table<Game>`: Monte Carlo simulation of a whole table — every
/// seat with its own wagers and strategy, one deck per round, each round run by table<Game> as
/// the rules prescribe — tallying the house's hold per round and per seat, and checking in every
/// round that chips are conserved among players, house and dealers.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/deck.hpp>
#include <carnival/figures/distribution.hpp>
#include <carnival/money/money.hpp>
#include <carnival/random/xoshiro256.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/simulation/blocks.hpp>
#include <carnival/table/bets.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/table.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace carnival::table {

/// \brief One seat of a simulated table: its position, the wagers it places every round, and the
/// strategy that decides for it (a function of the player's view, as strategy_for says).
template <class Game>
struct seat_plan {
    position at;                                                 ///< the betting position
    bets<Game> wagers;                                           ///< placed every round
    std::function<decision(const player_view<Game>&)> strategy;  ///< decides at each point reached
};

/// \brief What a full-table simulation counts: rounds, the house's net per round (per unit of the
/// table's wagers), each seat's result for the house (per unit of the seat's wagers), the totals
/// of players, house and dealers, and the rounds in which they did not add up to zero (none, or
/// the engine is wrong).
struct table_tally {
    std::uint64_t rounds = 0;                 ///< rounds played
    distribution hold;              ///< the house's net per round, per unit of the table's wagers
    std::vector<distribution> seats;  ///< the house's net from each seat per round, per unit of its wagers
    money players;                            ///< the players' net over all rounds
    money house;                              ///< the house's net over all rounds
    money dealers;                            ///< what the dealers received over all rounds
    std::uint64_t unbalanced = 0;             ///< rounds where players + house + dealers was not zero

    /// Adds every count of \p other, a tally of the same table; throws std::invalid_argument for another table.
    void merge(const table_tally& other) {
        if (other.seats.size() != seats.size() || other.hold.unit() != hold.unit())
            throw std::invalid_argument("carnival::table::table_tally: merging the tallies of different tables");
        table_tally merged = *this;  // into a copy: an overflow anywhere changes nothing
        merged.rounds += other.rounds;
        merged.hold.merge(other.hold);
        for (std::size_t i = 0; i < seats.size(); ++i) merged.seats[i].merge(other.seats[i]);
        merged.players += other.players;
        merged.house += other.house;
        merged.dealers += other.dealers;
        merged.unbalanced += other.unbalanced;
        *this = std::move(merged);
    }
    /// Same counts.
    friend bool operator==(const table_tally&, const table_tally&) = default;
};

/// \brief A table of \p Game run by \p house_rules with the seats \p plans, simulated round after
/// round on table<Game> itself (without its record). Blocks, seeds, threads and shards work as
/// simulation::run_blocks says: the same seed gives the same tally on any number of threads.
/// Strategies are called from every simulating thread at once and must not modify shared state.
template <class Game>
class full_table {
public:
    /// \brief Throws std::invalid_argument for no seat, a position twice, or a position the table
    /// does not have; invalid_wager for wagers the table does not take (checked on a table now).
    full_table(house_rules<Game> rules, std::vector<seat_plan<Game>> plans)
        : rules_(std::move(rules)), plans_(std::move(plans)) {
        if (plans_.empty()) throw std::invalid_argument("carnival::table::full_table: a table needs at least one seat");
        for (std::size_t i = 0; i < plans_.size(); ++i) {
            if (!plans_[i].strategy) throw std::invalid_argument("carnival::table::full_table: a seat without a strategy");
            for (std::size_t j = 0; j < i; ++j)
                if (plans_[j].at == plans_[i].at)
                    throw std::invalid_argument("carnival::table::full_table: " + to_string(plans_[i].at) + " is planned twice");
        }
        (void)seated(0);  // every seat sits and places its wagers on a real table: the table's own checks
    }

    /// \brief Simulates \p rounds rounds (the blocks of this \p part) from \p seed on \p threads threads.
    [[nodiscard]] table_tally run(std::uint64_t rounds, std::uint64_t seed, unsigned threads = 1,
                                  simulation::shard part = {}, const simulation::progress_callback& progress = {}) const {
        return simulation::run_blocks(rounds, seed, threads, part, progress, empty(),
                                      [this](table_tally& out, xoshiro256ss& g, std::uint64_t n) {
                                          table<Game> t = seated(g());
                                          table_tally block = empty();
                                          for (std::uint64_t r = 0; r < n; ++r) play_round(t, block);
                                          out.merge(block);
                                      });
    }

private:
    table<Game> seated(std::uint64_t table_seed) const {
        table<Game> t(rules_, table_seed, false);
        t.open(std::vector<deck>(rules_.decks));
        for (const seat_plan<Game>& p : plans_) {
            const std::string who = carnival::detail::join({"seat ", std::to_string(p.at.number)});
            t.join(who, money::cents(rules_.most_chips.minor_units() / 2));  // never short of chips, nor holding too many
            t.sit(who, p.at);
            t.place(p.at, p.wagers);  // checks the wagers; taken back by the first round's place
        }
        return t;
    }

    table_tally empty() const {
        table_tally out{.rounds = 0, .hold = distribution(table_wagers()), .seats = {}, .players = {}, .house = {},
                        .dealers = {}, .unbalanced = 0};
        for (const seat_plan<Game>& p : plans_) out.seats.emplace_back(p.wagers.total());
        return out;
    }
    money table_wagers() const {
        money total;
        for (const seat_plan<Game>& p : plans_) total += p.wagers.total();
        return total;
    }

    void play_round(table<Game>& t, table_tally& out) const {
        std::vector<money> before;
        before.reserve(plans_.size());
        for (const seat_plan<Game>& p : plans_) {
            t.place(p.at, p.wagers);
            before.push_back(t.players()[*t.at(p.at).player].chips + p.wagers.value());
        }
        const money house_before = t.house(), dealers_before = t.dealers();
        t.no_more_bets();
        while (t.current_phase() == phase::deciding) {
            const position p = t.turn();
            const visible_cards<Game> seen(t.cards_of(p));
            t.decide(p, plan_at(p).strategy(seen.at(t.point())));
        }
        const money house = t.house() - house_before, dealers = t.dealers() - dealers_before;
        money players;
        for (std::size_t i = 0; i < plans_.size(); ++i) {
            const seat_plan<Game>& p = plans_[i];
            const money net = t.players()[*t.at(p.at).player].chips - before[i];
            players += net;
            // The house's net from the seat: what the player lost less what the dealers received from it.
            out.seats[i].add(-net - seat_dealers(t, p.at), 1, wagered(t, p.at));
        }
        out.hold.add(house, 1, table_wagered(t));
        out.players += players;
        out.house += house;
        out.dealers += dealers;
        out.rounds += 1;
        if (players + house + dealers != money{}) ++out.unbalanced;
        t.next_round();
    }

    const seat_plan<Game>& plan_at(position p) const {
        for (const seat_plan<Game>& s : plans_)
            if (s.at == p) return s;
        throw std::logic_error("carnival::table::full_table: a turn at a position without a plan");
    }
    // What the dealers received from the seat at p this round (its toke).
    static money seat_dealers(const table<Game>& t, position p) { return t.at(p).to_dealers; }
    static money wagered(const table<Game>& t, position p) { return t.at(p).wagered(); }
    money table_wagered(const table<Game>& t) const {
        money total;
        for (const seat_plan<Game>& p : plans_) total += t.at(p.at).wagered();
        return total;
    }

    house_rules<Game> rules_;
    std::vector<seat_plan<Game>> plans_;
};

}  // namespace carnival::table
