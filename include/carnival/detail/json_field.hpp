/// \file
/// \brief `carnival::detail::json_field`: typed, path-naming reads of a parsed JSON document
/// (par sheets, table records), each refusing what it does not expect with std::invalid_argument.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/json_value.hpp>
#include <carnival/error.hpp>

#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

namespace carnival::detail {

/// \brief A value of a JSON document and where it is ("wagers[1].simulation.seed"): typed
/// reads that refuse, naming the source, the path and the value, anything else.
class json_field {
public:
    json_field(const json_value& v, std::string path, std::string_view source) : v_(&v), path_(std::move(path)), source_(source) {}

    /// Throws std::invalid_argument: "SOURCE: PATH: WHAT".
    [[noreturn]] void refuse(const std::string& what) const {
        throw std::invalid_argument(std::string(source_) + ": " + (path_.empty() ? "" : path_ + ": ") + what);
    }

    /// The member \p name of an object, which must be there.
    [[nodiscard]] json_field operator[](std::string_view name) const {
        if (const json_value* m = find(name)) return {*m, joined(name), source_};
        json_field{*v_, joined(name), source_}.refuse("missing");
    }
    /// Whether an object has the member \p name.
    [[nodiscard]] bool has(std::string_view name) const { return find(name) != nullptr; }
    /// Refuses an object with a member not in \p names (a field this reader does not know).
    void only(std::initializer_list<std::string_view> names) const {
        object();
        for (const std::string& n : v_->names) {
            bool known = false;
            for (std::string_view k : names) known = known || n == k;
            if (!known) refuse("unknown field \"" + n + "\"");
        }
    }
    /// The elements of an array.
    [[nodiscard]] std::vector<json_field> elements() const {
        if (v_->kind != json_value::type::array) refuse("expected an array");
        std::vector<json_field> out;
        out.reserve(v_->items.size());
        for (std::size_t i = 0; i < v_->items.size(); ++i) out.push_back({v_->items[i], path_ + "[" + std::to_string(i) + "]", source_});
        return out;
    }
    [[nodiscard]] std::string text() const {
        if (v_->kind != json_value::type::string) refuse("expected a string");
        return v_->text;
    }
    [[nodiscard]] std::vector<std::string> texts() const {
        std::vector<std::string> out;
        for (const json_field& e : elements()) out.push_back(e.text());
        return out;
    }
    /// true or false.
    [[nodiscard]] bool boolean() const {
        if (v_->kind != json_value::type::boolean) refuse("expected true or false, got " + shown());
        return v_->boolean;
    }
    /// A whole number from \p min to \p max, written as one (no fraction, no exponent).
    [[nodiscard]] std::uint64_t whole(std::uint64_t min = 0, std::uint64_t max = std::numeric_limits<std::uint64_t>::max()) const {
        std::uint64_t n = 0;
        if (!integral(n) || n < min || n > max)
            refuse("expected a whole number from " + std::to_string(min) + " to " + std::to_string(max) + ", got " + shown());
        return n;
    }
    /// A whole number that fits in 64 signed bits.
    [[nodiscard]] std::int64_t integer() const {
        std::int64_t n = 0;
        if (!integral(n)) refuse("expected a whole number of 64 bits, got " + shown());
        return n;
    }
    /// A finite number.
    [[nodiscard]] double number() const {
        double x = 0;
        if (v_->kind != json_value::type::number) refuse("expected a number, got " + shown());
        const char* end = v_->text.data() + v_->text.size();
        const auto [ptr, error] = std::from_chars(v_->text.data(), end, x);
        if (error != std::errc{} || ptr != end || !std::isfinite(x)) refuse("expected a finite number, got " + shown());
        return x;
    }

    [[nodiscard]] const std::string& path() const noexcept { return path_; }

private:
    const json_value* v_;
    std::string path_;
    std::string_view source_;

    [[nodiscard]] std::string joined(std::string_view name) const { return path_.empty() ? std::string(name) : path_ + "." + std::string(name); }
    void object() const {
        if (v_->kind != json_value::type::object) refuse("expected an object");
    }
    [[nodiscard]] const json_value* find(std::string_view name) const {
        object();
        for (std::size_t i = 0; i < v_->names.size(); ++i)
            if (v_->names[i] == name) return &v_->items[i];
        return nullptr;
    }
    [[nodiscard]] std::string shown() const {
        switch (v_->kind) {
            case json_value::type::number: return excerpt(v_->text);
            case json_value::type::string: return "a string";
            case json_value::type::array: return "an array";
            case json_value::type::object: return "an object";
            case json_value::type::boolean: return v_->boolean ? "true" : "false";
            case json_value::type::null: break;
        }
        return "null";
    }
    template <class Int>
    [[nodiscard]] bool integral(Int& n) const {
        if (v_->kind != json_value::type::number) return false;
        const char* end = v_->text.data() + v_->text.size();
        const auto [ptr, error] = std::from_chars(v_->text.data(), end, n);
        return error == std::errc{} && ptr == end;
    }
};

}  // namespace carnival::detail
