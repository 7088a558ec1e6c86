/// \file
/// \brief What reading a table's record shares, whatever its version: invalid_record, the
/// record's lines, and the readers of its fields — an event, a stake, the house rules, the count.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/detail/json_field.hpp>
#include <carnival/detail/json_value.hpp>
#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/record_write.hpp>
#include <carnival/table/stake.hpp>
#include <carnival/table/table.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::table {

/// \brief A record that cannot be read or replayed: not JSON lines, a field of the wrong type, an
/// event the rules do not give back. The message names the source, the line and the field.
class invalid_record : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

namespace detail {

/// A record's text as lines, and where each is: "night.jsonl line 12".
class record_lines {
public:
    /// The lines of \p text; \p source names it in messages. A last newline ends the last line.
    record_lines(std::string_view text, std::string_view source) : source_(source) {
        for (std::size_t at = 0; at < text.size();) {
            const std::size_t end = std::min(text.find('\n', at), text.size());
            lines_.push_back(text.substr(at, end - at));
            at = end + 1;
        }
    }
    /// How many.
    [[nodiscard]] std::size_t size() const noexcept { return lines_.size(); }
    /// Line \p i, from 0.
    [[nodiscard]] std::string_view operator[](std::size_t i) const noexcept { return lines_[i]; }
    /// What the messages call the record.
    [[nodiscard]] std::string_view source() const noexcept { return source_; }
    /// "source line n" for line \p i (from 0).
    [[nodiscard]] std::string where(std::size_t i) const { return carnival::detail::join({source_, " line ", std::to_string(i + 1)}); }
    /// Line \p i as JSON; throws invalid_record naming it when it is not.
    [[nodiscard]] carnival::detail::json_value parsed(std::size_t i) const {
        try {
            return carnival::detail::parse_json(lines_[i]);
        } catch (const std::invalid_argument& e) {
            throw invalid_record(where(i) + ": " + e.what());
        }
    }
    /// Event line \p i read; throws invalid_record naming the line and the field.
    [[nodiscard]] event event_at(std::size_t i) const;

private:
    std::string_view source_;
    std::vector<std::string_view> lines_;
};

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


/// The stake \p f writes (record_line, command_line): chips, plaques and a coupon, each in minor units.
inline stake read_stake(const carnival::detail::json_field& f) {
    f.only({"chips", "plaques", "coupon"});
    const auto part = [&](const char* key) { return f.has(key) ? money_of(f[key]) : money{}; };
    return stake::of_parts(part("chips"), part("plaques"), part("coupon"));
}

/// The event \p f writes (record_line).
inline event read_event(const carnival::detail::json_field& f) {
    f.only({"command", "event", "round", "at", "who", "wager", "rule", "line", "cards", "face_up", "replayed", "amount", "paid", "house",
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
    if (f.has("replayed")) e.replayed = f["replayed"].boolean();
    if (f.has("amount")) e.amount = read_stake(f["amount"]);
    if (f.has("paid")) e.paid = money_of(f["paid"]);
    if (f.has("house")) e.house = money_of(f["house"]);
    if (f.has("dealers")) e.dealers = money_of(f["dealers"]);
    if (f.has("choice")) e.choice = decision_named(f["choice"]);
    if (f.has("number")) e.number = f["number"].whole();
    if (f.has("text")) e.text = f["text"].text();
    return e;
}

/// \brief Refuses a record at \p where whose line says \p recorded where the rules give \p given
/// (either empty: nothing more).
[[noreturn]] inline void refuse_differing(const std::string& where, std::string_view recorded, std::string_view given) {
    throw invalid_record(carnival::detail::join({where, ": the record says ", recorded.empty() ? "nothing more" : recorded,
                                                 ", the rules give ", given.empty() ? "nothing more" : given}));
}

/// The house rules the header's \p f writes (record_header), checked.
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

inline event record_lines::event_at(std::size_t i) const {
    const carnival::detail::json_value value = parsed(i);
    const std::string here = where(i);
    try {
        return read_event(carnival::detail::json_field(value, "", here));
    } catch (const invalid_record&) {
        throw;
    } catch (const std::invalid_argument& bad) {  // a value the event's types refuse (a negative stake, …)
        throw invalid_record(here + ": " + bad.what());
    }
}

/// \brief Checks the record's count (record_count) against the replayed table \p t; throws
/// invalid_record naming the line and the first figure that differs.
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


/// \brief Checks count line \p i of \p lines against \p t, and that no line follows it (but the
/// text's last newline).
template <class Game>
void check_count_at(const table<Game>& t, const record_lines& lines, std::size_t i) {
    const carnival::detail::json_value value = lines.parsed(i);
    const std::string here = lines.where(i);
    check_count(t, carnival::detail::json_field(value, "", here), here);
    for (std::size_t k = i + 1; k < lines.size(); ++k)
        if (!(lines[k].empty() && k + 1 == lines.size()))
            throw invalid_record(lines.where(k) + ": a line after the count, which ends the record");
}

/// Whether line \p line is a record's count.
[[nodiscard]] inline bool is_count_line(std::string_view line) noexcept { return line.starts_with("{\"count\":"); }

}  // namespace detail

}  // namespace carnival::table
