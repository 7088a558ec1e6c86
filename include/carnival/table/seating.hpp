/// \file
/// \brief Players at a table: they join with chips, take betting positions (NY (c)(5)) and
/// leave them (NY (c)(3), (c)(4)).
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/payments.hpp>
#include <carnival/table/state.hpp>

#include <cstddef>
#include <string>

namespace carnival::table::detail {

/// \p c.name comes to the table with \p c.chips.
template <class Game>
void apply(table_state<Game>& s, const commands::join& c) {
    s.chips.check_join(c.name, c.chips, s.rules->most_chips);
    s.chips.join(c.name, c.chips);
    s.log.note(s.round, [&] { return events::joined{static_cast<std::uint32_t>(s.chips.players().size() - 1), c.chips}; });
}

/// \brief \p c.name takes position \p c.at: free, and a second position adjacent to the first
/// where the table allows two (NY (c)(5)).
template <class Game>
void apply(table_state<Game>& s, const commands::sit& c) {
    const std::size_t i = s.index_of(c.at, "sit at");
    const std::size_t who = s.player_named(c.name);
    if (s.seats[i].player)
        carnival::detail::fail<invalid_command>(
            {"carnival::table: ", to_string(c.at), " is taken by ", s.chips.players()[*s.seats[i].player].name});
    std::size_t held = 0;
    position first;
    for (std::size_t k = 0; k < s.seats.size(); ++k)
        if (s.seats[k].player == who && held++ == 0) first = position{static_cast<unsigned>(k + 1)};
    const std::string_view name = c.name;
    if (held > 0 && !s.rules->two_adjacent_positions)
        carnival::detail::fail<invalid_command>({"carnival::table: ", carnival::detail::excerpt(name), " holds ", to_string(first),
                                                 " and this table allows one position a player (NY (c)(5))"});
    if (held >= 2)
        carnival::detail::fail<invalid_command>(
            {"carnival::table: ", carnival::detail::excerpt(name), " holds two positions already (NY (c)(5))"});
    if (held == 1 && !adjacent(first, c.at))
        carnival::detail::fail<invalid_command>({"carnival::table: ", name, "'s second position must be adjacent to ",
                                                 to_string(first), ", got ", to_string(c.at), " (NY (c)(5))"});
    s.seats[i].player = who;
    s.log.note(s.round, [&] { return events::sat{static_cast<std::uint32_t>(who), c.at}; });
}

/// \brief The player at \p c.at leaves it: its wagers returned while betting is open (NY (c)(4));
/// never while its hand is in play (NY (c)(3)).
template <class Game>
void apply(table_state<Game>& s, const commands::leave& c) {
    const seat<Game>& st = s.seated(c.at, "leave");
    if (st.in_round && s.at == phase::deciding)
        carnival::detail::fail<invalid_command>({"carnival::table: the player at ", to_string(c.at),
                                                 " has wagered and received cards and remains seated until the "
                                                 "round is complete (NY (c)(3))"});
    // Only wagers still on the layout go back: a complete round's were collected, paid or
    // returned when it was settled (they stay on the seat as the round's record).
    if (s.at != phase::complete) take_back_all(s, c.at);
    const std::size_t who = *st.player;
    s.at_position(c.at) = seat<Game>{};
    s.log.note(s.round, [&] { return events::left{static_cast<std::uint32_t>(who), c.at}; });
}

}  // namespace carnival::table::detail
