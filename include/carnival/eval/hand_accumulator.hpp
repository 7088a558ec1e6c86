/// \file
/// \brief Incremental evaluation: the `carnival::incremental_ranking` concept and
/// `carnival::hand_accumulator<R>`, a hand built one card at a time for any ranking.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/eval/ranking.hpp>

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>

namespace carnival {

/// \brief A ranking with a fast path for hands built one card at a time.
///
/// `R::accumulator` is a small regular type, empty when default-constructed, with `add(card)`,
/// `remove(card)` and `code()`: the code of the best `R::hand_size`-card hand among the cards held
/// (from `R::hand_size` to `R::accumulator::max_cards` of them), equal to what trying every subset
/// with `R::code` gives. Enumerations that extend a shared prefix copy the prefix's accumulator
/// and add one card, so they pay for one card, not for the whole hand.
template <class R>
concept incremental_ranking =
    ranking<R> && std::regular<typename R::accumulator> &&
    requires(typename R::accumulator a, const typename R::accumulator& held, card c) {
        { R::accumulator::max_cards } -> std::convertible_to<std::size_t>;
        a.add(c);
        a.remove(c);
        { held.code() } -> std::same_as<std::uint32_t>;
    } && (R::accumulator::max_cards >= R::hand_size);

/// \brief An accumulator that adds prepared cards: `A::key_of(c)` once, then `add(key)` as often as
/// needed, equal to `add(c)`. Enumerations prepare their cards' keys before their loops.
template <class A>
concept keyed_accumulator = requires(A a, card c) { a.add(A::key_of(c)); };

namespace detail {

/// The code of the best hand among \p cards through `R`'s accumulator: its `code_of_hand` where it
/// values a whole hand at once, else the cards added one by one.
template <incremental_ranking R, std::size_t N>
std::uint32_t accumulated_code(std::span<const card, N> cards) {
    if constexpr (requires { R::accumulator::code_of_hand(cards); }) {
        return R::accumulator::code_of_hand(cards);
    } else {
        typename R::accumulator hand;
        for (card c : cards) hand.add(c);
        return hand.code();
    }
}

/// The best code among the `R::hand_size`-card subsets of the \p n cards \p cards: the plain
/// definition (0, the lowest code, when there are fewer cards than a hand).
template <ranking R>
constexpr std::uint32_t best_code_among(const card* cards, std::size_t n) {
    constexpr std::size_t k = R::hand_size;
    if (n < k) return 0;
    std::array<std::size_t, k> at{};
    for (std::size_t i = 0; i < k; ++i) at[i] = i;
    std::uint32_t best = 0;
    while (true) {
        std::array<card, k> hand{};
        for (std::size_t i = 0; i < k; ++i) hand[i] = cards[at[i]];
        best = std::max(best, R::code(std::span<const card, k>(hand)));
        std::size_t i = k;  // advance the last position that can move
        while (i > 0 && at[i - 1] == n - k + (i - 1)) --i;
        if (i == 0) return best;
        ++at[i - 1];
        for (std::size_t j = i; j < k; ++j) at[j] = at[j - 1] + 1;
    }
}

/// The accumulator of a ranking without a fast path: the cards, valued by trying every subset.
template <ranking R>
class subset_accumulator {
public:
    static constexpr std::size_t max_cards = 16;  ///< Most cards code() reads.

    constexpr void add(card c) noexcept { cards_.insert(c); }
    constexpr void remove(card c) noexcept { cards_.erase(c); }
    [[nodiscard]] constexpr std::uint32_t code() const {
        std::array<card, deck_size> list{};  // room for any set: more than max_cards is slow, never out of bounds
        std::size_t n = 0;
        for (card c : cards_) list[n++] = c;
        return best_code_among<R>(list.data(), n);
    }
    friend constexpr bool operator==(const subset_accumulator&, const subset_accumulator&) = default;

private:
    card_set cards_;
};

template <ranking R>
struct accumulator_of {
    using type = subset_accumulator<R>;
};
template <incremental_ranking R>
struct accumulator_of<R> {
    using type = typename R::accumulator;
};

}  // namespace detail

/// \brief A hand of ranking \p R built one card at a time: `R::accumulator` where the ranking offers
/// one (incremental_ranking), else the cards themselves, valued by trying every subset.
/// \code
/// carnival::hand_accumulator<carnival::five_card> board;
/// for (card c : flop) board.add(c);
/// auto with_turn = board + turn;      // copy and add: the prefix stays as it was
/// auto v = (with_turn + river).value();  // best five of the cards
/// \endcode
template <ranking R>
class hand_accumulator {
public:
    /// The ranking's own accumulator, or the subset-trying one.
    using accumulator_type = typename detail::accumulator_of<R>::type;
    /// Most cards value() reads.
    static constexpr std::size_t max_cards = accumulator_type::max_cards;

    /// No card.
    constexpr hand_accumulator() noexcept = default;

    /// Adds card \p c (not held yet; at most max_cards in all).
    constexpr hand_accumulator& add(card c) noexcept {
        acc_.add(c);
        return *this;
    }
    /// What add(\p c) adds, prepared (where the ranking's accumulator offers it: keyed_accumulator).
    [[nodiscard]] static constexpr auto key_of(card c) noexcept
        requires keyed_accumulator<accumulator_type>
    {
        return accumulator_type::key_of(c);
    }
    /// Adds the card whose key_of() is \p key.
    template <class Key>
        requires(!std::same_as<Key, card>) && requires(accumulator_type& a, const Key& k) { a.add(k); }
    constexpr hand_accumulator& add(const Key& key) noexcept {
        acc_.add(key);
        return *this;
    }
    /// Removes card \p c (held).
    constexpr hand_accumulator& remove(card c) noexcept {
        acc_.remove(c);
        return *this;
    }
    /// This hand with card \p c added.
    [[nodiscard]] friend constexpr hand_accumulator operator+(hand_accumulator h, card c) noexcept { return h.add(c); }

    /// The best `R::hand_size`-card hand among the cards held (`R::hand_size` to max_cards of them).
    [[nodiscard]] constexpr hand_value<R> value() const { return hand_value<R>::from_code(acc_.code()); }

    /// Whether two hands hold the same cards.
    friend bool operator==(const hand_accumulator&, const hand_accumulator&) = default;

private:
    accumulator_type acc_{};
};

}  // namespace carnival
