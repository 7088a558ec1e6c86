/// \file
/// \brief `carnival::table::stake`: what a wager is made of — chips, plaques and a match-play
/// coupon — and `tendered`, one instrument offered, cash and verbal wagers refused.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/money/money.hpp>

#include <initializer_list>
#include <string>
#include <string_view>

namespace carnival::table {

/// The instruments a player may offer as a wager.
enum class tender : unsigned char {
    chips,       ///< gaming chips (NY (c)(2))
    plaques,     ///< plaques, high-value chips (NY (c)(2))
    match_play,  ///< a promotional match-play coupon, worth its face value in action only (NY (c)(2); procedures, Wagers 2)
    cash,        ///< refused: "a verbal wager accompanied by cash shall not be accepted" (NY (c)(2))
    verbal,      ///< refused: "no verbal wagers or cash wagers will be accepted" (procedures, Wagers 2)
};

/// "chips", "plaques", "match-play coupon", "cash", "a verbal wager".
[[nodiscard]] constexpr std::string_view name(tender t) noexcept {
    switch (t) {
        case tender::chips: return "chips";
        case tender::plaques: return "plaques";
        case tender::match_play: return "match-play coupon";
        case tender::cash: return "cash";
        case tender::verbal: return "a verbal wager";
    }
    return "not an instrument";
}

/// One instrument offered, and its value: `chips(money::dollars(10))`.
struct tendered {
    tender kind = tender::chips;  ///< what it is
    money amount;                 ///< its value (a coupon's face value)
};

/// \p amount in chips.
[[nodiscard]] constexpr tendered chips(money amount) noexcept { return {tender::chips, amount}; }
/// \p amount in plaques.
[[nodiscard]] constexpr tendered plaques(money amount) noexcept { return {tender::plaques, amount}; }
/// A match-play coupon of face value \p amount.
[[nodiscard]] constexpr tendered match_play(money amount) noexcept { return {tender::match_play, amount}; }
/// \p amount in cash (refused as a wager).
[[nodiscard]] constexpr tendered cash(money amount) noexcept { return {tender::cash, amount}; }

/// \brief What one wager is made of: the player's value (chips and plaques) and a match-play
/// coupon's face value. The coupon counts toward the wager's action and is matched by an equal
/// amount of the player's chips; it is never paid out as money (see house_rules).
struct stake {
    money chips;    ///< gaming chips
    money plaques;  ///< plaques
    money coupon;   ///< a match-play coupon's face value (zero: none)

    /// \brief The stake of \p items, one instrument each at most; throws invalid_wager, naming
    /// the instrument and the rule, for cash or a verbal wager (NY (c)(2); procedures, Wagers 2),
    /// an amount that is not positive, an instrument given twice, or a coupon not matched by an
    /// equal amount of chips and plaques.
    [[nodiscard]] static stake of(std::initializer_list<tendered> items) {
        stake s;
        for (const tendered& t : items) {
            if (t.kind == tender::cash || t.kind == tender::verbal)
                carnival::detail::fail<invalid_wager>({"carnival::table: ", name(t.kind), " of ", to_string(t.amount),
                                             " is not accepted as a wager: wagers are made with chips, plaques or "
                                             "promotional coupons (NY (c)(2); procedures, Wagers 2)"});
            if (t.amount <= money{})
                carnival::detail::fail<invalid_wager>({"carnival::table: ", name(t.kind), " of ", to_string(t.amount),
                                             ": an instrument offered as a wager is worth a positive amount"});
            money& part = t.kind == tender::chips ? s.chips : t.kind == tender::plaques ? s.plaques : s.coupon;
            if (part != money{})
                carnival::detail::fail<invalid_wager>({"carnival::table: ", name(t.kind), " offered twice for one wager (",
                                             to_string(part), " and ", to_string(t.amount), "): give their sum once"});
            part = t.amount;
        }
        s.check_match();
        return s;
    }

    /// \p amount in chips alone.
    [[nodiscard]] static constexpr stake of_chips(money amount) noexcept {
        stake s;
        s.chips = amount;
        return s;
    }
    /// A coupon's face value \p amount alone (a part of a stake, in events).
    [[nodiscard]] static constexpr stake of_coupon(money amount) noexcept {
        stake s;
        s.coupon = amount;
        return s;
    }

    /// The wager's amount in action: chips, plaques and the coupon's face value.
    [[nodiscard]] constexpr money total() const { return chips + plaques + coupon; }
    /// The player's own value in it: chips and plaques.
    [[nodiscard]] constexpr money value() const { return chips + plaques; }
    /// Whether nothing is staked.
    [[nodiscard]] constexpr bool empty() const noexcept { return chips == money{} && plaques == money{} && coupon == money{}; }
    /// Same instruments, same amounts.
    friend constexpr bool operator==(const stake&, const stake&) = default;

    /// Throws invalid_wager unless a coupon, if any, is matched by an equal amount of chips and plaques.
    void check_match() const {
        if (coupon != money{} && value() != coupon)
            carnival::detail::fail<invalid_wager>({"carnival::table: a match-play coupon of ", to_string(coupon),
                                         " is matched by an equal amount of the player's chips, got ", to_string(value()),
                                         " (NY (c)(2): chips and, if applicable, promotional coupons)"});
    }
};

/// "$10.00 in chips and a $10.00 match-play coupon", for messages and the record.
[[nodiscard]] inline std::string to_string(const stake& s) {
    std::string out;
    const auto part = [&](money m, std::string_view what) {
        if (m == money{}) return;
        if (!out.empty()) out += " and ";
        out += to_string(m);
        out += what;
    };
    part(s.chips, " in chips");
    part(s.plaques, " in plaques");
    part(s.coupon, " match-play coupon");
    return out.empty() ? std::string("nothing") : out;
}

}  // namespace carnival::table
