// What every fuzz target shares: reading typed values off the input bytes, and a check that
// turns a broken invariant into a crash libFuzzer reports (and a replay run fails on).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace fuzz {

/// Aborts, naming the invariant, when \p ok is false.
inline void check(bool ok, const char* invariant) {
    if (!ok) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", invariant);
        std::abort();
    }
}

/// The input, consumed front to back; past the end every read gives zeros.
class input {
public:
    input(const std::uint8_t* data, std::size_t size) noexcept : data_(data), size_(size) {}

    [[nodiscard]] bool empty() const noexcept { return at_ == size_; }
    [[nodiscard]] std::size_t remaining() const noexcept { return size_ - at_; }

    /// The next sizeof(T) bytes as an unsigned integer (little-endian).
    template <class T>
    [[nodiscard]] T take() noexcept {
        T value{};
        for (std::size_t i = 0; i < sizeof(T); ++i) value = static_cast<T>(value | static_cast<T>(static_cast<T>(byte()) << (8 * i)));
        return value;
    }
    /// A value in [0, n) (n > 0) from the next byte(s): as many as n needs.
    [[nodiscard]] std::uint64_t below(std::uint64_t n) noexcept {
        if (n <= 0x100) return byte() % n;
        if (n <= 0x10000) return take<std::uint16_t>() % n;
        return take<std::uint64_t>() % n;
    }
    /// The rest of the input as text.
    [[nodiscard]] std::string_view rest() noexcept {
        const std::string_view text(reinterpret_cast<const char*>(data_ + at_), size_ - at_);
        at_ = size_;
        return text;
    }

private:
    std::uint8_t byte() noexcept { return at_ < size_ ? data_[at_++] : 0; }

    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

}  // namespace fuzz
