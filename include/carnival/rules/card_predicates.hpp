/// \file
/// \brief Predicates a pay table's lines read on raw cards (`pays_if<P, …>`): two hole cards of
/// given ranks (`two_cards`, `pocket_pair`), any or each of several (`any_of`, `each_of`), and a
/// predicate read on one source's cards alone (`on_cards_of`: the player's, the dealer's).
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/rank.hpp>
#include <carnival/cards/suit.hpp>
#include <carnival/detail/fixed_string.hpp>
#include <carnival/rules/card_source.hpp>
#include <carnival/rules/pay_table.hpp>

#include <bit>
#include <string_view>

namespace carnival {

/// Suitedness of a two-card holding.
enum class suited : unsigned char { yes, no };

/// \brief Two cards of ranks \p High and \p Low, suited or not (pocket poker's and Texas Hold'em
/// Bonus's lines).
template <rank High, rank Low, suited Suited, fixed_string Name>
struct two_cards {
    static constexpr std::string_view name = Name.view();  ///< the line's name
    static constexpr bool suit_blind = true;               ///< reads suitedness, never a named suit
    /// Whether the hand's two cards are High and Low with the wanted suitedness.
    template <class Hand>
    [[nodiscard]] static constexpr bool holds(const Hand& hand) noexcept {
        const unsigned want = 1U << index(High) | 1U << index(Low);
        if (hand.cards.ranks() != want || hand.cards.size() != 2) return false;
        int suits_held = 0;
        for (suit s : all_suits) suits_held += hand.cards.suit_ranks(s) != 0 ? 1 : 0;
        return (suits_held == 1) == (Suited == suited::yes);
    }
};

/// \brief Two cards that pair, of any rank from \p Low to \p High.
template <rank Low, rank High, fixed_string Name>
struct pocket_pair {
    static_assert(Low <= High, "carnival::pocket_pair: the lower rank comes first (pocket_pair<rank::two, rank::ten, …>)");
    static constexpr std::string_view name = Name.view();  ///< the line's name
    static constexpr bool suit_blind = true;               ///< reads ranks only
    /// Whether the hand's two cards pair, in the rank range.
    template <class Hand>
    [[nodiscard]] static constexpr bool holds(const Hand& hand) noexcept {
        const unsigned r = hand.cards.ranks();
        return hand.cards.size() == 2 && std::has_single_bit(r) && r >= (1U << index(Low)) && r <= (1U << index(High));
    }
};

/// \brief Any of predicates \p Ps, named \p Name.
template <fixed_string Name, class... Ps>
struct any_of {
    static constexpr std::string_view name = Name.view();                                 ///< the line's name
    static constexpr bool suit_blind = (detail::is_suit_blind<Ps> && ...);               ///< when each of Ps is
    static constexpr unsigned sources_read = (detail::sources_read<Ps> | ... | 0U);       ///< those Ps read apart
    /// Whether one of Ps holds.
    template <class Hand>
    [[nodiscard]] static constexpr bool holds(const Hand& hand) noexcept((noexcept(Ps::holds(hand)) && ...)) {
        return (Ps::holds(hand) || ...);
    }
};

/// \brief Each of predicates \p Ps, named \p Name (Texas Hold'em Bonus: the player's A-A and the
/// dealer's A-A).
template <fixed_string Name, class... Ps>
struct each_of {
    static_assert(sizeof...(Ps) > 0, "carnival::each_of: name at least one predicate");
    static constexpr std::string_view name = Name.view();                                 ///< the line's name
    static constexpr bool suit_blind = (detail::is_suit_blind<Ps> && ...);               ///< when each of Ps is
    static constexpr unsigned sources_read = (detail::sources_read<Ps> | ... | 0U);       ///< those Ps read apart
    /// Whether every one of Ps holds.
    template <class Hand>
    [[nodiscard]] static constexpr bool holds(const Hand& hand) noexcept((noexcept(Ps::holds(hand)) && ...)) {
        return (Ps::holds(hand) && ...);
    }
};

/// \brief Predicate \p P read on the cards from \p Source alone, as raw cards: Texas Hold'em
/// Bonus's lines read the player's two cards and the dealer's two apart, from a wager that looks
/// at both (`raw_cards<card_source::player, card_source::dealer>`). Named as \p P is. It reads a
/// paid_hand_by_source, which a game with such a line settles its pay tables on.
template <card_source Source, class P>
struct on_cards_of {
    static constexpr std::string_view name = P::name;                ///< the line's name
    static constexpr bool suit_blind = detail::is_suit_blind<P>;     ///< when P is
    static constexpr unsigned sources_read = 1U << index(Source);    ///< Source's cards, apart
    /// Whether P holds for the cards of \p hand that came from Source.
    template <class Hand>
    [[nodiscard]] static constexpr bool holds(const Hand& hand) noexcept(noexcept(P::holds(paid_hand_by_source<no_value>{}))) {
        paid_hand_by_source<no_value> mine{};
        mine.cards = hand.from(Source);
        mine.by_source[index(Source)] = mine.cards;
        return P::holds(mine);
    }
};

}  // namespace carnival
