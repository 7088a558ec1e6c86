/// \file
/// \brief `carnival::table::detail::table_state<Game>`: everything a table of \p Game holds — its
/// rules and seed, the round in play, its seats, its cards (shoe), its chips (ledger) and its
/// events (event_log) — and the checks every command shares: the phase, the position, who sits.
/// The commands work on it, each in the header of its concern.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/error.hpp>
#include <carnival/settlement/result.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/event_log.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/ledger.hpp>
#include <carnival/table/phase.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/seat.hpp>
#include <carnival/table/shoe.hpp>
#include <carnival/table/wager_facts.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace carnival::table::detail {

/// One seat's settlement in the round: its position and each wager's result.
template <class Game>
struct seat_results {
    position at;                                                     ///< the seat
    std::array<wager_result, wager_slip<Game>::wager_count> wagers{}; ///< the results, in the game's wager order
    std::size_t count = 0;                                           ///< how many
    /// The results.
    [[nodiscard]] std::span<const wager_result> results() const noexcept { return std::span(wagers).first(count); }
};

/// Everything a table of \p Game holds, and what every command checks first.
template <class Game>
struct table_state {
    using sequence_type = typename Game::sequence_type;
    static constexpr std::size_t wager_count = wager_slip<Game>::wager_count;

    /// A table run by \p r (checked), its shuffles from \p s, recording its events or not.
    table_state(house_rules<Game> r, std::uint64_t s, bool record)
        : rules(checked(std::move(r))), seed(s), log(record) {
        seats.resize(rules->positions);
        to_ask.reserve(rules->positions);
        playing.reserve(rules->positions);
        settled.reserve(rules->positions);
    }

    /// The house rules, shared by the copies of a table: the log's citations are its text, which
    /// no copy or move of the table displaces.
    std::shared_ptr<const house_rules<Game>> rules;
    std::uint64_t seed = 0;    ///< the seed of the shuffles
    phase at = phase::closed;  ///< where the round is
    std::uint64_t round = 0;   ///< the round's number, from 1
    std::uint64_t commands = 0;  ///< commands carried out
    std::vector<seat<Game>> seats;  ///< the betting positions, from the dealer's left
    std::array<card, sequence_type::dealer_cards> dealer{};  ///< the dealer's cards
    std::size_t dealer_dealt = 0;                            ///< how many are dealt
    std::array<card, sequence_type::board_cards> board{};    ///< the community cards
    std::size_t board_dealt = 0;                             ///< how many are turned up
    std::size_t step = 0;       ///< the next step of the sequence of play
    std::size_t point = 0;      ///< the decision point in play
    std::vector<position> to_ask;  ///< the positions asked at the point, in turn
    std::size_t asking = 0;        ///< whose turn it is among them
    shoe cards;                ///< the decks and the discard rack
    ledger chips;              ///< the players and their chips, the house's, the dealers'
    event_log log;             ///< the events
    std::vector<command<Game>> applied;  ///< the commands that gave events, in order (a table that records)
    // Room the round reuses (not state: left out of ==).
    std::vector<position> playing;
    std::vector<seat_results<Game>> settled;

    /// The facts of wager \p w.
    static constexpr const carnival::detail::wager_facts& facts(std::size_t w) noexcept { return carnival::detail::facts_of<Game>[w]; }
    /// The seat at position \p p (a position of the table).
    [[nodiscard]] seat<Game>& at_position(position p) noexcept { return seats[p.number - 1]; }
    [[nodiscard]] const seat<Game>& at_position(position p) const noexcept { return seats[p.number - 1]; }
    /// The deck in play in round \p r: the two decks alternate (procedures, Equipment 2).
    [[nodiscard]] std::size_t deck_of(std::uint64_t r) const noexcept { return rules->decks == 2 ? (r + 1) % 2 : 0; }

    /// Throws invalid_command unless the round is in phase \p wanted, naming \p what and \p rule.
    void require(phase wanted, std::string_view what, position p, std::string_view rule) const {
        if (at != wanted)
            carnival::detail::fail<invalid_command>({"carnival::table: cannot ", what, p.is_position() ? " at " : "",
                                                     p.is_position() ? to_string(p) : std::string(), " in the ",
                                                     name(at), " phase of round ", std::to_string(round),
                                                     "; it is for the ", name(wanted), " phase (", rule, ")"});
    }
    /// Position \p p's seat number, from 0; throws invalid_command for a position the table does not have.
    [[nodiscard]] std::size_t index_of(position p, std::string_view what) const {
        if (!p.is_position() || p.number > rules->positions)
            carnival::detail::fail<invalid_command>({"carnival::table: cannot ", what, " ", to_string(p),
                                                     ": the table has positions 1 to ",
                                                     std::to_string(rules->positions), " (NY (a)(1))"});
        return p.number - 1;
    }
    /// The seat at \p p; throws invalid_command unless a player holds it.
    [[nodiscard]] const seat<Game>& seated(position p, std::string_view what) const {
        const seat<Game>& st = seats[index_of(p, what)];
        if (!st.player)
            carnival::detail::fail<invalid_command>({"carnival::table: cannot ", what, " ", to_string(p),
                                                     ": no player is seated there (NY (c)(3): only seated players "
                                                     "wager)"});
        return st;
    }
    /// The player named \p name; throws invalid_command when none has joined.
    [[nodiscard]] std::size_t player_named(std::string_view name) const {
        if (const auto i = chips.find(name)) return *i;
        carnival::detail::fail<invalid_command>(
            {"carnival::table: no player named \"", carnival::detail::excerpt(name), "\" has joined the table"});
    }

    /// \p r, checked (house_rules::check), to share.
    static std::shared_ptr<const house_rules<Game>> checked(house_rules<Game> r) {
        r.check();
        return std::make_shared<const house_rules<Game>>(std::move(r));
    }

    /// Same rules, seed, round, seats, cards, chips and events.
    friend bool operator==(const table_state& a, const table_state& b) {
        return *a.rules == *b.rules && a.seed == b.seed && a.at == b.at && a.round == b.round && a.commands == b.commands &&
               a.seats == b.seats && a.dealer == b.dealer && a.dealer_dealt == b.dealer_dealt && a.board == b.board &&
               a.board_dealt == b.board_dealt && a.step == b.step && a.point == b.point && a.to_ask == b.to_ask &&
               a.asking == b.asking && a.cards == b.cards && a.chips == b.chips && a.log == b.log && a.applied == b.applied;
    }
};

}  // namespace carnival::table::detail
