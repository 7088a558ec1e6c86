/// \file
/// \brief `carnival::detail::parse_json(text)`: a strict RFC 8259 reader for what the library
/// writes (par sheets, table records) — a small tree of values, every number kept as its text so that integers
/// are read exactly, and a refusal (std::invalid_argument with the line and column) for anything
/// that is not JSON.
#pragma once

#include <carnival/config.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::detail {

/// One JSON value. Objects keep their members in order, names in `names`, values in `items`.
struct json_value {
    enum class type : unsigned char { null, boolean, number, string, array, object };
    json_value::type kind = type::null;
    bool boolean = false;
    std::string text;                ///< a string's characters, or a number as written
    std::vector<std::string> names;  ///< an object's member names (each once)
    std::vector<json_value> items;   ///< an array's elements, or an object's member values
};

/// The JSON reader: one pass over the text, at most `max_depth` arrays and objects deep.
class json_parser {
public:
    static constexpr int max_depth = 64;

    explicit json_parser(std::string_view text) : text_(text) {}

    /// The one value the text holds, with nothing but whitespace around it.
    json_value document() {
        json_value v = value(0);
        skip_space();
        if (at_ < text_.size()) fail("unexpected text after the JSON value");
        return v;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;

    [[noreturn]] void fail(const std::string& what) const {
        std::size_t line = 1, column = 1;
        for (std::size_t i = 0; i < at_ && i < text_.size(); ++i) {
            if (text_[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        throw std::invalid_argument("not JSON: line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what);
    }
    void skip_space() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r')) ++at_;
    }
    [[nodiscard]] bool next_is(char c) {
        skip_space();
        return at_ < text_.size() && text_[at_] == c;
    }
    void expect(char c) {
        if (!next_is(c)) fail(std::string("expected '") + c + "'");
        ++at_;
    }
    void literal(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) fail("expected a value");
        at_ += word.size();
    }

    json_value value(int depth) {
        skip_space();
        if (at_ == text_.size()) fail("expected a value, got the end of the text");
        json_value v;
        switch (text_[at_]) {
            case '{': {
                if (depth == max_depth) fail("nested deeper than " + std::to_string(max_depth));
                v.kind = json_value::type::object;
                ++at_;
                if (next_is('}')) {
                    ++at_;
                    return v;
                }
                for (;;) {
                    skip_space();
                    if (at_ == text_.size() || text_[at_] != '"') fail("expected a member name in quotes");
                    std::string name = string();
                    for (const std::string& n : v.names)
                        if (n == name) fail("member \"" + name + "\" given twice");
                    expect(':');
                    v.items.push_back(value(depth + 1));
                    v.names.push_back(std::move(name));
                    if (!next_is(',')) break;
                    ++at_;
                }
                expect('}');
                return v;
            }
            case '[':
                if (depth == max_depth) fail("nested deeper than " + std::to_string(max_depth));
                v.kind = json_value::type::array;
                ++at_;
                if (next_is(']')) {
                    ++at_;
                    return v;
                }
                for (;;) {
                    v.items.push_back(value(depth + 1));
                    if (!next_is(',')) break;
                    ++at_;
                }
                expect(']');
                return v;
            case '"':
                v.kind = json_value::type::string;
                v.text = string();
                return v;
            case 't':
                literal("true");
                v.kind = json_value::type::boolean;
                v.boolean = true;
                return v;
            case 'f':
                literal("false");
                v.kind = json_value::type::boolean;
                return v;
            case 'n':
                literal("null");
                return v;
            default:
                v.kind = json_value::type::number;
                v.text = number();
                return v;
        }
    }

    // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    std::string number() {
        const std::size_t from = at_;
        const auto digit = [&] { return at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9'; };
        const auto digits = [&] {
            if (!digit()) fail("expected a digit");
            while (digit()) ++at_;
        };
        if (at_ < text_.size() && text_[at_] == '-') ++at_;
        if (!digit()) fail("expected a value");
        if (text_[at_] == '0') ++at_;
        else digits();
        if (at_ < text_.size() && text_[at_] == '.') {
            ++at_;
            digits();
        }
        if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
            ++at_;
            if (at_ < text_.size() && (text_[at_] == '+' || text_[at_] == '-')) ++at_;
            digits();
        }
        return std::string(text_.substr(from, at_ - from));
    }

    unsigned hex4() {
        unsigned u = 0;
        for (int i = 0; i < 4; ++i, ++at_) {
            if (at_ == text_.size()) fail("expected four hexadecimal digits after \\u");
            const char c = text_[at_];
            const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) fail("expected four hexadecimal digits after \\u");
            u = u * 16 + static_cast<unsigned>(d);
        }
        return u;
    }
    static void append_utf8(std::string& out, unsigned u) {
        const auto byte = [&](unsigned b) { out += static_cast<char>(static_cast<unsigned char>(b)); };
        if (u < 0x80) {
            byte(u);
        } else if (u < 0x800) {
            byte(0xC0 | (u >> 6));
            byte(0x80 | (u & 0x3F));
        } else if (u < 0x10000) {
            byte(0xE0 | (u >> 12));
            byte(0x80 | ((u >> 6) & 0x3F));
            byte(0x80 | (u & 0x3F));
        } else {
            byte(0xF0 | (u >> 18));
            byte(0x80 | ((u >> 12) & 0x3F));
            byte(0x80 | ((u >> 6) & 0x3F));
            byte(0x80 | (u & 0x3F));
        }
    }

    // At the opening quote: the string's characters, escapes resolved.
    std::string string() {
        ++at_;
        std::string out;
        for (;;) {
            if (at_ == text_.size()) fail("a string without its closing quote");
            const char c = text_[at_];
            if (static_cast<unsigned char>(c) < 0x20) fail("a control character in a string (write it as an escape)");
            ++at_;
            if (c == '"') return out;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (at_ == text_.size()) fail("a string without its closing quote");
            switch (text_[at_++]) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    unsigned u = hex4();
                    if (u >= 0xDC00 && u <= 0xDFFF) fail("a low surrogate without its high surrogate");
                    if (u >= 0xD800 && u <= 0xDBFF) {
                        if (text_.substr(at_, 2) != "\\u") fail("a high surrogate without its low surrogate");
                        at_ += 2;
                        const unsigned low = hex4();
                        if (low < 0xDC00 || low > 0xDFFF) fail("a high surrogate without its low surrogate");
                        u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
                    }
                    append_utf8(out, u);
                    break;
                }
                default:
                    --at_;
                    fail("an unknown escape in a string");
            }
        }
    }
};

/// The value \p text holds; throws std::invalid_argument ("not JSON: line L, column C: …").
[[nodiscard]] inline json_value parse_json(std::string_view text) { return json_parser(text).document(); }

}  // namespace carnival::detail
