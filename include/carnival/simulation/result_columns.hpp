/// \file
/// \brief `carnival::simulation::result_columns`: where a simulation counts a round's results —
/// the net and the amount wagered of each group of wagers, and of the whole slip.
#pragma once

#include <carnival/config.hpp>

#include <carnival/money/money.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/settlement/result.hpp>

#include <algorithm>
#include <cstddef>
#include <span>

namespace carnival::simulation {

/// \brief The columns of a simulation's counts: one per group of wagers (a wager placed before
/// the deal with the raises and bonuses that follow from it) and, with more than one group, one
/// for the whole slip. Each holds a net and an amount wagered.
class result_columns {
public:
    /// \brief Groups numbered below \p groups, the wager at position `p` in the game's order
    /// counted in group `group_of[p]` (\p group_of must outlive this).
    result_columns(std::span<const std::size_t> group_of, std::size_t groups) noexcept : group_of_(group_of), groups_(groups) {}

    /// The columns: each group's, then (with more than one) the whole slip's.
    [[nodiscard]] std::size_t size() const noexcept { return groups_ > 1 ? groups_ + 1 : 1; }

    /// \brief Sets \p net and \p wagered (size() each) to the results `settle(sink)` hands `sink`
    /// (as wager_net): each wager's net in its group's column, its stake unless it was taken back
    /// before it had action, and their sums in the whole slip's.
    template <class Settle>
    [[gnu::always_inline]] void fill(money* net, money* wagered, Settle&& settle) const {
        std::fill(net, net + size(), money{});
        std::fill(wagered, wagered + size(), money{});
        settle([&](const wager_net& r) __attribute__((always_inline)) {
            const std::size_t group = group_of_[r.position];
            net[group] += r.net;
            if (r.result != outcome::withdrawn) wagered[group] += r.stake;  // a bet taken back was never at risk
        });
        if (groups_ > 1)
            for (std::size_t g = 0; g < groups_; ++g) net[groups_] += net[g], wagered[groups_] += wagered[g];
    }

private:
    std::span<const std::size_t> group_of_;
    std::size_t groups_;
};

}  // namespace carnival::simulation
