// An accepted command allocates nothing at a table that does not record (issue 36: the strong
// guarantee without copying the world). A program of its own, since it counts every operator new
// of the process: seven seats of Three Card Poker, New Jersey Mini-Tex (streets, burns, the board)
// and Let It Ride (wagers taken back), each played for rounds command by command once its players
// are seated; exit status 1, naming the game, when a round allocated.
#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/table/profiles.hpp>
#include <carnival/table/table.hpp>

#include <let_it_ride.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <string_view>

namespace {
std::uint64_t allocations = 0;
}  // namespace

// The replacements pair malloc with free, which GCC cannot see through the library's inlined allocators.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

void* operator new(std::size_t n) {
    ++allocations;
    if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

using namespace carnival;
using namespace carnival::table;

// Rounds at a seven-seat table of Game, each seat wagering `wagers` and deciding `yes` or `no`
// by turns; returns whether no command of them allocated.
template <class Game>
bool allocates_nothing(std::string_view game, house_rules<Game> rules, const bets<Game>& wagers, decision yes, decision no) {
    carnival::table::table<Game> t(std::move(rules), 36, false);
    t.open(std::vector<deck>(t.rules().decks));
    const unsigned seats = std::min<unsigned>(7, static_cast<unsigned>(t.rules().positions));
    for (unsigned n = 1; n <= seats; ++n) {
        const std::string who = "a player whose name is longer than a short string, number " + std::to_string(n);
        t.join(who, money::dollars(1'000'000));
        t.sit(who, position{n});
    }
    const std::uint64_t before = allocations;
    std::uint64_t turn = 0;
    for (int round = 0; round < 500; ++round) {
        for (unsigned n = 1; n <= seats; ++n) t.place(position{n}, wagers);
        t.no_more_bets();
        while (t.current_phase() == phase::deciding) t.decide(t.turn(), (++turn * 0x9E3779B97F4A7C15u >> 61) < 5 ? yes : no);
        t.next_round();
    }
    const std::uint64_t made = allocations - before;
    if (made != 0) std::printf("%.*s: %llu allocations in 500 rounds of accepted commands at a table that does not record\n",
                               static_cast<int>(game.size()), game.data(), static_cast<unsigned long long>(made));
    return made == 0;
}

}  // namespace

int main() {
    using tcp_game = ny_three_card_poker;
    using nj = nj_mini_tex<>;
    using lir = let_it_ride::game;
    const money five = money::dollars(5);
    bool ok = allocates_nothing<tcp_game>("Three Card Poker", profiles::new_york<tcp_game>(),
                                          bets<tcp_game>{}.on<tcp::ante>(five).on<tcp_game::rules_type::pair_plus_wager>(five),
                                          decision::play, decision::fold);
    ok = allocates_nothing<nj>("Mini-Tex", profiles::new_jersey_mini_tex<nj>(), bets<nj>{}.on<typename nj::ante_type>(five),
                               decision::play, decision::fold) && ok;
    ok = allocates_nothing<lir>("Let It Ride", profiles::new_york<lir>(),
                                bets<lir>{}.on<let_it_ride::bet_1>(five).on<let_it_ride::bet_2>(five).on<let_it_ride::bet_3>(five),
                                decision::check, decision::pull_back) && ok;
    if (ok) std::puts("no accepted command allocated at a table that does not record");
    return ok ? 0 : 1;
}
