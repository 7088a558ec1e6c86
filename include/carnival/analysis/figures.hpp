/// \file
/// \brief A wager's exact figures: the distribution of net results and what follows from it.
#pragma once

#include <carnival/money/money.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace carnival::analysis {

/// One net result of a wager: per unit of the initial wager, with its count and probability.
struct outcome_row {
    double net = 0;                 ///< net result per unit of the initial wager
    std::uint64_t combinations = 0; ///< how many equally likely deals give it
    double probability = 0;         ///< combinations / all deals
};

/// How often a hand category occurs and what it contributes to the return.
struct category_row {
    std::string category;           ///< e.g. "Straight"
    std::uint64_t combinations = 0; ///< deals in which the relevant hand has this category
    double probability = 0;         ///< combinations / all deals
    double contribution = 0;        ///< its share of the expected value, per unit initial wager
};

/// \brief The exact figures of one wager (or a wager with its decisions, like ante-play).
struct wager_figures {
    std::string wager;                   ///< "ante-play", "pair-plus", …
    std::string pay_table;               ///< the pay table's name
    std::string strategy;                ///< the strategy played, for decision wagers
    double expected_value = 0;           ///< per unit of the initial wager
    double house_edge = 0;               ///< -expected_value
    double element_of_risk = 0;          ///< -expected value / average total wager
    double std_dev = 0;                  ///< of the net result per unit initial wager
    double hit_frequency = 0;            ///< probability of a net win
    double average_total_wager = 1;      ///< initial wager plus the average of later wagers, per unit
    std::vector<outcome_row> outcomes;   ///< the distribution, lowest net first
    std::vector<category_row> categories;///< by hand category, highest first
};

/// \brief Accumulates an exact distribution: net results (in minor units for a stake of
/// `unit`) with integer weights, then the figures.
class distribution {
public:
    /// Net results are in minor units for an initial wager of \p unit.
    explicit distribution(money unit) : unit_(unit) {}

    /// Adds \p combinations deals with net result \p net and total wagered \p wagered.
    void add(money net, std::uint64_t combinations, money wagered) {
        if (combinations == 0) return;
        counts_[net.minor_units()] += combinations;
        total_ += combinations;
        wagered_ += static_cast<std::uint64_t>(wagered.minor_units()) * combinations;
    }
    /// Adds every entry of \p other (same unit). Counts are integers, so merging is exact and
    /// the order of merges does not matter.
    void merge(const distribution& other) {
        for (auto [net, n] : other.counts_) counts_[net] += n;
        total_ += other.total_;
        wagered_ += other.wagered_;
    }

    /// All deals counted.
    [[nodiscard]] std::uint64_t total() const noexcept { return total_; }
    /// The unit of the initial wager.
    [[nodiscard]] money unit() const noexcept { return unit_; }
    /// Count of deals by net result in minor units.
    [[nodiscard]] const std::map<std::int64_t, std::uint64_t>& counts() const noexcept { return counts_; }
    /// The total wagered over all deals, in minor units.
    [[nodiscard]] std::uint64_t wagered() const noexcept { return wagered_; }
    /// A distribution rebuilt from its counts and total wagered (e.g. read back from a shard's output).
    [[nodiscard]] static distribution from_counts(money unit, std::map<std::int64_t, std::uint64_t> counts,
                                                  std::uint64_t wagered) {
        distribution d(unit);
        for (auto [net, n] : counts) d.total_ += n;
        d.counts_ = std::move(counts);
        d.wagered_ = wagered;
        return d;
    }
    /// Same unit, counts and total wagered.
    friend bool operator==(const distribution&, const distribution&) = default;

    /// The figures (wager name, table and strategy filled in by the caller).
    [[nodiscard]] wager_figures figures() const {
        wager_figures f;
        const long double unit = static_cast<long double>(unit_.minor_units());
        const long double total = static_cast<long double>(total_);
        long double sum = 0, sum_sq = 0, wins = 0;
        for (auto [net, n] : counts_) {
            const long double x = static_cast<long double>(net) / unit;
            sum += x * static_cast<long double>(n);
            sum_sq += x * x * static_cast<long double>(n);
            if (net > 0) wins += static_cast<long double>(n);
            f.outcomes.push_back({static_cast<double>(x), n, static_cast<double>(static_cast<long double>(n) / total)});
        }
        const long double mean = sum / total;
        f.expected_value = static_cast<double>(mean);
        f.house_edge = -f.expected_value;
        f.average_total_wager = static_cast<double>(static_cast<long double>(wagered_) / total / unit);
        f.element_of_risk = -f.expected_value / f.average_total_wager;
        f.std_dev = static_cast<double>(std::sqrt(std::max(0.0L, sum_sq / total - mean * mean)));
        f.hit_frequency = static_cast<double>(wins / total);
        return f;
    }

private:
    money unit_;
    std::map<std::int64_t, std::uint64_t> counts_;
    std::uint64_t total_ = 0;
    std::uint64_t wagered_ = 0;
};

}  // namespace carnival::analysis
