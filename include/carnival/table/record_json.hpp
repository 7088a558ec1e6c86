/// \file
/// \brief How a table's record writes JSON: an object's fields appended to a string
/// (`object_writer`: numbers, text, cards, a stake), and `add_field` for the header.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/detail/json_string.hpp>
#include <carnival/money/money.hpp>
#include <carnival/table/stake.hpp>

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace carnival::table {

namespace detail {

/// Appends field \p key holding \p json to the object \p out opens.
inline void add_field(std::string& out, std::string_view key, const std::string& json) {
    out += out.size() > 1 ? "," : "";
    out += carnival::detail::json_string(key);
    out += ':';
    out += json;
}
/// "true" or "false".
inline std::string json_bool(bool b) { return b ? "true" : "false"; }

/// Writes a JSON object's fields at the end of a string, each key a plain name.
class object_writer {
public:
    /// Opens the object at the end of \p out.
    explicit object_writer(std::string& out) : out_(out) { out_ += '{'; }
    /// The key of the next field.
    void key(std::string_view k) {
        if (!first_) out_ += ',';
        first_ = false;
        out_ += '"';
        out_ += k;
        out_ += "\":";
    }
    /// A field holding a whole number.
    void number(std::string_view k, std::int64_t v) {
        key(k);
        char digits[24];
        out_.append(digits, static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, v).ptr - digits));
    }
    /// A field holding text.
    void text(std::string_view k, std::string_view v) {
        key(k);
        carnival::detail::append_json_string(out_, v);
    }
    /// A field holding JSON as written.
    void json(std::string_view k, std::string_view v) {
        key(k);
        out_ += v;
    }
    /// A field holding cards, as their names.
    void cards(std::string_view k, const std::vector<card>& cs) {
        key(k);
        out_ += '[';
        for (std::size_t i = 0; i < cs.size(); ++i) {
            out_ += i ? ",\"" : "\"";
            out_ += to_string(cs[i]);
            out_ += '"';
        }
        out_ += ']';
    }
    /// A field holding a stake: its chips, plaques and coupon that are not zero, in minor units.
    void stake_of(std::string_view k, const stake& s) {
        key(k);
        object_writer parts(out_);
        if (s.chips() != money{}) parts.number("chips", s.chips().minor_units());
        if (s.plaques() != money{}) parts.number("plaques", s.plaques().minor_units());
        if (s.coupon() != money{}) parts.number("coupon", s.coupon().minor_units());
        parts.close();
    }
    /// Closes the object.
    void close() { out_ += '}'; }

private:
    std::string& out_;
    bool first_ = true;
};

}  // namespace detail

}  // namespace carnival::table
