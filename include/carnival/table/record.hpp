/// \file
/// \brief A table's record as JSON lines — `write_record(table)` — and `replay<Game>(text)`, which
/// reads a record, checks every line, and plays its commands again on a new table, refusing a
/// record whose events the rules do not give back bit for bit.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/deck.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/detail/json_field.hpp>
#include <carnival/detail/json_string.hpp>
#include <carnival/detail/json_value.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/contest_text.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/settlement/options.hpp>
#include <carnival/table/bets.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/stake.hpp>
#include <carnival/table/table.hpp>
#include <carnival/version.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace carnival::table {

/// \brief A record that cannot be read or replayed: not JSON lines, a field of the wrong type, an
/// event the rules do not give back. The message names the source, the line and the field.
class invalid_record : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

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

namespace detail {

inline void add_field(std::string& out, std::string_view key, const std::string& json) {
    out += out.size() > 1 ? "," : "";
    out += carnival::detail::json_string(key);
    out += ':';
    out += json;
}
inline std::string json_bool(bool b) { return b ? "true" : "false"; }
inline std::string json_cards(const std::vector<card>& cards) {
    std::string out = "[";
    for (std::size_t i = 0; i < cards.size(); ++i) out += (i ? ",\"" : "\"") + to_string(cards[i]) + "\"";
    return out + "]";
}
inline std::string json_stake(const stake& s) {
    std::string out = "{";
    if (s.chips() != money{}) add_field(out, "chips", std::to_string(s.chips().minor_units()));
    if (s.plaques() != money{}) add_field(out, "plaques", std::to_string(s.plaques().minor_units()));
    if (s.coupon() != money{}) add_field(out, "coupon", std::to_string(s.coupon().minor_units()));
    return out + "}";
}

/// The value of \p f among \p names (by their name()), or a refusal listing them.
template <class E, std::size_t N>
E named(const carnival::detail::json_field& f, const std::array<E, N>& values) {
    const std::string text = f.text();
    std::string known;
    for (E v : values) {
        if (name(v) == text) return v;
        known += known.empty() ? "" : ", ";
        known += name(v);
    }
    f.refuse("expected one of " + known + ", got \"" + text + "\"");
}

inline constexpr std::array<event_kind, event_kind_count> all_event_kinds = [] {
    std::array<event_kind, event_kind_count> out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<event_kind>(i);
    return out;
}();

inline decision decision_named(const carnival::detail::json_field& f) {
    const std::string text = f.text();
    for (decision d : {decision::play, decision::fold, decision::check, decision::pull_back})
        if (name(d) == text) return d;
    if (text.size() > 7 && text.starts_with("raise ") && text.back() == 'x') {
        std::uint32_t times = 0;
        const std::string digits = text.substr(6, text.size() - 7);
        bool ok = !digits.empty() && digits.size() <= 9;
        for (char c : digits) {
            ok = ok && c >= '0' && c <= '9';
            times = times * 10 + static_cast<std::uint32_t>(c - '0');
        }
        if (ok && times > 0) return decision::raise(times);
    }
    f.refuse("expected a decision (play, fold, check, pull back, raise Nx), got \"" + text + "\"");
}

inline money money_of(const carnival::detail::json_field& f) { return money::cents(f.integer()); }

inline std::vector<card> cards_of(const carnival::detail::json_field& f) {
    std::vector<card> out;
    for (const carnival::detail::json_field& c : f.elements()) {
        try {
            out.push_back(parse_card(c.text()));
        } catch (const parse_error& e) {
            c.refuse(e.what());
        }
    }
    return out;
}

}  // namespace detail

/// One event as a line of JSON: every field that is not its default; money in minor units (cents).
[[nodiscard]] inline std::string record_line(const event& e) {
    using detail::add_field;
    using carnival::detail::json_string;
    std::string out = "{";
    add_field(out, "command", std::to_string(e.command));
    add_field(out, "event", json_string(name(e.kind)));
    add_field(out, "round", std::to_string(e.round));
    if (e.at.is_position()) add_field(out, "at", std::to_string(e.at.number));
    if (!e.who.empty()) add_field(out, "who", json_string(e.who));
    if (!e.wager.empty()) add_field(out, "wager", json_string(e.wager));
    if (!e.rule.empty()) add_field(out, "rule", json_string(e.rule));
    if (!e.line.empty()) add_field(out, "line", json_string(e.line));
    if (!e.cards.empty()) add_field(out, "cards", detail::json_cards(e.cards));
    if (e.face_up) add_field(out, "face_up", "true");
    if (!e.amount.empty()) add_field(out, "amount", detail::json_stake(e.amount));
    if (e.paid != money{}) add_field(out, "paid", std::to_string(e.paid.minor_units()));
    if (e.house != money{}) add_field(out, "house", std::to_string(e.house.minor_units()));
    if (e.dealers != money{}) add_field(out, "dealers", std::to_string(e.dealers.minor_units()));
    if (e.kind == event_kind::decided) add_field(out, "choice", json_string(name(e.choice)));
    if (e.number != 0) add_field(out, "number", std::to_string(e.number));
    if (!e.text.empty()) add_field(out, "text", json_string(e.text));
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
/// wager's limits and pay table — all that replay() needs besides the events.
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
    add_field(out, "version", "3");
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

/// \brief The whole record of \p t: the header, one line per event since the table was made, and
/// the count (record_count).
template <class Game>
[[nodiscard]] std::string write_record(const table<Game>& t) {
    std::string out = record_header(t) + "\n";
    for (const event& e : t.events()) out += record_line(e) + "\n";
    return out + record_count(t) + "\n";
}

namespace detail {

inline event read_event(const carnival::detail::json_field& f) {
    f.only({"command", "event", "round", "at", "who", "wager", "rule", "line", "cards", "face_up", "amount", "paid", "house",
            "dealers", "choice", "number", "text"});
    event e(named(f["event"], all_event_kinds), f["round"].whole());
    e.command = f["command"].whole(1);
    if (f.has("at")) e.at = position{static_cast<unsigned>(f["at"].whole(1, 64))};
    if (f.has("who")) e.who = f["who"].text();
    if (f.has("wager")) e.wager = f["wager"].text();
    if (f.has("rule")) e.rule = f["rule"].text();
    if (f.has("line")) e.line = f["line"].text();
    if (f.has("cards")) e.cards = cards_of(f["cards"]);
    if (f.has("face_up")) e.face_up = f["face_up"].boolean();
    if (f.has("amount")) {
        const carnival::detail::json_field a = f["amount"];
        a.only({"chips", "plaques", "coupon"});
        const auto part = [&](const char* key) { return a.has(key) ? money_of(a[key]) : money{}; };
        e.amount = stake::of_parts(part("chips"), part("plaques"), part("coupon"));
    }
    if (f.has("paid")) e.paid = money_of(f["paid"]);
    if (f.has("house")) e.house = money_of(f["house"]);
    if (f.has("dealers")) e.dealers = money_of(f["dealers"]);
    if (f.has("choice")) e.choice = decision_named(f["choice"]);
    if (f.has("number")) e.number = f["number"].whole();
    if (f.has("text")) e.text = f["text"].text();
    return e;
}

template <class Game>
house_rules<Game> read_rules(const carnival::detail::json_field& f) {
    f.only({"max_positions", "positions", "two_adjacent_positions", "decks", "automated_shuffler", "backs", "deal", "cover_card", "cover_card_on_top", "payments",
            "forfeits", "coupon_push", "coupons_on_side_wagers", "side_wagers_need_an_ante", "most_chips", "citations", "limits"});
    house_rules<Game> r;
    r.max_positions = f["max_positions"].whole(1, 64);
    r.positions = f["positions"].whole(1, 64);
    r.two_adjacent_positions = f["two_adjacent_positions"].boolean();
    r.decks = f["decks"].whole(1, 2);
    r.automated_shuffler = f["automated_shuffler"].boolean();
    const std::vector<std::string> backs = f["backs"].texts();
    if (backs.size() != 2) f["backs"].refuse("expected two back colours");
    r.backs = {backs[0], backs[1]};
    r.deal = named(f["deal"], std::array{dealing::by_hand, dealing::automated_shoe});
    r.cover_card = f["cover_card"].boolean();
    r.cover_card_on_top = f["cover_card_on_top"].boolean();
    r.payments = named(f["payments"], std::array{payment_order::collect_then_pay, payment_order::each_player_in_turn,
                                                 payment_order::reveal_all_then_each_in_turn});
    r.forfeits = named(f["forfeits"], std::array{forfeit_collection::after_every_decision, forfeit_collection::at_once});
    r.coupon_push = named(f["coupon_push"], std::array{coupon_on_push::kept, coupon_on_push::taken});
    r.coupons_on_side_wagers = f["coupons_on_side_wagers"].boolean();
    r.side_wagers_need_an_ante = f["side_wagers_need_an_ante"].boolean();
    if (f.has("most_chips")) r.most_chips = money_of(f["most_chips"]);  // a record written before the bound: the default
    const carnival::detail::json_field cite = f["citations"];
    cite.only({"no_more_bets", "deal_by_hand", "deal_by_shoe", "cover_card", "dealer_reveal", "hands_revealed", "cards_collected", "positions", "opening_borrowed"});
    r.cite = {cite["no_more_bets"].text(),  cite["deal_by_hand"].text(),   cite["deal_by_shoe"].text(),
              cite["cover_card"].text(),    cite["dealer_reveal"].text(),  cite["hands_revealed"].text(),
              cite["cards_collected"].text()};
    r.cite.positions = cite["positions"].text();
    r.cite.opening_borrowed = cite["opening_borrowed"].text();
    const std::vector<carnival::detail::json_field> limits = f["limits"].elements();
    if (limits.size() != r.limits.size())
        f["limits"].refuse(carnival::detail::join({"expected the limits of the game's ", std::to_string(r.limits.size()), " wagers"}));
    std::size_t at = 0;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        const carnival::detail::json_field& l = limits[at++];
        l.only({"wager", "table", "minimum", "maximum"});
        if (l["wager"].text() != W::name) l["wager"].refuse(carnival::detail::join({"expected \"", W::name, "\""}));
        if (l["table"].text() != carnival::detail::table_of<W>())
            l["table"].refuse(carnival::detail::join({"a record of \"", carnival::detail::excerpt(l["table"].text()), "\", replayed with \"",
                                                      carnival::detail::table_of<W>(), "\""}));
        r.limits[wager_slip<Game>::template position<W>()] = {money_of(l["minimum"]), money_of(l["maximum"])};
    });
    try {
        r.check();
    } catch (const std::invalid_argument& e) {
        f.refuse(e.what());
    }
    return r;
}

// Whether a group of events holds one of kind k.
inline const event* find_kind(const std::vector<event>& group, event_kind k) {
    for (const event& e : group)
        if (e.kind == k) return &e;
    return nullptr;
}

// "line 12: the record says X, the rules give Y" for the first event that differs.
inline std::string first_difference(const std::vector<event>& recorded, const std::vector<std::size_t>& lines,
                                    const std::vector<event>& replayed) {
    for (std::size_t i = 0; i < recorded.size() || i < replayed.size(); ++i) {
        if (i < recorded.size() && i < replayed.size() && recorded[i] == replayed[i]) continue;
        const std::size_t line = i < lines.size() ? lines[i] : (lines.empty() ? 0 : lines.back());
        return carnival::detail::join({"line ", std::to_string(line), ": the record says ",
                                       i < recorded.size() ? record_line(recorded[i]) : std::string("nothing more"),
                                       ", the rules give ",
                                       i < replayed.size() ? record_line(replayed[i]) : std::string("nothing more")});
    }
    return {};
}

// Checks the record's count (record_count) against the replayed table t; throws invalid_record
// naming the line and the first figure that differs.
template <class Game>
void check_count(const table<Game>& t, const carnival::detail::json_field& line, const std::string& where) {
    line.only({"count"});
    const carnival::detail::json_field c = line["count"];
    c.only({"bought_in", "players", "layout", "house", "dealers"});
    const auto same = [&](std::string_view what, money recorded, money replayed) {
        if (recorded != replayed)
            throw invalid_record(carnival::detail::join({where, ": the count says ", what, " ", to_string(recorded),
                                                         ", the replayed table ", to_string(replayed)}));
    };
    same("the players brought", money_of(c["bought_in"]), t.bought_in());
    const std::vector<carnival::detail::json_field> players = c["players"].elements();
    if (players.size() != t.players().size())
        throw invalid_record(carnival::detail::join({where, ": the count has ", std::to_string(players.size()),
                                                     " players, the replayed table ", std::to_string(t.players().size())}));
    for (std::size_t i = 0; i < players.size(); ++i) {
        players[i].only({"who", "chips"});
        const player& p = t.players()[i];
        if (players[i]["who"].text() != p.name)
            players[i]["who"].refuse(carnival::detail::join({"the replayed table's player ", std::to_string(i + 1), " is \"",
                                                             carnival::detail::excerpt(p.name), "\""}));
        same(carnival::detail::join({"\"", carnival::detail::excerpt(p.name), "\" holds"}), money_of(players[i]["chips"]),
             p.chips);
    }
    same("the layout holds", money_of(c["layout"]), t.layout());
    same("the house's net is", money_of(c["house"]), t.house());
    same("the dealers received", money_of(c["dealers"]), t.dealers());
}

}  // namespace detail

/// \brief Reads the record \p text (what write_record wrote; \p source names it in messages) and
/// replays it: a new table of \p Game with the record's rules and seed carries out the record's
/// commands one by one — open, join, sit, leave, place, no more bets, decide, next round — and
/// each must give back exactly the events recorded for it, card for card and chip for chip.
/// Returns the replayed table. Throws invalid_record, naming the source, the line and the field,
/// for text that is not a record, a record of another game, and any event the rules do not give
/// back: a tampered record is an error, never a new round.
template <class Game>
[[nodiscard]] table<Game> replay(std::string_view text, std::string_view source = "the record") {
    using carnival::detail::json_field;
    std::vector<std::string_view> lines;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        lines.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    const auto where = [&](std::size_t line) { return carnival::detail::join({source, " line ", std::to_string(line)}); };
    const auto parsed = [&](std::size_t i) {
        try {
            return carnival::detail::parse_json(lines[i]);
        } catch (const std::invalid_argument& e) {
            throw invalid_record(where(i + 1) + ": " + e.what());
        }
    };
    if (lines.empty()) throw invalid_record(std::string(source) + ": empty, not a table record");
    try {
        const auto header_value = parsed(0);
        const std::string header_source = where(1);
        const json_field header(header_value, "", header_source);
        header.only({"record", "version", "library", "game", "settlement", "seed", "rules"});
        if (header["record"].text() != "carnival table record") header["record"].refuse("not a carnival table record");
        if (header["version"].whole() != 3)
            header["version"].refuse("this library reads version 3 records, which state how their game settles and end with the count "
                                     "of their chips; got version " + std::to_string(header["version"].whole()));
        (void)header["library"].text();
        if (header["game"].text() != Game::name)
            header["game"].refuse(carnival::detail::join({"a record of \"", carnival::detail::excerpt(header["game"].text()), "\", replayed as \"", Game::name, "\""}));
        {  // a game of the same name that settles otherwise (Mini-Tex's two readings, another qualifier)
            const std::vector<std::string> written = header["settlement"].texts(), settles = detail::settlement_lines<Game>();
            for (std::size_t i = 0; i < std::max(written.size(), settles.size()); ++i)
                if (i >= written.size() || i >= settles.size() || written[i] != settles[i])
                    header["settlement"].refuse(carnival::detail::join(
                        {"a record of a game that settles otherwise, replayed as \"", Game::name, "\": the record says \"",
                         i < written.size() ? carnival::detail::excerpt(written[i]) : std::string("nothing more"), "\", this game \"",
                         i < settles.size() ? settles[i] : std::string("nothing more"), "\""}));
        }
        table<Game> t(detail::read_rules<Game>(header["rules"]), header["seed"].whole());

        // The events, grouped by the command that made them.
        std::vector<event> group;
        std::vector<std::size_t> group_lines;
        std::uint64_t expected = 1;
        const auto run_group = [&] {
            if (group.empty()) return;
            if (group.front().command != expected)
                throw invalid_record(carnival::detail::join({where(group_lines.front()), ": command ",
                                                             std::to_string(group.front().command), " where command ",
                                                             std::to_string(expected), " was next"}));
            ++expected;
            // Orders the record says were replayed are queued again; seeded ones must come out of the seed.
            for (const event& e : group)
                if (e.kind == event_kind::shuffled && e.rule == "replayed order") t.replay_shuffle(deck(e.cards));
            const std::size_t before = t.events().size();
            const event& first = group.front();
            try {
                if (detail::find_kind(group, event_kind::opening_step)) {
                    t.open(std::vector<deck>(t.rules().decks));
                } else if (const event* j = detail::find_kind(group, event_kind::joined)) {
                    t.join(j->who, j->amount.chips());
                } else if (const event* s = detail::find_kind(group, event_kind::sat)) {
                    t.sit(s->who, s->at);
                } else if (const event* l = detail::find_kind(group, event_kind::left)) {
                    t.leave(l->at);
                } else if (detail::find_kind(group, event_kind::no_more_bets)) {
                    t.no_more_bets();
                } else if (const event* d = detail::find_kind(group, event_kind::decided)) {
                    t.decide(d->at, d->choice);
                } else if (detail::find_kind(group, event_kind::round_opened)) {
                    t.next_round();
                } else if (first.kind == event_kind::wager_placed || first.kind == event_kind::wager_taken_back) {
                    bets<Game> b;
                    for (const event& e : group)
                        if (e.kind == event_kind::wager_placed) b.on(e.wager, e.amount);
                    t.place(first.at, b);
                } else {
                    throw invalid_record(where(group_lines.front()) + ": no command begins with a \"" +
                                         std::string(name(first.kind)) + "\" event");
                }
            } catch (const invalid_record&) {
                throw;
            } catch (const std::exception& e) {
                throw invalid_record(where(group_lines.front()) + ": the rules refuse the recorded command: " + e.what());
            }
            const std::vector<event> replayed(t.events().begin() + static_cast<std::ptrdiff_t>(before), t.events().end());
            if (replayed != group)
                throw invalid_record(std::string(source) + " " + detail::first_difference(group, group_lines, replayed));
            group.clear();
            group_lines.clear();
        };
        std::size_t count_line = 0;  // 0: none yet
        for (std::size_t i = 1; i < lines.size(); ++i) {
            if (lines[i].empty() && i + 1 == lines.size()) break;  // the text's last newline
            const auto value = parsed(i);
            const std::string line_source = where(i + 1);
            if (count_line != 0) throw invalid_record(line_source + ": a line after the count, which ends the record");
            const json_field line(value, "", line_source);
            if (line.has("count")) {
                run_group();
                detail::check_count(t, line, line_source);
                count_line = i + 1;
                continue;
            }
            event e = [&] {
                try {
                    return detail::read_event(line);
                } catch (const invalid_record&) {
                    throw;
                } catch (const std::invalid_argument& bad) {  // a value the event's types refuse (a negative stake, …)
                    throw invalid_record(line_source + ": " + bad.what());
                }
            }();
            if (!group.empty() && e.command != group.front().command) run_group();
            group.push_back(std::move(e));
            group_lines.push_back(i + 1);
        }
        if (count_line == 0)
            throw invalid_record(std::string(source) + ": no count at its end: a record ends with the count of its chips, "
                                                       "which replay checks (a record cut short?)");
        return t;
    } catch (const invalid_record&) {
        throw;
    } catch (const std::invalid_argument& e) {
        throw invalid_record(std::string(source) + ": " + e.what());
    }
}

}  // namespace carnival::table
