/// \file
/// \brief `replay<Game>(text)`: reads a table's record and carries out its commands again on a new
/// table with the record's rules and seed, each of which must give back, line for line, the
/// events recorded after it — a tampered record is refused, naming its line.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/deck.hpp>
#include <carnival/detail/json_field.hpp>
#include <carnival/error.hpp>
#include <carnival/table/bets.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/record_fields.hpp>
#include <carnival/table/record_v3.hpp>
#include <carnival/table/record_write.hpp>
#include <carnival/table/table.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::table::detail {

/// Whether \p line is a command line (command_line): `{"command":N,"do":…`.
[[nodiscard]] inline bool is_command_line(std::string_view line) noexcept {
    constexpr std::string_view start = "{\"command\":";
    if (!line.starts_with(start)) return false;
    const std::size_t comma = line.find(',', start.size());
    return comma != std::string_view::npos && line.substr(comma + 1).starts_with("\"do\":");
}

/// \brief The command line \p f (command_line), numbered \p expected; an open command opens
/// \p decks fresh decks. Throws invalid_record naming the field.
template <class Game>
command<Game> read_command(const carnival::detail::json_field& f, std::uint64_t expected, std::size_t decks) {
    if (const std::uint64_t number = f["command"].whole(1); number != expected)
        f["command"].refuse(carnival::detail::join({"command ", std::to_string(number), " where command ", std::to_string(expected), " was next"}));
    const std::string what = f["do"].text();
    const auto at = [&] { return position{static_cast<unsigned>(f["at"].whole(1, 64))}; };
    if (what == "open") {
        f.only({"command", "do"});
        return commands::open{std::vector<deck>(decks)};
    }
    if (what == "join") {
        f.only({"command", "do", "who", "chips"});
        return commands::join{f["who"].text(), money_of(f["chips"])};
    }
    if (what == "sit") {
        f.only({"command", "do", "who", "at"});
        return commands::sit{f["who"].text(), at()};
    }
    if (what == "leave") {
        f.only({"command", "do", "at"});
        return commands::leave{at()};
    }
    if (what == "place") {
        f.only({"command", "do", "at", "wagers"});
        bets<Game> b;
        for (const carnival::detail::json_field& w : f["wagers"].elements()) {
            w.only({"wager", "amount"});
            b.on(w["wager"].text(), read_stake(w["amount"]));
        }
        return commands::place<Game>{at(), b};
    }
    if (what == "no-more-bets") {
        f.only({"command", "do"});
        return commands::no_more_bets{};
    }
    if (what == "decide") {
        f.only({"command", "do", "at", "choice"});
        return commands::decide{at(), decision_named(f["choice"])};
    }
    if (what == "next-round") {
        f.only({"command", "do"});
        return commands::next_round{};
    }
    f["do"].refuse("expected one of open, join, sit, leave, place, no-more-bets, decide, next-round, got \"" +
                   carnival::detail::excerpt(what) + "\"");
}

/// \brief Replays a version 4 record, lines 1 on, on \p t: each command line carried out, the
/// events it gives written as the record writes them and compared with the lines that follow it;
/// then the count.
template <class Game>
void replay_commands(table<Game>& t, const record_lines& lines) {
    const std::size_t n = !lines[lines.size() - 1].empty() ? lines.size() : lines.size() - 1;  // the last newline
    std::uint64_t expected = 1;
    std::string given;  // an event the rules give, as the record writes it
    for (std::size_t i = 1; i < n;) {
        if (is_count_line(lines[i])) return check_count_at(t, lines, i);
        if (!is_command_line(lines[i])) {
            const event e = lines.event_at(i);  // refused by its fields first, if they are wrong
            throw invalid_record(carnival::detail::join({lines.where(i), ": a \"", name(e.kind),
                                                         "\" event where a command was next: each command is written before the events it gave"}));
        }
        const carnival::detail::json_value value = lines.parsed(i);
        const std::string here = lines.where(i);
        const command<Game> c = [&] {
            try {
                return read_command<Game>(carnival::detail::json_field(value, "", here), expected, t.rules().decks);
            } catch (const invalid_record&) {
                throw;
            } catch (const std::invalid_argument& bad) {  // a value the command's types refuse (an unknown wager, …)
                throw invalid_record(here + ": " + bad.what());
            }
        }();
        std::size_t end = i + 1;  // the events recorded for it: lines i + 1 to end
        while (end < n && !is_command_line(lines[end]) && !is_count_line(lines[end])) ++end;
        // Orders the record says were replayed are queued again; seeded ones must come out of the seed.
        for (std::size_t k = i + 1; k < end; ++k)
            if (lines[k].find("\"replayed\":") != std::string_view::npos)  // only such lines are read here
                if (const event e = lines.event_at(k); e.replayed) t.replay_shuffle(deck(e.cards));
        std::span<const logged_event> gave;
        try {
            gave = t.apply(c);
        } catch (const std::exception& e) {
            throw invalid_record(here + ": the rules refuse the recorded command: " + e.what());
        }
        const std::size_t recorded = end - (i + 1);
        for (std::size_t k = 0; k < recorded || k < gave.size(); ++k) {
            given.clear();
            if (k < gave.size()) append_record_line(given, t.describe(gave[k]));
            if (k < recorded && k < gave.size() && lines[i + 1 + k] == given) continue;
            const std::size_t line = k < recorded ? i + 1 + k : end - 1;
            if (k < recorded)
                if (const event e = lines.event_at(line); e.command != expected)  // its fields first, if they are wrong
                    throw invalid_record(carnival::detail::join({lines.where(line), ": an event of command ", std::to_string(e.command),
                                                                 " where command ", std::to_string(expected), " gave its events"}));
            refuse_differing(lines.where(line), k < recorded ? lines[line] : std::string_view(), k < gave.size() ? given : std::string());
        }
        ++expected;
        i = end;
    }
    throw invalid_record(std::string(lines.source()) +
                         ": no count at its end: a record ends with the count of its chips, which replay checks (a record cut short?)");
}

}  // namespace carnival::table::detail

namespace carnival::table {

/// \brief Reads the record \p text (what write_record wrote; \p source names it in messages) and
/// replays it: a new table of \p Game with the record's rules and seed carries out the record's
/// commands one by one — open, join, sit, leave, place, no more bets, decide, next round — and
/// each must give back exactly the events recorded for it, card for card and chip for chip; the
/// count at its end must be the replayed table's. Returns the replayed table. Throws
/// invalid_record, naming the source, the line and the field, for text that is not a record, a
/// record of another game, and any event the rules do not give back: a tampered record is an
/// error, never a new round. Records of version 3 (events only) are read too.
template <class Game>
[[nodiscard]] table<Game> replay(std::string_view text, std::string_view source = "the record") {
    using carnival::detail::json_field;
    const detail::record_lines lines(text, source);
    if (text.empty()) throw invalid_record(std::string(source) + ": empty, not a table record");
    try {
        const carnival::detail::json_value header_value = lines.parsed(0);
        const std::string header_source = lines.where(0);
        const json_field header(header_value, "", header_source);
        header.only({"record", "version", "library", "game", "settlement", "seed", "rules"});
        if (header["record"].text() != "carnival table record") header["record"].refuse("not a carnival table record");
        const std::uint64_t version = header["version"].whole();
        if (version != 3 && version != record_version)
            header["version"].refuse(carnival::detail::join({"this library reads version ", std::to_string(record_version),
                                                             " records, and version 3 records written before them; got version ",
                                                             std::to_string(version)}));
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
        if (version == 3) detail::replay_v3(t, lines);
        else detail::replay_commands(t, lines);
        return t;
    } catch (const invalid_record&) {
        throw;
    } catch (const std::invalid_argument& e) {
        throw invalid_record(std::string(source) + ": " + e.what());
    }
}

}  // namespace carnival::table
