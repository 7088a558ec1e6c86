/// \file
/// \brief The exception types carnival throws for bad input; each leaves every state unchanged.
#pragma once

#include <carnival/config.hpp>

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>

namespace carnival {

namespace detail {
/// \brief At most about \p most bytes of \p text, around byte \p at, for a message: a bad value
/// is quoted, never echoed whole (a megabyte of input gives a line, not a megabyte). Cut at UTF-8
/// character boundaries; what is left out is marked "…" and the whole length is said.
[[nodiscard]] inline std::string excerpt(std::string_view text, std::size_t at = 0, std::size_t most = 60) {
    if (text.size() <= most) return std::string(text);
    const auto boundary = [&](std::size_t i) {  // back to the first byte of a character
        while (i > 0 && i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0U) == 0x80U) --i;
        return i;
    };
    const std::size_t first = boundary(at > most / 2 ? std::min(at - most / 2, text.size() - most) : 0);
    const std::size_t last = boundary(std::min(first + most, text.size()));
    std::string out = first > 0 ? "…" : "";
    out += text.substr(first, last - first);
    if (last < text.size()) out += "…";
    out += " (";
    out += std::to_string(text.size());
    out += " bytes)";
    return out;
}
}  // namespace detail

/// \brief Text that is not a card, a list of cards or a hand: names the text and the position.
class parse_error : public std::invalid_argument {
public:
    /// \param text the whole text being parsed
    /// \param position zero-based offset of the offending character in \p text
    /// \param what_was_wrong what the parser expected or rejected
    parse_error(std::string_view text, std::size_t position, std::string_view what_was_wrong)
        : std::invalid_argument(compose(text, position, what_was_wrong)), text_(text), position_(position) {}

    /// The whole text that failed to parse.
    [[nodiscard]] const std::string& text() const noexcept { return text_; }
    /// Zero-based offset of the offending character.
    [[nodiscard]] std::size_t position() const noexcept { return position_; }

private:
    static std::string compose(std::string_view text, std::size_t position, std::string_view what) {
        std::string message = "carnival::parse_error: ";
        message += what;
        message += " at position ";
        message += std::to_string(position);
        message += " of \"";
        message += detail::excerpt(text, position);
        message += '"';
        return message;
    }

    std::string text_;
    std::size_t position_;
};

/// \brief Wagers that break a game's rules (an amount that is not positive, a play wager without
/// an ante, a pair plus larger than the ante allows, …); the message names the wager, the amount
/// and the rule.
class invalid_wager : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// \brief Cards that cannot have been dealt: a card twice, or the wrong number of cards.
class invalid_cards : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// \brief Player decisions that do not fit the game: a decision after folding, too many or too
/// few decisions, decisions without an ante.
class invalid_decision : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// \brief A table command given when the rules do not allow it: in the wrong phase of the round
/// (a wager after "no more bets", NY (c)(4)), out of turn (NY (e)(2)), for a position no player
/// holds (NY (c)(3)), or by a player who may not leave yet. The message names the phase, the
/// position and the rule; the table is left exactly as it was.
class invalid_command : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

namespace detail {
/// \brief Throws \p E with the message \p parts joined: the one place messages are assembled, out
/// of line and compiled once, so that a template that can throw instantiates no string arithmetic.
/// `fail<invalid_wager>({"carnival: a ", W::name, " wager of ", to_string(m), " …"})`.
template <class E>
[[noreturn, gnu::cold, gnu::noinline]] void fail(std::initializer_list<std::string_view> parts) {
    std::string message;
    for (std::string_view p : parts) message += p;
    throw E(message);
}

/// \brief \p parts joined into one string: `join({"position ", std::to_string(n)})`, in place of
/// `"position " + std::to_string(n)`, which g++ 12 at -O3 wrongly warns about (-Wrestrict).
[[nodiscard]] inline std::string join(std::initializer_list<std::string_view> parts) {
    std::string out;
    for (std::string_view p : parts) out += p;
    return out;
}
}  // namespace detail

}  // namespace carnival
