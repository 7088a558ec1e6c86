// five_card's 16-bit codes (detail/compact_code.hpp): the rank-mask index and its inverse over every
// mask they take, and, over all 2,598,960 five-card hands, codes that order hands exactly as the
// category-and-rank-masks layout of value_code.hpp does and decode to the ranks that make the hand.
#include "../../support/catch.hpp"
#include "../../support/enumerate.hpp"
#include "../../support/reference.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/eval/detail/compact_code.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/rankings/five_card.hpp>

#include <bit>
#include <cstdint>
#include <vector>

using namespace carnival;

TEST_CASE("compact_code: mask_index numbers the masks of each size in increasing order, and mask_at inverts it",
          "[eval][compact_code]") {
    std::array<std::uint32_t, 6> next{};  // the index the next mask of each size must get
    for (unsigned mask = 0; mask < 8192; ++mask) {
        const auto bits = static_cast<std::size_t>(std::popcount(mask));
        if (bits > 5) continue;
        // Masks of one size come in increasing order here, so their indexes are 0, 1, 2, …
        REQUIRE(detail::mask_index(mask) == next[bits]++);
        REQUIRE(detail::mask_at(detail::mask_index(mask), static_cast<unsigned>(bits)) == mask);
    }
    for (std::size_t bits = 0; bits < 6; ++bits) CHECK(next[bits] == detail::binomial[13][bits]);
}

TEST_CASE("five_card codes: 16 bits, ordered as the full layout orders them, decoding to the hand's ranks",
          "[eval][compact_code]") {
    // Every distinct code (a 16-bit index), with the full-layout code its parts make (0: not seen;
    // no full-layout code is 0, its category bits start at 1).
    std::vector<std::uint32_t> full_of(std::size_t{1} << 16, 0);
    long mismatches = 0;
    test_support::for_each_hand<5>([&](const std::array<card, 5>& hand) {
        const std::uint32_t code = five_card::code(hand);
        const detail::code_parts parts = five_card::decode(code);
        const bool ok = code <= 0xFFFF && five_card::code_format.encode(parts.category, parts.major, parts.minor) == code &&
                        five_card::categories[parts.category] == static_cast<hand_category>(reference::classify5(hand).category) &&
                        std::popcount(parts.major) == static_cast<int>(five_card::code_format.shape[parts.category][0]) &&
                        std::popcount(parts.minor) == static_cast<int>(five_card::code_format.shape[parts.category][1]);
        if (!ok && ++mismatches < 10) FAIL_CHECK(to_string(hand));
        if (!ok) return;
        const std::uint32_t full = detail::make_code(parts.category, parts.major, parts.minor);
        if (full_of[code] != 0 && full_of[code] != full && ++mismatches < 10) FAIL_CHECK("code " << code << " two layouts");
        full_of[code] = full;
    });
    CHECK(mismatches == 0);
    // Increasing codes, increasing full-layout codes: the same order, the same ties.
    std::uint32_t previous = 0;
    long distinct = 0;
    for (std::size_t code = 0; code < full_of.size(); ++code) {
        if (full_of[code] == 0) continue;
        ++distinct;
        INFO("code " << code);
        CHECK(full_of[code] > previous);
        previous = full_of[code];
    }
    CHECK(distinct == 7462);  // the distinct five-card values
}
