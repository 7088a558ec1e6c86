/// \file
/// \brief `carnival::table::event_log`: a table's events in the order they happened, each
/// numbered by the command that made it — or none, for a table that does not record.
#pragma once

#include <carnival/config.hpp>

#include <carnival/table/event.hpp>

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace carnival::table {

/// \brief A table's events, each numbered by the command that made it; a log that does not
/// record builds none (an event is made by a function called only when it is recorded).
class event_log {
public:
    /// A log that records, or (\p record false) one that keeps nothing.
    explicit event_log(bool record = true) noexcept : record_(record) {}
    /// Whether it records.
    [[nodiscard]] bool recording() const noexcept { return record_; }
    /// Every event recorded.
    [[nodiscard]] const std::vector<event>& events() const noexcept { return events_; }
    /// The events recorded from the \p first onwards.
    [[nodiscard]] std::span<const event> since(std::size_t first) const noexcept {
        return std::span<const event>(events_).subspan(first);
    }
    /// The events made from now on belong to command \p number.
    void begin(std::uint64_t number) noexcept { command_ = number; }
    /// Records the event \p make() builds, when the log records.
    template <class Make>
    void note(Make&& make) {
        if (!record_) return;
        events_.push_back(make());
        events_.back().command = command_;
    }
    /// Same events, both recording or neither (the number of the command running is not compared).
    friend bool operator==(const event_log& a, const event_log& b) { return a.record_ == b.record_ && a.events_ == b.events_; }

private:
    bool record_ = true;
    std::uint64_t command_ = 0;
    std::vector<event> events_;
};

}  // namespace carnival::table
