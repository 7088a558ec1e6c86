/// \file
/// \brief `carnival::detail::parallel_for`: the one place carnival starts threads (the
/// definitions, and `<thread>`, in detail/impl/parallel_for.hpp).
#pragma once

#include <carnival/config.hpp>

#include <cstddef>

namespace carnival::detail {

/// \brief parallel_for's work, compiled once whatever the body: `call(body, t, i)` runs the body
/// (a function pointer and an address, so that no thread machinery is instantiated per caller).
CARNIVAL_DECL void parallel_for_erased(unsigned threads, std::size_t n, void (*call)(const void*, unsigned, std::size_t),
                                       const void* body);

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
[[nodiscard]] CARNIVAL_DECL unsigned threads_or_hardware(unsigned threads) noexcept;

}  // namespace carnival::detail

#if !defined(CARNIVAL_SEPARATE_COMPILATION)
#include <carnival/detail/impl/parallel_for.hpp>
#endif
