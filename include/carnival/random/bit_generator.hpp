/// \file
/// \brief `carnival::uniform_random_bit_generator`: what every draw of the random layer takes.
#pragma once

#include <carnival/config.hpp>

#include <concepts>
#include <type_traits>

namespace carnival {

/// \brief A generator of uniformly distributed unsigned words, as the standard defines it
/// ([rand.req.urng]: `g()` an unsigned integer between `G::min()` and `G::max()`, both constant
/// expressions, `min() < max()`), so that std::mt19937_64 and carnival::xoshiro256ss both model it.
/// Spelled out here because the standard's concept lives in `<random>`, a large header this layer
/// needs nothing else from.
template <class G>
concept uniform_random_bit_generator =
    std::invocable<G&> && std::unsigned_integral<std::invoke_result_t<G&>> && requires {
        { G::min() } -> std::same_as<std::invoke_result_t<G&>>;
        { G::max() } -> std::same_as<std::invoke_result_t<G&>>;
        requires std::bool_constant<(G::min() < G::max())>::value;
    };

}  // namespace carnival
