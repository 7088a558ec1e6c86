// tools::progress_line: the percentage at once, then the rate (in rounds: a step is a block) and
// the time left, on one line rewritten in place, a new line when done; no rate without a unit.
#include "../support/catch.hpp"

#include <carnival/tools/progress_line.hpp>

#include <chrono>
#include <sstream>
#include <string>
#include <thread>

using namespace carnival;

TEST_CASE("progress_line: percentage, then the rate in rounds (a step is a block of rounds) and time left, on one line", "[tools]") {
    std::ostringstream err;
    tools::progress_line line(err);
    line(1, 4);  // the first call starts the clock: no rate yet
    CHECK(err.str() == "\r 25%  ");
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    line(2, 4);
    const std::string second = err.str().substr(std::string("\r 25%  ").size());
    CHECK(second.starts_with("\r 50% "));
    CHECK(second.find(" M rounds/s, 0:") != std::string::npos);
    CHECK(second.find(" 0.0 M rounds/s") == std::string::npos);  // a block is 65,536 rounds, not one
    CHECK(second.find('\n') == std::string::npos);                // rewritten in place until done
    line(4, 4);
    CHECK(err.str().ends_with("left  \n"));
    // No unit: an exact analysis's share done and time left, no rate.
    std::ostringstream exact;
    tools::progress_line share(exact, "");
    share(1, 3);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    share(2, 3);
    CHECK(exact.str().find("\r 67%, 0:") != std::string::npos);
    CHECK(exact.str().find("/s") == std::string::npos);
}
