// Resolutions and contests written with named fields.
#include "../support/catch.hpp"

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/qualifier.hpp>

using namespace carnival;

TEST_CASE("won, lost, pushed and returned name the outcome and the rule", "[rules][outcome]") {
    STATIC_REQUIRE(won("NY (f)(1)(i)") == resolution{outcome::won, "NY (f)(1)(i)"});
    STATIC_REQUIRE(lost("r") == resolution{outcome::lost, "r"});
    STATIC_REQUIRE(pushed("r") == resolution{outcome::pushed, "r"});
    STATIC_REQUIRE(returned("r") == resolution{outcome::returned, "r"});
    STATIC_REQUIRE(won("r").given());
    STATIC_REQUIRE_FALSE(resolution{}.given());  // a field left out of a contest
    STATIC_REQUIRE(name(outcome::withdrawn) == "withdrawn");
}

TEST_CASE("a contest with named fields says which fields it gives", "[rules][outcome]") {
    constexpr contest_rules always_plays{.higher = won("a"), .equal = won("ties to the player"), .lower = lost("a")};
    STATIC_REQUIRE(always_plays.covers_a_qualifying_dealer());
    STATIC_REQUIRE_FALSE(always_plays.covers_a_dealer_who_does_not_qualify());
    STATIC_REQUIRE(always_plays.equal.result == outcome::won);
    constexpr contest_rules one_missing{.higher = won("a"), .lower = lost("a")};
    STATIC_REQUIRE_FALSE(one_missing.covers_a_qualifying_dealer());
    // The bundled contests are complete, NY (f)(1)(i) and 13:69F-37 (g).
    STATIC_REQUIRE(tcp::ante_contest.covers_a_qualifying_dealer());
    STATIC_REQUIRE(tcp::play_contest.covers_a_dealer_who_does_not_qualify());
    STATIC_REQUIRE(tcp::play_contest.not_qualified_lower == returned("NY (f)(1)(i)"));
    STATIC_REQUIRE(mtx::regulation::play.not_qualified_higher == pushed("13:69F-37 (g)(4)"));
    STATIC_REQUIRE(mtx::rule_card::bets.not_qualified_lower == won("rule card"));
}

TEST_CASE("only always_qualifies lets a contest leave out the not-qualified fields", "[rules][qualifier]") {
    STATIC_REQUIRE_FALSE(detail::qualifier_can_fail<always_qualifies<three_card>>);
    STATIC_REQUIRE(detail::qualifier_can_fail<queen_high_or_better>);
    STATIC_REQUIRE(detail::qualifier_can_fail<pair_or_better>);
}
