// A wager against the dealer paid by a table on its terms (paid_by<Table, table_terms>): when the
// table applies (on a win, or whatever the contest says), and what a winning hand it does not name
// gets (even money, a push, a loss); lines that push and odds of 3 to 2. Caribbean Stud's deal,
// with the raise paid as Ultimate Texas Hold'em's blind and Crazy 4 Poker's super bonus are (the
// rules README's field games).
#include "support.hpp"

#include "../../examples/games/caribbean_stud.hpp"

#include <carnival/settlement/settle.hpp>

using namespace carnival;
using enum hand_category;

namespace {

// Ultimate Texas Hold'em's blind table: a flush pays 3 to 2.
using blind_table = pay_table<"blind", five_card, pays<royal_flush, 500>, pays<straight_flush, 50>, pays<four_of_a_kind, 10>,
                              pays<full_house, 3>, pays<flush, 3, 2>, pays<straight, 1>>;

template <class Payout>
struct rules_paid : caribbean_stud::rules {
    using raise = raise_wager<"raise", caribbean_stud::raise_contest, Payout>;
    using sequence = sequence_of_play<to_player<5>, to_dealer<4>, to_dealer<1, face::up>,
                                      decide<may_fold<"Caribbean Stud 2">, may_raise<raise, "Caribbean Stud 2", 2>>, reveal_dealer>;
    using wagers = wager_list<caribbean_stud::ante, raise>;
};
// The blind's terms: the table on a win, a push for a winning hand below a straight.
using on_a_win = game<rules_paid<paid_by<blind_table, table_terms{.otherwise = unnamed_hand::push}>>>;
// The super bonus's terms: the table whatever the dealer holds, a push for a winning hand it does not name.
using always = game<rules_paid<paid_by<blind_table, table_terms{.applies = table_applies::always, .otherwise = unnamed_hand::push}>>>;
// Caribbean Stud's own: the table on a win, even money for a winning hand it does not name.
using even = caribbean_stud::game;

template <class Game>
settlement raised(const char* player, const char* dealer) {
    wager_slip<Game> slip;
    slip.template place<caribbean_stud::ante>(money::dollars(10));
    return settle(slip, dealt_cards<Game>::from_text(player, dealer), {decision::play});
}
template <class Game>
std::pair<outcome, std::int64_t> raise_of(const char* player, const char* dealer) {
    const settlement s = raised<Game>(player, dealer);
    return {s.wagers.at(1).result, s.wagers.at(1).net.minor_units()};
}

constexpr const char* a_flush = "2h 7h 9h Jh Kh";
constexpr const char* pair_of_aces = "Ac Ad 9h 5s 3c";
constexpr const char* dealer_kings = "Kc Kd 8d 6c 2s";        // qualifies, below both
constexpr const char* dealer_full_house = "Qc Qd Qs 6c 6h";   // qualifies, above both
constexpr const char* dealer_not_qualified = "Qc Jd 8d 6c 2s";

}  // namespace

TEST_CASE("table terms: on a win, a line pays at its odds (3 to 2 exact) and an unnamed winning hand pushes or is paid even money",
          "[settlement][table_terms]") {
    // A winning flush: 3 to 2 on the $20 raise, $30.
    CHECK(raise_of<on_a_win>(a_flush, dealer_kings) == std::pair{outcome::won, std::int64_t{3000}});
    CHECK(raised<on_a_win>(a_flush, dealer_kings).wagers[1].line == "Flush");
    // A winning pair of aces, on no line: pushed under the blind's terms, even money under Caribbean Stud's.
    CHECK(raise_of<on_a_win>(pair_of_aces, dealer_kings) == std::pair{outcome::pushed, std::int64_t{0}});
    CHECK(raise_of<even>(pair_of_aces, dealer_kings) == std::pair{outcome::won, std::int64_t{2000}});
    // A losing flush is lost: the table applies on a win only.
    CHECK(raise_of<on_a_win>(a_flush, dealer_full_house) == std::pair{outcome::lost, std::int64_t{-2000}});
    // A dealer who does not qualify returns the raise (Caribbean Stud 4), whatever the hand.
    CHECK(raise_of<on_a_win>(a_flush, dealer_not_qualified) == std::pair{outcome::returned, std::int64_t{0}});
}

TEST_CASE("table terms: a table that applies always pays its lines whatever the dealer holds, and below them the contest decides",
          "[settlement][table_terms]") {
    // A flush is paid 3 to 2 beaten, returned, or winning.
    for (const char* dealer : {dealer_kings, dealer_full_house, dealer_not_qualified}) {
        INFO(dealer);
        CHECK(raise_of<always>(a_flush, dealer) == std::pair{outcome::won, std::int64_t{3000}});
    }
    // Below the table: a winning hand pushes, a losing one is lost, a dealer who does not qualify returns it.
    CHECK(raise_of<always>(pair_of_aces, dealer_kings) == std::pair{outcome::pushed, std::int64_t{0}});
    CHECK(raise_of<always>(pair_of_aces, dealer_full_house) == std::pair{outcome::lost, std::int64_t{-2000}});
    CHECK(raise_of<always>(pair_of_aces, dealer_not_qualified) == std::pair{outcome::returned, std::int64_t{0}});
    // A fold forfeits it: the table never applies to a folded hand.
    wager_slip<always> slip;
    slip.place<caribbean_stud::ante>(money::dollars(10));
    const settlement folded = settle(slip, dealt_cards<always>::from_text(a_flush, dealer_kings), {decision::fold});
    REQUIRE(folded.wagers.size() == 1);  // the raise was never made
    CHECK(folded.wagers[0].result == outcome::forfeited);
}

TEST_CASE("table terms: 3 to 2 in integer minor units, chips conserved", "[settlement][table_terms]") {
    // A raise of twice an odd ante is even: $20.02 is paid exactly $30.03 (rounding: tests/rules/pay_table.cpp).
    wager_slip<on_a_win> slip;
    slip.place<caribbean_stud::ante>(money::cents(1'001));
    const settlement s = settle(slip, dealt_cards<on_a_win>::from_text(a_flush, dealer_kings), {decision::play});
    CHECK(s.wagers[1].net == money::cents(3'003));
    CHECK(s.wagers[1].house == -money::cents(3'003));
    CHECK(s.net() + s.house() + s.dealers() == money{});
}
