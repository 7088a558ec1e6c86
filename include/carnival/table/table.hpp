/// \file
/// \brief `carnival::table::table<Game>`: a table of \p Game with its betting positions,
/// players, decks and discard rack, running whole rounds as the rules prescribe — wagers, "no more
/// bets", the deal, the decisions in turn, forfeits, the dealer's reveal, payments in order, the
/// cards to the discard rack — each command as data (command<Game>), every step recorded as an event.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/deck.hpp>
#include <carnival/cards/inspect.hpp>
#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/table/betting.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/describe.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/event_log.hpp>
#include <carnival/table/events.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/opening.hpp>
#include <carnival/table/phase.hpp>
#include <carnival/table/player.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/rack.hpp>
#include <carnival/table/seat.hpp>
#include <carnival/table/seating.hpp>
#include <carnival/table/state.hpp>
#include <carnival/table/turns.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace carnival::table {

/// \brief A table of \p Game: betting positions, the players at them, the decks, the dealer's
/// cards, the board and the discard rack, and the round in play.
///
/// A round goes: betting open (place) → "no more bets" (no_more_bets: nothing made, changed or
/// withdrawn after it, NY (c)(4)) → the deal, as house_rules::deal prescribes → each decision
/// point, the players still in asked in turn from the dealer's left (decide, NY (e)(2)) → the
/// forfeits and their cards collected → the dealer's reveal → the players' hands revealed and their
/// wagers paid and taken in the order house_rules::payments prescribes → the cards in the discard
/// rack → complete (next_round). Each wager is settled by the core of carnival::settle(), the same
/// pure function every analysis and simulation uses.
///
/// Each command is data (command<Game>) carried out by apply(); the member functions named after
/// them are the same. A command checks everything before it changes anything: one in the wrong
/// phase, out of turn, or for a position nobody holds throws invalid_command; bad wagers
/// invalid_wager; bad decisions invalid_decision; each message names the value, the position and
/// the rule, and the table is left exactly as it was (the strong guarantee) — without a copy of
/// it: a refused command costs its checks. Chips move only through the ledger, which checks
/// after every command that none was made or lost.
template <class Game>
class table {
public:
    using game_type = Game;                                                    ///< the game played
    using sequence_type = typename Game::sequence_type;                        ///< its sequence of play
    static constexpr std::size_t wager_count = wager_slip<Game>::wager_count;  ///< the game's wagers
    using seat = carnival::table::seat<Game>;                                  ///< one betting position and what is on it

    /// \brief A table run by \p rules, its shuffles drawn from \p seed; \p record false leaves out
    /// the events (a simulation's table). Throws std::invalid_argument for rules that do not hold
    /// (house_rules::check).
    explicit table(house_rules<Game> rules, std::uint64_t seed, bool record = true) : s_(std::move(rules), seed, record) {}

    // ---------------------------------------------------------------- observers

    /// The seed the shuffles are drawn from.
    [[nodiscard]] std::uint64_t seed() const noexcept { return s_.seed; }
    /// The house rules.
    [[nodiscard]] const house_rules<Game>& rules() const noexcept { return *s_.rules; }
    /// Where the round is.
    [[nodiscard]] phase current_phase() const noexcept { return s_.at; }
    /// The round's number, from 1 (0 before the decks are opened).
    [[nodiscard]] std::uint64_t round() const noexcept { return s_.round; }
    /// The players who joined.
    [[nodiscard]] const std::vector<player>& players() const noexcept { return s_.chips.players(); }
    /// Betting position \p p; throws invalid_command for a position the table does not have.
    [[nodiscard]] const seat& at(position p) const { return s_.seats[s_.index_of(p, "look at")]; }
    /// The position whose decision the table waits for (the dealer when none).
    [[nodiscard]] position turn() const noexcept { return s_.at == phase::deciding ? s_.to_ask[s_.asking] : dealer; }
    /// The decision point being played, from 0.
    [[nodiscard]] std::size_t point() const noexcept { return s_.point; }
    /// The dealer's cards dealt so far, in dealing order.
    [[nodiscard]] std::span<const card> dealer_cards() const noexcept { return std::span<const card>(s_.dealer).first(s_.dealer_dealt); }
    /// The community cards turned up so far.
    [[nodiscard]] std::span<const card> board() const noexcept { return std::span<const card>(s_.board).first(s_.board_dealt); }
    /// \brief The round's cards as position \p p's settlement reads them: its hole cards, the
    /// dealer's and the board's (those not dealt yet as they are); throws invalid_command for a
    /// position the table does not have.
    [[nodiscard]] dealt_cards<Game> cards_of(position p) const { return detail::dealt_to(s_, at(p)); }
    /// The discard rack, bottom first: every card collected, in the order collected.
    [[nodiscard]] const std::vector<card>& discard_rack() const noexcept { return s_.cards.rack; }
    /// \brief The discard rack as collected, slice by slice: whose cards and what they were
    /// (rack_part), so that each hand can be rebuilt (procedures, Completion 4; 13:69F-37 (h)).
    [[nodiscard]] const std::vector<rack_slice>& rack_index() const noexcept { return s_.cards.rack_index; }
    /// \brief Position \p p's hand (the dealer's for `dealer`) rebuilt from the discard rack, in
    /// dealing order; throws invalid_command when it is not in the rack.
    [[nodiscard]] std::vector<card> rebuilt_hand(position p) const {
        for (const rack_slice& r : s_.cards.rack_index)
            if (r.who == p && r.what == rack_part::hand)
                return {s_.cards.rack.begin() + static_cast<std::ptrdiff_t>(r.first),
                        s_.cards.rack.begin() + static_cast<std::ptrdiff_t>(r.first + r.count)};
        carnival::detail::fail<invalid_command>({"carnival::table: ", to_string(p), "'s hand is not in the discard rack"});
    }
    /// The house's net since the table opened: what it collected less what it paid.
    [[nodiscard]] money house() const noexcept { return s_.chips.house(); }
    /// What the dealers received since the table opened (tokes).
    [[nodiscard]] money dealers() const noexcept { return s_.chips.dealers(); }
    /// \brief The players' chips and plaques on the layout, counted seat by seat: every wager
    /// placed or raised and not yet collected, paid, returned or taken back (a match-play coupon is
    /// not money: not counted). The ledger keeps the same figure as chips move.
    [[nodiscard]] money layout() const {
        money total;
        for (const seat& st : s_.seats) total += st.on_layout();
        return total;
    }
    /// \brief Every chip the players brought to the table (the sum of their buy-ins). The table
    /// creates and loses none: after every command, the players' chips, layout(), house() and
    /// dealers() add up to it.
    [[nodiscard]] money bought_in() const noexcept { return s_.chips.bought_in(); }
    /// \brief The table's ledger: every player's chips, the layout's, the house's and the dealers',
    /// as chips moved (its layout equals layout(), counted seat by seat).
    [[nodiscard]] const ledger& accounts() const noexcept { return s_.chips; }
    /// \brief The commands carried out that gave events, in order: the n-th is the command the
    /// events numbered n came from (empty for a table that does not record; an open command
    /// keeps no decks).
    [[nodiscard]] const std::vector<command<Game>>& applied() const noexcept { return s_.applied; }
    /// \brief Every event since the table was made, typed (typed_event), with the command and the
    /// round of each (none for a table that does not record).
    [[nodiscard]] const event_log& log() const noexcept { return s_.log; }
    /// \brief Logged event \p e of this table as a reader sees it and the record writes it: names,
    /// cards and the hand as it reads, derived now.
    [[nodiscard]] event describe(const logged_event& e) const { return detail::describe(s_, e); }
    /// \brief Every event since the table was made, each as describe() gives it (none for a table
    /// that does not record): built on each call — log() is the table's own.
    [[nodiscard]] std::vector<event> events() const {
        std::vector<event> out;
        out.reserve(s_.log.size());
        for (const logged_event& e : s_.log.entries()) out.push_back(describe(e));
        return out;
    }

    /// Same rules, same seed, same state, same events.
    friend bool operator==(const table& a, const table& b) { return a.s_ == b.s_; }

    // ---------------------------------------------------------------- commands

    /// \brief Carries out command \p c, or throws, the table unchanged, when the rules refuse it
    /// (see each command's member function). Returns the events it gave, valid until the next
    /// command (none for a table that does not record); describe() gives each as a reader sees it.
    std::span<const logged_event> apply(const command<Game>& c) {
        return std::visit([&](const auto& one) { return run(one); }, c);
    }

    /// \brief Opens the table with \p decks (house_rules::decks of them, each of the back
    /// house_rules::backs names): each is sorted, inspected for missing and duplicate cards,
    /// verified by the floor, spread by suit and sequence, washed, stacked and shuffled, every step
    /// recorded (procedures, Opening of the Table 1–4). Throws invalid_cards, naming the deck and
    /// what is wrong with it, for a deck that is not exactly the 52 cards, and invalid_command
    /// unless the table is closed.
    void open(const std::vector<deck>& decks) { run(commands::open{decks}); }

    /// \brief The next shuffle gives \p order instead of a seeded shuffle (queued in order): how a
    /// recorded round is replayed from the record's card orders, and how a test deals the cards it
    /// needs. Its shuffled event says so (events::shuffled::replayed). Throws invalid_cards, the table unchanged,
    /// for an order that is not the 52 cards (every deck at an open table is).
    void replay_shuffle(deck order) {
        const deck_inspection found = inspect(order);
        if (!found.complete())
            carnival::detail::fail<invalid_cards>({"carnival::table: a replayed shuffle must be the 52 cards: ", found.summary()});
        s_.cards.replays.push_back(std::move(order));  // not a command of the round: no event, no number
    }

    /// \brief \p name comes to the table with \p chips; throws invalid_command for an empty name or
    /// one already at the table, invalid_wager for a negative amount.
    void join(std::string name, money chips) { run(commands::join{std::move(name), chips}); }

    /// \brief Player \p name takes betting position \p p; throws invalid_command for a position
    /// taken, or a second position that is not adjacent to the first or not allowed (NY (c)(5)), or
    /// a third.
    void sit(std::string_view name, position p) { run(commands::sit{std::string(name), p}); }

    /// \brief The player at \p p leaves it, the wagers on it returned while betting is open (NY
    /// (c)(4)); after the round is complete its wagers are settled, and nothing more is returned.
    /// Throws invalid_command for a position nobody holds, or one dealt into the round in play (NY
    /// (c)(3): a player who has placed a wager and received cards stays seated until the round is
    /// complete).
    void leave(position p) { run(commands::leave{p}); }

    /// \brief Places \p wagers at position \p p, in place of what was there (no wagers: all taken
    /// back). Throws invalid_command outside the betting phase (NY (c)(4); the six-card bonus
    /// before the first card, NY (c)(7)) or for a position nobody holds (NY (c)(3)); invalid_wager
    /// for a wager outside the table's limits (NY (c)(1)), a coupon where the house takes none, a
    /// broken precondition between wagers (NY (c)(6), (c)(7); a toke without an ante), or chips the
    /// player does not have.
    void place(position p, const bets<Game>& wagers) { run(commands::place<Game>{p, wagers}); }

    /// \brief The dealer announces "no more bets" and deals the round (NY (c)(4), (d)); the
    /// decisions follow. Throws invalid_command outside the betting phase or when no wager is
    /// placed.
    void no_more_bets() { run(commands::no_more_bets{}); }

    /// \brief The player at \p p decides \p d at the decision point in play. Throws invalid_command
    /// outside the deciding phase or out of turn (NY (e)(2): from the dealer's left, clockwise),
    /// invalid_decision for a decision the point does not offer, invalid_wager for a raise the
    /// player has not the chips for.
    void decide(position p, decision d) { run(commands::decide{p, d}); }

    /// \brief Opens betting on the next round, with the other deck where the table has two (the one
    /// just played goes to the shuffler; procedures, Equipment 2). Throws invalid_command unless
    /// the round in play is complete.
    void next_round() { run(commands::next_round{}); }

private:
    // Carries out one command: its checks throw before it changes anything. A recording table
    // numbers only the commands that changed something (gave events).
    template <class Command>
    std::span<const logged_event> run(const Command& c) {
        const std::size_t before = s_.log.size();
        s_.log.begin(s_.commands + 1);
        detail::apply(s_, c);
        if (s_.log.size() != before) {  // recorded with its events; a table's decks are not kept
            if constexpr (std::is_same_v<Command, commands::open>) s_.applied.emplace_back(commands::open{});
            else s_.applied.emplace_back(c);
        }
        if (!s_.log.recording() || s_.log.size() != before) ++s_.commands;
        if (!s_.chips.conserved())
            throw std::logic_error("carnival::table: the ledger does not balance: the players' chips, the layout, the house's "
                                   "and the dealers' no longer add up to what the players brought");
        return s_.log.since(before);
    }

    detail::table_state<Game> s_;
};

}  // namespace carnival::table
