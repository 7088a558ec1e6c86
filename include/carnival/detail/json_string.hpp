/// \file
/// \brief `carnival::detail::json_string(text)`: text as a JSON string (RFC 8259), for every writer
/// of JSON in the library; and `append_hex`, a byte as two hexadecimal digits.
#pragma once

#include <carnival/config.hpp>

#include <string>
#include <string_view>

namespace carnival::detail {

/// Appends \p byte to \p out as two lowercase hexadecimal digits (for escapes: "\\u001f", "\\x1f").
inline void append_hex(std::string& out, unsigned char byte) {
    out += "0123456789abcdef"[byte >> 4];
    out += "0123456789abcdef"[byte & 15U];
}

/// \p text as a JSON string: quoted, with `"`, `\` and control characters escaped.
inline std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    out += "\\u00";
                    append_hex(out, static_cast<unsigned char>(c));
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

}  // namespace carnival::detail
