// Suit symmetry: the renamings, and for_each_orbit's classes against every subset.
#include "../support/catch.hpp"

#include <carnival/analysis/combinations.hpp>
#include <carnival/analysis/suit_symmetry.hpp>
#include <carnival/cards/parse.hpp>

#include <cstdint>
#include <set>

using namespace carnival;
using namespace carnival::analysis;

namespace {
card_mask mask_of(const char* text) {
    card_mask m = 0;
    for (card c : parse_cards(text)) m |= card_mask{1} << c.dense_index();
    return m;
}
}  // namespace

TEST_CASE("suit renamings: 24 distinct permutations, the first the identity", "[analysis][suit_symmetry]") {
    std::set<card_mask> images;
    const card_mask one_of_each = mask_of("2c 3d 4h 5s");
    for (std::size_t r = 0; r < 24; ++r) {
        images.insert(rename_suits(one_of_each, r));
        CHECK(std::popcount(rename_suits(full_deck, r)) == 52);
        CHECK(rename_suits(full_deck, r) == full_deck);
    }
    CHECK(images.size() == 24);
    CHECK(rename_suits(one_of_each, 0) == one_of_each);
    CHECK(suit_group::all().size() == 24);
    CHECK(suit_group::identity().size() == 1);
}

TEST_CASE("for_each_orbit: one set per class, the classes' sizes adding up to every subset", "[analysis][suit_symmetry]") {
    for (std::size_t k = 0; k <= 4; ++k) {
        INFO(k << " cards");
        std::uint64_t sets = 0, classes = 0;
        std::set<card_mask> seen;
        for_each_orbit(full_deck, k, suit_group::all(), [&](card_mask set, std::uint32_t size, suit_group fixing) {
            sets += size;
            ++classes;
            // The class: every renaming of the set; none is visited again, and the size is right.
            std::set<card_mask> orbit;
            std::uint32_t fixed = 0;
            for (std::size_t r = 0; r < 24; ++r) {
                orbit.insert(rename_suits(set, r));
                if (rename_suits(set, r) == set) ++fixed;
            }
            CHECK(orbit.size() == size);
            CHECK(*orbit.begin() == set);
            CHECK(static_cast<std::uint32_t>(fixing.size()) == fixed);
            for (card_mask m : orbit) CHECK(seen.insert(m).second);
        });
        CHECK(sets == binomial(52, k));
        CHECK(seen.size() == sets);
        if (k == 2) CHECK(classes == 169);  // 13 pairs, 78 suited and 78 offsuit rank pairs
    }
    // Within a subgroup: with A♣ K♣ dealt (the least of its class), the renamings fixing them permute the other three suits.
    const suit_orbit dealt = suit_group::all().orbit_of(mask_of("Ac Kc"));
    CHECK(dealt.size == 4);
    CHECK(dealt.fixing.size() == 6);
    std::uint64_t rest = 0;
    for_each_orbit(full_deck & ~mask_of("Ac Kc"), 1, dealt.fixing, [&](card_mask, std::uint32_t size, suit_group) { rest += size; });
    CHECK(rest == 50);
}

TEST_CASE("for_each_subset: every k-subset of a deck once", "[analysis][suit_symmetry]") {
    const card_mask deck = mask_of("2c 3c 4c 5d 6h 7s");
    for (std::size_t k = 0; k <= 7; ++k) {
        std::set<card_mask> all;
        for_each_subset(deck, k, [&](card_mask s) {
            CHECK((s & ~deck) == 0);
            CHECK(static_cast<std::size_t>(std::popcount(s)) == k);
            all.insert(s);
        });
        CHECK(all.size() == binomial(6, k));
    }
}

TEST_CASE("orbit_of: a set that is not the least of its class is not its representative", "[analysis][suit_symmetry]") {
    const suit_orbit o = suit_group::all().orbit_of(mask_of("As Ks"));
    CHECK_FALSE(o.least);
    CHECK(o.size == 0);
}

TEST_CASE("least_image: the representative orbit_of names, under the whole group and under a set's own renamings", "[analysis][suit_symmetry]") {
    // Every two-card set: its least image is the one set of its class orbit_of calls least, and it is in the class.
    for_each_subset(full_deck, 2, [&](card_mask set) {
        const card_mask least = suit_group::all().least_image(set);
        CHECK(suit_group::all().orbit_of(least).least);
        bool in_class = false;
        for (std::size_t r = 0; r < suit_renamings.size(); ++r) in_class = in_class || rename_suits(set, r) == least;
        CHECK(in_class);
    });
    // Under the renamings that fix a suited board (hearts), a club holding and its diamond twin meet; the identity changes nothing.
    const suit_group fixing = suit_group::all().orbit_of(mask_of("Ah Kh Qh")).fixing;
    CHECK(fixing.least_image(mask_of("2c 3c")) == fixing.least_image(mask_of("2d 3d")));
    CHECK(suit_group::identity().least_image(mask_of("2d 3d")) == mask_of("2d 3d"));
}
