/// \file
/// \brief `carnival::settle`: the pure function that settles a round of any game.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/error.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/decision.hpp>
#include <carnival/settlement/result.hpp>
#include <carnival/settlement/wager_slip.hpp>

#include <boost/hana/for_each.hpp>
#include <boost/hana/type.hpp>

#include <array>
#include <compare>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <type_traits>

namespace carnival {

namespace detail {

/// The cards hand policy \p H reads, laid out source by source.
template <class H, class Game>
auto cards_for(const dealt_cards<Game>& dealt) {
    using deal = typename Game::deal_type;
    constexpr std::size_t n = [] {
        std::size_t total = 0;
        for (card_source s : H::sources)
            total += s == card_source::player ? deal::player_cards
                     : s == card_source::dealer ? deal::dealer_cards
                                                : deal::board_cards;
        return total;
    }();
    std::array<card, n> out{};
    std::size_t at = 0;
    for (card_source s : H::sources) {
        const auto copy = [&](const auto& from) {
            for (card c : from) out[at++] = c;
        };
        if (s == card_source::player) copy(dealt.player);
        if (s == card_source::dealer) copy(dealt.dealer);
        if (s == card_source::board) copy(dealt.board);
    }
    return out;
}

/// The hand a pay table sees for policy \p H: value (for a ranked hand) and cards.
template <class H, class Game>
auto paid_hand_for(const dealt_cards<Game>& dealt) {
    const auto cards = cards_for<H>(dealt);
    card_set set;
    for (card c : cards) set.insert(c);
    if constexpr (is_ranked_hand<H>) {
        return paid_hand<hand_value<typename H::ranking_type>>{
            evaluate<typename H::ranking_type, typename H::selection_type>(cards), set};
    } else {
        return paid_hand<no_value>{{}, set};
    }
}

/// The net a result brings the player: the payout when won, minus the stake when lost or forfeited.
inline money net_of(outcome o, money stake, money payout) {
    switch (o) {
        case outcome::won: return payout;
        case outcome::lost:
        case outcome::forfeited: return -stake;
        case outcome::pushed:
        case outcome::returned: return money{};
    }
    return money{};
}

/// Whose money wager \p W is (wager_for): the player's unless the wager says otherwise.
template <class W>
constexpr wager_for paid_for() noexcept {
    if constexpr (requires { W::paid_for; }) {
        return W::paid_for;
    } else {
        return wager_for::player;
    }
}

/// \brief The result of wager \p W (at \p position in its game's wager order) with \p stake
/// ending \p o (paying \p payout when won), with who receives what. A player's wager: what the
/// player gains, the house loses. A bet for the dealers (procedures, Dealer Toke Bets): the
/// player's stake is gone; when it wins the house pays the winnings and the dealers receive stake
/// and winnings; a push or a return goes to the dealers; a loss or forfeit to the house.
template <class W>
wager_result result_of(std::size_t position, money stake, outcome o, money payout, std::string_view rule,
                       std::string_view line = {}) {
    wager_result r{.wager = W::name, .position = position, .stake = stake, .result = o,
                   .net = money{}, .house = money{}, .dealers = money{}, .rule = rule, .line = line};
    if constexpr (paid_for<W>() == wager_for::dealers) {
        r.net = -stake;
        switch (o) {
            case outcome::won:
                r.house = -payout;
                r.dealers = stake + payout;
                break;
            case outcome::pushed:
            case outcome::returned: r.dealers = stake; break;
            case outcome::lost:
            case outcome::forfeited: r.house = stake; break;
        }
    } else {
        r.net = net_of(o, stake, payout);
        r.house = -r.net;
    }
    return r;
}

[[noreturn, gnu::cold, gnu::noinline]] inline void throw_not_a_decision(std::size_t at, decision d) {
    throw invalid_decision("carnival: decision " + std::to_string(at + 1) + " has the value " +
                           std::to_string(static_cast<unsigned>(d)) + ", which is neither decision::play nor decision::fold");
}

/// Where the player folded (nothing if not), after checking the decisions fit the game.
template <class Game>
std::optional<std::size_t> check_decisions(std::span<const decision> decisions, bool ante_placed) {
    constexpr std::size_t points = Game::deal_type::decision_points;
    for (std::size_t i = 0; i < decisions.size(); ++i)
        if (!is_decision(decisions[i])) throw_not_a_decision(i, decisions[i]);
    if (!ante_placed) {
        if (!decisions.empty())
            throw invalid_decision("carnival: " + std::to_string(decisions.size()) +
                                   " decision(s) given without an ante: a player without an ante makes no decision");
        return std::nullopt;
    }
    if (decisions.size() > points)  // before looking for a fold: a fold past the last point is no fold
        throw invalid_decision("carnival: the game has " + std::to_string(points) + " decision point(s), got " +
                               std::to_string(decisions.size()) + " decision(s)");
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        if (decisions[i] == decision::fold) {
            if (i + 1 != decisions.size())
                throw invalid_decision("carnival: decision " + std::to_string(i + 2) + " (" +
                                       std::string(name(decisions[i + 1])) + ") given after folding at decision " +
                                       std::to_string(i + 1) + ": a folded player's participation ends");
            return i;
        }
    }
    if (decisions.size() != points)
        throw invalid_decision("carnival: the game has " + std::to_string(points) + " decision point(s), got " +
                               std::to_string(decisions.size()) + " decision(s) and no fold");
    return std::nullopt;
}

}  // namespace detail

/// \brief Settles a round of \p Game: the wagers on \p slip, the round's \p cards and the player's
/// \p decisions (one per decision point reached; a fold ends them). Returns, for each wager with
/// action, how it ended, who receives what (player, house, dealers) and the rule that decided it.
///
/// A pure function: nothing is modified. Invalid input (a requirement between wagers broken,
/// decisions that do not fit, a card dealt twice) throws invalid_wager, invalid_decision or
/// invalid_cards with a message naming the value and the rule.
template <class Game>
[[nodiscard]] settlement settle(const wager_slip<Game>& slip, const dealt_cards<Game>& cards,
                                std::span<const decision> decisions) {
    namespace hana = boost::hana;
    using ante = typename Game::ante_type;

    // Validate everything before computing anything.
    cards.validate();
    hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (W::kind == wager_kind::side) {
            W::requirement::template check<W>(slip);
        } else if constexpr (W::kind == wager_kind::rides_on) {
            if (slip.template amount<W>() > money{} && slip.template amount<typename W::base>() == money{})
                throw invalid_wager("carnival: a " + std::string(W::name) + " wager of " +
                                    to_string(slip.template amount<W>()) + " may be placed only with the " +
                                    std::string(W::base::name) + " wager (" + std::string(W::rule) + ")");
        }
    });
    const money ante_amount = slip.template amount<ante>();
    const std::optional<std::size_t> folded_at = detail::check_decisions<Game>(decisions, ante_amount > money{});
    const std::string_view fold_rule = folded_at ? Game::fold_rules_type::at[*folded_at] : std::string_view{};

    // The contest: the player's hand against the dealer's, and whether the dealer qualifies.
    const auto player = evaluate<typename Game::player_hand::ranking_type, typename Game::player_hand::selection_type>(
        detail::cards_for<typename Game::player_hand>(cards));
    const auto dealer = evaluate<typename Game::dealer_hand::ranking_type, typename Game::dealer_hand::selection_type>(
        detail::cards_for<typename Game::dealer_hand>(cards));
    const bool qualifies = Game::qualifier::qualifies(dealer);
    const std::strong_ordering order = player <=> dealer;
    const auto contest = [&](const contest_rules& r) {
        if (qualifies) return order > 0 ? r.higher : order == 0 ? r.equal : r.lower;
        return order > 0 ? r.not_qualified_higher : order == 0 ? r.not_qualified_equal : r.not_qualified_lower;
    };
    // The ante's resolution, which the raises' forfeits and wagers riding on it follow.
    const resolution ante_resolution = folded_at ? resolution{outcome::forfeited, fold_rule} : contest(ante::contest);

    settlement result;
    hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        constexpr std::size_t at = wager_slip<Game>::template position<W>();
        if constexpr (W::kind == wager_kind::ante) {
            if (ante_amount == money{}) return;
            const resolution r = ante_resolution;
            result.wagers.push_back(detail::result_of<W>(at, ante_amount, r.result, ante_amount, r.rule));
        } else if constexpr (W::kind == wager_kind::raise) {
            if (ante_amount == money{} || (folded_at && *folded_at <= W::decision)) return;  // never placed
            const money stake = ante_amount * W::multiple;
            const resolution r = folded_at ? resolution{outcome::forfeited, fold_rule} : contest(W::contest);
            result.wagers.push_back(detail::result_of<W>(at, stake, r.result, stake, r.rule));
        } else if constexpr (W::kind == wager_kind::side) {
            const money stake = slip.template amount<W>();
            if (stake == money{}) return;
            if (folded_at && W::fold == on_fold::forfeited) {
                result.wagers.push_back(detail::result_of<W>(at, stake, outcome::forfeited, money{}, fold_rule));
                return;
            }
            const auto pay = W::pay_table::lookup(detail::paid_hand_for<typename W::hand>(cards));
            if (pay) {
                result.wagers.push_back(detail::result_of<W>(at, stake, outcome::won, pay->for_stake(stake), W::rule, pay->line));
            } else {
                result.wagers.push_back(detail::result_of<W>(at, stake, outcome::lost, money{}, W::rule));
            }
        } else if constexpr (W::kind == wager_kind::bonus) {
            const money base = slip.template amount<typename W::base>();
            if (base == money{} || folded_at) return;  // paid only to a player who made every raise
            const auto pay = W::pay_table::lookup(detail::paid_hand_for<typename W::hand>(cards));
            if (pay) result.wagers.push_back(detail::result_of<W>(at, money{}, outcome::won, pay->for_stake(base), W::rule, pay->line));
        } else if constexpr (W::kind == wager_kind::rides_on) {
            const money stake = slip.template amount<W>();
            if (stake == money{}) return;
            static_assert(std::is_same_v<typename W::base, ante>, "carnival: rides_on follows the ante");
            result.wagers.push_back(detail::result_of<W>(at, stake, ante_resolution.result, stake, W::rule));
        }
    });
    return result;
}

/// settle() with decisions as a list: `settle(slip, cards, {decision::play})`.
template <class Game>
[[nodiscard]] settlement settle(const wager_slip<Game>& slip, const dealt_cards<Game>& cards,
                                std::initializer_list<decision> decisions) {
    return settle(slip, cards, std::span<const decision>(decisions.begin(), decisions.size()));
}

}  // namespace carnival
