/// \file
/// \brief Reading cards from text: `"As"`, `"Td"`, `"10d"`, lists like `"As Kd Qh"`.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/error.hpp>

#include <concepts>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carnival {

namespace detail {

/// What read_card found at one position: a card and its length, or a reason.
struct card_token {
    card value{};
    std::size_t length = 0;         ///< characters consumed on success
    const char* error = nullptr;    ///< why it failed, or null
    std::size_t error_at = 0;       ///< offset of the offending character
};

constexpr bool is_separator(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ','; }

/// Reads one card token starting at \p pos: a rank (`2`-`9`, `T`/`10`, `J`, `Q`, `K`, `A`, any
/// case) followed by a suit (`c`, `d`, `h`, `s`, any case) and then the end or a separator.
constexpr card_token read_card(std::string_view text, std::size_t pos) noexcept {
    card_token t;
    if (pos >= text.size()) {
        t.error = "expected a card (rank then suit), found the end of the text";
        t.error_at = pos;
        return t;
    }
    std::size_t at = pos;
    std::optional<rank> r;
    if (text[at] == '1' && at + 1 < text.size() && text[at + 1] == '0') {
        r = rank::ten;
        at += 2;
    } else {
        r = rank_from_symbol(text[at]);
        if (!r) {
            t.error = "expected a rank (2-9, T or 10, J, Q, K, A)";
            t.error_at = at;
            return t;
        }
        ++at;
    }
    if (at >= text.size()) {
        t.error = "expected a suit (c, d, h, s) after the rank, found the end of the text";
        t.error_at = at;
        return t;
    }
    const std::optional<suit> s = suit_from_symbol(text[at]);
    if (!s) {
        t.error = "expected a suit (c, d, h, s) after the rank";
        t.error_at = at;
        return t;
    }
    ++at;
    if (at < text.size() && !is_separator(text[at])) {
        t.error = "unexpected character after a card";
        t.error_at = at;
        return t;
    }
    t.value = card(*r, *s);
    t.length = at - pos;
    return t;
}

/// Calls \p on_card(card, offset) for each card of a separated list; returns the first error
/// (null error when the whole text is well formed). Repeated cards are an error.
template <class OnCard>
constexpr card_token read_cards(std::string_view text, OnCard on_card) {
    card_set seen;
    std::size_t pos = 0;
    for (;;) {
        while (pos < text.size() && is_separator(text[pos])) ++pos;
        if (pos >= text.size()) return {};
        card_token t = read_card(text, pos);
        if (t.error != nullptr) return t;
        if (seen.contains(t.value)) {
            t.error = "duplicate card";
            t.error_at = pos;
            return t;
        }
        seen.insert(t.value);
        on_card(t.value, pos);
        pos += t.length;
    }
}

}  // namespace detail

/// The card written as \p text (`"As"`, `"td"`, `"10d"`, `"2c"`); throws parse_error otherwise.
[[nodiscard]] inline card parse_card(std::string_view text) {
    const detail::card_token t = detail::read_card(text, 0);
    if (t.error != nullptr) throw parse_error(text, t.error_at, t.error);
    if (t.length != text.size()) throw parse_error(text, t.length, "unexpected text after a card");
    return t.value;
}

/// The cards of a list separated by spaces and/or commas (`"As Kd Qh"`, `"As,Kd"`), in order.
/// Throws parse_error on a malformed token or on a card that repeats (never a silent dedupe).
[[nodiscard]] inline std::vector<card> parse_cards(std::string_view text) {
    std::vector<card> cards;
    const detail::card_token t = detail::read_cards(text, [&](card c, std::size_t) { cards.push_back(c); });
    if (t.error != nullptr) throw parse_error(text, t.error_at, t.error);
    return cards;
}

/// The cards of a list as a card_set; same grammar and errors as parse_cards().
[[nodiscard]] inline card_set parse_card_set(std::string_view text) {
    card_set set;
    const detail::card_token t = detail::read_cards(text, [&](card c, std::size_t) { set.insert(c); });
    if (t.error != nullptr) throw parse_error(text, t.error_at, t.error);
    return set;
}

/// Space-separated text of \p cards in their order, e.g. `"As Kd Qh"`.
template <class Cards>
    requires requires(const Cards& cs) {
        { *std::begin(cs) } -> std::convertible_to<card>;
    }
[[nodiscard]] std::string to_string(const Cards& cards) {
    std::string out;
    for (card c : cards) {
        if (!out.empty()) out += ' ';
        out += to_string(c);
    }
    return out;
}

}  // namespace carnival
