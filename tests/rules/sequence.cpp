// The sequence of play as a type: what it deals, when the player decides and what each point offers.
#include "../support/catch.hpp"

#include "../../examples/games/caribbean_stud.hpp"
#include "../../examples/games/four_card_poker.hpp"
#include "../../examples/games/let_it_ride.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/settlement/options.hpp>

using namespace carnival;

TEST_CASE("sequence of play: the cards each game deals and shows at each decision point", "[rules][sequence]") {
    using tcp_seq = tcp::sequence;  // NY (d), (e)(2)
    STATIC_REQUIRE(tcp_seq::player_cards == 3);
    STATIC_REQUIRE(tcp_seq::dealer_cards == 3);
    STATIC_REQUIRE(tcp_seq::decision_points == 1);
    STATIC_REQUIRE(tcp_seq::dealer_up_cards == 0);
    STATIC_REQUIRE(tcp_seq::reveals_dealer);

    using mtx_seq = mini_tex<>::sequence_type;  // 13:69F-37 (a)-(e): burn and turn, twice
    STATIC_REQUIRE(mtx_seq::board_cards == 3);
    STATIC_REQUIRE(mtx_seq::burn_cards == 2);
    STATIC_REQUIRE(mtx_seq::board_visible == std::array<std::size_t, 3>{0, 2, 3});
    STATIC_REQUIRE(mtx_seq::dealer_visible == std::array<std::size_t, 3>{0, 0, 0});

    using csp = caribbean_stud::game::sequence_type;  // the fifth dealer card face up, before the decision
    STATIC_REQUIRE(csp::dealer_cards == 5);
    STATIC_REQUIRE(csp::dealer_up_cards == 1);
    STATIC_REQUIRE(csp::dealer_faces == std::array{face::down, face::down, face::down, face::down, face::up});
    STATIC_REQUIRE(csp::dealer_visible == std::array<std::size_t, 1>{1});

    using lir = let_it_ride::game::sequence_type;  // no dealer cards, no reveal; two community cards one at a time
    STATIC_REQUIRE(lir::dealer_cards == 0);
    STATIC_REQUIRE(!lir::reveals_dealer);
    STATIC_REQUIRE(lir::board_visible == std::array<std::size_t, 2>{0, 1});

    using fcp = four_card_poker::game::sequence_type;
    STATIC_REQUIRE(fcp::player_cards == 5);
    STATIC_REQUIRE(fcp::dealer_cards == 6);
    STATIC_REQUIRE(fcp::steps.size() == 5);
    STATIC_REQUIRE(fcp::steps[2].kind == step_kind::to_dealer);
    STATIC_REQUIRE(fcp::steps[2].shown == face::up);
}

TEST_CASE("decision points: what each offers, and the fold rule of each", "[rules][sequence]") {
    using fcp = four_card_poker::game::sequence_type;
    CHECK(detail::is_offered<fcp>(0, decision::fold));
    CHECK(detail::is_offered<fcp>(0, decision::raise(3)));
    CHECK_FALSE(detail::is_offered<fcp>(0, decision::raise(4)));
    CHECK_FALSE(detail::is_offered<fcp>(0, decision::play));  // which multiple?
    CHECK_FALSE(detail::is_offered<fcp>(0, decision::check));
    using lir = let_it_ride::game::sequence_type;
    CHECK(detail::is_offered<lir>(1, decision::pull_back));
    CHECK(detail::is_offered<lir>(1, decision::check));
    CHECK_FALSE(detail::is_offered<lir>(1, decision::fold));
    CHECK(detail::options_text<std::remove_cvref_t<decltype(boost::hana::at_c<0>(fcp::points))>::type>() ==
          "fold or raise 1x, 2x or 3x");
    CHECK(mini_tex<>::fold_rules == std::array<std::string_view, 3>{"13:69F-37 (a)(2)", "13:69F-37 (c)(2)", "13:69F-37 (e)(2)"});
    CHECK(let_it_ride::game::fold_rules == std::array<std::string_view, 2>{"", ""});  // no folding in Let It Ride
}
