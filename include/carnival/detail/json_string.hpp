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

/// Appends \p text to \p out as a JSON string: quoted, with `"`, `\` and control characters escaped.
inline void append_json_string(std::string& out, std::string_view text) {
    out += '"';
    std::size_t plain = 0;  // where the run of characters written as they are starts
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) >= 0x20 && c != '"' && c != '\\') continue;
        out.append(text, plain, i - plain);
        plain = i + 1;
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                out += "\\u00";
                append_hex(out, static_cast<unsigned char>(c));
        }
    }
    out.append(text, plain, text.size() - plain);
    out += '"';
}

/// \p text as a JSON string: quoted, with `"`, `\` and control characters escaped.
inline std::string json_string(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    append_json_string(out, text);
    return out;
}

}  // namespace carnival::detail
