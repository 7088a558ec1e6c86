/// \file
/// \brief The definitions of `carnival::detail::parallel_for_erased` and `threads_or_hardware`:
/// included by `<carnival/detail/parallel_for.hpp>` when carnival is header-only, and by
/// `<carnival/src.hpp>` alone under CARNIVAL_SEPARATE_COMPILATION.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/parallel_for.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <thread>
#include <vector>

namespace carnival::detail {

CARNIVAL_DECL void parallel_for_erased(unsigned threads, std::size_t n, void (*call)(const void*, unsigned, std::size_t),
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

CARNIVAL_DECL unsigned threads_or_hardware(unsigned threads) noexcept {
    return threads != 0 ? threads : std::max(1U, std::thread::hardware_concurrency());
}

}  // namespace carnival::detail
