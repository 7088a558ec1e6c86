/// \file
/// \brief `carnival::shuffle`: a reproducible Fisher–Yates shuffle.
#pragma once

#include <carnival/config.hpp>

#include <carnival/random/bit_generator.hpp>
#include <carnival/random/uniform_below.hpp>

#include <cstdint>
#include <iterator>  // std::ranges concepts and access (bits/ranges_base.h), without the views
#include <utility>

namespace carnival {

/// \brief Shuffles \p range in place with the Fisher–Yates algorithm driven by \p g.
///
/// For i from the last position down to 1, the element at i is swapped with the one at
/// `uniform_below(g, i + 1)`. Every permutation is equally likely and, unlike `std::shuffle`,
/// the same generator state gives the same order on every compiler and platform.
/// Works on a carnival::deck, a `std::array<card, N>`, a `std::vector`, … .
template <std::ranges::random_access_range R, uniform_random_bit_generator G>
    requires std::permutable<std::ranges::iterator_t<R>>
constexpr void shuffle(R&& range, G& g) {
    auto first = std::ranges::begin(range);
    const auto n = static_cast<std::uint64_t>(std::ranges::distance(range));
    for (std::uint64_t i = n; i > 1; --i) {
        const std::uint64_t j = uniform_below(g, i);
        std::ranges::iter_swap(first + static_cast<std::ptrdiff_t>(i - 1), first + static_cast<std::ptrdiff_t>(j));
    }
}

}  // namespace carnival
