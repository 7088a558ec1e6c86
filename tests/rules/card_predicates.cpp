// The predicates pay-table lines read on raw cards (rules/card_predicates.hpp), exhaustively over
// every two-card holding, and a predicate read on one source's cards apart (on_cards_of).
#include "../support/catch.hpp"

#include <carnival/cards/card.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/rules/card_predicates.hpp>

#include <map>
#include <string>

using namespace carnival;

namespace {
paid_hand<no_value> raw(card_set cards) { return {.value = {}, .cards = cards}; }
// A hand of the player's cards and the dealer's, laid out by source.
paid_hand_by_source<no_value> player_and_dealer(const char* player, const char* dealer) {
    paid_hand_by_source<no_value> hand{};
    for (card c : parse_cards(player)) hand.by_source[index(card_source::player)].insert(c), hand.cards.insert(c);
    for (card c : parse_cards(dealer)) hand.by_source[index(card_source::dealer)].insert(c), hand.cards.insert(c);
    return hand;
}
using ace_king_suited = two_cards<rank::ace, rank::king, suited::yes, "A-K suited">;
using ace_king_offsuit = two_cards<rank::ace, rank::king, suited::no, "A-K offsuit">;
using aces = pocket_pair<rank::ace, rank::ace, "A-A">;
using small_pairs = pocket_pair<rank::two, rank::ten, "2-2 to 10-10">;
using ace_king = any_of<"A-K", ace_king_suited, ace_king_offsuit>;
}  // namespace

TEST_CASE("two_cards, pocket_pair and any_of hold on exactly the holdings they name, of all 1,326", "[rules][card_predicates]") {
    std::map<std::string, int> holds;
    for (int a = 0; a < deck_size; ++a)
        for (int b = a + 1; b < deck_size; ++b) {
            card_set set;
            set.insert(card::from_dense_index(a));
            set.insert(card::from_dense_index(b));
            const paid_hand<no_value> hand = raw(set);
            holds["A-K suited"] += ace_king_suited::holds(hand) ? 1 : 0;
            holds["A-K offsuit"] += ace_king_offsuit::holds(hand) ? 1 : 0;
            holds["A-K"] += ace_king::holds(hand) ? 1 : 0;
            holds["A-A"] += aces::holds(hand) ? 1 : 0;
            holds["2-2 to 10-10"] += small_pairs::holds(hand) ? 1 : 0;
        }
    CHECK(holds["A-K suited"] == 4);
    CHECK(holds["A-K offsuit"] == 12);
    CHECK(holds["A-K"] == 16);
    CHECK(holds["A-A"] == 6);
    CHECK(holds["2-2 to 10-10"] == 9 * 6);
    // Three cards are no two-card holding, whatever they hold.
    CHECK_FALSE(aces::holds(player_and_dealer("As Ad Ah", "")));
}

TEST_CASE("on_cards_of reads one source's cards apart, each_of needs every predicate", "[rules][card_predicates]") {
    using players_aces = on_cards_of<card_source::player, aces>;
    using dealers_aces = on_cards_of<card_source::dealer, aces>;
    using both = each_of<"A-A with dealer A-A", players_aces, dealers_aces>;
    // The four cards together are no pair, each source's two are.
    const paid_hand_by_source<no_value> aces_each = player_and_dealer("Ac Ad", "Ah As");
    CHECK_FALSE(aces::holds(aces_each));
    CHECK(players_aces::holds(aces_each));
    CHECK(dealers_aces::holds(aces_each));
    CHECK(both::holds(aces_each));
    // A-A against A-K: the player's line holds, the pair of both does not; and the other way round.
    CHECK(players_aces::holds(player_and_dealer("Ac Ad", "Ah Ks")));
    CHECK_FALSE(both::holds(player_and_dealer("Ac Ad", "Ah Ks")));
    CHECK_FALSE(players_aces::holds(player_and_dealer("Ah Ks", "Ac Ad")));
    CHECK(dealers_aces::holds(player_and_dealer("Ah Ks", "Ac Ad")));
    // What an analysis reads: the sources read apart, and suit blindness kept.
    STATIC_REQUIRE(detail::sources_read<aces> == 0);
    STATIC_REQUIRE(detail::sources_read<players_aces> == 1U);
    STATIC_REQUIRE(detail::sources_read<both> == 3U);
    STATIC_REQUIRE(detail::is_suit_blind<both>);
    CHECK(both::name == "A-A with dealer A-A");
    CHECK(players_aces::name == "A-A");
}
