/// \file
/// \brief `carnival::settle`: the pure function that settles a round of any game.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/error.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/result.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/wager_slip.hpp>

#include <boost/hana/for_each.hpp>
#include <boost/hana/type.hpp>

#include <algorithm>
#include <array>
#include <compare>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>

namespace carnival {

namespace detail {

/// The cards hand policy \p H reads, laid out source by source.
template <class H, class Game>
auto cards_for(const dealt_cards<Game>& dealt) {
    using deal = typename Game::sequence_type;
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

/// The hand a pay table sees for policy \p H, its cards kept by source too (paid_hand::from).
template <class H, class Game>
auto paid_hand_from_sources(const dealt_cards<Game>& dealt) {
    std::array<card_set, card_source_count> by_source{};
    const auto add = [&](card_source s, const auto& from) {
        for (card c : from) by_source[index(s)].insert(c);
    };
    for (card_source s : H::sources) {
        if (s == card_source::player) add(s, dealt.player);
        if (s == card_source::dealer) add(s, dealt.dealer);
        if (s == card_source::board) add(s, dealt.board);
    }
    const card_set set = by_source[0] | by_source[1] | by_source[2];
    if constexpr (is_ranked_hand<H>) {
        using value = hand_value<typename H::ranking_type>;
        return paid_hand_by_source<value>{
            {evaluate<typename H::ranking_type, typename H::selection_type>(cards_for<H>(dealt)), set}, by_source};
    } else {
        return paid_hand_by_source<no_value>{{{}, set}, by_source};
    }
}

/// Whether a line of pay table \p Table reads one source's cards apart (on_cards_of); false for no_loss_table.
template <class Table>
consteval bool table_reads_sources_apart() {
    if constexpr (requires { Table::sources_read; }) {
        return Table::sources_read != 0;
    } else {
        return false;
    }
}
/// Whether a pay table of \p Game's reads one source's cards apart: only then does a paid hand
/// keep its cards by source (settling a round of any other game costs nothing for it).
template <class Game>
inline constexpr bool reads_sources_apart = [] {
    bool apart = false;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (requires { typename W::pay_table; }) apart = apart || table_reads_sources_apart<typename W::pay_table>();
        if constexpr (requires { typename W::payout_type::pay_table; }) {
            apart = apart || table_reads_sources_apart<typename W::payout_type::pay_table>() ||
                    table_reads_sources_apart<typename W::payout_type::loss_table>();
        }
    });
    return apart;
}();

/// The hand a pay table sees for policy \p H: value (for a ranked hand) and cards, by source
/// where a table of the game reads them so (reads_sources_apart).
template <class H, class Game>
auto paid_hand_for(const dealt_cards<Game>& dealt) {
    if constexpr (!reads_sources_apart<Game>) {
        const auto cards = cards_for<H>(dealt);
        card_set set;
        for (card c : cards) set.insert(c);
        if constexpr (is_ranked_hand<H>) {
            return paid_hand<hand_value<typename H::ranking_type>>{
                evaluate<typename H::ranking_type, typename H::selection_type>(cards), set};
        } else {
            return paid_hand<no_value>{{}, set};
        }
    } else {
        return paid_hand_from_sources<H>(dealt);
    }
}

/// \brief The hands a round's wagers read, each evaluated once: the player's hand (the contest,
/// the pay table of a wager settled against the dealer, and every bonus or side wager paid on it)
/// is evaluated at its first use and kept; any other hand policy is read when a wager asks for it.
template <class Game>
class round_hands {
public:
    /// The hands of \p cards, which must outlive this.
    explicit round_hands(const dealt_cards<Game>& cards) noexcept : cards_(cards) {}

    /// The round's cards.
    [[nodiscard]] const dealt_cards<Game>& cards() const noexcept { return cards_; }

    /// The hand a pay table sees for policy \p H (paid_hand_for), the player's hand evaluated once.
    template <class H>
    [[nodiscard]] decltype(auto) paid() const {
        if constexpr (std::is_same_v<H, typename Game::player_hand>) {
            if (!has_player_) player_ = paid_hand_for<H>(cards_), has_player_ = true;
            return std::as_const(player_);  // a reference: the hand is kept for the round
        } else {
            return paid_hand_for<H>(cards_);
        }
    }

    /// \brief What pay table \p Table pays on the hand of policy \p H (Table::lookup): on the
    /// player's hand, looked up once a round where wagers share the table (Let It Ride's three
    /// bets read one line).
    template <class Table, class H>
    [[nodiscard]] std::optional<payout> pay_of() const {
        if constexpr (std::is_same_v<H, typename Game::player_hand> && paid_by_count<Table>() > 1) {
            constexpr std::size_t at = first_paid_by<Table>();
            if ((looked_up_ >> at & 1U) == 0) paid_by_[at] = Table::lookup(paid<H>()), looked_up_ |= std::uint64_t{1} << at;
            return paid_by_[at];
        } else {
            return Table::lookup(paid<H>());
        }
    }

private:
    // Calls f(position) for each of Game's wagers paid by Table on the player's hand.
    template <class Table, class F>
    static constexpr void for_each_paid_by(F&& f) {
        std::size_t at = 0;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (wager_traits<W>::paid_by_table) {
                if constexpr (std::is_same_v<typename W::pay_table, Table> && std::is_same_v<typename W::hand, typename Game::player_hand>) f(at);
            }
            ++at;
        });
    }
    // How many of Game's wagers Table pays on the player's hand, and the first's position.
    template <class Table>
    static consteval std::size_t paid_by_count() {
        std::size_t n = 0;
        for_each_paid_by<Table>([&](std::size_t) { ++n; });
        return n;
    }
    template <class Table>
    static consteval std::size_t first_paid_by() {
        std::size_t first = wager_slip<Game>::wager_count;
        for_each_paid_by<Table>([&](std::size_t at) { first = std::min(first, at); });
        return first;
    }
    // Whether some table pays two wagers or more on the player's hand: then lookups are kept.
    static constexpr bool shares_tables = [] {
        bool shared = false;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (wager_traits<W>::paid_by_table) shared = shared || paid_by_count<typename W::pay_table>() > 1;
        });
        return shared;
    }();

    const dealt_cards<Game>& cards_;
    // The player's hand once evaluated (has_player_): a value and a flag rather than a std::optional,
    // which GCC's -Wmaybe-uninitialized misreads once settle_contest is inlined.
    mutable decltype(paid_hand_for<typename Game::player_hand>(std::declval<const dealt_cards<Game>&>())) player_{};
    mutable bool has_player_ = false;
    mutable std::array<std::optional<payout>, shares_tables ? wager_slip<Game>::wager_count : 0> paid_by_;  // by first_paid_by, where looked up
    mutable std::uint64_t looked_up_ = 0;  // bit i: paid_by_[i] looked up
};

/// The net a result brings the player: the payout when won, minus the stake when lost or forfeited.
[[gnu::always_inline]] inline money net_of(outcome o, money stake, money payout) {
    switch (o) {
        case outcome::won: return payout;
        case outcome::lost:
        case outcome::forfeited: return -stake;
        case outcome::pushed:
        case outcome::returned:
        case outcome::withdrawn: return money{};
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

/// \brief The player's net on wager \p W with \p stake ending \p o (paying \p payout when won):
/// net_of for a player's wager; for a bet for the dealers the stake is gone whatever happens,
/// unless it was taken back before it had action.
template <class W>
money net_for(money stake, outcome o, money payout) {
    if (o == outcome::withdrawn) return money{};
    if constexpr (paid_for<W>() == wager_for::dealers) {
        return -stake;
    } else {
        return net_of(o, stake, payout);
    }
}

/// \brief The result of wager \p W (at \p position in its game's wager order) with \p stake
/// ending \p o (paying \p payout when won), with who receives what. A player's wager: what the
/// player gains, the house loses. A bet for the dealers (procedures, Dealer Toke Bets): the
/// player's stake is gone; when it wins the house pays the winnings and the dealers receive stake
/// and winnings; a push or a return goes to the dealers; a loss or forfeit to the house.
template <class W>
wager_result result_of(std::size_t position, money stake, outcome o, money payout, std::string_view rule,
                       std::string_view line = {}, std::string_view table = {}) {
    wager_result r{.wager = W::name, .position = position, .stake = stake, .result = o, .net = money{},
                   .house = money{}, .dealers = money{}, .rule = rule, .line = line, .table = table};
    if (o == outcome::withdrawn) return r;  // taken back before it had action: nobody's chips moved
    r.net = net_for<W>(stake, o, payout);
    if constexpr (paid_for<W>() == wager_for::dealers) {
        switch (o) {
            case outcome::won:
                r.house = -payout;
                r.dealers = stake + payout;
                break;
            case outcome::pushed:
            case outcome::returned: r.dealers = stake; break;
            case outcome::lost:
            case outcome::forfeited: r.house = stake; break;
            case outcome::withdrawn: break;
        }
    } else {
        r.house = -r.net;
    }
    return r;
}

/// \brief Hands \p sink the result of wager \p W (as result_of), or only its net (wager_net)
/// when \p sink takes that: a tally then builds no names, rules or lines.
template <class W, class Sink>
void hand_result(Sink& sink, std::size_t position, money stake, outcome o, money payout, std::string_view rule,
                 std::string_view line = {}, std::string_view table = {}) {
    if constexpr (std::is_invocable_v<Sink&, const wager_net&>) {
        sink(wager_net{position, stake, o, net_for<W>(stake, o, payout)});
    } else {
        sink(result_of<W>(position, stake, o, payout, rule, line, table));
    }
}

/// How a wager settled against the dealer ends: its outcome and rule (the contest's), and when
/// paid by a table, what it is paid and the line that decided it.
struct contest_end {
    outcome result = outcome::pushed;  ///< how it ends
    std::string_view rule;             ///< the rule that decided it
    money payout;                      ///< what a win is paid (the stake kept too)
    std::string_view line;             ///< the table's line that decided it, if any
    std::string_view table;            ///< the table of that line
};

/// \brief How wager \p W, settled against the dealer with \p stake, ends once the contest (or a
/// fold) resolved it as \p r: even money on a win, or as its table says on its terms (paid_by:
/// a line pays or pushes; a winning hand no line names gets table_terms::otherwise).
template <class Game, class W>
contest_end end_against_dealer(const round_hands<Game>& hands, money stake, resolution r) {
    if constexpr (std::is_same_v<typename W::payout_type, even_money>) {
        return {r.result, r.rule, r.result == outcome::won ? stake : money{}, {}, {}};
    } else {
        using table = typename W::payout_type::pay_table;
        constexpr table_terms terms = W::payout_type::terms;
        if constexpr (detail::pays_on_a_loss<typename W::payout_type>) {
            using loss_table = typename W::payout_type::loss_table;
            if (r.result == outcome::lost)
                if (const auto pay = loss_table::lookup(hands.template paid<typename Game::player_hand>()))
                    return {pay->pushes() ? outcome::pushed : outcome::won, r.rule, pay->for_stake(stake), pay->line, loss_table::name};
        }
        const bool applies = r.result == outcome::won || (terms.applies == table_applies::always && r.result != outcome::forfeited);
        if (!applies) return {r.result, r.rule, money{}, {}, {}};
        if (const auto pay = table::lookup(hands.template paid<typename Game::player_hand>())) {
            if (pay->pushes()) return {outcome::pushed, r.rule, money{}, pay->line, table::name};
            return {outcome::won, r.rule, pay->for_stake(stake), pay->line, table::name};
        }
        if (r.result != outcome::won) return {r.result, r.rule, money{}, {}, {}};
        switch (terms.otherwise) {
            case unnamed_hand::even_money: return {outcome::won, r.rule, stake, {}, {}};
            case unnamed_hand::push: return {outcome::pushed, r.rule, money{}, {}, {}};
            case unnamed_hand::lose: break;
        }
        return {outcome::lost, r.rule, money{}, {}, {}};
    }
}

/// The name of the pay table that pays wager \p W when it wins (empty for even money).
template <class W>
constexpr std::string_view table_of() noexcept {
    if constexpr (requires { typename W::pay_table; }) {
        return W::pay_table::name;
    } else if constexpr (requires { typename W::payout_type::pay_table; }) {
        return W::payout_type::pay_table::name;
    } else {
        return {};
    }
}

/// \brief Reads the decisions of a round from \p decisions, throwing invalid_decision when they do
/// not fit, or go beyond what the player's view of \p seen allows (null: read back from a round
/// that took them).
template <class Game>
decisions_taken<Game> read_decisions(const wager_slip<Game>& slip, std::type_identity_t<const dealt_cards<Game>*> seen, std::span<const decision> decisions) {
    if (!takes_part(slip)) {
        if (!decisions.empty())
            fail<invalid_decision>({"carnival: ", std::to_string(decisions.size()), " decision(s) given without ",
                                    std::is_void_v<typename Game::ante_type>
                                        ? "a wager: a player with no wager placed makes no decision"
                                        : "an ante: a player without an ante makes no decision"});
        return {};
    }
    const auto taken = walk_decisions(slip, seen, [&](std::size_t point, std::size_t nth) {
        if (nth >= decisions.size())
            fail<invalid_decision>({"carnival: the round reaches decision point ", std::to_string(point + 1), " and only ",
                                    std::to_string(decisions.size()), " decision(s) were given"});
        return decisions[nth];
    });
    if (taken.used != decisions.size()) {
        const std::size_t extra = taken.used;
        if (taken.folded_at)
            fail<invalid_decision>({"carnival: decision ", std::to_string(extra + 1), " (", name(decisions[extra]),
                                    ") given after folding at decision point ", std::to_string(*taken.folded_at + 1),
                                    ": a folded player's participation ends"});
        fail<invalid_decision>({"carnival: decision ", std::to_string(extra + 1), " (", name(decisions[extra]),
                                ") given after the last decision point the round reaches (", std::to_string(taken.used),
                                " decision(s))"});
    }
    return taken;
}

}  // namespace detail

namespace detail {

/// \brief settle() once the input is checked and the contest decided: the cards (read through
/// \p hands, each hand evaluated once) valid, the slip
/// within its requirements, \p taken what the round's decisions did (read_decisions, or
/// walk_decisions with a strategy), and \p contest how the player's hand relates to the dealer's
/// (ignored in a game without a dealer hand; the dealer's cards are read by nothing else but the
/// wagers paid on them). Hands each wager_result, in the game's wager order, to \p sink (a
/// simulation tallies them without building a settlement; an exact analysis settles each
/// contest class once).
template <class Game, class Sink>
[[gnu::always_inline]] inline void settle_contest(const wager_slip<Game>& slip, const round_hands<Game>& hands, const decisions_taken<Game>& taken,
                    contest_class contest, Sink&& sink) {
    namespace hana = boost::hana;
    using ante = typename Game::ante_type;
    const bool folded = taken.folded_at.has_value();
    const money ante_amount = [&] {
        if constexpr (std::is_void_v<ante>) {
            return money{};
        } else {
            return slip.template amount<ante>();
        }
    }();

    // One handler for the round, not one per wager (which keeps each wager's settlement inlined):
    // a money_overflow is thrown again naming the wager being settled (by its position).
    std::size_t settling = 0;
    try {
        hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            constexpr std::size_t at = wager_slip<Game>::template position<W>();
            settling = at;
            [&] {
                if constexpr (wager_traits<W>::contested) {
                    // Against the dealer: forfeited by a fold, else as its contest says. A raise is made before any fold.
                    const money stake = [&] {
                        if constexpr (W::kind == wager_kind::raise) {
                            return ante_amount * taken.raised(at);
                        } else if constexpr (W::kind == wager_kind::ante) {
                            return ante_amount;
                        } else {
                            return slip.template amount<W>();  // beside the ante (contest_wager)
                        }
                    }();
                    if (stake == money{}) return;
                    static constexpr by_contest_class<resolution> by_class = W::contest.by_class();
                    const resolution r = folded ? resolution{outcome::forfeited, taken.fold_rule()} : by_class[static_cast<std::size_t>(contest)];
                    const contest_end e = detail::end_against_dealer<Game, W>(hands, stake, r);
                    detail::hand_result<W>(sink, at, stake, e.result, e.payout, e.rule, e.line, e.table);
                } else if constexpr (W::kind == wager_kind::side) {
                    const money stake = slip.template amount<W>();
                    if (stake == money{}) return;
                    if (!taken.pulled(at).empty()) {
                        detail::hand_result<W>(sink, at, stake, outcome::withdrawn, money{}, taken.pulled(at));
                    } else if (folded && !wager_traits<W>::stands_on_fold) {
                        detail::hand_result<W>(sink, at, stake, outcome::forfeited, money{}, taken.fold_rule());
                    } else if (const auto pay = hands.template pay_of<typename W::pay_table, typename W::hand>()) {
                        detail::hand_result<W>(sink, at, stake, pay->pushes() ? outcome::pushed : outcome::won, pay->for_stake(stake), W::rule,
                                               pay->line, W::pay_table::name);
                    } else {
                        detail::hand_result<W>(sink, at, stake, outcome::lost, money{}, W::rule, {}, W::pay_table::name);
                    }
                } else if constexpr (W::kind == wager_kind::bonus) {
                    const money base = slip.template amount<typename W::base>();
                    if (base == money{} || (folded && !wager_traits<W>::stands_on_fold)) return;
                    if (const auto pay = hands.template pay_of<typename W::pay_table, typename W::hand>(); pay && !pay->pushes())
                        detail::hand_result<W>(sink, at, money{}, outcome::won, pay->for_stake(base), W::rule, pay->line, W::pay_table::name);
                } else if constexpr (W::kind == wager_kind::rides_on) {
                    const money stake = slip.template amount<W>();
                    if (stake == money{}) return;
                    static_assert(std::is_same_v<typename W::base, ante>, "carnival: rides_on follows the ante");
                    static constexpr by_contest_class<resolution> by_class = W::base::contest.by_class();
                    const outcome o = folded ? outcome::forfeited : by_class[static_cast<std::size_t>(contest)].result;
                    detail::hand_result<W>(sink, at, stake, o, stake, W::rule);
                }
            }();
        });
    } catch (const money_overflow& e) {
        carnival::detail::fail<money_overflow>({"carnival::settle: the ", wager_slip<Game>::names[settling], " wager cannot be paid: ", e.what()});
    }
}

/// How the player's hand in \p hands relates to the dealer's (contest_class::higher in a game without a dealer hand).
template <class Game>
contest_class contest_of(const round_hands<Game>& hands) {
    if constexpr (Game::has_dealer_hand) {
        const auto player = hands.template paid<typename Game::player_hand>().value;
        const auto dealer = evaluate<typename Game::dealer_hand::ranking_type, typename Game::dealer_hand::selection_type>(
            detail::cards_for<typename Game::dealer_hand>(hands.cards()));
        return classify(player <=> dealer, Game::qualifier::qualifies(dealer));
    } else {
        return contest_class::higher;  // no wager is settled against a dealer
    }
}

/// settle_contest() with the contest decided by the cards.
template <class Game, class Sink>
[[gnu::always_inline]] inline void settle_decided(const wager_slip<Game>& slip, const dealt_cards<Game>& cards, const decisions_taken<Game>& taken,
                    Sink&& sink) {
    const round_hands<Game> hands(cards);
    // A fold forfeits every wager settled against the dealer: the dealer's hand is then read by none.
    const contest_class contest = taken.folded_at ? contest_class::higher : contest_of(hands);
    settle_contest(slip, hands, taken, contest, std::forward<Sink>(sink));
}

}  // namespace detail

/// \brief Settles a round of \p Game: the wagers on \p slip, the round's \p cards and the player's
/// \p decisions (one per decision point reached, each among the point's options; a fold ends
/// them). Returns, for each wager with action, how it ended, who receives what (player, house,
/// dealers) and the rule that decided it.
///
/// A pure function: nothing is modified. Invalid input (a requirement between wagers broken,
/// decisions that do not fit, a card dealt twice) throws invalid_wager, invalid_decision or
/// invalid_cards with a message naming the value and the rule.
template <class Game>
[[nodiscard]] settlement settle(const wager_slip<Game>& slip, const dealt_cards<Game>& cards,
                                std::span<const decision> decisions) {
    // Validate everything before computing anything.
    cards.validate();
    detail::check_slip(slip);
    const detail::decisions_taken<Game> taken = detail::read_decisions(slip, &cards, decisions);
    settlement result;
    result.wagers.reserve(wager_slip<Game>::wager_count);
    detail::settle_decided(slip, cards, taken, [&](const wager_result& r) { result.wagers.push_back(r); });
    return result;
}

/// settle() with decisions as a list: `settle(slip, cards, {decision::play})`.
template <class Game>
[[nodiscard]] settlement settle(const wager_slip<Game>& slip, const dealt_cards<Game>& cards,
                                std::initializer_list<decision> decisions) {
    return settle(slip, cards, std::span<const decision>(decisions.begin(), decisions.size()));
}

}  // namespace carnival
