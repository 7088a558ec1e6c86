/// \file
/// \brief A round's decisions, walked point by point through the sequence of play: what settle()
/// reads from a list of decisions and `decisions_of` asks a strategy for.
#pragma once

#include <carnival/config.hpp>

#include <carnival/error.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/options.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/settlement/wager_slip.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

namespace carnival {

/// \brief The decisions of one round of \p Game, at most one per decision point, in order: what
/// decisions_of returns; a span of them is what settle() takes.
template <class Game>
struct decision_list {
    std::array<decision, Game::sequence_type::decision_points> at{};  ///< the decisions, from the first
    std::size_t size = 0;                                              ///< how many were made

    /// The decisions made.
    [[nodiscard]] constexpr std::span<const decision> made() const noexcept { return {at.data(), size}; }
    /// Same decisions.
    friend constexpr bool operator==(const decision_list& a, const decision_list& b) noexcept {
        return std::ranges::equal(a.made(), b.made());
    }
};

namespace detail {

/// Whether some option of \p Game's decision points takes back wager \p W.
template <class Game, class W>
inline constexpr bool taken_back = [] {
    bool found = false;
    boost::hana::for_each(Game::sequence_type::points, [&](auto p) {
        boost::hana::for_each(decltype(p)::type::options, [&](auto o) {
            using O = typename decltype(o)::type;
            if constexpr (O::act == action::pull_back) found = found || std::is_same_v<typename O::wager, W>;
        });
    });
    return found;
}();

/// \brief By position in \p Game's wager order: a slot for each wager \p is holds for (given a
/// hana type), numbered in that order; `wager_count` (no slot) for the others.
template <class Game, class Is>
constexpr std::array<std::size_t, wager_slip<Game>::wager_count> slots_where(Is is) {
    std::array<std::size_t, wager_slip<Game>::wager_count> out{};
    out.fill(wager_slip<Game>::wager_count);
    std::size_t n = 0;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        if (is(w)) out[wager_slip<Game>::template position<typename decltype(w)::type>()] = n++;
    });
    return out;
}

/// \brief The wagers of \p Game a decision acts on, by position in the game's wager order: each
/// raise wager gets a slot among the raises, each wager an option takes back one among those —
/// so that what a round's decisions did takes a few bytes, not some for every wager.
template <class Game>
struct decision_slots {
    static constexpr std::size_t wagers = wager_slip<Game>::wager_count;  ///< the game's wagers
    static constexpr std::size_t none = wagers;                          ///< no slot: the decisions never act on it
    /// By position: the slot among the raise wagers (none: not a raise).
    static constexpr auto raise_slot = slots_where<Game>([](auto w) { return decltype(w)::type::kind == wager_kind::raise; });
    /// By position: the slot among the wagers an option takes back (none: none does).
    static constexpr auto pull_slot = slots_where<Game>([](auto w) { return taken_back<Game, typename decltype(w)::type>; });
    static constexpr std::size_t raises = wagers - static_cast<std::size_t>(std::ranges::count(raise_slot, none));  ///< the raise wagers
    static constexpr std::size_t pulls = wagers - static_cast<std::size_t>(std::ranges::count(pull_slot, none));    ///< the wagers taken back
};

/// What a round's decisions did: where the player folded, the raises made, the wagers taken back.
template <class Game>
struct decisions_taken {
    using slots = decision_slots<Game>;  ///< where each wager a decision acts on is kept
    std::optional<std::size_t> folded_at;             ///< the point of the fold, if any
    std::array<std::int64_t, slots::raises> raises{};  ///< by raise slot: times the ante raised (0: not made)
    /// By pull slot: the rule the wager was taken back by (null: not taken back), a pointer to
    /// the option's rule rather than the text.
    std::array<const std::string_view*, slots::pulls> pulled_by{};
    std::size_t used = 0;  ///< decisions read

    /// Times the ante wager \p position was raised (0: not made, or not a raise).
    [[nodiscard]] constexpr std::int64_t raised(std::size_t position) const noexcept {
        const std::size_t s = slots::raise_slot[position];
        return s == slots::none ? 0 : raises[s];
    }
    /// The rule wager \p position was taken back by (empty: not taken back).
    [[nodiscard]] constexpr std::string_view pulled(std::size_t position) const noexcept {
        const std::size_t s = slots::pull_slot[position];
        return s == slots::none || pulled_by[s] == nullptr ? std::string_view{} : *pulled_by[s];
    }
    /// The rule that allowed the fold (empty without one).
    [[nodiscard]] std::string_view fold_rule() const noexcept { return folded_at ? Game::fold_rules[*folded_at] : std::string_view{}; }
    /// Same decisions taken.
    friend bool operator==(const decisions_taken&, const decisions_taken&) = default;
};

/// \brief Whether the player takes part in the decisions: the ante is placed (in a game with an
/// ante), else any wager placed before the deal.
template <class Game>
[[nodiscard]] bool takes_part(const wager_slip<Game>& slip) noexcept {
    if constexpr (!std::is_void_v<typename Game::ante_type>) {
        return slip.template amount<typename Game::ante_type>() > money{};
    } else {
        for (money m : slip.amounts())
            if (m > money{}) return true;
        return false;
    }
}

/// Whether decision point \p p (a `hana::type_c<decide<…>>`) is passed: every raise it offers is made already.
template <class Game, class PointType>
[[nodiscard]] bool passes(const decisions_taken<Game>& taken, PointType) noexcept {
    using P = typename PointType::type;
    bool passed = false;
    boost::hana::for_each(P::options, [&](auto o) {
        using O = typename decltype(o)::type;
        if constexpr (O::act == action::raise) passed = taken.raised(wager_slip<Game>::template position<typename O::wager>()) != 0;
    });
    return passed;
}

/// \brief Records decision \p d, the \p nth of the round, at decision point \p p (number \p point)
/// into \p taken: a fold, a raise, a wager taken back. Throws invalid_decision, and leaves \p taken
/// unchanged, when \p d is not one of the point's options, raises beyond what the player's view
/// of \p seen (the round's cards) allows (may_raise_up_to), or pulls back a wager not placed.
/// \p seen is null where the decisions were checked against the cards already (read back from a
/// round that took them, or chosen among the options the view allows).
template <class Game, class PointType>
[[gnu::always_inline]] inline void take_decision(const wager_slip<Game>& slip, decisions_taken<Game>& taken, PointType p, std::size_t point,
                   std::size_t nth, decision d, std::type_identity_t<const dealt_cards<Game>*> seen) {
    using P = typename PointType::type;
    using slip_type = wager_slip<Game>;
    with_option_at(p, point, nth, d, [&](auto, auto o) __attribute__((always_inline)) {
        using O = typename decltype(o)::type;
        if constexpr (O::act == action::fold) {
            taken.folded_at = point;
        } else if constexpr (O::act == action::raise) {
            const std::int64_t times = raise_times<P, O>(nth, point, d);
            if constexpr (limited_by_view<O>)
                if (seen != nullptr) check_limit<P, O>(nth, point, d, times, visible_cards<Game>(*seen).at(point));
            taken.raises[decision_slots<Game>::raise_slot[slip_type::template position<typename O::wager>()]] = times;
        } else if constexpr (O::act == action::pull_back) {
            using W = typename O::wager;
            if (slip.template amount<W>() == money{})
                fail<invalid_decision>({"carnival: decision ", std::to_string(nth + 1), " pulls back the ", W::name,
                                        " wager, which is not placed (", O::rule, ")"});
            taken.pulled_by[decision_slots<Game>::pull_slot[slip_type::template position<W>()]] = &O::rule;
        }
    });
}

/// \brief Walks the decision points of a round of \p Game on \p slip: at each point reached, one
/// decision from `next(point, nth)`, checked against the point's options and what the view of
/// \p seen allows (take_decision; invalid_decision otherwise); a fold ends the walk, and a point
/// whose raises are all made already is passed.
template <class Game, class Next>
decisions_taken<Game> walk_decisions(const wager_slip<Game>& slip, std::type_identity_t<const dealt_cards<Game>*> seen, Next&& next) {
    decisions_taken<Game> taken;
    std::size_t point = 0;
    boost::hana::for_each(Game::sequence_type::points, [&](auto p) __attribute__((always_inline)) {
        const std::size_t here = point++;
        if (taken.folded_at || passes(taken, p)) return;
        const std::size_t nth = taken.used++;
        take_decision(slip, taken, p, here, nth, next(here, nth), seen);
    });
    return taken;
}

/// \brief Throws invalid_wager, naming the wagers, the amounts and the rule, when \p slip breaks
/// a requirement between wagers (NY (c)(6), (c)(7); a toke without an ante).
template <class Game>
void check_slip(const wager_slip<Game>& slip) {
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (W::kind == wager_kind::side || W::kind == wager_kind::contest) {
            W::requirement::template check<W>(slip);
        } else if constexpr (W::kind == wager_kind::rides_on) {
            if (slip.template amount<W>() > money{} && slip.template amount<typename W::base>() == money{})
                fail<invalid_wager>({"carnival: a ", W::name, " wager of ", to_string(slip.template amount<W>()),
                                     " may be placed only with the ", W::base::name, " wager (", W::rule, ")"});
        }
    });
}

/// \brief What \p strategy's decisions do in the round dealt \p cards on \p slip: each point the
/// round reaches is shown to it as the player sees it, its answer checked against the point's
/// options and handed to `record(nth, decision)`. A player not in the round is asked nothing.
template <class Game, class S, class Record>
decisions_taken<Game> ask_strategy(const wager_slip<Game>& slip, const dealt_cards<Game>& cards, const S& strategy,
                                   Record&& record) {
    if (!takes_part(slip)) return {};
    if constexpr (requires { { strategy.at_deal(cards, std::size_t{}) } -> std::same_as<decision>; }) {
        // A strategy that reads the seen cards from the deal itself (analysis::strategy_table): no
        // view sorted, and the places of every point found at once (places_at_deal), where it can.
        if constexpr (requires { strategy.at_deal(cards, std::size_t{}, strategy.places_at_deal(cards)); }) {
            const auto places = strategy.places_at_deal(cards);
            return walk_decisions(slip, &cards, [&](std::size_t point, std::size_t nth) __attribute__((always_inline)) {
                const decision d = strategy.at_deal(cards, point, places);
                record(nth, d);
                return d;
            });
        } else {
            return walk_decisions(slip, &cards, [&](std::size_t point, std::size_t nth) {
                const decision d = strategy.at_deal(cards, point);
                record(nth, d);
                return d;
            });
        }
    } else {
        const visible_cards<Game> seen(cards);
        return walk_decisions(slip, &cards, [&](std::size_t point, std::size_t nth) {
            const decision d = strategy(seen.at(point));  // walk_decisions checks it against the point's options
            record(nth, d);
            return d;
        });
    }
}

}  // namespace detail

/// \brief The decisions \p strategy makes in the round of \p Game dealt \p cards on \p slip: its
/// answer at each decision point the round reaches, shown the player's view there (their cards,
/// the board and the dealer's face-up cards so far). A fold ends them; a point whose raises are all
/// made is passed; a player not in the round (no ante) makes none. Throws invalid_decision, naming
/// the value and the point, when the strategy answers something the point does not offer.
template <class Game, class S>
[[nodiscard]] decision_list<Game> decisions_of(const wager_slip<Game>& slip, const dealt_cards<Game>& cards, const S& strategy) {
    require_strategy<S, Game>();
    decision_list<Game> out;
    out.size = detail::ask_strategy(slip, cards, strategy, [&](std::size_t nth, decision d) { out.at[nth] = d; }).used;
    return out;
}

}  // namespace carnival
