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
#include <bit>
#include <cstdint>
#include <cstddef>  // offsetof
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace carnival {

/// \brief The cards of one round of \p Game: the player's hole cards, the dealer's (face down and
/// up, in dealing order) and the board (in the order turned up).
template <class Game>
struct alignas(8) dealt_cards {  // in whole words: see deal()
    using sequence_type = typename Game::sequence_type;  ///< the sequence of play it follows
    std::array<card, sequence_type::player_cards> player{};  ///< the player's hole cards
    std::array<card, sequence_type::dealer_cards> dealer{};  ///< the dealer's cards, in dealing order
    std::array<card, sequence_type::board_cards> board{};    ///< the community cards, in the order turned up

    /// \brief Deals a round step by step as the sequence of play says, calling \p draw for each
    /// card (burned cards too, which are then discarded): the player's, the dealer's, the burns and
    /// the board in the sequence's order.
    template <class Draw>
    [[nodiscard]] static constexpr dealt_cards deal(Draw&& draw) {
        if constexpr (std::endian::native == std::endian::little && std::is_trivially_copyable_v<card> && sizeof(card) == 1 &&
                      sizeof(dealt_cards) % 8 == 0) {
            // Each card's byte put in its place within whole words, the deal made of the words at
            // once: what reads the deal then (a card, or the deal copied) reads from one store,
            // never across several smaller ones (a failed store-to-load forward apiece).
            std::array<std::uint64_t, sizeof(dealt_cards) / 8> words{};
            deal_steps(
                [&](std::size_t at, card c) {
                    const std::size_t byte = byte_of(at);
                    words[byte / 8] |= std::uint64_t{c.code()} << (8 * (byte % 8));
                },
                draw);
            return std::bit_cast<dealt_cards>(words);
        } else {
            dealt_cards d;
            deal_steps([&](std::size_t at, card c) { d.at_place(at) = c; }, draw);
            return d;
        }
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
    // The place of the first card step \p Step deals, the places being the player's cards, then the
    // dealer's, then the board's (as the members lie): after the cards earlier steps dealt to the same hand.
    template <std::size_t Step>
    [[nodiscard]] static consteval std::size_t first_place() {
        constexpr step_kind kind = sequence_type::steps[Step].kind;
        std::size_t n = kind == step_kind::to_player   ? 0
                        : kind == step_kind::to_dealer ? sequence_type::player_cards
                                                       : sequence_type::player_cards + sequence_type::dealer_cards;
        for (std::size_t i = 0; i < Step; ++i)
            if (sequence_type::steps[i].kind == kind) n += sequence_type::steps[i].cards;
        return n;
    }

    // Where the card at place \p at (see first_place) lies in the deal's bytes (a hand of no
    // cards takes a byte of its own: the places are not the bytes).
    [[nodiscard]] static constexpr std::size_t byte_of(std::size_t at) noexcept {
        constexpr std::size_t p = sequence_type::player_cards, d = sequence_type::dealer_cards;
        if (at < p) return offsetof(dealt_cards, player) + at;
        if (at < p + d) return offsetof(dealt_cards, dealer) + (at - p);
        return offsetof(dealt_cards, board) + (at - p - d);
    }

    // The card at place \p at (see first_place).
    constexpr card& at_place(std::size_t at) noexcept {
        if (at < player.size()) return player[at];
        at -= player.size();
        if (at < dealer.size()) return dealer[at];
        return board[at - dealer.size()];
    }

    // Deals the steps in order, unrolled at compile time: \p draw() for each card, burned cards
    // too, and \p put(place, card) for each card dealt to a hand or the board.
    template <class Put, class Draw>
    static constexpr void deal_steps(Put&& put, Draw& draw) {
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            (
                [&] {
                    constexpr step_info s = sequence_type::steps[I];
                    if constexpr (s.kind == step_kind::burn) {
                        for (std::size_t i = 0; i < s.cards; ++i) (void)draw();
                    } else if constexpr (s.kind == step_kind::to_player || s.kind == step_kind::to_dealer ||
                                         s.kind == step_kind::to_board) {
                        for (std::size_t i = 0; i < s.cards; ++i) put(first_place<I>() + i, draw());
                    }
                }(),
                ...);
        }(std::make_index_sequence<sequence_type::steps.size()>{});
    }

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
