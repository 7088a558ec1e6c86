/// \file
/// \brief A table's record as JSON lines — `write_record(table)`: a header (the game, how it
/// settles, the seed, every house rule), then each command carried out followed by the events it
/// gave, then the count of the chips.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/detail/json_string.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/contest_text.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/settlement/options.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/record_json.hpp>
#include <carnival/table/stake.hpp>
#include <carnival/table/table.hpp>
#include <carnival/table/wager_facts.hpp>
#include <carnival/version.hpp>

#include <boost/hana/for_each.hpp>

#include <cstddef>
#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace carnival::table {

/// \brief The version of the records write_record writes: 4, each command on a line of its own
/// before its events (version 3 records, events only, are still read).
inline constexpr int record_version = 4;

/// "by-hand", "automated-shoe".
[[nodiscard]] constexpr std::string_view name(dealing d) noexcept { return d == dealing::by_hand ? "by-hand" : "automated-shoe"; }
/// "collect-then-pay", "each-player-in-turn", "reveal-all-then-each-in-turn".
[[nodiscard]] constexpr std::string_view name(payment_order p) noexcept {
    return p == payment_order::collect_then_pay      ? "collect-then-pay"
           : p == payment_order::each_player_in_turn ? "each-player-in-turn"
                                                     : "reveal-all-then-each-in-turn";
}
/// "after-every-decision", "at-once".
[[nodiscard]] constexpr std::string_view name(forfeit_collection f) noexcept {
    return f == forfeit_collection::after_every_decision ? "after-every-decision" : "at-once";
}
/// "kept", "taken".
[[nodiscard]] constexpr std::string_view name(coupon_on_push c) noexcept { return c == coupon_on_push::kept ? "kept" : "taken"; }


/// Appends event \p e to \p out as record_line() writes it.
inline void append_record_line(std::string& out, const event& e) {
    detail::object_writer o(out);
    o.number("command", static_cast<std::int64_t>(e.command));
    o.text("event", name(e.kind));
    o.number("round", static_cast<std::int64_t>(e.round));
    if (e.at.is_position()) o.number("at", e.at.number);
    if (!e.who.empty()) o.text("who", e.who);
    if (!e.wager.empty()) o.text("wager", e.wager);
    if (!e.rule.empty()) o.text("rule", e.rule);
    if (!e.line.empty()) o.text("line", e.line);
    if (!e.cards.empty()) o.cards("cards", e.cards);
    if (e.face_up) o.json("face_up", "true");
    if (e.replayed) o.json("replayed", "true");
    if (!e.amount.empty()) o.stake_of("amount", e.amount);
    if (e.paid != money{}) o.number("paid", e.paid.minor_units());
    if (e.house != money{}) o.number("house", e.house.minor_units());
    if (e.dealers != money{}) o.number("dealers", e.dealers.minor_units());
    if (e.kind == event_kind::decided) o.text("choice", name(e.choice));
    if (e.number != 0) o.number("number", static_cast<std::int64_t>(e.number));
    if (!e.text.empty()) o.text("text", e.text);
    o.close();
}

/// One event as a line of JSON: every field that is not its default; money in minor units (cents).
[[nodiscard]] inline std::string record_line(const event& e) {
    std::string out;
    out.reserve(128 + 5 * e.cards.size() + e.rule.size() + e.text.size());
    append_record_line(out, e);
    return out;
}

/// \brief Command number \p number as a line of JSON: what it was and its values (a place's
/// wagers each with its stake; money in minor units). An open command keeps no decks.
template <class Game>
[[nodiscard]] std::string command_line(std::uint64_t number, const command<Game>& c) {
    using detail::add_field;
    using carnival::detail::json_string;
    std::string out = "{";
    add_field(out, "command", std::to_string(number));
    add_field(out, "do", json_string(name(c)));
    std::visit(
        [&](const auto& one) {
            using C = std::decay_t<decltype(one)>;
            if constexpr (std::is_same_v<C, commands::join>) {
                add_field(out, "who", json_string(one.name));
                add_field(out, "chips", std::to_string(one.chips.minor_units()));
            } else if constexpr (std::is_same_v<C, commands::sit>) {
                add_field(out, "who", json_string(one.name));
                add_field(out, "at", std::to_string(one.at.number));
            } else if constexpr (std::is_same_v<C, commands::leave>) {
                add_field(out, "at", std::to_string(one.at.number));
            } else if constexpr (std::is_same_v<C, commands::place<Game>>) {
                add_field(out, "at", std::to_string(one.at.number));
                std::string wagers = "[";
                for (std::size_t w = 0; w < one.wagers.stakes().size(); ++w) {
                    if (one.wagers.stakes()[w].empty()) continue;
                    if (wagers.size() > 1) wagers += ',';
                    detail::object_writer wager(wagers);
                    wager.text("wager", carnival::detail::facts_of<Game>[w].name);
                    wager.stake_of("amount", one.wagers.stakes()[w]);
                    wager.close();
                }
                add_field(out, "wagers", wagers + "]");
            } else if constexpr (std::is_same_v<C, commands::decide>) {
                add_field(out, "at", std::to_string(one.at.number));
                add_field(out, "choice", json_string(name(one.choice)));
            }
        },
        c);
    return out + "}";
}

namespace detail {

/// \brief How \p Game moves money beyond its pay tables, as the record's header states it: the
/// dealer's qualifier, each wager against the dealer settled (a dealer who does not qualify
/// included: the two readings of Mini-Tex's 13:69F-37 (g)(4) differ here) and each decision's
/// options with their sizes — two games of one name that pay differently have different headers.
template <class Game>
[[nodiscard]] std::vector<std::string> settlement_lines() {
    std::vector<std::string> out;
    if constexpr (!Game::has_dealer_hand) {
        out.emplace_back("no dealer hand");
    } else if constexpr (!carnival::detail::qualifier_can_fail<typename Game::qualifier>) {
        out.emplace_back("the dealer always plays");
    } else {
        out.push_back("dealer plays with " + std::string(Game::qualifier::name));
    }
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (wager_traits<W>::contested) out.push_back(contest_text(W::name, W::contest));
    });
    std::size_t point = 0;
    boost::hana::for_each(Game::sequence_type::points, [&](auto p) {
        out.push_back("decision " + std::to_string(++point) + ": " + carnival::detail::options_text<typename decltype(p)::type>());
    });
    return out;
}


}  // namespace detail

/// \brief The record's first line: what it is, the library, the game, how it settles (the
/// qualifier, each contest, each decision's options), the seed, every house rule, and each
/// wager's limits and pay table — all that replay() needs besides the commands.
template <class Game>
[[nodiscard]] std::string record_header(const table<Game>& t) {
    using detail::add_field;
    using carnival::detail::json_string;
    const house_rules<Game>& r = t.rules();
    std::string rules = "{";
    add_field(rules, "max_positions", std::to_string(r.max_positions));
    add_field(rules, "positions", std::to_string(r.positions));
    add_field(rules, "two_adjacent_positions", detail::json_bool(r.two_adjacent_positions));
    add_field(rules, "decks", std::to_string(r.decks));
    add_field(rules, "automated_shuffler", detail::json_bool(r.automated_shuffler));
    add_field(rules, "backs", "[" + json_string(r.backs[0]) + "," + json_string(r.backs[1]) + "]");
    add_field(rules, "deal", json_string(name(r.deal)));
    add_field(rules, "cover_card", detail::json_bool(r.cover_card));
    add_field(rules, "cover_card_on_top", detail::json_bool(r.cover_card_on_top));
    add_field(rules, "payments", json_string(name(r.payments)));
    add_field(rules, "forfeits", json_string(name(r.forfeits)));
    add_field(rules, "coupon_push", json_string(name(r.coupon_push)));
    add_field(rules, "coupons_on_side_wagers", detail::json_bool(r.coupons_on_side_wagers));
    add_field(rules, "side_wagers_need_an_ante", detail::json_bool(r.side_wagers_need_an_ante));
    add_field(rules, "most_chips", std::to_string(r.most_chips.minor_units()));
    std::string cite = "{";
    add_field(cite, "no_more_bets", json_string(r.cite.no_more_bets));
    add_field(cite, "deal_by_hand", json_string(r.cite.deal_by_hand));
    add_field(cite, "deal_by_shoe", json_string(r.cite.deal_by_shoe));
    add_field(cite, "cover_card", json_string(r.cite.cover_card));
    add_field(cite, "dealer_reveal", json_string(r.cite.dealer_reveal));
    add_field(cite, "hands_revealed", json_string(r.cite.hands_revealed));
    add_field(cite, "cards_collected", json_string(r.cite.cards_collected));
    add_field(cite, "positions", json_string(r.cite.positions));
    add_field(cite, "opening_borrowed", json_string(r.cite.opening_borrowed));
    add_field(rules, "citations", cite + "}");
    std::string limits = "[";
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        const wager_limits& l = r.limits[wager_slip<Game>::template position<W>()];
        std::string one = "{";
        add_field(one, "wager", json_string(W::name));
        add_field(one, "table", json_string(carnival::detail::table_of<W>()));
        add_field(one, "minimum", std::to_string(l.minimum.minor_units()));
        add_field(one, "maximum", std::to_string(l.maximum.minor_units()));
        limits += (limits.size() > 1 ? "," : "") + one + "}";
    });
    add_field(rules, "limits", limits + "]");
    std::string out = "{";
    add_field(out, "record", json_string("carnival table record"));
    add_field(out, "version", std::to_string(record_version));
    add_field(out, "library", json_string(std::string("carnival ") + std::string(CARNIVAL_VERSION_STRING)));
    add_field(out, "game", json_string(Game::name));
    std::string settlement = "[";
    for (const std::string& line : detail::settlement_lines<Game>()) settlement += (settlement.size() > 1 ? "," : "") + json_string(line);
    add_field(out, "settlement", settlement + "]");
    add_field(out, "seed", std::to_string(t.seed()));
    add_field(out, "rules", rules + "}");
    return out + "}";
}

/// \brief The record's last line, its count: what the players brought, what each holds, and
/// what is on the layout, with the house and with the dealers — replay() counts them again, so a
/// buy-in or a total changed anywhere in the record is refused.
template <class Game>
[[nodiscard]] std::string record_count(const table<Game>& t) {
    using detail::add_field;
    std::string players = "[";
    for (const player& p : t.players()) {
        std::string one = "{";
        add_field(one, "who", carnival::detail::json_string(p.name));
        add_field(one, "chips", std::to_string(p.chips.minor_units()));
        players += (players.size() > 1 ? "," : "") + one + "}";
    }
    std::string count = "{";
    add_field(count, "bought_in", std::to_string(t.bought_in().minor_units()));
    add_field(count, "players", players + "]");
    add_field(count, "layout", std::to_string(t.layout().minor_units()));
    add_field(count, "house", std::to_string(t.house().minor_units()));
    add_field(count, "dealers", std::to_string(t.dealers().minor_units()));
    std::string out = "{";
    add_field(out, "count", count + "}");
    return out + "}";
}

/// \brief The whole record of \p t: the header, each command carried out (command_line) followed
/// by the events it gave (record_line), and the count (record_count).
template <class Game>
[[nodiscard]] std::string write_record(const table<Game>& t) {
    std::string out = record_header(t) + "\n";
    std::uint64_t written = 0;
    for (const logged_event& e : t.log().entries()) {
        if (e.command != written) {
            written = e.command;
            out += command_line(written, t.applied()[written - 1]);
            out += '\n';
        }
        append_record_line(out, t.describe(e));
        out += '\n';
    }
    return out + record_count(t) + "\n";
}

}  // namespace carnival::table
