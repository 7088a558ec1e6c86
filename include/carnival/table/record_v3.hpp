/// \file
/// \brief Records of version 3, written before each command had a line of its own: each group of
/// events is replayed by the command it can only have come from, and must come back bit for bit.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/deck.hpp>
#include <carnival/error.hpp>
#include <carnival/table/bets.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/record_fields.hpp>
#include <carnival/table/record_write.hpp>
#include <carnival/table/table.hpp>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <vector>

namespace carnival::table::detail {

/// Whether a group of events holds one of kind \p k.
inline const event* find_kind(const std::vector<event>& group, event_kind k) {
    for (const event& e : group)
        if (e.kind == k) return &e;
    return nullptr;
}

/// \brief The command a version 3 record's group of events came from: the event only that
/// command gives (a join's "joined", …), or a place's wagers.
template <class Game>
command<Game> command_of_v3(const std::vector<event>& group, std::size_t decks) {
    if (find_kind(group, event_kind::opening_step)) return commands::open{std::vector<deck>(decks)};
    if (const event* j = find_kind(group, event_kind::joined)) return commands::join{j->who, j->amount.chips()};
    if (const event* s = find_kind(group, event_kind::sat)) return commands::sit{s->who, s->at};
    if (const event* l = find_kind(group, event_kind::left)) return commands::leave{l->at};
    if (find_kind(group, event_kind::no_more_bets)) return commands::no_more_bets{};
    if (const event* d = find_kind(group, event_kind::decided)) return commands::decide{d->at, d->choice};
    if (find_kind(group, event_kind::round_opened)) return commands::next_round{};
    const event& first = group.front();
    if (first.kind != event_kind::wager_placed && first.kind != event_kind::wager_taken_back)
        throw invalid_record("no command begins with a \"" + std::string(name(first.kind)) + "\" event");
    bets<Game> b;
    for (const event& e : group)
        if (e.kind == event_kind::wager_placed) b.on(e.wager, e.amount);
    return commands::place<Game>{first.at, b};
}

/// Replays the events of a version 3 record, lines 1 on, on \p t, ending with its count.
template <class Game>
void replay_v3(table<Game>& t, const record_lines& lines) {
    std::vector<event> group;
    std::vector<std::size_t> group_lines;
    std::uint64_t expected = 1;
    const auto run_group = [&] {
        if (group.empty()) return;
        const std::string here = lines.where(group_lines.front());
        if (group.front().command != expected)
            throw invalid_record(carnival::detail::join({here, ": command ", std::to_string(group.front().command), " where command ",
                                                         std::to_string(expected), " was next"}));
        ++expected;
        // Orders the record says were replayed are queued again; seeded ones must come out of the seed.
        for (const event& e : group)
            if (e.replayed) t.replay_shuffle(deck(e.cards));
        std::span<const logged_event> gave;
        try {
            gave = t.apply(command_of_v3<Game>(group, t.rules().decks));
        } catch (const invalid_record& e) {
            throw invalid_record(here + ": " + e.what());
        } catch (const std::exception& e) {
            throw invalid_record(here + ": the rules refuse the recorded command: " + e.what());
        }
        for (std::size_t i = 0; i < group.size() || i < gave.size(); ++i) {
            const std::optional<event> given = i < gave.size() ? std::optional(t.describe(gave[i])) : std::nullopt;
            if (i < group.size() && given && group[i] == *given) continue;
            const std::size_t line = i < group_lines.size() ? group_lines[i] : group_lines.back();
            refuse_differing(lines.where(line), i < group.size() ? record_line(group[i]) : std::string(),
                             given ? record_line(*given) : std::string());
        }
        group.clear();
        group_lines.clear();
    };
    for (std::size_t i = 1; i < lines.size(); ++i) {
        if (lines[i].empty() && i + 1 == lines.size()) break;  // the text's last newline
        if (is_count_line(lines[i])) {
            run_group();
            check_count_at(t, lines, i);
            return;
        }
        event e = lines.event_at(i);
        if (e.kind == event_kind::shuffled && e.rule == "replayed order") {  // how version 3 wrote events::shuffled::replayed
            e.rule.clear();
            e.replayed = true;
        }
        if (!group.empty() && e.command != group.front().command) run_group();
        group.push_back(std::move(e));
        group_lines.push_back(i);
    }
    throw invalid_record(std::string(lines.source()) +
                         ": no count at its end: a record ends with the count of its chips, which replay checks (a record cut short?)");
}

}  // namespace carnival::table::detail
