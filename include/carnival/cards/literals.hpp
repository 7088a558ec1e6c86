/// \file
/// \brief User-defined literals `"As"_card` and `"As Kd Qh"_cards`, checked at compile time.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/parse.hpp>

#include <cstddef>
#include <string_view>

namespace carnival {

/// User-defined literals for cards, checked at compile time.
namespace literals {

/// `"As"_card`: a card; malformed text does not compile.
consteval card operator""_card(const char* text, std::size_t length) {
    const std::string_view sv(text, length);
    const detail::card_token t = detail::read_card(sv, 0);
    if (t.error != nullptr || t.length != length) throw "carnival: malformed card literal";
    return t.value;
}

/// `"As Kd Qh"_cards`: a card_set; malformed text or a repeated card does not compile.
consteval card_set operator""_cards(const char* text, std::size_t length) {
    card_set set;
    const detail::card_token t = detail::read_cards(std::string_view(text, length), [&](card c, std::size_t) { set.insert(c); });
    if (t.error != nullptr) throw "carnival: malformed or repeated card in card-list literal";
    return set;
}

}  // namespace literals

}  // namespace carnival
