/// \file
/// \brief `carnival::distribution`: a wager's net results counted exactly (integer counts, net in
/// minor units), and the figures that follow from them — what the exact analysis, the simulation and
/// the table count into.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/checked.hpp>
#include <carnival/figures/wager_figures.hpp>
#include <carnival/money/money.hpp>

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>

namespace carnival {

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
            throw std::invalid_argument("carnival::distribution: the amount wagered cannot be negative, got " +
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
            throw std::invalid_argument("carnival::distribution: the unit of the initial wager must be positive, got " +
                                        to_string(unit));
        return unit;
    }
    [[noreturn, gnu::cold, gnu::noinline]] static void throw_overflow(const char* what, std::uint64_t a, const char* op,
                                                                     std::uint64_t b) {
        throw std::overflow_error(std::string("carnival::distribution: ") + what + " passes 2^64 - 1 (" +
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

}  // namespace carnival

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/figures/impl/distribution.hpp>
#endif
