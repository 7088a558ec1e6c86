/// \file
/// \brief `carnival::sequence_of_play`: the cards dealt to the player, the dealer (face down or
/// up) and the board, the decision points between them with their options, and the dealer's
/// reveal — in the order a rule card tells them.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/detail/fixed_string.hpp>
#include <carnival/rules/decision.hpp>

#include <boost/hana/filter.hpp>
#include <boost/hana/tuple.hpp>
#include <boost/hana/type.hpp>

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace carnival {

/// How a dealer card is dealt: face down, or face up for every player to see.
enum class face : unsigned char { down, up };

/// The kinds of step a sequence of play is made of.
enum class step_kind : unsigned char { to_player, to_dealer, burn, to_board, decide, reveal_dealer };

/// \brief \p N cards to each player, face down (the player sees them): `to_player<3>` (NY (d)).
template <std::size_t N>
struct to_player {
    static_assert(N > 0, "carnival::to_player: deal at least one card");
    static constexpr step_kind kind = step_kind::to_player;  ///< its kind
    static constexpr std::size_t cards = N;                  ///< cards dealt
};

/// \brief \p N cards to the dealer, face down or (\p Face = face::up) exposed to the players:
/// Caribbean Stud's dealer gets `to_dealer<4>, to_dealer<1, face::up>`.
template <std::size_t N, face Face = face::down>
struct to_dealer {
    static_assert(N > 0, "carnival::to_dealer: deal at least one card");
    static constexpr step_kind kind = step_kind::to_dealer;  ///< its kind
    static constexpr std::size_t cards = N;                  ///< cards dealt
    static constexpr face shown = Face;                      ///< face down or up
};

/// \brief \p N cards burned: taken from the deck unseen (Mini-Tex, 13:69F-37 (b), (d)).
template <std::size_t N>
struct burn {
    static_assert(N > 0, "carnival::burn: burn at least one card");
    static constexpr step_kind kind = step_kind::burn;  ///< its kind
    static constexpr std::size_t cards = N;             ///< cards burned
};

/// \brief \p N community cards turned face up (dealt face down and turned now, as Let It Ride's,
/// is the same to every player): Mini-Tex's flop is `to_board<2>`.
template <std::size_t N>
struct to_board {
    static_assert(N > 0, "carnival::to_board: turn up at least one card");
    static constexpr step_kind kind = step_kind::to_board;  ///< its kind
    static constexpr std::size_t cards = N;                 ///< cards turned up
};

/// The dealer's cards turned up, after the last decision (NY (e)(3)).
struct reveal_dealer {
    static constexpr step_kind kind = step_kind::reveal_dealer;  ///< its kind
    static constexpr std::size_t cards = 0;                      ///< no card dealt
};

/// \brief Option: fold, forfeiting the wagers in action, as rule \p Rule allows (NY (e)(2)).
template <fixed_string Rule>
struct may_fold {
    static constexpr action act = action::fold;             ///< its action
    static constexpr std::string_view rule = Rule.view();   ///< the rule that allows it
};

/// \brief Option: neither make nor take back a wager (check; Let It Ride's "let it ride"), as
/// rule \p Rule allows.
template <fixed_string Rule>
struct may_check {
    static constexpr action act = action::check;            ///< its action
    static constexpr std::string_view rule = Rule.view();   ///< the rule that allows it
};

/// \brief Option: place raise wager \p Wager at one of \p Times times the ante, as rule \p Rule
/// allows: Three Card Poker's `may_raise<tcp::play, "NY (e)(2)", 1>`, Four Card Poker's
/// `may_raise<play, "…", 1, 2, 3>`. Offered again at a later point, the same wager is placed
/// once: a point whose raises are all made is passed without a decision.
template <class Wager, fixed_string Rule, std::int64_t... Times>
struct may_raise {
    static_assert(sizeof...(Times) > 0, "carnival::may_raise: give the multiples of the ante the raise may be");
    static_assert(((Times > 0) && ...), "carnival::may_raise: a raise is a positive multiple of the ante");
    static constexpr action act = action::raise;            ///< its action
    static constexpr std::string_view rule = Rule.view();   ///< the rule that allows it
    using wager = Wager;                                    ///< the wager it places
    /// The multiples of the ante it may be, as given.
    static constexpr std::array<std::int64_t, sizeof...(Times)> times{Times...};
    static_assert([] {
        for (std::size_t i = 1; i < times.size(); ++i)
            if (times[i] <= times[i - 1]) return false;
        return true;
    }(), "carnival::may_raise: list the multiples in increasing order, each once");
    /// Whether \p t is one of the multiples.
    [[nodiscard]] static constexpr bool offers(std::int64_t t) noexcept { return ((t == Times) || ...); }
};

/// \brief What makes a type a limit on a raise by what the player sees (may_raise_up_to): the
/// rule in words, `static constexpr std::string_view text`, and `static constexpr std::int64_t
/// most(const auto& view)`, the largest multiple of the ante allowed to a player whose view is
/// `view` (a player_view: `hole`, `board`, `dealer_up`); and, when it reads no suit in particular,
/// `static constexpr bool suit_blind = true` (the solver then uses suit symmetry). Crazy 4 Poker's:
/// \code
/// struct three_times_with_aces {
///     static constexpr std::string_view text = "more than 1x only with a pair of aces or better (Crazy 4 Poker 3)";
///     static constexpr bool suit_blind = true;
///     static constexpr std::int64_t most(const auto& view) {
///         return evaluate<four_card, best_of<5>>(view.hole) >= lowest_pair_of_aces ? 3 : 1;
///     }
/// };
/// \endcode
template <class L>
concept raise_limit = requires {
    { L::text } -> std::convertible_to<std::string_view>;
};

/// \brief Option: may_raise, but only up to the multiple \p Limit (a raise_limit) allows the
/// player at the point's view: Crazy 4 Poker's 3x with a pair of aces or better only, High Card
/// Flush's raise by the length of the flush. settle(), the solver, a simulation and the table
/// refuse a larger raise alike.
template <class Wager, fixed_string Rule, class Limit, std::int64_t... Times>
struct may_raise_up_to : may_raise<Wager, Rule, Times...> {
    static_assert(raise_limit<Limit>,
                  "carnival::may_raise_up_to: the limit is a type with `static constexpr std::string_view text` (the "
                  "rule in words) and `static constexpr std::int64_t most(const auto& view)` (the largest multiple "
                  "of the ante the player's view allows)");
    using limit = Limit;  ///< how far the view lets the player raise
};

/// \brief Option: take back \p Wager, placed before the deal, as rule \p Rule allows (Let It
/// Ride's bets 1 and 2). A wager taken back is returned to the player without action.
template <class Wager, fixed_string Rule>
struct may_pull_back {
    static constexpr action act = action::pull_back;        ///< its action
    static constexpr std::string_view rule = Rule.view();   ///< the rule that allows it
    using wager = Wager;                                    ///< the wager it takes back
};

namespace detail {
template <class O> inline constexpr bool is_option = requires {
    { O::act } -> std::convertible_to<action>;
    { O::rule } -> std::convertible_to<std::string_view>;
};
}  // namespace detail

/// \brief A decision point offering \p Options (at least two, at most one of each action):
/// `decide<may_fold<"NY (e)(2)">, may_raise<tcp::play, "NY (e)(2)", 1>>`.
template <class... Options>
struct decide {
    static_assert((detail::is_option<Options> && ...),
                  "carnival::decide: each option is may_fold, may_check, may_raise, may_raise_up_to or may_pull_back");
    static_assert(sizeof...(Options) >= 2, "carnival::decide: a decision point offers a choice: give at least two options");
    static_assert([] {
        std::array<int, 4> seen{};
        (++seen[static_cast<std::size_t>(Options::act)], ...);
        for (int n : seen)
            if (n > 1) return false;
        return true;
    }(), "carnival::decide: a decision point offers each action (fold, check, raise, pull back) at most once");
    static constexpr step_kind kind = step_kind::decide;  ///< its kind
    static constexpr std::size_t cards = 0;               ///< no card dealt
    static constexpr auto options = boost::hana::tuple_t<Options...>;  ///< the options, as Boost.Hana types
    /// Whether the point offers \p a.
    [[nodiscard]] static constexpr bool offers(action a) noexcept { return ((Options::act == a) || ...); }
    /// The rule of the option for \p a (empty when not offered).
    [[nodiscard]] static constexpr std::string_view rule_for(action a) noexcept {
        std::string_view r;
        ((Options::act == a ? (r = Options::rule, 0) : 0), ...);
        return r;
    }
};

/// One step of a sequence, as data.
struct step_info {
    step_kind kind;    ///< what it does
    std::size_t cards; ///< cards it deals, burns or turns up
    face shown;        ///< for a dealer card: face down or up
};

namespace detail {
template <class S> inline constexpr bool is_step = requires {
    { S::kind } -> std::convertible_to<step_kind>;
};
template <class S>
constexpr face shown_of() noexcept {
    if constexpr (requires { S::shown; }) {
        return S::shown;
    } else {
        return face::down;
    }
}
}  // namespace detail

/// \brief The sequence of play of a round, step by step: cards to the player, to the dealer (face
/// down or up), burned or turned up on the board, decision points, the dealer's reveal.
///
/// \code
/// // Three Card Poker, NY (d), (e)(2):
/// using sequence = sequence_of_play<to_player<3>, to_dealer<3>,
///                                   decide<may_fold<"NY (e)(2)">, may_raise<tcp::play, "NY (e)(2)", 1>>,
///                                   reveal_dealer>;
/// \endcode
/// Every player card is dealt before the first decision, the reveal (for a game that deals the
/// dealer cards) ends the sequence, and a deck holds 52 cards; anything else does not compile.
template <class... Steps>
struct sequence_of_play {
    static_assert((detail::is_step<Steps> && ...),
                  "carnival::sequence_of_play: each step is to_player, to_dealer, burn, to_board, decide or reveal_dealer");

    /// The steps, as data.
    static constexpr std::array<step_info, sizeof...(Steps)> steps{step_info{Steps::kind, Steps::cards, detail::shown_of<Steps>()}...};
    /// The decision points, in order, as Boost.Hana types.
    static constexpr auto points = [] {
        return boost::hana::filter(boost::hana::tuple_t<Steps...>, [](auto s) {
            return boost::hana::bool_c<decltype(s)::type::kind == step_kind::decide>;
        });
    }();

private:
    static constexpr std::size_t count(step_kind k) noexcept {
        std::size_t n = 0;
        for (const step_info& s : steps)
            if (s.kind == k) n += k == step_kind::decide || k == step_kind::reveal_dealer ? 1 : s.cards;
        return n;
    }
    /// Cards of kind \p k (face \p f for the dealer) dealt before each decision point.
    static constexpr auto before_points(step_kind k, bool up_only) noexcept {
        std::array<std::size_t, count(step_kind::decide)> out{};
        std::size_t n = 0, point = 0;
        for (const step_info& s : steps) {
            if (s.kind == step_kind::decide) out[point++] = n;
            if (s.kind == k && (!up_only || s.shown == face::up)) n += s.cards;
        }
        return out;
    }

public:
    static constexpr std::size_t player_cards = count(step_kind::to_player);  ///< each player's cards
    static constexpr std::size_t dealer_cards = count(step_kind::to_dealer);  ///< the dealer's cards, up or down
    static constexpr std::size_t board_cards = count(step_kind::to_board);    ///< community cards
    static constexpr std::size_t burn_cards = count(step_kind::burn);         ///< burned cards
    static constexpr std::size_t decision_points = count(step_kind::decide);  ///< decision points
    /// Community cards visible at each decision point.
    static constexpr std::array<std::size_t, decision_points> board_visible = before_points(step_kind::to_board, false);
    /// Dealer cards face up at each decision point.
    static constexpr std::array<std::size_t, decision_points> dealer_visible = before_points(step_kind::to_dealer, true);
    /// Dealer cards dealt face up, in all.
    static constexpr std::size_t dealer_up_cards = [] {
        std::size_t n = 0;
        for (const step_info& s : steps)
            if (s.kind == step_kind::to_dealer && s.shown == face::up) n += s.cards;
        return n;
    }();
    /// How each dealer card is dealt, in dealing order: face down or up.
    static constexpr std::array<face, dealer_cards> dealer_faces = [] {
        std::array<face, dealer_cards> out{};
        std::size_t at = 0;
        for (const step_info& s : steps)
            if (s.kind == step_kind::to_dealer)
                for (std::size_t i = 0; i < s.cards; ++i) out[at++] = s.shown;
        return out;
    }();
    /// Whether the dealer's cards are revealed (the sequence has a reveal_dealer).
    static constexpr bool reveals_dealer = count(step_kind::reveal_dealer) == 1;

    static_assert(player_cards > 0, "carnival::sequence_of_play: deal the player at least one card (to_player<N>)");
    static_assert(player_cards + dealer_cards + board_cards + burn_cards <= static_cast<std::size_t>(deck_size),
                  "carnival::sequence_of_play: the sequence deals more cards than a deck holds");
    static_assert([] {
        bool decided = false;
        for (const step_info& s : steps) {
            if (s.kind == step_kind::decide) decided = true;
            if (s.kind == step_kind::to_player && decided) return false;
        }
        return true;
    }(), "carnival::sequence_of_play: a decision point comes before the player's cards: deal every to_player before the first decide");
    static_assert(count(step_kind::reveal_dealer) == (dealer_cards > 0 ? 1 : 0),
                  "carnival::sequence_of_play: a game that deals the dealer cards reveals them once (reveal_dealer); one without dealer cards has no reveal");
    static_assert(!reveals_dealer || steps.back().kind == step_kind::reveal_dealer,
                  "carnival::sequence_of_play: the dealer's reveal comes last, after every decision");
};

}  // namespace carnival
