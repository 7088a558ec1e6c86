/// \file
/// \brief Decisions at a table: each player still in asked in turn from the dealer's left (NY
/// (e)(2)), among the options the decision point offers on the cards they see; a raise's chips
/// from the player's, a wager taken back returned, a fold's forfeits collected when the house
/// rules say.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/table/advance.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/payments.hpp>
#include <carnival/table/showdown.hpp>
#include <carnival/table/state.hpp>

#include <array>
#include <cstddef>
#include <string_view>

namespace carnival::table::detail {

/// \brief The player at \p c.at decides \p c.choice at the decision point in play: their turn,
/// an option the point offers, the chips for a raise — all checked before anything changes.
template <class Game>
void apply(table_state<Game>& s, const commands::decide& c) {
    const position p = c.at;
    s.require(phase::deciding, "decide", p, "NY (e)(2)");
    (void)s.index_of(p, "decide at");
    if (p != s.to_ask[s.asking])
        carnival::detail::fail<invalid_command>({"carnival::table: it is ", to_string(s.to_ask[s.asking]),
                                                 "'s turn to decide, not ", to_string(p),
                                                 " (NY (e)(2): each player in turn from the dealer's left, clockwise)"});
    const seat<Game>& before = s.at_position(p);
    carnival::detail::decisions_taken<Game> taken = before.taken;
    const std::size_t nth = taken.used++;
    std::string_view rule;
    const dealt_cards<Game> seen = dealt_to(s, before);  // what the player sees is dealt by now
    carnival::detail::at_point<Game>(s.point, [&](auto pt) {
        carnival::detail::take_decision(before.slip, taken, pt, s.point, nth, c.choice, &seen);
        carnival::detail::with_option_at(pt, s.point, nth, c.choice, [&](auto, auto o) { rule = decltype(o)::type::rule; });
    });
    // The raise made, if any: its chips from the player's, each checked before any moves.
    const player& who = s.chips.players()[*before.player];
    std::array<money, table_state<Game>::wager_count> raise{};
    money left = who.chips;
    for (std::size_t w = 0; w < s.wager_count; ++w) {
        if (taken.raised(w) == 0 || before.taken.raised(w) != 0) continue;
        raise[w] = before.ante().total() * taken.raised(w);
        if (raise[w] > left)
            carnival::detail::fail<invalid_wager>({"carnival::table: ", carnival::detail::excerpt(who.name), " has ", to_string(left),
                                                   " in chips, and the ", s.facts(w).name, " wager at ", to_string(p), " is ",
                                                   to_string(raise[w]), " (", rule, ")"});
        left -= raise[w];
    }
    // Checked: now the decision is carried out.
    seat<Game>& st = s.at_position(p);
    for (std::size_t w = 0; w < s.wager_count; ++w) {
        if (raise[w] == money{}) continue;
        s.chips.wager(*st.player, raise[w]);
        st.raised[w] = raise[w];
        s.log.note(s.round, [&] { return events::raised{p, static_cast<std::uint16_t>(w), stake::of_chips(raise[w]), rule}; });
    }
    s.log.note(s.round, [&] { return events::decided{p, c.choice, static_cast<std::uint16_t>(s.point + 1), rule}; });
    // A wager taken back: returned at once.
    for (std::size_t w = 0; w < s.wager_count; ++w) {
        if (taken.pulled(w).empty() || !st.taken.pulled(w).empty()) continue;
        const stake back = st.wagers.stakes()[w];
        s.chips.give_back(*st.player, back.value());
        st.settled[w] = true;
        s.log.note(s.round, [&] { return events::pulled_back{p, static_cast<std::uint16_t>(w), back, taken.pulled(w)}; });
    }
    st.taken = taken;
    st.decisions.at[st.decisions.size++] = c.choice;
    if (taken.folded_at && s.rules->forfeits == forfeit_collection::at_once) collect_forfeits(s, p);
    if (++s.asking < s.to_ask.size()) return;
    if (s.rules->forfeits == forfeit_collection::after_every_decision)
        for (position q : s.to_ask)
            if (s.at_position(q).taken.folded_at == s.point) collect_forfeits(s, q);
    ++s.step;
    ++s.point;
    advance(s);
}

}  // namespace carnival::table::detail
