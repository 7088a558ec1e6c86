// Fuzz target: card text. parse_cards, parse_card_set and parse_card against a reference parser
// written from the grammar (a rank 2-9, T or 10, J, Q, K, A, then a suit c, d, h, s, either in
// any case; cards separated by spaces, tabs, line breaks or commas; no card twice): they accept
// exactly the same texts with the same cards, refuse the rest with parse_error only (at a
// position inside the text), and what they print reads back as the same cards.
#include "fuzz.hpp"

#include <carnival/cards/parse.hpp>
#include <carnival/error.hpp>

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

using namespace carnival;

namespace {

std::optional<card> reference_card(std::string_view token) {
    static constexpr std::string_view ranks = "23456789TJQKA", suits = "cdhs";
    std::size_t r = std::string_view::npos;
    std::string_view rest;
    if (token.size() >= 2 && token.substr(0, 2) == "10") {
        r = 8;
        rest = token.substr(2);
    } else if (!token.empty()) {
        const char c = token[0] >= 'a' && token[0] <= 'z' ? static_cast<char>(token[0] - 'a' + 'A') : token[0];
        r = ranks.find(c);
        rest = token.substr(1);
    }
    if (r == std::string_view::npos || rest.size() != 1) return std::nullopt;
    const char s = rest[0] >= 'A' && rest[0] <= 'Z' ? static_cast<char>(rest[0] - 'A' + 'a') : rest[0];
    const std::size_t si = suits.find(s);
    if (si == std::string_view::npos) return std::nullopt;
    return card(static_cast<rank>(r), static_cast<suit>(si));
}

std::optional<std::vector<card>> reference_cards(std::string_view text) {
    const auto separator = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ','; };
    std::vector<card> cards;
    std::set<card> seen;
    std::size_t i = 0;
    while (i < text.size()) {
        if (separator(text[i])) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !separator(text[j])) ++j;
        const std::optional<card> c = reference_card(text.substr(i, j - i));
        if (!c || !seen.insert(*c).second) return std::nullopt;
        cards.push_back(*c);
        i = j;
    }
    return cards;
}

template <class F>
auto parsed(std::string_view text, F parse) -> std::optional<decltype(parse(text))> {
    try {
        return parse(text);
    } catch (const parse_error& e) {
        fuzz::check(e.position() <= text.size(), "parse_error points inside the text (or at its end)");
        fuzz::check(std::string_view(e.what()).find("position") != std::string_view::npos, "parse_error names the position");
        return std::nullopt;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::optional<std::vector<card>> expected = reference_cards(text);

    const auto list = parsed(text, [](std::string_view t) { return parse_cards(t); });
    fuzz::check(list.has_value() == expected.has_value(), "parse_cards accepts exactly what the grammar accepts");
    if (list) fuzz::check(*list == *expected, "parse_cards reads the grammar's cards, in order");

    const auto set = parsed(text, [](std::string_view t) { return parse_card_set(t); });
    fuzz::check(set.has_value() == expected.has_value(), "parse_card_set accepts what parse_cards accepts");
    if (set) {
        fuzz::check(static_cast<std::size_t>(set->size()) == expected->size(), "parse_card_set holds every card once");
        for (card c : *expected) fuzz::check(set->contains(c), "parse_card_set holds the cards read");
    }

    const auto one = parsed(text, [](std::string_view t) { return parse_card(t); });
    const std::optional<card> expected_one = reference_card(text);
    fuzz::check(one.has_value() == expected_one.has_value(), "parse_card accepts exactly one card and nothing else");
    if (one) fuzz::check(*one == *expected_one, "parse_card reads the grammar's card");

    if (list) {  // what is printed reads back
        const auto again = parsed(to_string(*list), [](std::string_view t) { return parse_cards(t); });
        fuzz::check(again && *again == *list, "to_string(cards) parses back to the same cards");
    }
    return 0;
}
