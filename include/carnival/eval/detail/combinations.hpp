/// \file
/// \brief Compile-time lists of the K-card subsets a selection may choose.
#pragma once

#include <carnival/config.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace carnival::detail {

/// Number of K-subsets of N positions whose mask satisfies \p allowed.
template <std::size_t N, std::size_t K, class Allowed>
constexpr std::size_t count_subsets(Allowed allowed) {
    std::size_t n = 0;
    for (std::uint32_t m = 0; m < (1U << N); ++m)
        if (std::popcount(m) == static_cast<int>(K) && allowed(m)) ++n;
    return n;
}

/// The positions of each allowed K-subset of N positions, subsets in increasing mask order.
template <std::size_t N, std::size_t K, std::size_t Count, class Allowed>
constexpr std::array<std::array<std::uint8_t, K>, Count> list_subsets(Allowed allowed) {
    std::array<std::array<std::uint8_t, K>, Count> out{};
    std::size_t n = 0;
    for (std::uint32_t m = 0; m < (1U << N); ++m) {
        if (std::popcount(m) != static_cast<int>(K) || !allowed(m)) continue;
        std::size_t k = 0;
        for (std::uint8_t i = 0; i < N; ++i)
            if ((m >> i) & 1U) out[n][k++] = i;
        ++n;
    }
    return out;
}

}  // namespace carnival::detail
