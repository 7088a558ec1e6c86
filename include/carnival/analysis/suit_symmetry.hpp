/// \file
/// \brief Suit symmetry for exact enumeration: the 24 renamings of
/// the suits, and `for_each_orbit`, which visits one k-card set of each class of sets that differ
/// only by the names of the suits, with the size of its class.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace carnival::analysis {

/// The 24 renamings of the four suits: `suit_renamings[r][s]` is the suit that suit s becomes; the first is the identity.
inline constexpr std::array<std::array<std::uint8_t, 4>, 24> suit_renamings = [] {
    std::array<std::array<std::uint8_t, 4>, 24> out{};
    std::array<std::uint8_t, 4> p{0, 1, 2, 3};
    std::size_t n = 0;
    do {
        out[n++] = p;
    } while (std::next_permutation(p.begin(), p.end()));
    return out;
}();

/// \p set with its suits renamed by `suit_renamings[r]`.
[[nodiscard]] constexpr card_mask rename_suits(card_mask set, std::size_t r) noexcept {
    card_mask out = 0;
    for (unsigned s = 0; s < 4; ++s) out |= ((set >> (13 * s)) & 0x1fffU) << (13U * suit_renamings[r][s]);
    return out;
}

/// \brief A group of suit renamings (bit r: `suit_renamings[r]`): those that map every set of
/// cards dealt so far onto itself. Renaming the suits by one of them changes nothing that
/// happened, so it changes no figure either.
class suit_group {
public:
    /// Every renaming: nothing dealt yet.
    [[nodiscard]] static constexpr suit_group all() noexcept { return suit_group((std::uint32_t{1} << 24) - 1); }
    /// The identity only: no symmetry used.
    [[nodiscard]] static constexpr suit_group identity() noexcept { return suit_group(1); }

    /// The renamings, as a mask.
    [[nodiscard]] constexpr std::uint32_t members() const noexcept { return members_; }
    /// How many renamings.
    [[nodiscard]] constexpr int size() const noexcept { return std::popcount(members_); }

    /// The least (as a mask) of the sets the renamings make of \p set: its class's representative.
    [[nodiscard]] constexpr card_mask least_image(card_mask set) const noexcept {
        card_mask least = set;
        for (std::uint32_t m = members_ & (members_ - 1); m != 0; m &= m - 1)  // the identity (bit 0) leaves it as it is
            least = std::min(least, rename_suits(set, static_cast<std::size_t>(std::countr_zero(m))));
        return least;
    }

    /// The subgroup of the renamings that map \p set onto itself, and where it stands in its class: see suit_orbit.
    [[nodiscard]] constexpr struct suit_orbit orbit_of(card_mask set) const noexcept;

    /// Same renamings.
    friend constexpr bool operator==(suit_group, suit_group) noexcept = default;

private:
    constexpr explicit suit_group(std::uint32_t members) noexcept : members_(members) {}
    std::uint32_t members_;
};

/// \brief Where a set of cards stands in its class under a suit_group (the sets the group's
/// renamings make of it).
struct suit_orbit {
    bool least = true;                         ///< whether the set is the least of its class as a mask: its representative
    std::uint32_t size = 1;                    ///< the class's size
    suit_group fixing = suit_group::identity();  ///< the renamings that map the set onto itself
};

constexpr suit_orbit suit_group::orbit_of(card_mask set) const noexcept {
    if (members_ == 1) return {true, 1, *this};
    std::uint32_t fix = 0;
    for (std::uint32_t m = members_; m != 0; m &= m - 1) {
        const auto r = static_cast<std::size_t>(std::countr_zero(m));
        const card_mask image = rename_suits(set, r);
        if (image < set) return {false, 0, *this};
        if (image == set) fix |= std::uint32_t{1} << r;
    }
    return {true, static_cast<std::uint32_t>(size() / std::popcount(fix)), suit_group(fix)};
}

/// \brief Calls `f(set, count, fixing)` for one \p k-card subset of \p deck from each class of
/// subsets that \p group's renamings map onto each other: \c count is the class's size and \c
/// fixing the renamings that map the subset onto itself. The counts add up to C(|deck|, k).
/// Precondition: \p group maps \p deck onto itself.
template <class F>
constexpr void for_each_orbit(card_mask deck, std::size_t k, suit_group group, F&& f) {
    if (group == suit_group::identity()) return for_each_subset(deck, k, [&](card_mask set) { f(set, std::uint32_t{1}, group); });
    for_each_subset(deck, k, [&](card_mask set) {
        const suit_orbit o = group.orbit_of(set);
        if (o.least) f(set, o.size, o.fixing);
    });
}

}  // namespace carnival::analysis
