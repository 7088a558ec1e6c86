// Helpers for the table tests: an opened table with players seated, and a round played to its end
// with a decision picker.
#pragma once

#include "../support/catch.hpp"

#include <carnival/cards/card_set.hpp>
#include <carnival/cards/deck.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/settlement/options.hpp>
#include <carnival/settlement/round.hpp>

#include <boost/hana/for_each.hpp>
#include <carnival/table/table.hpp>

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace test_support {

using carnival::money;
using carnival::table::position;

// A table run by `rules`, opened with complete decks, and "P<n>" seated at each of `seats` with `chips`.
template <class Game>
carnival::table::table<Game> seated_table(carnival::table::house_rules<Game> rules, std::uint64_t seed,
                                          const std::vector<unsigned>& seats, money chips = money::dollars(1000),
                                          bool record = true) {
    carnival::table::table<Game> t(std::move(rules), seed, record);
    t.open(std::vector<carnival::deck>(t.rules().decks));
    for (unsigned n : seats) {
        const std::string who = carnival::detail::join({"P", std::to_string(n)});
        t.join(who, chips);
        t.sit(who, position{n});
    }
    return t;
}

// A deck whose top cards are `top` ("As Ks Qs ..."), the rest after them in canonical order.
inline carnival::deck stacked(std::string_view top) {
    std::vector<carnival::card> cards = carnival::parse_cards(top);
    carnival::card_set used;
    for (carnival::card c : cards) used.insert(c);
    for (carnival::card c : carnival::deck())
        if (!used.contains(c)) cards.push_back(c);
    return carnival::deck(std::move(cards));
}

// Random wagers at one position: each wager placed before the deal with probability 2/3, at $5,
// $10 or $25; when they break a precondition, $5 on every wager (which every game takes).
template <class Game>
carnival::table::bets<Game> random_bets(std::mt19937_64& g) {
    carnival::table::bets<Game> random, fives;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (carnival::placed_before_the_deal<W>) {
            fives.template on<W>(money::dollars(5));
            if (g() % 3 != 0) random.template on<W>(money::dollars(std::array{5, 10, 25}[g() % 3]));
        }
    });
    try {
        (void)random.slip();
        carnival::detail::check_slip(random.slip());
        if (!random.empty()) return random;
    } catch (const carnival::invalid_wager&) {
    }
    return fives;
}

// Places random_bets at `p`; where the table's own rules refuse them (a side wager without the
// ante at a New Jersey table), $5 on every wager instead. Returns what was placed.
template <class Game>
carnival::table::bets<Game> place_random(carnival::table::table<Game>& t, position p, std::mt19937_64& g) {
    carnival::table::bets<Game> b = random_bets<Game>(g);
    try {
        t.place(p, b);
    } catch (const carnival::invalid_wager&) {
        b = {};
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (carnival::placed_before_the_deal<W>) b.template on<W>(money::dollars(5));
        });
        t.place(p, b);
    }
    return b;
}

// A uniformly random decision among those decision point `point` offers.
template <class Game>
carnival::decision random_decision(std::size_t point, std::mt19937_64& g) {
    using carnival::action;
    using carnival::decision;
    const auto& offer = carnival::detail::offers<typename Game::sequence_type>[point];
    std::vector<decision> options;
    for (unsigned a = 0; a < 4; ++a) {
        if ((offer.actions >> a & 1U) == 0) continue;
        const auto act = static_cast<action>(a);
        if (act == action::raise) {
            for (std::size_t i = 0; i < offer.times_count; ++i) options.push_back(decision::raise(static_cast<std::uint32_t>(offer.times[i])));
        } else {
            options.push_back(decision{act, 0});
        }
    }
    return options[std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(g)];
}

// Decides at random for whoever's turn it is until the round is complete.
template <class Game>
void finish_at_random(carnival::table::table<Game>& t, std::mt19937_64& g) {
    while (t.current_phase() == carnival::table::phase::deciding)
        t.decide(t.turn(), random_decision<Game>(t.point(), g));
}

// The events of one kind, in order.
inline std::vector<carnival::table::event> of_kind(const std::vector<carnival::table::event>& all,
                                                   carnival::table::event_kind k) {
    std::vector<carnival::table::event> out;
    for (const auto& e : all)
        if (e.kind == k) out.push_back(e);
    return out;
}

}  // namespace test_support
