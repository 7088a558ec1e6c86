/// \file
/// \brief `carnival::table::table<Game>`: a table of \p Game with its betting positions,
/// players, decks and discard rack, running whole rounds as the rules prescribe — wagers, "no more
/// bets", the deal, the decisions in turn, forfeits, the dealer's reveal, payments in order, the
/// cards to the discard rack — every step recorded as an event.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/deck.hpp>
#include <carnival/cards/inspect.hpp>
#include <carnival/detail/utf8.hpp>
#include <carnival/error.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/money/money.hpp>
#include <carnival/random/shuffle.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/result.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/settlement/wager_slip.hpp>
#include <carnival/random/block_generator.hpp>
#include <carnival/table/bets.hpp>
#include <carnival/table/deal_order.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/phase.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/rack.hpp>
#include <carnival/table/stake.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace carnival::table {

/// A player at the table and the chips in front of them.
struct player {
    std::string name;  ///< how the table knows them
    money chips;       ///< their chips and plaques not in action
    /// Same name, same chips.
    friend bool operator==(const player&, const player&) = default;
};

}  // namespace carnival::table

namespace carnival::detail {

/// What the table needs to know of each wager of \p Game, by its position in the game's order.
struct wager_facts {
    std::string_view name;               ///< the wager's name
    wager_kind kind = wager_kind::ante;  ///< its kind
    bool forfeited_by_fold = false;      ///< collected when the player folds (ante,
                                         ///< raise, rides-on, a side wager so ruled)
    bool stands_on_fold = false;         ///< settled on the player's cards after a fold
                                         ///< (a side wager so ruled, a bonus paid always)
    bool for_dealers = false;            ///< a bet for the dealers (toke)
    std::size_t base = 0;                ///< a bonus's base wager
};

template <class Game>
inline constexpr auto facts_of = [] {
    std::array<wager_facts, wager_slip<Game>::wager_count> out{};
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        wager_facts& f = out[wager_slip<Game>::template position<W>()];
        f.name = W::name;
        f.kind = W::kind;
        if constexpr (W::kind == wager_kind::side) {
            f.forfeited_by_fold = W::fold == on_fold::forfeited;
            f.stands_on_fold = W::fold == on_fold::stands;
        } else if constexpr (W::kind == wager_kind::bonus) {
            f.stands_on_fold = W::when == paid_when::always;
            f.base = wager_slip<Game>::template position<typename W::base>();
        } else if constexpr (W::kind == wager_kind::rides_on) {
            f.forfeited_by_fold = true;
            f.for_dealers = W::paid_for == wager_for::dealers;
        } else {
            f.forfeited_by_fold = true;
        }
    });
    return out;
}();

/// Calls `f(p)` with decision point \p point of \p Game's sequence (a `hana::type_c<decide<…>>`).
template <class Game, class F>
void at_point(std::size_t point, F&& f) {
    std::size_t at = 0;
    boost::hana::for_each(Game::sequence_type::points, [&](auto p) {
        if (at++ == point) f(p);
    });
}

}  // namespace carnival::detail

namespace carnival::table {

/// \brief A table of \p Game: betting positions, the players at them, the decks, the dealer's
/// cards, the board and the discard rack, and the round in play.
///
/// A round goes: betting open (place) → "no more bets" (no_more_bets: nothing made, changed or
/// withdrawn after it, NY (c)(4)) → the deal, as house_rules::deal prescribes → each decision
/// point, the players still in asked in turn from the dealer's left (decide, NY (e)(2)) → the
/// forfeits and their cards collected → the dealer's reveal → the players' hands revealed and their
/// wagers paid and taken in the order house_rules::payments prescribes → the cards in the discard
/// rack → complete (next_round). Each wager is settled by carnival::settle(), the same pure
/// function every analysis and simulation uses.
///
/// Every command checks everything before it changes anything: a command in the wrong phase, out of
/// turn, or for a position nobody holds throws invalid_command; bad wagers invalid_wager; bad
/// decisions invalid_decision; each message names the value, the position and the rule, and the
/// table is left exactly as it was (the strong guarantee).
template <class Game>
class table {
public:
    using game_type = Game;                                                    ///< the game played
    using sequence_type = typename Game::sequence_type;                        ///< its sequence of play
    static constexpr std::size_t wager_count = wager_slip<Game>::wager_count;  ///< the game's wagers

    /// One betting position and what is on it.
    struct seat {
        std::optional<std::size_t> player;                     ///< who holds it (an index into players())
        bets<Game> wagers;                                     ///< the wagers placed before the deal
        bool in_round = false;                                 ///< dealt cards this round
        std::array<card, sequence_type::player_cards> hole{};  ///< its cards, in dealing order
        std::size_t dealt = 0;                                 ///< how many are dealt so far
        carnival::detail::decisions_taken<Game> taken;         ///< what its decisions did
        decision_list<Game> decisions;                         ///< its decisions, in order
        std::array<money, wager_count> raised{};               ///< the chips of each raise made
        std::array<bool, wager_count> settled{};               ///< a wager already collected or returned
        bool cards_in_rack = false;                            ///< its cards are in the discard rack
        money to_dealers;                                      ///< what the dealers received from it this round

        /// What it wagered this round: the wagers placed before the deal and not taken back, and the raises.
        [[nodiscard]] money wagered() const {
            money total;
            for (std::size_t w = 0; w < wager_count; ++w)
                total += taken.pulled(w).empty() ? wagers.stakes()[w].total() + raised[w] : raised[w];
            return total;
        }
        /// Same in every field.
        friend bool operator==(const seat&, const seat&) = default;
    };

    /// \brief A table run by \p rules, its shuffles drawn from \p seed; \p record false leaves out
    /// the events (a simulation's table). Throws std::invalid_argument for rules that do not hold
    /// (house_rules::check).
    explicit table(house_rules<Game> rules, std::uint64_t seed, bool record = true)
        : rules_(std::move(rules)), seed_(seed), record_(record) {
        rules_.check();
        state_.seats.resize(rules_.positions);
    }

    // ---------------------------------------------------------------- observers

    /// The seed the shuffles are drawn from.
    [[nodiscard]] std::uint64_t seed() const noexcept { return seed_; }
    /// The house rules.
    [[nodiscard]] const house_rules<Game>& rules() const noexcept { return rules_; }
    /// Where the round is.
    [[nodiscard]] phase current_phase() const noexcept { return state_.at; }
    /// The round's number, from 1 (0 before the decks are opened).
    [[nodiscard]] std::uint64_t round() const noexcept { return state_.round; }
    /// The players who joined.
    [[nodiscard]] const std::vector<player>& players() const noexcept { return players_; }
    /// Betting position \p p; throws invalid_command for a position the table does not have.
    [[nodiscard]] const seat& at(position p) const { return state_.seats[index_of(p, "look at")]; }
    /// The position whose decision the table waits for (the dealer when none).
    [[nodiscard]] position turn() const noexcept {
        return state_.at == phase::deciding ? state_.to_ask[state_.asking] : dealer;
    }
    /// The decision point being played, from 0.
    [[nodiscard]] std::size_t point() const noexcept { return state_.point; }
    /// The dealer's cards dealt so far, in dealing order.
    [[nodiscard]] std::span<const card> dealer_cards() const noexcept {
        return std::span<const card>(state_.dealer).first(state_.dealer_dealt);
    }
    /// The community cards turned up so far.
    [[nodiscard]] std::span<const card> board() const noexcept {
        return std::span<const card>(state_.board).first(state_.board_dealt);
    }
    /// \brief The round's cards as position \p p's settlement reads them: its hole cards, the
    /// dealer's and the board's (those not dealt yet as they are); throws invalid_command for a
    /// position the table does not have.
    [[nodiscard]] dealt_cards<Game> cards_of(position p) const { return dealt_to(state_, at(p)); }
    /// The discard rack, bottom first: every card collected, in the order collected.
    [[nodiscard]] const std::vector<card>& discard_rack() const noexcept { return state_.rack; }
    /// \brief The discard rack as collected, slice by slice: whose cards and what they were
    /// (rack_part), so that each hand can be rebuilt (procedures, Completion
    /// 4; 13:69F-37 (h)).
    [[nodiscard]] const std::vector<rack_slice>& rack_index() const noexcept { return state_.rack_index; }
    /// \brief Position \p p's hand (the dealer's for `dealer`) rebuilt from the discard rack, in
    /// dealing order; throws invalid_command when it is not in the rack.
    [[nodiscard]] std::vector<card> rebuilt_hand(position p) const {
        for (const rack_slice& r : state_.rack_index)
            if (r.who == p && r.what == rack_part::hand)
                return {state_.rack.begin() + static_cast<std::ptrdiff_t>(r.first),
                        state_.rack.begin() + static_cast<std::ptrdiff_t>(r.first + r.count)};
        carnival::detail::fail<invalid_command>({"carnival::table: ", to_string(p), "'s hand is not in the discard rack"});
    }
    /// The house's net since the table opened: what it collected less what it paid.
    [[nodiscard]] money house() const noexcept { return state_.house; }
    /// What the dealers received since the table opened (tokes).
    [[nodiscard]] money dealers() const noexcept { return state_.dealers; }
    /// \brief The players' chips and plaques on the layout: every wager placed or raised and not
    /// yet collected, paid, returned or taken back (a match-play coupon is not money: not counted).
    [[nodiscard]] money layout() const {
        money total;
        for (const seat& st : state_.seats)
            for (std::size_t w = 0; w < wager_count; ++w)
                if (!st.settled[w]) total += stake_of(st, w).value();
        return total;
    }
    /// \brief Every chip the players brought to the table (the sum of their buy-ins). The table
    /// creates and loses none: after every command, the players' chips, layout(), house() and
    /// dealers() add up to it.
    [[nodiscard]] money bought_in() const noexcept { return state_.bought_in; }
    /// Every event since the table was made (empty for a table that does not record).
    [[nodiscard]] const std::vector<event>& events() const noexcept { return events_; }

    /// Same rules, same seed, same state, same events.
    friend bool operator==(const table& a, const table& b) {
        return a.rules_ == b.rules_ && a.seed_ == b.seed_ && a.record_ == b.record_ && a.state_ == b.state_ &&
               a.players_ == b.players_ && a.events_ == b.events_;
    }

    // ---------------------------------------------------------------- the decks

    /// \brief Opens the table with \p decks (house_rules::decks of them, each of the back
    /// house_rules::backs names): each is sorted, inspected for missing and duplicate cards,
    /// verified by the floor, spread by suit and sequence, washed, stacked and shuffled, every step
    /// recorded (procedures, Opening of the Table 1–4). Throws invalid_cards, naming the deck and
    /// what is wrong with it, for a deck that is not exactly the 52 cards, and invalid_command
    /// unless the table is closed.
    void open(const std::vector<deck>& decks) {
        command([&](state& s) {
            require(s, phase::closed, "open the table", dealer, "procedures, Opening of the Table 1");
            if (decks.size() != rules_.decks)
                carnival::detail::fail<invalid_command>({"carnival::table: the table plays with ",
                                                         std::to_string(rules_.decks), " deck(s), got ",
                                                         std::to_string(decks.size()),
                                                         " (procedures, Equipment 2: a second deck of another back "
                                                         "colour)"});
            for (std::size_t i = 0; i < decks.size(); ++i) {
                const deck_inspection found = inspect(decks[i]);
                if (!found.complete())
                    carnival::detail::fail<invalid_cards>({"carnival::table: the ", rules_.backs[i],
                                                           " deck fails its inspection: ", found.summary(),
                                                           " (procedures, Opening of the Table 1)"});
            }
            // Each deck separately (Opening 4), each step as its paragraph says it, in its order.
            static constexpr std::array<std::pair<std::string_view, std::string_view>, 7> steps{{
                {"sorted by the dealer", "procedures, Opening of the Table 1"},
                {"inspected by the dealer", "procedures, Opening of the Table 1"},
                {"the inspection verified by the floor person", "procedures, Opening of the Table 1"},
                {"spread face up by suit and in sequence", "procedures, Opening of the Table 2"},
                {"inspected by the first player to arrive", "procedures, Opening of the Table 2"},
                {"turned face down and washed", "procedures, Opening of the Table 3"},
                {"stacked", "procedures, Opening of the Table 3"},
            }};
            for (std::size_t i = 0; i < decks.size(); ++i) {
                for (const auto& step : steps)  // not a structured binding: clang 14 cannot capture one
                    note([&] {
                        event e(event_kind::opening_step, 0);
                        e.rule = carnival::detail::join({step.second, rules_.cite.opening_borrowed});
                        e.text = carnival::detail::join({rules_.backs[i], ": ", step.first});
                        return e;
                    });
                s.decks[i] = deck();  // spread by suit and sequence: the canonical order
                shuffle_deck(s, i);
            }
            s.round = 1;
            open_betting(s);
        });
    }

    /// \brief The next shuffle gives \p order instead of a seeded shuffle (queued in order): how a
    /// recorded round is replayed from the record's card orders, and how a test deals the cards it
    /// needs. The shuffle's event says "replayed order". Throws invalid_cards, the table unchanged,
    /// for an order that is not the 52 cards (every deck at an open table is).
    void replay_shuffle(deck order) {
        const deck_inspection found = inspect(order);
        if (!found.complete())
            carnival::detail::fail<invalid_cards>({"carnival::table: a replayed shuffle must be the 52 cards: ", found.summary()});
        state_.replays.push_back(std::move(order));  // not a command of the round: no event, no number
    }

    // ---------------------------------------------------------------- players

    /// \brief \p name comes to the table with \p chips; throws invalid_command for an empty name or
    /// one already at the table, invalid_wager for a negative amount.
    void join(std::string name, money chips) {
        command([&](state& s) {
            if (name.empty()) throw invalid_command("carnival::table: a player needs a name");
            if (const auto bad = carnival::detail::first_invalid_utf8(name))
                carnival::detail::fail<invalid_command>({"carnival::table: a player's name is UTF-8 text (a record is JSON), "
                                                         "and byte ", std::to_string(*bad), " of \"",
                                                         carnival::detail::excerpt(name.substr(0, *bad)), "…\" is not"});
            if (find_player(s, name))
                carnival::detail::fail<invalid_command>(
                    {"carnival::table: a player named \"", carnival::detail::excerpt(name), "\" is already at the table"});
            if (chips < money{} || chips > rules_.most_chips)
                carnival::detail::fail<invalid_wager>(
                    {"carnival::table: ", carnival::detail::excerpt(name), " cannot bring ", to_string(chips), " in chips: a player holds $0.00 to ",
                     to_string(rules_.most_chips), " at this table (house_rules::most_chips: every payment is then payable)"});
            if (chips > money::cents(std::numeric_limits<std::int64_t>::max()) - s.bought_in)
                carnival::detail::fail<invalid_wager>({"carnival::table: ", carnival::detail::excerpt(name), " cannot bring ", to_string(chips),
                                                       ": the table's buy-ins, ", to_string(s.bought_in),
                                                       " so far, would pass the most money counts"});
            s.bought_in += chips;
            players_.push_back({std::string(name), chips});
            player_index_.emplace(name, players_.size() - 1);
            note([&] {
                event e(event_kind::joined, s.round);
                e.who = name;
                e.amount = stake::of_chips(chips);
                return e;
            });
        });
    }

    /// \brief Player \p name takes betting position \p p; throws invalid_command for a position
    /// taken, or a second position that is not adjacent to the first or not allowed (NY (c)(5)), or
    /// a third.
    void sit(std::string_view name, position p) {
        command([&](state& s) {
            const std::size_t i = index_of(p, "sit at");
            const std::size_t who = player_named(s, name);
            if (s.seats[i].player)
                carnival::detail::fail<invalid_command>(
                    {"carnival::table: ", to_string(p), " is taken by ", players_[*s.seats[i].player].name});
            std::vector<position> held = positions_of(s, who);
            if (!held.empty() && !rules_.two_adjacent_positions)
                carnival::detail::fail<invalid_command>({"carnival::table: ", carnival::detail::excerpt(name), " holds ", to_string(held[0]),
                                                         " and this table allows one position a player (NY (c)(5))"});
            if (held.size() >= 2)
                carnival::detail::fail<invalid_command>(
                    {"carnival::table: ", carnival::detail::excerpt(name), " holds two positions already (NY (c)(5))"});
            if (held.size() == 1 && !adjacent(held[0], p))
                carnival::detail::fail<invalid_command>({"carnival::table: ", name,
                                                         "'s second position must be adjacent to ", to_string(held[0]),
                                                         ", got ", to_string(p), " (NY (c)(5))"});
            s.seats[i].player = who;
            note([&] {
                event e(event_kind::sat, s.round, p);
                e.who = std::string(name);
                return e;
            });
        });
    }

    /// \brief The player at \p p leaves it, the wagers on it returned while betting is open (NY
    /// (c)(4)); after the round is complete its wagers are settled, and nothing more is returned.
    /// Throws invalid_command for a position nobody holds, or one dealt into the round in play (NY
    /// (c)(3): a player who has placed a wager and received cards stays seated until the round is
    /// complete).
    void leave(position p) {
        command([&](state& s) {
            seat& st = seated(s, p, "leave");
            if (st.in_round && s.at == phase::deciding)
                carnival::detail::fail<invalid_command>({"carnival::table: the player at ", to_string(p),
                                                         " has wagered and received cards and remains seated until the "
                                                         "round is complete (NY (c)(3))"});
            // Only wagers still on the layout go back: a complete round's were collected, paid or
            // returned when it was settled (they stay on the seat as the round's record).
            if (s.at != phase::complete) take_back_all(s, p);
            const std::string who = players_[*st.player].name;
            st = seat{};
            note([&] {
                event e(event_kind::left, s.round, p);
                e.who = who;
                return e;
            });
        });
    }

    // ---------------------------------------------------------------- the round

    /// \brief Places \p wagers at position \p p, in place of what was there (no wagers: all taken
    /// back). Throws invalid_command outside the betting phase (NY (c)(4); the six-card bonus
    /// before the first card, NY (c)(7)) or for a position nobody holds (NY (c)(3)); invalid_wager
    /// for a wager outside the table's limits (NY (c)(1)), a coupon where the house takes none, a
    /// broken precondition between wagers (NY (c)(6), (c)(7); a toke without an ante), or chips the
    /// player does not have.
    void place(position p, const bets<Game>& wagers) {
        command([&](state& s) {
            require(s, phase::betting, "place a wager", p,
                    "NY (c)(4): no wager made, increased or withdrawn after \"no "
                    "more bets\"; (c)(7)");
            seat& st = seated(s, p, "place a wager at");
            check_wagers(wagers);
            player& who = players_[*st.player];
            const money available = who.chips + st.wagers.value();
            if (available > rules_.most_chips)
                carnival::detail::fail<invalid_wager>({"carnival::table: ", carnival::detail::excerpt(who.name), " holds ", to_string(available),
                                                       ", more than the ", to_string(rules_.most_chips),
                                                       " a player may hold while wagering at this table "
                                                       "(house_rules::most_chips: every payment is then payable)"});
            money need;  // summed only while it fits in what the player has: it cannot overflow
            for (std::size_t w = 0; w < wager_count; ++w) {
                const money more = wagers.stakes()[w].value();
                if (more > available - need)
                    carnival::detail::fail<invalid_wager>({"carnival::table: ", carnival::detail::excerpt(who.name), " has ", to_string(available),
                                                           " in chips for ", to_string(p), ", and the ", facts()[w].name,
                                                           " wager of ", to_string(more), " needs more than the ",
                                                           to_string(available - need), " left"});
                need += more;
            }
            take_back_all(s, p);
            who.chips -= need;
            st.wagers = wagers;
            for (std::size_t w = 0; w < wager_count; ++w)
                if (!wagers.stakes()[w].empty())
                    note([&] {
                        event e(event_kind::wager_placed, s.round, p);
                        e.wager = facts()[w].name;
                        e.amount = wagers.stakes()[w];
                        return e;
                    });
        });
    }

    /// \brief The dealer announces "no more bets" and deals the round (NY (c)(4), (d)); the
    /// decisions follow. Throws invalid_command outside the betting phase or when no wager is
    /// placed.
    void no_more_bets() {
        command([&](state& s) {
            require(s, phase::betting, "announce \"no more bets\"", dealer, "NY (c)(4)");
            std::vector<position> playing;
            for (std::size_t i = 0; i < s.seats.size(); ++i)
                if (!s.seats[i].wagers.empty()) playing.push_back(position{static_cast<unsigned>(i + 1)});
            if (playing.empty())
                throw invalid_command(
                    "carnival::table: no wager is placed: there is no hand to deal (NY "
                    "(d)(1): cards "
                    "are dealt to each player who has placed a wager)");
            note([&] {
                event e(event_kind::no_more_bets, s.round);
                e.rule = rules_.cite.no_more_bets;
                return e;
            });
            for (position p : playing) s.seats[p.number - 1].in_round = true;
            s.at = phase::deciding;  // until advance() finds no decision to ask for
            advance(s);
        });
    }

    /// \brief The player at \p p decides \p d at the decision point in play. Throws invalid_command
    /// outside the deciding phase or out of turn (NY (e)(2): from the dealer's left, clockwise),
    /// invalid_decision for a decision the point does not offer, invalid_wager for a raise the
    /// player has not the chips for.
    void decide(position p, decision d) {
        command([&](state& s) {
            require(s, phase::deciding, "decide", p, "NY (e)(2)");
            (void)index_of(p, "decide at");
            if (p != s.to_ask[s.asking])
                carnival::detail::fail<invalid_command>({"carnival::table: it is ", to_string(s.to_ask[s.asking]),
                                                         "'s turn to decide, not ", to_string(p),
                                                         " (NY (e)(2): each player in turn from the dealer's left, "
                                                         "clockwise)"});
            seat& st = s.seats[p.number - 1];
            const wager_slip<Game> slip = st.wagers.slip();
            auto taken = st.taken;
            const std::size_t nth = taken.used++;
            std::string_view rule;
            const dealt_cards<Game> seen = dealt_to(s, st);  // what the player sees is dealt by now
            carnival::detail::at_point<Game>(s.point, [&](auto pt) {
                carnival::detail::take_decision(slip, taken, pt, s.point, nth, d, &seen);
                carnival::detail::with_option_at(pt, s.point, nth, d,
                                                 [&](auto, auto o) { rule = decltype(o)::type::rule; });
            });
            player& who = players_[*st.player];
            // The raise made, if any: its chips from the player's.
            for (std::size_t w = 0; w < wager_count; ++w) {
                if (taken.raised(w) == 0 || st.taken.raised(w) != 0) continue;
                const money amount = ante_stake(st).total() * taken.raised(w);
                if (amount > who.chips)
                    carnival::detail::fail<invalid_wager>({"carnival::table: ", carnival::detail::excerpt(who.name), " has ", to_string(who.chips),
                                                           " in chips, and the ", facts()[w].name, " wager at ",
                                                           to_string(p), " is ", to_string(amount), " (", rule, ")"});
                who.chips -= amount;
                st.raised[w] = amount;
                note([&] {
                    event e(event_kind::raised, s.round, p);
                    e.wager = facts()[w].name;
                    e.rule = rule;
                    e.amount = stake::of_chips(amount);
                    return e;
                });
            }
            note([&] {
                event e(event_kind::decided, s.round, p);
                e.rule = rule;
                e.choice = d;
                e.number = s.point + 1;
                return e;
            });
            // A wager taken back: returned at once.
            for (std::size_t w = 0; w < wager_count; ++w) {
                if (taken.pulled(w).empty() || !st.taken.pulled(w).empty()) continue;
                const stake back = st.wagers.stakes()[w];
                who.chips += back.value();
                st.settled[w] = true;
                note([&] {
                    event e(event_kind::pulled_back, s.round, p);
                    e.wager = facts()[w].name;
                    e.rule = taken.pulled(w);
                    e.amount = back;
                    return e;
                });
            }
            st.taken = taken;
            st.decisions.at[st.decisions.size++] = d;
            if (taken.folded_at && rules_.forfeits == forfeit_collection::at_once) collect_forfeits(s, p);
            ++s.asking;
            if (s.asking == s.to_ask.size()) {
                if (rules_.forfeits == forfeit_collection::after_every_decision)
                    for (position q : s.to_ask)
                        if (s.seats[q.number - 1].taken.folded_at == s.point) collect_forfeits(s, q);
                ++s.step;
                ++s.point;
                advance(s);
            }
        });
    }

    /// \brief Opens betting on the next round, with the other deck where the table has two (the one
    /// just played goes to the shuffler; procedures, Equipment 2). Throws invalid_command unless
    /// the round in play is complete.
    void next_round() {
        command([&](state& s) {
            require(s, phase::complete, "open the next round", dealer, "NY (e)(3)(ii)");
            const std::size_t played = deck_of(s.round);
            ++s.round;
            // The deck just played, from the discard rack and the shoe, to the shuffler.
            std::vector<card> gathered = s.rack;
            gathered.insert(gathered.end(), s.decks[played].begin() + static_cast<std::ptrdiff_t>(s.next_card),
                            s.decks[played].end());
            s.rack.clear();
            s.rack_index.clear();
            s.decks[played] = deck(std::move(gathered));
            shuffle_deck(s, played);
            for (seat& st : s.seats) {
                const std::optional<std::size_t> who = st.player;
                st = seat{};
                st.player = who;
            }
            open_betting(s);
        });
    }

private:
    // Everything a command changes but the events (which are cut back on failure).
    struct state {
        phase at = phase::closed;
        std::uint64_t round = 0;
        std::vector<seat> seats;
        std::array<deck, 2> decks{};
        std::uint64_t commands = 0;  // commands carried out
        std::uint64_t shuffles = 0;
        std::vector<deck> replays;  // orders queued by replay_shuffle()
        std::size_t next_card = 0;  // in the deck in play
        std::array<card, sequence_type::dealer_cards> dealer{};
        std::size_t dealer_dealt = 0;
        std::array<card, sequence_type::board_cards> board{};
        std::size_t board_dealt = 0;
        std::vector<card> rack;
        std::vector<rack_slice> rack_index;
        std::size_t step = 0;   // the next step of the sequence of play
        std::size_t point = 0;  // the decision point in play
        std::vector<position> to_ask;
        std::size_t asking = 0;
        money house, dealers;              // since the table opened
        money bought_in;                   // the players' buy-ins
        money round_house, round_dealers;  // this round
        friend bool operator==(const state&, const state&) = default;
    };

    static constexpr const std::array<carnival::detail::wager_facts, wager_count>& facts() noexcept {
        return carnival::detail::facts_of<Game>;
    }

    // Runs f on a copy of the state and keeps it only if f returns: the strong guarantee. The
    // players are not in the state, so that a command costs the same however many have joined:
    // a command moves the chips of seated players only and appends joining ones, so those chips
    // and the players' count are all there is to restore.
    template <class F>
    void command(F&& f) {
        state next = state_;
        ++next.commands;
        commands_after_ = next.commands;
        const std::size_t events_before = events_.size(), players_before = players_.size();
        std::vector<std::pair<std::size_t, money>> held;
        held.reserve(state_.seats.size());
        for (const seat& st : state_.seats)
            if (st.player) held.emplace_back(*st.player, players_[*st.player].chips);
        try {
            f(next);
        } catch (...) {
            events_.resize(events_before);
            for (const auto& [who, chips] : held) players_[who].chips = chips;
            for (std::size_t i = players_before; i < players_.size(); ++i) player_index_.erase(players_[i].name);
            players_.erase(players_.begin() + static_cast<std::ptrdiff_t>(players_before), players_.end());
            throw;
        }
        if (record_ && events_.size() == events_before) --next.commands;  // it changed nothing: no command to record
        state_ = std::move(next);
    }

    // Records the event make() builds, when the table records.
    template <class Make>
    void note(Make&& make) {
        if (!record_) return;
        events_.push_back(make());
        events_.back().command = commands_after_;
    }

    void require(const state& s, phase wanted, std::string_view what, position p, std::string_view rule) const {
        if (s.at != wanted)
            carnival::detail::fail<invalid_command>({"carnival::table: cannot ", what, p.is_position() ? " at " : "",
                                                     p.is_position() ? to_string(p) : std::string(), " in the ",
                                                     name(s.at), " phase of round ", std::to_string(s.round),
                                                     "; it is for the ", name(wanted), " phase (", rule, ")"});
    }

    [[nodiscard]] std::size_t index_of(position p, std::string_view what) const {
        if (!p.is_position() || p.number > rules_.positions)
            carnival::detail::fail<invalid_command>({"carnival::table: cannot ", what, " ", to_string(p),
                                                     ": the table has positions 1 to ",
                                                     std::to_string(rules_.positions), " (NY (a)(1))"});
        return p.number - 1;
    }

    seat& seated(state& s, position p, std::string_view what) const {
        seat& st = s.seats[index_of(p, what)];
        if (!st.player)
            carnival::detail::fail<invalid_command>({"carnival::table: cannot ", what, " ", to_string(p),
                                                     ": no player is seated there (NY (c)(3): only seated players "
                                                     "wager)"});
        return st;
    }

    std::optional<std::size_t> find_player(const state&, std::string_view name) const {
        if (const auto i = player_index_.find(name); i != player_index_.end()) return i->second;
        return std::nullopt;
    }
    std::size_t player_named(const state& s, std::string_view name) const {
        if (const auto i = find_player(s, name)) return *i;
        carnival::detail::fail<invalid_command>(
            {"carnival::table: no player named \"", carnival::detail::excerpt(name), "\" has joined the table"});
    }
    static std::vector<position> positions_of(const state& s, std::size_t who) {
        std::vector<position> out;
        for (std::size_t i = 0; i < s.seats.size(); ++i)
            if (s.seats[i].player == who) out.push_back(position{static_cast<unsigned>(i + 1)});
        return out;
    }

    // The deck in play in round r: the two decks alternate (procedures, Equipment 2).
    [[nodiscard]] std::size_t deck_of(std::uint64_t r) const noexcept { return rules_.decks == 2 ? (r + 1) % 2 : 0; }

    // Shuffles deck i: the seeded shuffle, or the order queued by replay_shuffle().
    void shuffle_deck(state& s, std::size_t i) {
        ++s.shuffles;
        const bool replayed = !s.replays.empty();
        if (replayed) {
            s.decks[i] = std::move(s.replays.front());
            s.replays.erase(s.replays.begin());
        } else {
            xoshiro256ss g = block_generator(seed_, s.shuffles);
            carnival::shuffle(s.decks[i], g);
        }
        note([&] {
            event e(event_kind::shuffled, s.round);
            e.cards = s.decks[i].cards();
            e.number = s.shuffles;
            e.text = rules_.backs[i];
            if (replayed) e.rule = "replayed order";
            return e;
        });
    }

    void open_betting(state& s) {
        s.at = phase::betting;
        s.next_card = 0;
        s.dealer_dealt = s.board_dealt = s.step = s.point = s.asking = 0;
        s.to_ask.clear();
        s.round_house = s.round_dealers = money{};
        note([&] {
            event e(event_kind::round_opened, s.round);
            e.text = rules_.backs[deck_of(s.round)];
            return e;
        });
    }

    // Throws invalid_wager for wagers the table does not take at a position.
    void check_wagers(const bets<Game>& wagers) const {
        for (std::size_t w = 0; w < wager_count; ++w) {
            const stake& st = wagers.stakes()[w];
            if (st.empty()) continue;
            st.check_match();
            const wager_limits& l = rules_.limits[w];
            if (st.total() < l.minimum || st.total() > l.maximum)
                carnival::detail::fail<invalid_wager>({"carnival::table: the ", facts()[w].name, " wager of ",
                                                       to_string(st.total()), " is outside the table's limits of ",
                                                       to_string(l.minimum), " to ", to_string(l.maximum),
                                                       " (NY (c)(1): within the posted minimum and maximum)"});
            if (st.coupon() != money{}) {
                const wager_facts& f = facts()[w];
                const bool allowed = !f.for_dealers && (f.kind == wager_kind::ante ||
                                                        (f.kind == wager_kind::side && rules_.coupons_on_side_wagers));
                if (!allowed)
                    carnival::detail::fail<invalid_wager>(
                        {"carnival::table: a match-play coupon is not taken on the ", f.name,
                         f.for_dealers ? " wager: a bet for the dealers is made with chips"
                                       : " wager at this table: coupons play on the ante",
                         " (NY (c)(2): promotional coupons, if applicable)"});
            }
        }
        if constexpr (!std::is_void_v<typename Game::ante_type>) {
            constexpr std::size_t ante = wager_slip<Game>::template position<typename Game::ante_type>();
            if (rules_.side_wagers_need_an_ante && wagers.stakes()[ante].empty())
                for (std::size_t w = 0; w < wager_count; ++w)
                    if (facts()[w].kind == wager_kind::side && !wagers.stakes()[w].empty())
                        carnival::detail::fail<invalid_wager>({"carnival::table: a ", facts()[w].name, " wager of ",
                                                               to_string(wagers.stakes()[w].total()), " needs an ",
                                                               facts()[ante].name,
                                                               " at this table (house rules: a side wager beside the main "
                                                               "wager, where the rule text is silent)"});
        }
        carnival::detail::check_slip(wagers.slip());
    }
    using wager_facts = carnival::detail::wager_facts;

    // Returns every wager on p to its player (betting phase: taken back).
    void take_back_all(state& s, position p) {
        seat& st = s.seats[p.number - 1];
        if (st.wagers.empty() || !st.player) return;
        players_[*st.player].chips += st.wagers.value();
        for (std::size_t w = 0; w < wager_count; ++w)
            if (!st.wagers.stakes()[w].empty())
                note([&] {
                    event e(event_kind::wager_taken_back, s.round, p);
                    e.wager = facts()[w].name;
                    e.amount = st.wagers.stakes()[w];
                    return e;
                });
        st.wagers = {};
    }

    stake ante_stake(const seat& st) const {
        if constexpr (std::is_void_v<typename Game::ante_type>) {
            return {};
        } else {
            return st.wagers.template of<typename Game::ante_type>();
        }
    }

    card draw(state& s) {
        const deck& d = s.decks[deck_of(s.round)];
        if (s.next_card >= d.size()) throw std::logic_error("carnival::table: the deck ran out");
        return d[s.next_card++];
    }

    std::vector<position> playing(const state& s) const {
        std::vector<position> out;
        for (std::size_t i = 0; i < s.seats.size(); ++i)
            if (s.seats[i].in_round) out.push_back(position{static_cast<unsigned>(i + 1)});
        return out;
    }

    // Deals the run of to_player / to_dealer steps starting at s.step, as the dealing procedure
    // says.
    void deal_run(state& s) {
        std::size_t player_cards = 0;
        std::vector<face> dealer_faces;
        while (s.step < sequence_type::steps.size()) {
            const step_info& st = sequence_type::steps[s.step];
            if (st.kind == step_kind::to_player) {
                player_cards += st.cards;
            } else if (st.kind == step_kind::to_dealer) {
                dealer_faces.insert(dealer_faces.end(), st.cards, st.shown);
            } else {
                break;
            }
            ++s.step;
        }
        if (!dealer_faces.empty() && rules_.cover_card && s.dealer_dealt == 0)
            note([&] {
                event e(event_kind::cover_card, s.round);
                e.rule = rules_.cite.cover_card;
                e.text = rules_.cover_card_on_top ? "on top of the dealer's cards" : "under the dealer's cards";
                return e;
            });
        const std::vector<position> players = player_cards > 0 ? playing(s) : std::vector<position>{};
        for (const deal_slot& slot : deal_order(rules_.deal, players, player_cards, dealer_faces)) {
            const card c = draw(s);
            if (slot.to.is_position()) {
                seat& st = s.seats[slot.to.number - 1];
                st.hole[st.dealt++] = c;
            } else {
                s.dealer[s.dealer_dealt++] = c;
            }
            note([&] {
                event e(event_kind::dealt, s.round, slot.to);
                e.rule = deal_rule();
                e.cards = {c};
                e.face_up = slot.shown == face::up;
                return e;
            });
        }
        // The stub to the discard rack, when the shoe has dealt the round's last card (procedures,
        // Dealing 2).
        if (rules_.deal == dealing::automated_shoe && !more_cards_after(s.step)) {
            const deck& d = s.decks[deck_of(s.round)];
            std::vector<card> stub(d.begin() + static_cast<std::ptrdiff_t>(s.next_card), d.end());
            s.next_card = d.size();
            to_rack(s, dealer, rack_part::stub, stub.begin(), stub.end());
            note([&] {
                event e(event_kind::stub_discarded, s.round);
                e.rule = "procedures, Dealing 2";
                e.cards = stub;
                return e;
            });
        }
    }
    [[nodiscard]] std::string_view deal_rule() const noexcept {
        return rules_.deal == dealing::by_hand ? rules_.cite.deal_by_hand : rules_.cite.deal_by_shoe;
    }
    [[nodiscard]] static constexpr bool more_cards_after(std::size_t step) noexcept {
        for (std::size_t i = step; i < sequence_type::steps.size(); ++i)
            if (sequence_type::steps[i].cards > 0) return true;
        return false;
    }

    // An event of one card: a burn, a community card.
    static event card_event(event_kind k, std::uint64_t round, card c) {
        event e(k, round);
        e.cards = {c};
        return e;
    }

    // Runs the sequence of play from s.step until a decision is wanted or the round is complete.
    void advance(state& s) {
        while (s.step < sequence_type::steps.size()) {
            const step_info& st = sequence_type::steps[s.step];
            switch (st.kind) {
                case step_kind::to_player:
                case step_kind::to_dealer:
                    deal_run(s);
                    break;
                case step_kind::burn:
                    for (std::size_t i = 0; i < st.cards; ++i) {
                        const card c = draw(s);
                        to_rack(s, dealer, rack_part::burn, &c, &c + 1);
                        note([&] { return card_event(event_kind::burned, s.round, c); });
                    }
                    ++s.step;
                    break;
                case step_kind::to_board:
                    for (std::size_t i = 0; i < st.cards; ++i) {
                        const card c = draw(s);
                        s.board[s.board_dealt++] = c;
                        note([&] { return card_event(event_kind::turned_up, s.round, c); });
                    }
                    ++s.step;
                    break;
                case step_kind::decide:
                    s.to_ask = to_ask_at(s);
                    s.asking = 0;
                    if (!s.to_ask.empty()) return;  // wait for decide()
                    ++s.step;
                    ++s.point;
                    break;
                case step_kind::reveal_dealer:
                    ++s.step;
                    break;
            }
        }
        complete(s);
    }

    // The positions asked at the decision point in play: in the round with a stake in the
    // decisions, not folded, with a raise still to make; clockwise from the dealer's left.
    std::vector<position> to_ask_at(const state& s) const {
        std::vector<position> out;
        for (std::size_t i = 0; i < s.seats.size(); ++i) {
            const seat& st = s.seats[i];
            if (!st.in_round || st.taken.folded_at || !carnival::detail::takes_part(st.wagers.slip())) continue;
            bool passed = false;
            carnival::detail::at_point<Game>(s.point, [&](auto pt) { passed = carnival::detail::passes(st.taken, pt); });
            if (!passed) out.push_back(position{static_cast<unsigned>(i + 1)});
        }
        return out;
    }

    // The stake of wager w at a seat: placed before the deal, or a raise's chips.
    static stake stake_of(const seat& st, std::size_t w) {
        if (facts()[w].kind == wager_kind::raise) return stake::of_chips(st.raised[w]);
        return st.wagers.stakes()[w];
    }

    // Collects the wagers p's fold forfeits, and its cards unless a wager stands on them.
    void collect_forfeits(state& s, position p) {
        seat& st = s.seats[p.number - 1];
        const std::string_view rule = st.taken.fold_rule();
        bool cards_needed = false;
        for (std::size_t w = 0; w < wager_count; ++w) {
            const stake sk = stake_of(st, w);
            const bool placed =
                facts()[w].kind == wager_kind::bonus ? !stake_of(st, facts()[w].base).empty() : !sk.empty();
            if (!placed || st.settled[w]) continue;
            if (facts()[w].stands_on_fold) {
                cards_needed = true;
                continue;
            }
            if (!facts()[w].forfeited_by_fold) continue;
            take(s, p, w, sk, event_kind::forfeit_collected, rule);
            st.settled[w] = true;
        }
        if (!cards_needed) collect_cards(s, p, rule);  // with the wagers, as the fold's paragraph says
    }

    // An event about wager w at p: its stake (or the part concerned), the rule, what was paid.
    static event wager_event(event_kind k, const state& s, position p, std::size_t w, std::string_view rule, const stake& sk,
                             money paid = {}, std::string_view line = {}) {
        event e(k, s.round, p);
        e.wager = facts()[w].name;
        e.rule = rule;
        e.line = line;
        e.amount = sk;
        e.paid = paid;
        return e;
    }

    // The house takes stake sk of wager w at p (a loss or a forfeit); a coupon with it.
    void take(state& s, position p, std::size_t w, const stake& sk, event_kind kind, std::string_view rule) {
        s.house += sk.value();
        s.round_house += sk.value();
        note([&] { return wager_event(kind, s, p, w, rule, sk); });
        if (sk.coupon() != money{})
            note([&] { return wager_event(event_kind::coupon_collected, s, p, w, rule, stake::of_coupon(sk.coupon())); });
    }

    // The dealers receive a bet for the dealers at p: its stake, and the winnings the house pays.
    void to_dealers(state& s, position p, std::size_t w, std::string_view rule, const stake& sk, money winnings) {
        s.house -= winnings;
        s.round_house -= winnings;
        const money amount = sk.value() + winnings;
        s.dealers += amount;
        s.round_dealers += amount;
        s.seats[p.number - 1].to_dealers += amount;
        note([&] { return wager_event(event_kind::to_dealers, s, p, w, rule, sk, winnings); });
    }

    // Puts cards in the discard rack, noting whose they are and what they were.
    template <class It>
    static void to_rack(state& s, position who, rack_part what, It first, It last) {
        if (first == last) return;
        const std::size_t at = s.rack.size();
        s.rack.insert(s.rack.end(), first, last);
        s.rack_index.push_back({who, what, at, s.rack.size() - at});
    }

    // p's cards to the discard rack, in order, under \p rule.
    void collect_cards(state& s, position p, std::string_view rule) {
        seat& st = s.seats[p.number - 1];
        if (st.cards_in_rack) return;
        st.cards_in_rack = true;
        to_rack(s, p, rack_part::hand, st.hole.begin(), st.hole.end());
        note([&] {
            event e(event_kind::cards_collected, s.round, p);
            e.rule = rule;
            e.cards = std::vector<card>(st.hole.begin(), st.hole.end());
            return e;
        });
    }

    // The round's cards as seat st's dealt_cards.
    dealt_cards<Game> dealt_to(const state& s, const seat& st) const {
        dealt_cards<Game> d;
        d.player = st.hole;
        d.dealer = s.dealer;
        d.board = s.board;
        return d;
    }

    template <class H>
    static std::string hand_text(const dealt_cards<Game>& d) {
        return evaluate<typename H::ranking_type, typename H::selection_type>(carnival::detail::cards_for<H>(d))
            .describe();
    }

    // Settles wager result r of seat p: pays, takes or returns it, as an event.
    void pay_or_take(state& s, position p, const wager_result& r) {
        seat& st = s.seats[p.number - 1];
        const std::size_t w = r.position;
        if (st.settled[w]) {
            if (r.result != outcome::forfeited && r.result != outcome::withdrawn)
                carnival::detail::fail<std::logic_error>({"carnival::table: the ", r.wager, " wager, settled before the reveal, is ",
                                                          name(r.result), " now"});
            return;
        }
        st.settled[w] = true;
        const stake sk = stake_of(st, w);
        player& who = players_[*st.player];
        switch (r.result) {
            case outcome::won: {
                const money winnings = -r.house;  // what the house pays (a toke's winnings too)
                if (facts()[w].for_dealers) {
                    to_dealers(s, p, w, r.rule, sk, winnings);
                    break;
                }
                s.house -= winnings;
                s.round_house -= winnings;
                who.chips += sk.value() + winnings;
                note([&] { return wager_event(event_kind::paid, s, p, w, r.rule, sk, winnings, r.line); });
                if (sk.coupon() != money{})  // a coupon is never paid out: it is collected (NY (c)(2))
                    note([&] { return wager_event(event_kind::coupon_collected, s, p, w, r.rule, stake::of_coupon(sk.coupon())); });
                break;
            }
            case outcome::lost:
            case outcome::forfeited: take(s, p, w, sk, event_kind::collected, r.rule); break;
            case outcome::pushed:
            case outcome::returned:
            case outcome::withdrawn: {
                if (facts()[w].for_dealers) {
                    to_dealers(s, p, w, r.rule, sk, money{});
                    break;
                }
                who.chips += sk.value();
                note([&] { return wager_event(event_kind::returned, s, p, w, r.rule, sk); });
                if (sk.coupon() == money{}) break;
                const bool kept = rules_.coupon_push == coupon_on_push::kept;
                note([&] {
                    return wager_event(kept ? event_kind::coupon_returned : event_kind::coupon_collected, s, p, w,
                                       kept ? "house rules: a coupon is kept on a push" : "house rules: a coupon is taken on a push",
                                       stake::of_coupon(sk.coupon()));
                });
                break;
            }
        }
    }

    void reveal_hand(state& s, position p) {
        const seat& st = s.seats[p.number - 1];
        note([&] {
            event e(event_kind::hand_revealed, s.round, p);
            e.rule = rules_.cite.hands_revealed;
            e.cards = std::vector<card>(st.hole.begin(), st.hole.end());
            e.text = hand_text<typename Game::player_hand>(dealt_to(s, st));
            return e;
        });
    }

    // The dealer's reveal, the settlement of every wager in the order the house rules say, the
    // cards collected.
    void complete(state& s) {
        if constexpr (sequence_type::dealer_cards > 0) {
            if (rules_.cover_card && rules_.cover_card_on_top)  // 13:69F-37 (f): off the dealer's cards, onto the layout
                note([&] {
                    event e(event_kind::cover_card_removed, s.round);
                    e.rule = rules_.cite.cover_card;
                    e.text = "placed on the layout";
                    return e;
                });
            std::string text;
            if constexpr (Game::has_dealer_hand) {
                dealt_cards<Game> d;
                d.dealer = s.dealer;
                d.board = s.board;
                const auto value =
                    evaluate<typename Game::dealer_hand::ranking_type, typename Game::dealer_hand::selection_type>(
                        carnival::detail::cards_for<typename Game::dealer_hand>(d));
                text = value.describe() + (Game::qualifier::qualifies(value) ? " (qualifies)" : " (does not qualify)");
            }
            note([&] {
                event e(event_kind::dealer_revealed, s.round);
                e.rule = rules_.cite.dealer_reveal;
                e.cards = std::vector<card>(s.dealer.begin(), s.dealer.end());
                e.text = std::move(text);
                return e;
            });
        }
        // Every seat's settlement, by the pure settle(): the same figures as any analysis.
        std::vector<std::pair<position, settlement>> settled;
        for (std::size_t k = 0; k < s.seats.size(); ++k) {
            const position p = nth(rotation::counter_clockwise_from_right, s.seats.size(), k);
            const seat& st = s.seats[p.number - 1];
            if (!st.in_round) continue;
            settled.emplace_back(p, settle(st.wagers.slip(), dealt_to(s, st), st.decisions.made()));
        }
        const auto shown = [&](position p) {
            const seat& st = s.seats[p.number - 1];
            return !st.cards_in_rack;  // still in play, or a standing wager on a
                                       // folded hand
        };
        if (rules_.payments == payment_order::collect_then_pay) {
            for (const auto& [p, result] : settled)
                if (shown(p)) reveal_hand(s, p);
            for (const auto& [p, result] : settled)
                for (const wager_result& r : result.wagers)
                    if (r.result == outcome::lost) pay_or_take(s, p, r);
            for (const auto& [p, result] : settled)
                for (const wager_result& r : result.wagers)
                    if (r.result != outcome::lost) pay_or_take(s, p, r);
            for (const auto& [p, result] : settled) collect_cards(s, p, rules_.cite.cards_collected);
        } else {
            const bool all_first = rules_.payments == payment_order::reveal_all_then_each_in_turn;
            if (all_first)
                for (const auto& [p, result] : settled)
                    if (shown(p)) reveal_hand(s, p);
            for (const auto& [p, result] : settled) {
                if (!all_first && shown(p)) reveal_hand(s, p);
                for (const wager_result& r : result.wagers) pay_or_take(s, p, r);
                collect_cards(s, p, rules_.cite.cards_collected);
            }
        }
        // The dealer's cards and the board, last (NY (e)(3)(ii)).
        std::vector<card> collected;
        if constexpr (sequence_type::dealer_cards > 0) {
            collected.assign(s.dealer.begin(), s.dealer.begin() + static_cast<std::ptrdiff_t>(s.dealer_dealt));
            to_rack(s, dealer, rack_part::hand, collected.begin(), collected.end());
        }
        if constexpr (sequence_type::board_cards > 0) {
            const auto board_end = s.board.begin() + static_cast<std::ptrdiff_t>(s.board_dealt);
            to_rack(s, dealer, rack_part::board, s.board.begin(), board_end);
            collected.insert(collected.end(), s.board.begin(), board_end);
        }
        if (!collected.empty())
            note([&] {
                event e(event_kind::cards_collected, s.round, dealer);
                e.rule = rules_.cite.cards_collected;
                e.cards = collected;
                return e;
            });
        s.at = phase::complete;
        note([&] {
            event e(event_kind::round_closed, s.round);
            e.house = s.round_house;
            e.dealers = s.round_dealers;
            return e;
        });
    }

    house_rules<Game> rules_;
    std::uint64_t seed_ = 0;
    bool record_ = true;
    std::uint64_t commands_after_ = 0;  // the number of the command running (events carry it)
    state state_;
    std::vector<player> players_;  // who joined, in order (not in state_: see command())
    // Where each name is in players_.
    struct name_hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const noexcept { return std::hash<std::string_view>{}(name); }
    };
    std::unordered_map<std::string, std::size_t, name_hash, std::equal_to<>> player_index_;
    std::vector<event> events_;
};

}  // namespace carnival::table
