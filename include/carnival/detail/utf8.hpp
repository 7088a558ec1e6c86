/// \file
/// \brief `carnival::detail::first_invalid_utf8`: where text stops being UTF-8 (a name in a
/// record is JSON text, which is UTF-8).
#pragma once

#include <carnival/config.hpp>

#include <cstddef>
#include <optional>
#include <string_view>

namespace carnival::detail {

/// \brief The offset of the first byte of \p text that does not begin a well-formed UTF-8
/// character (RFC 3629: no overlong form, no surrogate, nothing past U+10FFFF), or nothing when
/// all of it is UTF-8.
[[nodiscard]] constexpr std::optional<std::size_t> first_invalid_utf8(std::string_view text) noexcept {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto b = static_cast<unsigned char>(text[i]);
        std::size_t n = 0;  // continuation bytes
        unsigned char lo = 0x80, hi = 0xBF;  // the range of the second byte
        if (b < 0x80) n = 0;
        else if (b >= 0xC2 && b <= 0xDF) n = 1;
        else if (b == 0xE0) n = 2, lo = 0xA0;
        else if (b == 0xED) n = 2, hi = 0x9F;
        else if (b >= 0xE1 && b <= 0xEF) n = 2;
        else if (b == 0xF0) n = 3, lo = 0x90;
        else if (b == 0xF4) n = 3, hi = 0x8F;
        else if (b >= 0xF1 && b <= 0xF3) n = 3;
        else return i;
        if (n > text.size() - i - 1) return i;  // cut short
        for (std::size_t k = 1; k <= n; ++k) {
            const auto c = static_cast<unsigned char>(text[i + k]);
            if (c < (k == 1 ? lo : 0x80) || c > (k == 1 ? hi : 0xBF)) return i;
        }
        i += n + 1;
    }
    return std::nullopt;
}

}  // namespace carnival::detail
