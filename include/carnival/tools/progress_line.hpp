/// \file
/// \brief `carnival::tools::progress_line`: a simulation's or an exact analysis's progress as one
/// line on a terminal — percentage, rate and time left — rewritten in place (a
/// simulation::progress_callback, or analysis::exact_options::progress).
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/format.hpp>
#include <carnival/simulation/shard.hpp>

#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

namespace carnival::tools {

/// "37% 12.3 M rounds/s, 0:12 left" on one line of the stream, rewritten in place; a new line when done.
class progress_line {
public:
    /// \brief Writes to \p err (standard error, when it is a terminal); each step reported is
    /// \p per_step of \p unit (a simulation's block: simulation::block_rounds rounds); no rate when
    /// \p unit is empty.
    explicit progress_line(std::ostream& err, std::string_view unit = "rounds", double per_step = simulation::block_rounds)
        : err_(&err), unit_(unit), per_step_(per_step) {}
    /// \brief \p done of \p total steps. The rate and the time left are measured from the first
    /// call, so the work before the first step (an exact analysis before a simulation) does not count.
    void operator()(std::uint64_t done, std::uint64_t total) {
        const auto now = std::chrono::steady_clock::now();
        if (!started_) start_ = now, first_ = done, started_ = true;
        const double seconds = std::chrono::duration<double>(now - start_).count();
        const double steps_per_second = seconds > 0 ? static_cast<double>(done - first_) / seconds : 0;
        *err_ << "\r" << report::printed("%3.0f%%", total == 0 ? 100.0 : 100.0 * static_cast<double>(done) / static_cast<double>(total));
        if (steps_per_second > 0) {
            const double left = static_cast<double>(total - done) / steps_per_second;
            if (!unit_.empty()) *err_ << report::printed(" %.1f M ", steps_per_second * per_step_ / 1e6) << unit_ << "/s";
            *err_ << ", " << static_cast<long>(left) / 60 << ":" << report::printed("%02.0f left", static_cast<double>(static_cast<long>(left) % 60));
        }
        *err_ << "  " << std::flush;
        if (done == total) *err_ << "\n";
    }

private:
    std::ostream* err_;
    std::string unit_;
    double per_step_;
    bool started_ = false;
    std::uint64_t first_ = 0;  // the steps done at the first call
    std::chrono::steady_clock::time_point start_{};
};

}  // namespace carnival::tools
