// Random command sequences at a table — every bundled and example game under every profile —
// checked after every command: the strong guarantee, chips conserved among players, layout, house
// and dealers (join, leave and next_round in every phase included), and each completed round's
// record replaying. The same driver as the fuzz target "table", on seeded random bytes.
#include "../fuzz/table_driver.hpp"
#include "../support/catch.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/profiles.hpp>

#include <caribbean_stud.hpp>
#include <four_card_poker.hpp>
#include <let_it_ride.hpp>

#include <cstdint>
#include <random>
#include <vector>

namespace {

// Drives a table of each profile with `runs` random byte strings of `bytes` bytes.
template <class Game>
void drive_every_profile(int runs, std::size_t bytes) {
    namespace profiles = carnival::table::profiles;
    int rounds = 0;
    for (int run = 0; run < runs; ++run) {
        CAPTURE(run);
        std::mt19937_64 g(static_cast<std::uint64_t>(run) + 1);
        std::vector<std::uint8_t> data(bytes);
        for (std::uint8_t& b : data) b = static_cast<std::uint8_t>(g());
        fuzz::input a(data.data(), data.size()), b(data.data(), data.size()), c(data.data(), data.size());
        rounds += fuzz::drive_table<Game>(a, profiles::new_york<Game>()).rounds_completed;
        rounds += fuzz::drive_table<Game>(b, profiles::procedures_casino<Game>()).rounds_completed;
        rounds += fuzz::drive_table<Game>(c, profiles::new_jersey_mini_tex<Game>()).rounds_completed;
    }
    CAPTURE(rounds);
    CHECK(rounds >= runs * 3);  // the sequences play rounds, not only refusals
}

namespace tables = carnival::three_card_poker_tables;

}  // namespace

TEST_CASE("random command sequences conserve chips after every command and keep the strong guarantee: Three Card Poker", "[table]") {
    drive_every_profile<carnival::three_card_poker<tables::pair_plus_a, tables::ante_bonus_1_4_5,
                                                   carnival::tcp::six_card_bonus_i<tables::six_card_i_a>>>(12, 6000);
}

TEST_CASE("random command sequences conserve chips after every command and keep the strong guarantee: Mini-Tex", "[table]") {
    drive_every_profile<carnival::nj_mini_tex<>>(12, 6000);
}

TEST_CASE("random command sequences conserve chips after every command and keep the strong guarantee: the example games", "[table]") {
    drive_every_profile<caribbean_stud::game>(8, 6000);
    drive_every_profile<let_it_ride::game>(8, 6000);
    drive_every_profile<four_card_poker::game>(8, 6000);
}
