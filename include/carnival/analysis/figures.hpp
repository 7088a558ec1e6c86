/// \file
/// \brief A wager's exact figures: the distribution of net results and what follows from it.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/checked.hpp>
#include <carnival/money/money.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <stdexcept>
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

/// How often one decision is taken.
struct decision_row {
    std::size_t point = 0;           ///< the decision point, from 1
    std::string decision;            ///< "fold", "play", "raise 3x", "check", "pull back"
    std::uint64_t combinations = 0;  ///< deals in which it is taken
    double probability = 0;          ///< combinations / all deals
};

/// The exact figures of a game's play (its ante, raises, bonuses, the bets a decision takes back) under one strategy.
struct play_figures {
    wager_figures figures;                ///< per unit of the ante (or of each bet, in a game without one)
    std::vector<decision_row> decisions;  ///< how often each decision is taken, point by point
};

/// \brief Accumulates an exact distribution: net results (in minor units for a stake of
/// `unit`) with integer weights, then the figures.
///
/// Every count is checked: a unit that is not positive, a negative amount wagered, distributions
/// of different units merged, or a count past 2^64 - 1 throw (std::invalid_argument,
/// std::overflow_error) and leave the distribution unchanged. An empty distribution has no
/// figures: figures() throws std::domain_error rather than divide by zero.
class distribution {
public:
    /// Net results are in minor units for an initial wager of \p unit; throws std::invalid_argument
    /// unless \p unit is positive.
    explicit distribution(money unit) : unit_(checked_unit(unit)) {}

    /// \brief Adds \p combinations deals with net result \p net and total wagered \p wagered;
    /// throws std::invalid_argument for a negative \p wagered, std::overflow_error when a count
    /// would pass 2^64 - 1.
    void add(money net, std::uint64_t combinations, money wagered) {
        if (wagered < money{})
            throw std::invalid_argument("carnival::analysis::distribution: the amount wagered cannot be negative, got " +
                                        to_string(wagered));
        if (combinations == 0) return;
        const std::uint64_t total = checked_add(total_, combinations);
        const std::uint64_t wagered_total =
            checked_add(wagered_, checked_mul(static_cast<std::uint64_t>(wagered.minor_units()), combinations));
        std::uint64_t& count = counts_[net.minor_units()];
        count += combinations;  // cannot overflow: count <= total_
        total_ = total;
        wagered_ = wagered_total;
    }
    /// \brief Adds every entry of \p other. Counts are integers, so merging is exact and the order
    /// of merges does not matter. Throws std::invalid_argument when the units differ (the nets
    /// would mean different amounts) and std::overflow_error when a count would pass 2^64 - 1.
    CARNIVAL_DECL void merge(const distribution& other);

    /// All deals counted.
    [[nodiscard]] std::uint64_t total() const noexcept { return total_; }
    /// The unit of the initial wager.
    [[nodiscard]] money unit() const noexcept { return unit_; }
    /// Count of deals by net result in minor units.
    [[nodiscard]] const std::map<std::int64_t, std::uint64_t>& counts() const noexcept { return counts_; }
    /// The total wagered over all deals, in minor units.
    [[nodiscard]] std::uint64_t wagered() const noexcept { return wagered_; }
    /// \brief A distribution rebuilt from its counts and total wagered (e.g. read back from a
    /// shard's output); throws as the constructor does, and std::overflow_error when the counts
    /// add up past 2^64 - 1. Zero counts are dropped.
    [[nodiscard]] CARNIVAL_DECL static distribution from_counts(money unit, std::map<std::int64_t, std::uint64_t> counts,
                                                                std::uint64_t wagered);
    /// Same unit, counts and total wagered.
    friend bool operator==(const distribution&, const distribution&) = default;

    /// The figures (wager name, table and strategy filled in by the caller); throws
    /// std::domain_error when nothing was counted.
    [[nodiscard]] CARNIVAL_DECL wager_figures figures() const;

private:
    static money checked_unit(money unit) {
        if (unit <= money{})
            throw std::invalid_argument("carnival::analysis::distribution: the unit of the initial wager must be positive, got " +
                                        to_string(unit));
        return unit;
    }
    [[noreturn, gnu::cold, gnu::noinline]] static void throw_overflow(const char* what, std::uint64_t a, const char* op,
                                                                     std::uint64_t b) {
        throw std::overflow_error(std::string("carnival::analysis::distribution: ") + what + " passes 2^64 - 1 (" +
                                  std::to_string(a) + op + std::to_string(b) + ")");
    }
    static std::uint64_t checked_add(std::uint64_t a, std::uint64_t b) {
        return carnival::detail::checked_sum(a, b, [&] { throw_overflow("a count", a, " + ", b); });
    }
    static std::uint64_t checked_mul(std::uint64_t a, std::uint64_t b) {
        return carnival::detail::checked_product(a, b, [&] { throw_overflow("the amount wagered in minor units", a, " x ", b); });
    }

    money unit_;
    std::map<std::int64_t, std::uint64_t> counts_;
    std::uint64_t total_ = 0;
    std::uint64_t wagered_ = 0;
};

}  // namespace carnival::analysis

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/analysis/impl/figures.hpp>
#endif
