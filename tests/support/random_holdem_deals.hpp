// Random Hold'em deals for the field games' tests: two cards to the player, two to the dealer and
// five to the board, as carnival's cards (to settle) and as the plain numbers 0-51 of
// holdem_brute.hpp (rank c % 13 from the deuce, suit c / 13; to settle plainly).
#pragma once

#include <carnival/cards/card.hpp>
#include <carnival/settlement/dealt_cards.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <random>
#include <utility>

namespace test_support {

template <class Game>
struct holdem_deal {
    carnival::dealt_cards<Game> cards;
    std::array<int, 2> player{}, dealer{};
    std::array<int, 5> board{};
};

// Deals from a generator seeded with `seed`: each deal the first nine cards of a fresh shuffle.
template <class Game>
class random_holdem_deals {
public:
    explicit random_holdem_deals(std::uint64_t seed) : random_(seed) {
        for (int i = 0; i < 52; ++i) deck_[static_cast<std::size_t>(i)] = i;
    }

    holdem_deal<Game> next() {
        for (std::size_t i = 0; i < 9; ++i) std::swap(deck_[i], deck_[i + random_() % (52 - i)]);
        holdem_deal<Game> d;
        const auto at = [&](std::size_t i) { return carnival::card::from_dense_index(deck_[i]); };
        for (std::size_t i = 0; i < 2; ++i) d.cards.player[i] = at(i), d.cards.dealer[i] = at(2 + i);
        for (std::size_t i = 0; i < 5; ++i) d.cards.board[i] = at(4 + i);
        for (std::size_t i = 0; i < 2; ++i) d.player[i] = plain(d.cards.player[i]), d.dealer[i] = plain(d.cards.dealer[i]);
        for (std::size_t i = 0; i < 5; ++i) d.board[i] = plain(d.cards.board[i]);
        return d;
    }

private:
    static int plain(carnival::card c) { return 13 * static_cast<int>(c.suit()) + static_cast<int>(index(c.rank())); }

    std::mt19937_64 random_;
    std::array<int, 52> deck_{};
};

}  // namespace test_support
