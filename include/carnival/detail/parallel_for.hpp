/// \file
/// \brief `carnival::detail::parallel_for`: the one place carnival starts threads.
#pragma once

#include <carnival/config.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <thread>
#include <vector>

namespace carnival::detail {

/// \brief parallel_for's work, compiled once whatever the body: `call(body, t, i)` runs the body
/// (a function pointer and an address, so that no thread machinery is instantiated per caller).
inline void parallel_for_erased(unsigned threads, std::size_t n, void (*call)(const void*, unsigned, std::size_t),
                                const void* body) {
    threads = static_cast<unsigned>(std::clamp<std::size_t>(threads, 1, std::max<std::size_t>(n, 1)));
    std::atomic<bool> failed{false};
    std::exception_ptr first;  // written only by the thread that set `failed`
    const auto fail = [&] {
        if (!failed.exchange(true)) first = std::current_exception();
    };
    const auto work = [&](unsigned t) {
        try {
            for (std::size_t i = t; i < n && !failed; i += threads) call(body, t, i);
        } catch (...) {
            fail();
        }
    };
    std::vector<std::thread> pool;
    try {
        pool.reserve(threads - 1);
        for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
    } catch (...) {
        fail();
    }
    if (!failed) work(0);  // the calling thread takes share 0
    for (std::thread& th : pool) th.join();
    if (first) std::rethrow_exception(first);
}

/// \brief Calls `body(t, i)` for every `i` in `[0, n)` on \p threads threads (no more than there
/// are `i`); thread `t` takes `i = t, t + threads, …`, so which thread handles which `i` is fixed. The first exception thrown
/// (by the body, or by starting a thread) stops the other threads from taking more work and is
/// rethrown once every started thread has ended; later exceptions are dropped.
template <class Body>
void parallel_for(unsigned threads, std::size_t n, const Body& body) {
    parallel_for_erased(
        threads, n, [](const void* b, unsigned t, std::size_t i) { (*static_cast<const Body*>(b))(t, i); }, &body);
}

/// The number of threads to use when the caller asks for 0: the machine's hardware threads.
[[nodiscard]] inline unsigned threads_or_hardware(unsigned threads) noexcept {
    return threads != 0 ? threads : std::max(1U, std::thread::hardware_concurrency());
}

}  // namespace carnival::detail
