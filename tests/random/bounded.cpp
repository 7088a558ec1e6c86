// bounded (Lemire) and uniform_below (rejection): exactly uniform, proved by enumerating every
// word of a narrow instance of the same code; the 64-bit instances' rejection thresholds checked
// at their edges; a bound of 0 refused.
#include "../support/catch.hpp"

#include <carnival/random/bounded.hpp>
#include <carnival/random/uniform_below.hpp>
#include <carnival/random/xoshiro256.hpp>

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <vector>

using namespace carnival;

namespace {

// A scripted "generator": the words it is given, in order.
struct script {
    std::vector<std::uint64_t> words;
    std::size_t next = 0;
    using result_type = std::uint64_t;
    static constexpr result_type min() { return 0; }
    static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }
    result_type operator()() { return words.at(next++); }
};

// For every bound n of a W-bit instance, feed every word once: each accepted word gives one
// result; a rejected word would be drawn again, so uniformity means every result comes from the
// same number of accepted words (floor(2^W / n)) and the rest are rejected.
template <class W, class Draw>
void check_exactly_uniform(Draw draw, std::uint32_t n) {
    constexpr std::uint32_t words = std::uint32_t{1} << (8 * sizeof(W));
    std::vector<std::uint32_t> hits(n, 0);
    std::uint32_t rejected = 0;
    for (std::uint32_t x = 0; x < words; ++x) {
        bool first = true, redrawn = false;
        const W r = draw([&]() -> W {
            if (first) {
                first = false;
                return static_cast<W>(x);
            }
            redrawn = true;
            return static_cast<W>(words - 1);  // the top word is never rejected
        }, static_cast<W>(n));
        if (redrawn) ++rejected;
        else ++hits.at(r);
    }
    const std::uint32_t each = words / n;
    INFO("n = " << n);
    for (std::uint32_t h : hits) REQUIRE(h == each);
    REQUIRE(rejected == words % n);
}

}  // namespace

TEST_CASE("Lemire's method is exactly uniform: every 8-bit word, every bound", "[random]") {
    for (std::uint32_t n = 1; n < 256; ++n)
        check_exactly_uniform<std::uint8_t>([](auto next, std::uint8_t b) { return detail::lemire_below<std::uint8_t>(next, b); }, n);
}

TEST_CASE("rejection by modulo is exactly uniform: every 8-bit word, every bound", "[random]") {
    for (std::uint32_t n = 1; n < 256; ++n)
        check_exactly_uniform<std::uint8_t>([](auto next, std::uint8_t b) { return detail::modulo_below<std::uint8_t>(next, b); }, n);
}

TEST_CASE("both methods are exactly uniform on 16-bit words for bounds near the edges", "[random]") {
    for (std::uint32_t n : {1U, 2U, 3U, 52U, 255U, 256U, 257U, 1000U, 32767U, 32768U, 32769U, 43690U, 65535U}) {
        check_exactly_uniform<std::uint16_t>([](auto next, std::uint16_t b) { return detail::lemire_below<std::uint16_t>(next, b); }, n);
        check_exactly_uniform<std::uint16_t>([](auto next, std::uint16_t b) { return detail::modulo_below<std::uint16_t>(next, b); }, n);
    }
}

TEST_CASE("bounded: the 64-bit rejection edge, for a bound where half the words are rejected", "[random]") {
    // n = 2^63 + 1: 2^64 mod n = 2^63 - 1, so a word w is rejected when the low half of w * n,
    // i.e. w * (2^63 + 1) mod 2^64, is below 2^63 - 1.
    constexpr std::uint64_t n = (std::uint64_t{1} << 63) + 1, top = ~std::uint64_t{0};
    script s{{2, top}};  // 2 * n = 2^64 + 2: low half 2 < 2^63 - 1, rejected; top then accepted
    // (2^64 - 1)(2^63 + 1) = 2^64 * 2^63 + (2^63 - 1): high half 2^63, low half 2^63 - 1, not below it.
    CHECK(bounded(s, n) == std::uint64_t{1} << 63);
    CHECK(s.next == 2);
    script t{{top}};
    (void)bounded(t, n);
    CHECK(t.next == 1);  // accepted at once
    script u{{5}};
    CHECK(bounded(u, 1) == 0);  // n = 1: every word gives 0, never rejected
    CHECK(u.next == 1);
}

TEST_CASE("multiply_wide: the 64-bit product (native where the compiler has 128-bit integers) equals the one by halves",
          "[random]") {
    std::vector<std::uint64_t> words{0, 1, 2, 52, 0xFFFFFFFFULL, 0x100000000ULL, std::uint64_t{1} << 63, ~std::uint64_t{0},
                                     ~std::uint64_t{0} - 1, 0x8000000080000000ULL};
    xoshiro256ss g(2026);
    for (int i = 0; i < 1000; ++i) words.push_back(g());
    long differ = 0;
    for (std::uint64_t a : words)
        for (std::uint64_t b : words) {
            std::uint64_t high = 0, low = 0, want_high = 0, want_low = 0;
            detail::multiply_wide<std::uint64_t>(a, b, high, low);
            detail::multiply_wide_by_halves(a, b, want_high, want_low);
            differ += high != want_high || low != want_low ? 1 : 0;
        }
    CHECK(differ == 0);
    // (2^64 - 1)^2 = 2^128 - 2^65 + 1, in a constant expression too.
    static_assert([] {
        std::uint64_t high = 0, low = 0;
        detail::multiply_wide<std::uint64_t>(~std::uint64_t{0}, ~std::uint64_t{0}, high, low);
        return high == ~std::uint64_t{0} - 1 && low == 1;
    }());
}

TEST_CASE("uniform_below: the 64-bit rejection edge", "[random]") {
    constexpr std::uint64_t n = (std::uint64_t{1} << 63) + 1, threshold = (std::uint64_t{1} << 63) - 1;
    script s{{threshold - 1, threshold}};
    CHECK(uniform_below(s, n) == threshold % n);  // the word below the threshold was drawn again
    CHECK(s.next == 2);
}

TEST_CASE("uniform_below's bounds up to 64 (a deck's) take the remainder by a table of inverses: x mod n, exactly", "[random]") {
    // Words at every edge a remainder can slip at: small ones, the largest ones, each multiple of
    // n and its neighbours up to 2^16, the rejection threshold's neighbours, and a stream of others.
    xoshiro256ss g(2026);
    std::uint64_t differ = 0, checked = 0;
    for (std::uint64_t n = 1; n <= detail::small_bound; ++n) {
        const detail::small_modulus& m = detail::small_moduli[n];
        CHECK(m.threshold == static_cast<std::uint64_t>(-n) % n);  // 2^64 mod n
        std::vector<std::uint64_t> words;
        for (std::uint64_t k = 0; k < 4'096; ++k) words.insert(words.end(), {k, ~std::uint64_t{0} - k, g()});
        for (std::uint64_t k = n; k < (1u << 16); k += n) words.insert(words.end(), {k - 1, k, k + 1, ~std::uint64_t{0} - k});
        for (std::uint64_t d : {0u, 1u, 2u}) words.insert(words.end(), {m.threshold + d, m.threshold - d});
        for (const std::uint64_t x : words) {
            differ += detail::remainder(m, x, n) != x % n ? 1 : 0;
            ++checked;
        }
    }
    CHECK(checked > 1'000'000);
    CHECK(differ == 0);
    static_assert(detail::remainder(detail::small_moduli[52], 1'000'003, 52) == 1'000'003 % 52);
}

TEST_CASE("uniform_below draws the same words and gives the same results at every bound, by table or by division", "[random]") {
    // The table is a faster route to the same function: a shuffle's order never depends on it.
    for (std::uint64_t n = 1; n <= detail::small_bound + 3; ++n) {
        xoshiro256ss a(n), b(n);
        for (int k = 0; k < 2'000; ++k) {
            const std::uint64_t by_division = detail::modulo_below<std::uint64_t>([&b] { return uniform_bits64(b); }, n);
            REQUIRE(uniform_below(a, n) == by_division);
        }
        CHECK(a == b);
    }
    // A word below the threshold is drawn again on the table's route too: 2^64 mod 52 = 16.
    script s{{15, 16}};
    CHECK(uniform_below(s, 52) == 16 % 52);
    CHECK(s.next == 2);
}

TEST_CASE("bounded and uniform_below refuse a bound of 0, naming it", "[random]") {
    xoshiro256ss g(1);
    const xoshiro256ss before = g;
    CHECK_THROWS_WITH(bounded(g, 0), Catch::Matchers::Contains("bounded") && Catch::Matchers::Contains("got 0"));
    CHECK_THROWS_WITH(uniform_below(g, 0), Catch::Matchers::Contains("uniform_below") && Catch::Matchers::Contains("got 0"));
    CHECK(g == before);  // nothing drawn
}
