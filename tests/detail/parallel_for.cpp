// parallel_for: every index once, on any number of threads (more than the machine has
// included), the first exception reaches the caller after every thread ended. The thread
// sanitizer job runs the tests tagged [threads].
#include "../support/catch.hpp"

#include <carnival/detail/parallel_for.hpp>

#include <atomic>
#include <cstddef>
#include <stdexcept>
#include <thread>
#include <vector>

using carnival::detail::parallel_for;

TEST_CASE("parallel_for: each index exactly once, on its fixed thread, for 1 to 16 threads", "[threads]") {
    const std::size_t n = 1000;
    for (unsigned threads : {1U, 2U, 3U, 8U, 16U}) {
        INFO(threads << " threads");
        std::vector<std::atomic<int>> seen(n);
        std::vector<unsigned> by(n, 99);  // each index is written by one thread only
        parallel_for(threads, n, [&](unsigned t, std::size_t i) {
            ++seen[i];
            by[i] = t;
        });
        for (std::size_t i = 0; i < n; ++i) {
            REQUIRE(seen[i] == 1);
            REQUIRE(by[i] == i % threads);
        }
    }
}

TEST_CASE("parallel_for: no more threads than indices, and nothing to do is nothing done", "[threads]") {
    std::atomic<unsigned> highest{0};
    parallel_for(64, 3, [&](unsigned t, std::size_t) {
        unsigned seen = highest;
        while (t > seen && !highest.compare_exchange_weak(seen, t)) {}
    });
    CHECK(highest < 3);
    bool called = false;
    parallel_for(8, 0, [&](unsigned, std::size_t) { called = true; });
    CHECK_FALSE(called);
}

TEST_CASE("parallel_for: an exception stops the work and reaches the caller once every thread ended", "[threads]") {
    for (unsigned threads : {1U, 2U, 8U}) {
        INFO(threads << " threads");
        std::atomic<int> running{0}, done{0};
        CHECK_THROWS_WITH(parallel_for(threads, 10'000,
                                       [&](unsigned, std::size_t i) {
                                           ++running;
                                           if (i == 17) throw std::runtime_error("index 17 failed");
                                           ++done;
                                           --running;
                                       }),
                          "index 17 failed");
        CHECK(running == 1);      // only the throwing call did not finish: the others ended first
        CHECK(done < 10'000 - 1);  // and the rest stopped early
    }
}
