/// \file
/// \brief `carnival::simulation::net_tally`: a simulation's rounds counted by net result as they
/// are played — a fixed table, no allocation per round — and added to an exact distribution
/// once a block is done (or the table fills).
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/checked.hpp>
#include <carnival/figures/distribution.hpp>
#include <carnival/money/money.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <stdexcept>

namespace carnival::simulation {

/// \brief Rounds counted by net result (in minor units), with the total wagered: an open-addressing
/// table of a few distinct nets, moved into a distribution by flush_into(). add() says when the
/// table is full, so that the caller flushes before the next round.
class net_tally {
public:
    /// Distinct nets the table holds before it must be flushed.
    static constexpr std::size_t capacity = 192;

    /// \brief Counts one round of net \p net wagering \p wagered (minor units, not negative). Returns
    /// whether the table is now full. Throws std::overflow_error when the total wagered passes 2^64 - 1.
    bool add(std::int64_t net, std::int64_t wagered) { return add(net, wagered, 1); }

    /// \brief Counts \p rounds rounds (at least one) of net \p net, each wagering \p wagered: as many
    /// add(net, wagered) calls. Throws std::overflow_error, changing nothing, when the total wagered passes 2^64 - 1.
    bool add(std::int64_t net, std::int64_t wagered, std::uint64_t rounds) {
        const std::uint64_t more = carnival::detail::checked_product(static_cast<std::uint64_t>(wagered), rounds, [] { wagered_overflows(); });
        wagered_ = carnival::detail::checked_sum(wagered_, more, [] { wagered_overflows(); });
        std::size_t at = slot_of(net);
        while (counts_[at] != 0 && nets_[at] != net) at = (at + 1) % slots;
        if (counts_[at] == 0) {
            nets_[at] = net;
            ++size_;
        }
        counts_[at] += rounds;  // at most the rounds of a run, far below 2^64
        return size_ == capacity;
    }

    /// \brief Adds every round counted to \p d (a distribution of the same unit) and empties the
    /// table; throws what distribution::merge throws, changing nothing then.
    void flush_into(distribution& d) {
        if (size_ == 0 && wagered_ == 0) return;
        std::map<std::int64_t, std::uint64_t> counts;
        for (std::size_t i = 0; i < slots; ++i)
            if (counts_[i] != 0) counts.emplace(nets_[i], counts_[i]);
        d.merge(distribution::from_counts(d.unit(), std::move(counts), wagered_));
        *this = net_tally{};
    }

private:
    [[noreturn, gnu::cold, gnu::noinline]] static void wagered_overflows() {
        throw std::overflow_error("carnival::simulation::net_tally: the amount wagered passes 2^64 - 1 minor units");
    }
    static constexpr std::size_t slots = 256;
    static std::size_t slot_of(std::int64_t net) noexcept {
        return static_cast<std::size_t>((static_cast<std::uint64_t>(net) * 0x9E3779B97F4A7C15ULL) >> 56);
    }
    std::array<std::int64_t, slots> nets_{};
    std::array<std::uint64_t, slots> counts_{};
    std::uint64_t wagered_ = 0;
    std::size_t size_ = 0;
};

}  // namespace carnival::simulation
