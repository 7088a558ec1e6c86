/// \file
/// \brief Integer arithmetic that never wraps, in one place: `fits_sum`, `fits_difference` and
/// `fits_product` say whether a result fits (and give it), `checked_sum`, `checked_difference` and
/// `checked_product` give it or call what the caller throws — money, counts, parsed numbers alike.
#pragma once

#include <carnival/config.hpp>

#include <concepts>

namespace carnival::detail {

/// Whether \p a + \p b fits in T; \p out holds it when it does (and is unspecified otherwise).
template <std::integral T>
[[nodiscard]] constexpr bool fits_sum(T a, T b, T& out) noexcept {
    return !__builtin_add_overflow(a, b, &out);
}
/// Whether \p a - \p b fits in T; \p out holds it when it does.
template <std::integral T>
[[nodiscard]] constexpr bool fits_difference(T a, T b, T& out) noexcept {
    return !__builtin_sub_overflow(a, b, &out);
}
/// Whether \p a × \p b fits in T; \p out holds it when it does.
template <std::integral T>
[[nodiscard]] constexpr bool fits_product(T a, T b, T& out) noexcept {
    return !__builtin_mul_overflow(a, b, &out);
}

/// \brief \p a + \p b; when it does not fit in T, calls \p overflowed, which throws (a cold function
/// naming what overflowed, so that the sum itself stays small enough to inline).
template <std::integral T, class Overflowed>
[[nodiscard]] constexpr T checked_sum(T a, T b, Overflowed&& overflowed) {
    T r{};
    if (!fits_sum(a, b, r)) [[unlikely]]
        overflowed();
    return r;
}
/// \brief \p a - \p b; when it does not fit in T, calls \p overflowed, which throws.
template <std::integral T, class Overflowed>
[[nodiscard]] constexpr T checked_difference(T a, T b, Overflowed&& overflowed) {
    T r{};
    if (!fits_difference(a, b, r)) [[unlikely]]
        overflowed();
    return r;
}
/// \brief \p a × \p b; when it does not fit in T, calls \p overflowed, which throws.
template <std::integral T, class Overflowed>
[[nodiscard]] constexpr T checked_product(T a, T b, Overflowed&& overflowed) {
    T r{};
    if (!fits_product(a, b, r)) [[unlikely]]
        overflowed();
    return r;
}

}  // namespace carnival::detail
