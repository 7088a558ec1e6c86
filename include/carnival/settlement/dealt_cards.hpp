/// \file
/// \brief `carnival::dealt_cards<Game>`: every card of a round, by participant.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/distinct.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/error.hpp>
#include <carnival/rules/sequence.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace carnival {

/// \brief The cards of one round of \p Game: the player's hole cards, the dealer's (face down and
/// up, in dealing order) and the board (in the order turned up).
template <class Game>
struct dealt_cards {
    using sequence_type = typename Game::sequence_type;  ///< the sequence of play it follows
    std::array<card, sequence_type::player_cards> player{};  ///< the player's hole cards
    std::array<card, sequence_type::dealer_cards> dealer{};  ///< the dealer's cards, in dealing order
    std::array<card, sequence_type::board_cards> board{};    ///< the community cards, in the order turned up

    /// \brief Deals a round step by step as the sequence of play says, calling \p draw for each
    /// card (burned cards too, which are then discarded): the player's, the dealer's, the burns and
    /// the board in the sequence's order.
    template <class Draw>
    [[nodiscard]] static constexpr dealt_cards deal(Draw&& draw) {
        dealt_cards d;
        card* next[] = {d.player.data(), d.dealer.data(), nullptr, d.board.data()};  // by step_kind; burns go nowhere
        // Unrolled at compile time: each step's kind and count are constants.
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            (
                [&] {
                    constexpr step_info s = sequence_type::steps[I];
                    if constexpr (s.kind == step_kind::burn) {
                        for (std::size_t i = 0; i < s.cards; ++i) (void)draw();
                    } else if constexpr (s.cards > 0) {
                        card*& out = next[static_cast<std::size_t>(s.kind)];
                        for (std::size_t i = 0; i < s.cards; ++i) *out++ = draw();
                    }
                }(),
                ...);
        }(std::make_index_sequence<sequence_type::steps.size()>{});
        return d;
    }

    /// \brief The cards written as text (`"Qc 6d 4h"`); throws parse_error for bad text and
    /// invalid_cards for a wrong count or a card dealt twice.
    [[nodiscard]] static dealt_cards from_text(std::string_view player, std::string_view dealer,
                                               std::string_view board = {}) {
        dealt_cards d;
        fill(d.player, player, "player");
        fill(d.dealer, dealer, "dealer");
        fill(d.board, board, "board");
        d.validate();
        return d;
    }

    /// \brief Throws invalid_cards if a value is not one of the 52 cards (bytes copied in from
    /// elsewhere) or a card appears twice among all the round's cards; the message names the
    /// value and whose card it is.
    void validate() const {
        card_set seen;
        insert_distinct(seen, player, "player");
        insert_distinct(seen, dealer, "dealer");
        insert_distinct(seen, board, "board");
    }

private:
    template <std::size_t N>
    static void fill(std::array<card, N>& out, std::string_view text, const char* who) {
        const auto cards = parse_cards(text);
        if (cards.size() != N)
            detail::fail<invalid_cards>({"carnival: the ", who, " needs ", std::to_string(N), " cards, got ",
                                         std::to_string(cards.size()), " in \"", detail::excerpt(text), "\""});
        for (std::size_t i = 0; i < N; ++i) out[i] = cards[i];
    }
};

}  // namespace carnival
