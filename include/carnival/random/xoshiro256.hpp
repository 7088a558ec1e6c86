/// \file
/// \brief `carnival::xoshiro256ss`: a small, fast, seedable generator with a fixed algorithm, and
/// `splitmix64` to seed it; the same numbers on every compiler and platform.
#pragma once

#include <carnival/config.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace carnival {

/// The increment of SplitMix64's state: 2^64 divided by the golden ratio, made odd.
inline constexpr std::uint64_t splitmix64_gamma = 0x9E3779B97F4A7C15ULL;

/// \brief SplitMix64 (Steele, Lea and Flood; Vigna's reference `splitmix64.c`): the output of the
/// generator whose state is \p x. The state then moves on by splitmix64_gamma, so a SplitMix64
/// generator seeded with `s` gives `splitmix64(s)`, `splitmix64(s + gamma)`, `splitmix64(s + 2 gamma)`,
/// … . Used to derive well-mixed, independent seeds (one per simulation block, for instance).
[[nodiscard]] constexpr std::uint64_t splitmix64(std::uint64_t x) noexcept {
    x += splitmix64_gamma;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/// \brief xoshiro256** (Blackman and Vigna, reference `xoshiro256starstar.c`): a uniform random
/// bit generator with 256 bits of state; the same numbers on every compiler and platform.
class xoshiro256ss {
public:
    using result_type = std::uint64_t;  ///< 64-bit outputs
    using state_type = std::array<std::uint64_t, 4>;  ///< the four state words

    /// Seeds the state with the first four outputs of SplitMix64 seeded with \p seed, as the
    /// authors recommend (and as, e.g., Rust's rand_xoshiro `seed_from_u64` does).
    constexpr explicit xoshiro256ss(std::uint64_t seed) noexcept {
        for (auto& word : s_) {
            word = splitmix64(seed);
            seed += splitmix64_gamma;
        }
    }

    /// The generator with state \p state, word 0 first, as the reference code's `s[0..3]`.
    /// Throws std::invalid_argument for the all-zero state, from which it would output only zeros.
    [[nodiscard]] static constexpr xoshiro256ss from_state(const state_type& state) {
        if (state == state_type{})
            throw std::invalid_argument("carnival::xoshiro256ss::from_state: the state is all zero, "
                                        "from which xoshiro256** outputs only zeros");
        xoshiro256ss g(0);
        g.s_ = state;
        return g;
    }

    /// The four state words.
    [[nodiscard]] constexpr const state_type& state() const noexcept { return s_; }

    /// Two generators are equal when their states are: they will give the same numbers.
    friend constexpr bool operator==(const xoshiro256ss&, const xoshiro256ss&) noexcept = default;

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
    state_type s_{};
};

}  // namespace carnival
