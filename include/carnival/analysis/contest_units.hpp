/// \file
/// \brief Net units of a contest wager by contest class, shared by the analyses.
#pragma once

#include <carnival/rules/outcome.hpp>

#include <cstddef>
#include <cstdint>

namespace carnival::analysis {

namespace detail {
/// Net units won for outcome \p o of a wager \p multiple times the ante.
constexpr std::int64_t units(outcome o, std::int64_t multiple) noexcept {
    return o == outcome::won ? multiple : (o == outcome::lost || o == outcome::forfeited) ? -multiple : 0;
}
constexpr resolution pick(const contest_rules& r, std::size_t cls) noexcept {
    switch (cls) {
        case 0: return r.higher;
        case 1: return r.equal;
        case 2: return r.lower;
        case 3: return r.not_qualified_higher;
        case 4: return r.not_qualified_equal;
        default: return r.not_qualified_lower;
    }
}
}  // namespace detail

}  // namespace carnival::analysis
