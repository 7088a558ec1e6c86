/// \file
/// \brief `carnival::table::stake`: what a wager is made of — chips, plaques and a match-play
/// coupon — and `tendered`, one instrument offered, cash and verbal wagers refused.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/money/money.hpp>

#include <cstdint>
#include <initializer_list>
#include <limits>
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

/// \brief One instrument offered, and its value: `chips(money::dollars(10))`. Only the instruments
/// of `tender` are representable: `tendered{tender(9), amount}` throws invalid_wager.
class tendered {
public:
    /// \p amount of instrument \p kind; throws invalid_wager if \p kind is not one of `tender`'s.
    constexpr tendered(tender kind, money amount) : kind_(kind), amount_(amount) {
        if (kind > tender::verbal)
            carnival::detail::fail<invalid_wager>({"carnival::table: instrument number ",
                                                   std::to_string(static_cast<unsigned>(kind)),
                                                   " is not one of chips, plaques, match-play coupon, cash, a verbal wager"});
    }
    /// What it is.
    [[nodiscard]] constexpr tender kind() const noexcept { return kind_; }
    /// Its value (a coupon's face value).
    [[nodiscard]] constexpr money amount() const noexcept { return amount_; }

private:
    tender kind_;
    money amount_;
};

/// \p amount in chips.
[[nodiscard]] constexpr tendered chips(money amount) { return {tender::chips, amount}; }
/// \p amount in plaques.
[[nodiscard]] constexpr tendered plaques(money amount) { return {tender::plaques, amount}; }
/// A match-play coupon of face value \p amount.
[[nodiscard]] constexpr tendered match_play(money amount) { return {tender::match_play, amount}; }
/// \p amount in cash (refused as a wager).
[[nodiscard]] constexpr tendered cash(money amount) { return {tender::cash, amount}; }

/// \brief What one wager is made of: the player's value (chips and plaques) and a match-play
/// coupon's face value. The coupon counts toward the wager's action and is matched by an equal
/// amount of the player's chips; it is never paid out as money (see house_rules).
///
/// Every stake holds parts of zero or more whose sum is a money amount: the members are private
/// and each factory checks, so a negative part or an unknown instrument is never placed, settled or
/// replayed. The default stake is empty.
class stake {
public:
    /// Nothing staked.
    constexpr stake() noexcept = default;

    /// \brief The stake of \p items, one instrument each at most; throws invalid_wager, naming
    /// the instrument and the rule, for cash or a verbal wager (NY (c)(2); procedures, Wagers 2),
    /// an amount that is not positive, an instrument given twice, or a coupon not matched by an
    /// equal amount of chips and plaques.
    [[nodiscard]] static stake of(std::initializer_list<tendered> items) {
        stake s;
        for (const tendered& t : items) {
            if (t.kind() == tender::cash || t.kind() == tender::verbal)
                carnival::detail::fail<invalid_wager>({"carnival::table: ", name(t.kind()), " of ", to_string(t.amount()),
                                                       " is not accepted as a wager: wagers are made with chips, plaques "
                                                       "or promotional coupons (NY (c)(2); procedures, Wagers 2)"});
            if (t.amount() <= money{})
                carnival::detail::fail<invalid_wager>({"carnival::table: ", name(t.kind()), " of ", to_string(t.amount()),
                                                       ": an instrument offered as a wager is worth a positive amount"});
            money& part = t.kind() == tender::chips ? s.chips_ : t.kind() == tender::plaques ? s.plaques_ : s.coupon_;
            if (part != money{})
                carnival::detail::fail<invalid_wager>({"carnival::table: ", name(t.kind()), " offered twice for one wager (",
                                                       to_string(part), " and ", to_string(t.amount()),
                                                       "): give their sum once"});
            part = t.amount();
        }
        s.check_sum();
        s.check_match();
        return s;
    }

    /// \p amount in chips alone; throws invalid_wager if it is negative.
    [[nodiscard]] static constexpr stake of_chips(money amount) { return of_parts(amount, money{}, money{}); }
    /// A coupon's face value \p amount alone (a part of a stake, in events; a wager needs it matched).
    [[nodiscard]] static constexpr stake of_coupon(money amount) { return of_parts(money{}, money{}, amount); }
    /// \brief \p chips, \p plaques and a coupon of face value \p coupon (a record's amounts);
    /// throws invalid_wager if a part is negative or their sum is more than money counts.
    [[nodiscard]] static constexpr stake of_parts(money chips, money plaques, money coupon) {
        stake s;
        const auto part = [](money m, std::string_view what) {
            if (m < money{})
                carnival::detail::fail<invalid_wager>({"carnival::table: ", to_string(m), what,
                                                       ": a part of a stake is zero or more"});
            return m;
        };
        s.chips_ = part(chips, " in chips");
        s.plaques_ = part(plaques, " in plaques");
        s.coupon_ = part(coupon, " match-play coupon");
        s.check_sum();
        return s;
    }

    /// Gaming chips.
    [[nodiscard]] constexpr money chips() const noexcept { return chips_; }
    /// Plaques.
    [[nodiscard]] constexpr money plaques() const noexcept { return plaques_; }
    /// A match-play coupon's face value (zero: none).
    [[nodiscard]] constexpr money coupon() const noexcept { return coupon_; }
    /// The wager's amount in action: chips, plaques and the coupon's face value.
    [[nodiscard]] constexpr money total() const { return chips_ + plaques_ + coupon_; }
    /// The player's own value in it: chips and plaques.
    [[nodiscard]] constexpr money value() const { return chips_ + plaques_; }
    /// Whether nothing is staked.
    [[nodiscard]] constexpr bool empty() const noexcept {
        return chips_ == money{} && plaques_ == money{} && coupon_ == money{};
    }
    /// Same instruments, same amounts.
    friend constexpr bool operator==(const stake&, const stake&) = default;

    /// Throws invalid_wager unless a coupon, if any, is matched by an equal amount of chips and plaques.
    constexpr void check_match() const {
        if (coupon_ != money{} && value() != coupon_)
            carnival::detail::fail<invalid_wager>({"carnival::table: a match-play coupon of ", to_string(coupon_),
                                                   " is matched by an equal amount of the player's chips, got ",
                                                   to_string(value()), " (NY (c)(2): chips and, if applicable, promotional coupons)"});
    }

private:
    constexpr void check_sum() const {
        const std::int64_t most = std::numeric_limits<std::int64_t>::max();
        if (plaques_.minor_units() > most - chips_.minor_units() ||
            coupon_.minor_units() > most - chips_.minor_units() - plaques_.minor_units())
            carnival::detail::fail<invalid_wager>({"carnival::table: ", to_string(chips_), " in chips, ", to_string(plaques_),
                                                   " in plaques and a ", to_string(coupon_),
                                                   " coupon add up to more than money counts"});
    }

    money chips_, plaques_, coupon_;
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
    part(s.chips(), " in chips");
    part(s.plaques(), " in plaques");
    part(s.coupon(), " match-play coupon");
    return out.empty() ? std::string("nothing") : out;
}

}  // namespace carnival::table
