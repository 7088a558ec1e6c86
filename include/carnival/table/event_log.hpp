/// \file
/// \brief `carnival::table::event_log`: a table's events in the order they happened, typed
/// (typed_event), each numbered by the command that made it, their cards kept in one run of cards —
/// or none, for a table that does not record.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/table/events.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace carnival::table {

/// \brief A table's events, each numbered by the command that made it and kept with its round; a
/// log that does not record builds none (an event is made by a function called only when it is
/// recorded). The cards events concern are kept here, in one vector, and events name them by a
/// card_run: recording an event allocates nothing beyond the log's own growth.
class event_log {
public:
    /// A log that records, or (\p record false) one that keeps nothing.
    explicit event_log(bool record = true) noexcept : record_(record) {}
    /// Whether it records.
    [[nodiscard]] bool recording() const noexcept { return record_; }
    /// Every event recorded.
    [[nodiscard]] std::span<const logged_event> entries() const noexcept { return events_; }
    /// How many events are recorded.
    [[nodiscard]] std::size_t size() const noexcept { return events_.size(); }
    /// The events recorded from the \p first onwards.
    [[nodiscard]] std::span<const logged_event> since(std::size_t first) const noexcept {
        return std::span<const logged_event>(events_).subspan(first);
    }
    /// The cards of run \p r.
    [[nodiscard]] std::span<const card> cards(card_run r) const noexcept {
        return std::span<const card>(cards_).subspan(r.first, r.count);
    }
    /// Keeps \p c among the log's cards, for an event being recorded; the run that names them.
    card_run keep(std::span<const card> c) {
        const card_run r{static_cast<std::uint32_t>(cards_.size()), static_cast<std::uint32_t>(c.size())};
        cards_.insert(cards_.end(), c.begin(), c.end());
        return r;
    }
    /// The events made from now on belong to command \p number.
    void begin(std::uint64_t number) noexcept { command_ = number; }
    /// Records the event \p make() builds in round \p round, when the log records.
    template <class Make>
    void note(std::uint64_t round, Make&& make) {
        if (!record_) return;
        events_.push_back(logged_event{command_, round, make()});
    }
    /// Same events and cards, both recording or neither (the number of the command running is not compared).
    friend bool operator==(const event_log& a, const event_log& b) {
        return a.record_ == b.record_ && a.events_ == b.events_ && a.cards_ == b.cards_;
    }

private:
    bool record_ = true;
    std::uint64_t command_ = 0;
    std::vector<logged_event> events_;
    std::vector<card> cards_;
};

}  // namespace carnival::table
