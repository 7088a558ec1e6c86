/// \file
/// \brief `carnival::table::command<Game>`: what can be asked of a table, as data — open the
/// decks, join, sit, leave, place wagers, "no more bets", decide, the next round — for
/// `table<Game>::apply`, a record and a replay.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/deck.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/table/bets.hpp>
#include <carnival/table/position.hpp>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace carnival::table {

/// The commands a table carries out, one type each.
namespace commands {

/// \brief Opens the table with its decks (procedures, Opening of the Table 1–4): each is inspected,
/// then spread, washed and shuffled — the table keeps nothing of the order it was given.
struct open {
    std::vector<deck> decks;  ///< one per deck the house rules play with
    /// The same command.
    friend bool operator==(const open&, const open&) = default;
};
/// A player comes to the table with chips.
struct join {
    std::string name;  ///< how the table will know them
    money chips;       ///< what they bring
    /// The same command.
    friend bool operator==(const join&, const join&) = default;
};
/// A player takes a betting position (NY (c)(5)).
struct sit {
    std::string name;  ///< who
    position at;       ///< where
    /// The same command.
    friend bool operator==(const sit&, const sit&) = default;
};
/// The player at a position leaves it (NY (c)(3), (c)(4)).
struct leave {
    position at;  ///< the position left
    /// The same command.
    friend bool operator==(const leave&, const leave&) = default;
};
/// Wagers placed at a position, in place of what was there (NY (c)(1)–(7)).
template <class Game>
struct place {
    position at;         ///< where
    bets<Game> wagers;   ///< what (none: every wager taken back)
    /// The same command.
    friend bool operator==(const place&, const place&) = default;
};
/// The dealer announces "no more bets" and deals (NY (c)(4), (d)).
struct no_more_bets {
    /// The same command.
    friend bool operator==(const no_more_bets&, const no_more_bets&) = default;
};
/// The player at a position decides at the decision point in play (NY (e)(2)).
struct decide {
    position at;      ///< whose decision
    decision choice;  ///< what they decide
    /// The same command.
    friend bool operator==(const decide&, const decide&) = default;
};
/// The round is over: betting opens on the next (NY (e)(3)(ii)).
struct next_round {
    /// The same command.
    friend bool operator==(const next_round&, const next_round&) = default;
};

}  // namespace commands

/// Any command of a table of \p Game.
template <class Game>
using command = std::variant<commands::open, commands::join, commands::sit, commands::leave, commands::place<Game>,
                             commands::no_more_bets, commands::decide, commands::next_round>;

/// "open", "join", "sit", "leave", "place", "no-more-bets", "decide", "next-round": the command's name in a record.
template <class Game>
[[nodiscard]] constexpr std::string_view name(const command<Game>& c) noexcept {
    constexpr std::string_view names[] = {"open", "join", "sit", "leave", "place", "no-more-bets", "decide", "next-round"};
    static_assert(std::size(names) == std::variant_size_v<command<Game>>, "carnival::table: every command has a name");
    return names[c.index()];
}

}  // namespace carnival::table
