/// \file
/// \brief The definitions of `carnival::distribution`'s merge, from_counts and figures:
/// included by `<carnival/figures/distribution.hpp>` when carnival is header-only, and by
/// `<carnival/src.hpp>` alone under CARNIVAL_SEPARATE_COMPILATION.
#pragma once

#include <carnival/config.hpp>

#include <carnival/figures/distribution.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>

namespace carnival {

CARNIVAL_DECL void distribution::merge(const distribution& other) {
    if (other.unit_ != unit_)
        throw std::invalid_argument("carnival::distribution: cannot merge a distribution per " +
                                    to_string(other.unit_) + " into one per " + to_string(unit_));
    const std::uint64_t total = checked_add(total_, other.total_);
    const std::uint64_t wagered = checked_add(wagered_, other.wagered_);
    auto counts = counts_;  // merged into a copy, so that running out of memory changes nothing
    for (auto [net, n] : other.counts_) counts[net] += n;  // each count <= the checked total
    counts_.swap(counts);
    total_ = total;
    wagered_ = wagered;
}

CARNIVAL_DECL distribution distribution::from_counts(money unit, std::map<std::int64_t, std::uint64_t> counts, std::uint64_t wagered) {
    distribution d(unit);
    std::erase_if(counts, [](const auto& entry) { return entry.second == 0; });
    for (auto [net, n] : counts) d.total_ = checked_add(d.total_, n);
    d.counts_ = std::move(counts);
    d.wagered_ = wagered;
    return d;
}

CARNIVAL_DECL wager_figures distribution::figures() const {
    if (total_ == 0)
        throw std::domain_error("carnival::distribution: no deals counted, so there are no figures");
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
    // Nothing wagered at all (every deal free): no risk to relate the expectation to.
    f.element_of_risk = wagered_ == 0 ? 0.0 : -f.expected_value / f.average_total_wager;
    f.std_dev = static_cast<double>(std::sqrt(std::max(0.0L, sum_sq / total - mean * mean)));
    f.hit_frequency = static_cast<double>(wins / total);
    return f;
}

}  // namespace carnival
