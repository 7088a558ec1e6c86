// Who receives each card of a deal, as the dealing procedures prescribe (NY (d)(1)-(2);
// procedures, Dealing 1-3), table-driven, and the orders the rules walk the table in.
#include "../support/catch.hpp"

#include <carnival/table/deal_order.hpp>

#include <string>
#include <vector>

using namespace carnival;
using namespace carnival::table;

namespace {

// "1 3 D 1 3 D^": positions by number, D the dealer face down, D^ face up.
std::string text(const std::vector<deal_slot>& slots) {
    std::string out;
    for (const deal_slot& s : slots) {
        if (!out.empty()) out += ' ';
        out += s.to.is_position() ? std::to_string(s.to.number) : std::string(s.shown == face::up ? "D^" : "D");
    }
    return out;
}

}  // namespace

TEST_CASE("deal order: by hand one card at a time, the dealer last in each rotation, or by shoe in stacks", "[table]") {
    const std::vector<position> two{position{1}, position{3}};
    const std::vector<position> one{position{9}};
    using enum face;
    struct row {
        dealing how;
        std::vector<position> players;
        std::size_t player_cards;
        std::vector<face> dealer;
        std::string want;
        const char* rule;
    };
    const std::vector<row> rows{
        {dealing::by_hand, two, 3, {down, down, down}, "1 3 D 1 3 D 1 3 D", "NY (d)(1): Three Card Poker"},
        {dealing::automated_shoe, two, 3, {down, down, down}, "1 1 1 3 3 3 D D D", "NY (d)(2): stacks of three"},
        {dealing::by_hand, one, 2, {down, down}, "9 D 9 D", "Mini-Tex, two each"},
        {dealing::by_hand, two, 5, {down, down, down, down, up}, "1 3 D 1 3 D 1 3 D 1 3 D 1 3 D^",
         "Caribbean Stud: the fifth dealer card face up"},
        {dealing::by_hand, one, 5, {down, down, down, down, down, up}, "9 D 9 D 9 D 9 D 9 D D^",
         "Four Card Poker: the dealer's sixth card after the players' last"},
        {dealing::automated_shoe, one, 5, {down, down, down, down, down, up}, "9 9 9 9 9 D D D D D D^", "a stack of six"},
        {dealing::by_hand, {}, 0, {down, down}, "D D", "cards to the dealer alone"},
        {dealing::by_hand, two, 3, {}, "1 3 1 3 1 3", "no dealer hand (Let It Ride)"},
    };
    for (const row& r : rows) {
        CAPTURE(r.rule);
        CHECK(text(deal_order(r.how, r.players, r.player_cards, r.dealer)) == r.want);
    }
}

TEST_CASE("positions: numbered from the dealer's left, adjacency and the two rotations", "[table]") {
    CHECK(adjacent(position{3}, position{4}));
    CHECK(adjacent(position{4}, position{3}));
    CHECK_FALSE(adjacent(position{3}, position{5}));
    CHECK_FALSE(adjacent(dealer, position{1}));
    std::string cw, ccw;
    for (std::size_t k = 0; k < 4; ++k) {
        cw += std::to_string(nth(rotation::clockwise_from_left, 4, k).number);
        ccw += std::to_string(nth(rotation::counter_clockwise_from_right, 4, k).number);
    }
    CHECK(cw == "1234");
    CHECK(ccw == "4321");
    CHECK(to_string(position{7}) == "position 7");
    CHECK(to_string(dealer) == "the dealer");
}
