/// \file
/// \brief `carnival::table::ledger`: the players and every chip at a table — theirs, on the
/// layout, the house's, the dealers' — and the one place chips move, each move conserving them.
#pragma once

#include <carnival/config.hpp>

#include <carnival/detail/utf8.hpp>
#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/table/player.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace carnival::table {

/// \brief The players and every chip at a table: each player's, the layout's (wagers in action),
/// the house's net and the dealers'. Chips move only by its members, and every move keeps
/// players + layout + house + dealers equal to what the players brought (conserved()).
class ledger {
public:
    /// The players who joined, in order.
    [[nodiscard]] const std::vector<player>& players() const noexcept { return players_; }
    /// The player named \p name, if one joined.
    [[nodiscard]] std::optional<std::size_t> find(std::string_view name) const {
        if (const auto i = index_.find(name); i != index_.end()) return i->second;
        return std::nullopt;
    }
    /// The house's net since the table opened: what it collected less what it paid.
    [[nodiscard]] money house() const noexcept { return house_; }
    /// What the dealers received since the table opened.
    [[nodiscard]] money dealers() const noexcept { return dealers_; }
    /// Every chip the players brought.
    [[nodiscard]] money bought_in() const noexcept { return bought_in_; }
    /// The players' chips in action on the layout (a match-play coupon is not money).
    [[nodiscard]] money layout() const noexcept { return layout_; }
    /// The house's net over the round in play.
    [[nodiscard]] money round_house() const noexcept { return round_house_; }
    /// What the dealers received over the round in play.
    [[nodiscard]] money round_dealers() const noexcept { return round_dealers_; }
    /// \brief Whether the players' chips, the layout, the house's net and the dealers' add up to
    /// what the players brought.
    [[nodiscard]] bool conserved() const noexcept {
        return players_total_ + layout_.minor_units() + house_.minor_units() + dealers_.minor_units() == bought_in_.minor_units();
    }

    /// \brief Throws invalid_command for a name that is empty, not UTF-8 or taken, and
    /// invalid_wager for chips outside $0 to \p most or past what money counts.
    void check_join(std::string_view name, money chips, money most) const {
        if (name.empty()) throw invalid_command("carnival::table: a player needs a name");
        if (const auto bad = carnival::detail::first_invalid_utf8(name))
            carnival::detail::fail<invalid_command>({"carnival::table: a player's name is UTF-8 text (a record is JSON), "
                                                     "and byte ", std::to_string(*bad), " of \"",
                                                     carnival::detail::excerpt(name.substr(0, *bad)), "…\" is not"});
        if (find(name))
            carnival::detail::fail<invalid_command>(
                {"carnival::table: a player named \"", carnival::detail::excerpt(name), "\" is already at the table"});
        if (chips < money{} || chips > most)
            carnival::detail::fail<invalid_wager>(
                {"carnival::table: ", carnival::detail::excerpt(name), " cannot bring ", to_string(chips), " in chips: a player holds $0.00 to ",
                 to_string(most), " at this table (house_rules::most_chips: every payment is then payable)"});
        if (chips > money::cents(std::numeric_limits<std::int64_t>::max()) - bought_in_)
            carnival::detail::fail<invalid_wager>({"carnival::table: ", carnival::detail::excerpt(name), " cannot bring ", to_string(chips),
                                                   ": the table's buy-ins, ", to_string(bought_in_),
                                                   " so far, would pass the most money counts"});
    }
    /// \brief Throws invalid_command unless the house's net and the dealers' can each move by
    /// \p most in a round without passing what money counts (a round is checked before its cards
    /// are dealt, so that none of its payments can fail; each player's chips are bounded by
    /// house_rules::most_chips).
    void check_round(money most) const {
        const std::int64_t m = most.minor_units();
        const auto refuse = [&](std::string_view whose, money now) {
            carnival::detail::fail<invalid_command>({"carnival::table: a round that pays up to ", to_string(most), " would take ",
                                                     whose, ", ", to_string(now), ", past what money counts: no more rounds at this table"});
        };
        if (house_.minor_units() < std::numeric_limits<std::int64_t>::min() + m) refuse("the house's net", house_);
        if (dealers_.minor_units() > std::numeric_limits<std::int64_t>::max() - m) refuse("what the dealers received", dealers_);
    }

    /// \p name joins with \p chips (check_join first); returns their index.
    std::size_t join(std::string name, money chips) {
        players_.push_back({std::move(name), chips});
        index_.emplace(players_.back().name, players_.size() - 1);
        bought_in_ += chips;
        players_total_ += chips.minor_units();
        return players_.size() - 1;
    }
    /// Player \p who puts \p amount on the layout.
    void wager(std::size_t who, money amount) {
        players_[who].chips -= amount;
        players_total_ -= amount.minor_units();
        layout_ += amount;
    }
    /// \p amount on the layout goes back to player \p who.
    void give_back(std::size_t who, money amount) {
        layout_ -= amount;
        players_[who].chips += amount;
        players_total_ += amount.minor_units();
    }
    /// The house collects \p amount from the layout.
    void collect(money amount) {
        layout_ -= amount;
        house_ += amount;
        round_house_ += amount;
    }
    /// Player \p who is paid: their \p stake back from the layout and \p winnings from the house.
    void pay(std::size_t who, money stake, money winnings) {
        give_back(who, stake);
        house_ -= winnings;
        round_house_ -= winnings;
        players_[who].chips += winnings;
        players_total_ += winnings.minor_units();
    }
    /// The dealers receive \p stake from the layout and \p winnings from the house (a bet for the dealers).
    void to_dealers(money stake, money winnings) {
        layout_ -= stake;
        house_ -= winnings;
        round_house_ -= winnings;
        dealers_ += stake + winnings;
        round_dealers_ += stake + winnings;
    }
    /// A round begins: its own nets start at zero.
    void open_round() noexcept { round_house_ = round_dealers_ = money{}; }

    /// Same players, same chips everywhere.
    friend bool operator==(const ledger& a, const ledger& b) {
        return a.players_ == b.players_ && a.house_ == b.house_ && a.dealers_ == b.dealers_ && a.bought_in_ == b.bought_in_ &&
               a.layout_ == b.layout_ && a.round_house_ == b.round_house_ && a.round_dealers_ == b.round_dealers_;
    }

private:
    struct name_hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const noexcept { return std::hash<std::string_view>{}(name); }
    };
    std::vector<player> players_;
    std::unordered_map<std::string, std::size_t, name_hash, std::equal_to<>> index_;  // where each name is in players_
    money house_, dealers_, bought_in_, layout_, round_house_, round_dealers_;
    __extension__ __int128 players_total_ = 0;  // the players' chips together: more players than money counts may hold more
};

}  // namespace carnival::table
