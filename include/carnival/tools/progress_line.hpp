/// \file
/// \brief `carnival::tools::progress_line`: a simulation's progress as one line on a terminal —
/// percentage, rate and time left — rewritten in place (a simulation::progress_callback).
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/format.hpp>

#include <chrono>
#include <cstdint>
#include <ostream>

namespace carnival::tools {

/// "37% 12.3 M rounds/s, 0:12 left" on one line of the stream, rewritten in place; a new line when done.
class progress_line {
public:
    /// Writes to \p err (standard error, when it is a terminal); the clock starts now.
    explicit progress_line(std::ostream& err) : err_(&err), start_(std::chrono::steady_clock::now()) {}
    /// \p done of \p total rounds simulated.
    void operator()(std::uint64_t done, std::uint64_t total) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
        const double left = rate > 0 ? static_cast<double>(total - done) / rate : 0;
        *err_ << "\r" << report::printed("%3.0f%%", total == 0 ? 100.0 : 100.0 * static_cast<double>(done) / static_cast<double>(total))
              << report::printed(" %.1f M rounds/s, ", rate / 1e6) << static_cast<long>(left) / 60 << ":"
              << report::printed("%02.0f left  ", static_cast<double>(static_cast<long>(left) % 60)) << std::flush;
        if (done == total) *err_ << "\n";
    }

private:
    std::ostream* err_;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace carnival::tools
