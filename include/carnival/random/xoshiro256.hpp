/// \file
/// \brief `carnival::xoshiro256ss`: a small, fast, seedable generator with a fixed algorithm, and
/// `splitmix64` to seed it; the same numbers on every compiler and platform.
#pragma once

#include <carnival/config.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <limits>

namespace carnival {

/// \brief The SplitMix64 output function: a well-mixed 64-bit value from any 64-bit input
/// (used to derive independent seeds, e.g. one per simulation block).
[[nodiscard]] constexpr std::uint64_t splitmix64(std::uint64_t x) noexcept {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/// \brief xoshiro256** (Blackman and Vigna): a uniform random bit generator with 256 bits of
/// state, seeded from one 64-bit value through SplitMix64.
class xoshiro256ss {
public:
    using result_type = std::uint64_t;  ///< 64-bit outputs

    /// Seeds the four state words with successive SplitMix64 outputs of \p seed.
    constexpr explicit xoshiro256ss(std::uint64_t seed) noexcept {
        for (auto& word : s_) word = splitmix64(seed += 0x9E3779B97F4A7C15ULL);
    }

    /// Smallest output.
    [[nodiscard]] static constexpr result_type min() noexcept { return 0; }
    /// Largest output.
    [[nodiscard]] static constexpr result_type max() noexcept { return std::numeric_limits<result_type>::max(); }

    /// The next 64 bits.
    constexpr result_type operator()() noexcept {
        const std::uint64_t result = std::rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = std::rotl(s_[3], 45);
        return result;
    }

private:
    std::array<std::uint64_t, 4> s_{};
};

}  // namespace carnival
