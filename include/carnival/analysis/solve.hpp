/// \file
/// \brief `carnival::analysis::solve`: the exact figures of a game's play — its ante, raises,
/// bonuses and the bets a decision takes back — under the optimal strategy or a given one, for any
/// game: backward induction over the player's information sets, the dealer's hidden cards counted
/// by card removal where the dealer's hand is the dealer's cards alone or the dealer's face-down
/// cards with the board (else enumerated), deals that differ only by the names of the suits
/// counted once.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/board_completions.hpp>
#include <carnival/analysis/combinations.hpp>
#include <carnival/analysis/dealer_completions.hpp>
#include <carnival/analysis/exact_options.hpp>
#include <carnival/analysis/figures.hpp>
#include <carnival/analysis/hand_text.hpp>
#include <carnival/analysis/reads_as_sets.hpp>
#include <carnival/analysis/strategy_table.hpp>
#include <carnival/analysis/suit_symmetry.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/detail/checked.hpp>
#include <carnival/detail/parallel_for.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/eval/ranking.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/requirements.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/settlement/acting_wagers.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/settlement/round.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/settlement/wager_slip.hpp>

#include <boost/hana/at.hpp>
#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <array>
#include <compare>
#include <functional>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace carnival::analysis {

namespace detail {

template <class R> inline constexpr bool is_compulsory = false;
template <class Other, std::int64_t Ratio, fixed_string Rule>
inline constexpr bool is_compulsory<compulsory_together<Other, Ratio, Rule>> = true;
template <class R> struct compulsory_other { using type = void; };
template <class Other, std::int64_t Ratio, fixed_string Rule>
struct compulsory_other<compulsory_together<Other, Ratio, Rule>> { using type = Other; };

/// Whether pay table \p Table pays the same on hands that differ only by suit names: every line a category, or a predicate that says it is suit_blind.
template <class Table>
consteval bool suit_blind_table() {
    bool blind = true;
    boost::hana::for_each(Table::lines, [&](auto l) {
        using L = typename decltype(l)::type;
        if constexpr (requires { typename L::predicate; }) blind = blind && carnival::detail::is_suit_blind<typename L::predicate>;
    });
    return blind;
}

/// Whether wager \p W pays the same on deals that differ only by suit names: its pay table, if it has one, is suit_blind_table.
template <class W>
consteval bool suit_blind_wager() {
    if constexpr (wager_traits<W>::paid_by_table) {
        return suit_blind_table<typename W::pay_table>();
    } else if constexpr (requires { typename W::payout_type::pay_table; }) {
        if constexpr (carnival::detail::pays_on_a_loss<typename W::payout_type>) {
            return suit_blind_table<typename W::payout_type::pay_table>() && suit_blind_table<typename W::payout_type::loss_table>();
        } else {
            return suit_blind_table<typename W::payout_type::pay_table>();
        }
    } else {
        return true;
    }
}

using carnival::acts_on;
using carnival::fold_reads_no_card;
using carnival::none_acting;
using carnival::settles_by_contest_alone;

/// \brief Whether playing \p slip pays the same on deals that differ only by suit names: \p
/// Game's ranking does not say otherwise (`suit_blind = false`) and every wager with action is
/// suit_blind_wager.
template <class Game>
bool slip_is_suit_blind(const wager_slip<Game>& slip) noexcept {
    if constexpr (requires { requires !Game::ranking_type::suit_blind; }) return false;
    if constexpr (!carnival::detail::limits_read_no_suit<typename Game::sequence_type>) return false;
    return none_acting(slip, [](auto w) { return !suit_blind_wager<typename decltype(w)::type>(); });
}

/// Whether hand policy \p H reads the dealer's cards.
template <class H>
constexpr bool reads_dealer_cards() noexcept {
    for (card_source s : H::sources)
        if (s == card_source::dealer) return true;
    return false;
}

/// A few net results and their counts, in the order first met, each found through a small hash table.
class net_counts {
public:
    static constexpr std::size_t capacity = 96;  ///< distinct nets one play can have
    // Only the first size() entries are ever read: a tally made at every decision of a walk does not clear the rest.
    net_counts() noexcept { slot_.fill(0); }  // the entries left as they are: `tally{}` need not zero them
    void add(std::int64_t net, std::uint64_t count) {
        std::size_t s = slot_of(net);
        for (; slot_[s] != 0; s = (s + 1) % slots) {
            auto& e = entries_[slot_[s] - 1U];
            if (e.first == net) {
                e.second = checked_sum(e.second, count);
                return;
            }
        }
        if (size_ == capacity)
            throw std::length_error("carnival::analysis::solve: the play has more than " + std::to_string(capacity) +
                                    " distinct net results");
        entries_[size_] = {net, count};
        slot_[s] = static_cast<std::uint8_t>(++size_);
    }
    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    void clear() noexcept {
        slot_.fill(0);
        size_ = 0;
    }
    [[nodiscard]] const std::pair<std::int64_t, std::uint64_t>& operator[](std::size_t i) const noexcept { return entries_[i]; }

    static std::uint64_t checked_sum(std::uint64_t a, std::uint64_t b) { return carnival::detail::checked_sum(a, b, count_overflows); }
    static std::uint64_t checked_product(std::uint64_t a, std::uint64_t b) {
        return carnival::detail::checked_product(a, b, count_overflows);
    }
    [[noreturn, gnu::cold, gnu::noinline]] static void count_overflows() {
        throw std::overflow_error("carnival::analysis::solve: a count passes 2^64 - 1");
    }

private:
    static constexpr std::size_t slots = 256;  // at most 96 of them taken: a net is found within a few
    static std::size_t slot_of(std::int64_t net) noexcept {
        return static_cast<std::size_t>((static_cast<std::uint64_t>(net) * 0x9E3779B97F4A7C15ULL) >> 56);
    }
    std::array<std::pair<std::int64_t, std::uint64_t>, capacity> entries_;
    std::array<std::uint8_t, slots> slot_;  // each slot: 0 (empty), or an entry's index + 1
    std::size_t size_ = 0;
};

}  // namespace detail

/// \brief Whether wager \p W belongs to \p Game's play — what the decisions act on: the ante, the
/// raises and the bonuses on the ante, the bets a decision takes back and the bets compulsory
/// with those. Other side wagers and the wagers riding on the ante are figured on their own.
template <class Game, class W>
consteval bool in_play() {
    if constexpr (wager_traits<W>::contested || W::kind == wager_kind::bonus) {
        return true;
    } else if constexpr (W::kind == wager_kind::side) {
        if constexpr (carnival::detail::taken_back<Game, W>) {
            return true;
        } else if constexpr (detail::is_compulsory<typename W::requirement>) {
            using other = typename detail::compulsory_other<typename W::requirement>::type;
            return other::kind == wager_kind::ante || carnival::detail::taken_back<Game, other>;
        } else {
            return false;
        }
    } else {
        return false;
    }
}

/// \brief The wager slip of \p Game's play: \p unit on the ante, or on each bet the play acts on
/// in a game without an ante (what solve() and a simulated par sheet put up).
template <class Game>
wager_slip<Game> play_slip(money unit) {
    wager_slip<Game> slip;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if constexpr (in_play<Game, W>() && placed_before_the_deal<W>) slip.template place<W>(unit);
    });
    return slip;
}

/// "ante + play + ante-bonus": the names of the wagers with action when \p slip is played (acts_on).
template <class Game>
std::string slip_name(const wager_slip<Game>& slip) {
    std::string out;
    boost::hana::for_each(Game::wagers, [&](auto w) {
        using W = typename decltype(w)::type;
        if (detail::acts_on<Game, W>(slip)) out += (out.empty() ? "" : " + ") + std::string(W::name);
    });
    return out;
}

/// "ante + play + ante-bonus": the names of \p Game's wagers in its play.
template <class Game>
std::string play_name() {
    return slip_name<Game>(play_slip<Game>(money::cents(100)));
}

/// \brief The exact analysis of \p Game's play (see solve()): the tree of deals and decisions,
/// walked once per strategy.
template <class Game>
class exact_play {
public:
    using sequence_type = typename Game::sequence_type;  ///< the sequence of play
    static constexpr std::size_t points = sequence_type::decision_points;  ///< decision points
    using slip_type = wager_slip<Game>;  ///< a slip of wagers played together

private:
    static constexpr auto& steps = sequence_type::steps;
    static constexpr std::size_t step_count = steps.size();
    static constexpr std::size_t hidden = sequence_type::dealer_cards - sequence_type::dealer_up_cards;
    using taken_type = carnival::detail::decisions_taken<Game>;

    // The dealer's hand is every dealer card, all hidden, under a ranking that counts the hands
    // below a value among the cards left (ranking::hands_below: High Card Flush's, suit by suit),
    // and a qualifier with a lowest qualifying hand (at_least) or none: counted, never dealt.
    static constexpr bool by_counting = [] {
        if constexpr (Game::has_dealer_hand) {
            using D = typename Game::dealer_hand;
            using Q = typename Game::qualifier;
            if constexpr (counting_ranking<typename D::ranking_type> && (requires { Q::minimum; } || !carnival::detail::qualifier_can_fail<Q>)) {
                for (card_source s : D::sources)
                    if (s != card_source::dealer) return false;
                return sequence_type::dealer_up_cards == 0 && D::card_count == sequence_type::dealer_cards &&
                       std::is_same_v<typename D::selection_type, all_of<D::card_count>>;
            } else {
                return false;
            }
        } else {
            return false;
        }
    }();
    // The dealer's hand is the dealer's cards alone, some hidden: its completions are counted by
    // card removal (dealer_completions) rather than enumerated.
    static constexpr bool by_card_removal = [] {
        if constexpr (by_counting) {
            return false;
        } else if constexpr (Game::has_dealer_hand) {
            for (card_source s : Game::dealer_hand::sources)
                if (s != card_source::dealer) return false;
            return sequence_type::dealer_cards > sequence_type::dealer_up_cards;
        } else {
            return false;
        }
    }();
    // The dealer's hand is the dealer's face-down cards with the board: the completions of each
    // board are counted by card removal (board_completions) rather than enumerated.
    static constexpr bool by_board_removal = [] {
        if constexpr (Game::has_dealer_hand) {
            bool board = false;
            for (card_source s : Game::dealer_hand::sources) board = board || s == card_source::board;
            return board && sequence_type::dealer_up_cards == 0 && sequence_type::dealer_cards >= 1 &&
                   sequence_type::dealer_cards <= 4 && sequence_type::board_cards <= 5;
        } else {
            return false;
        }
    }();
    struct no_completions {};
    using board_completions_type = typename decltype([] {
        if constexpr (by_board_removal) {
            return std::type_identity<board_completions<Game>>{};
        } else {
            return std::type_identity<no_completions>{};
        }
    }())::type;
    using completions_type = typename decltype([] {
        if constexpr (by_card_removal) {
            return std::type_identity<dealer_completions<typename Game::dealer_hand, typename Game::qualifier, sequence_type::dealer_cards>>{};
        } else {
            return std::type_identity<no_completions>{};
        }
    }())::type;

    // A step whose cards the player sees when they are dealt: the player's, the dealer's face up, the board's.
    static constexpr bool seen(step_info s) noexcept {
        return s.kind == step_kind::to_player || s.kind == step_kind::to_board ||
               (s.kind == step_kind::to_dealer && s.shown == face::up);
    }
    // Where step i's cards go in their participant's array, and which decision point step i is.
    static constexpr auto offsets = [] {
        std::array<std::size_t, step_count + 1> out{};
        std::array<std::size_t, 6> next{};
        for (std::size_t i = 0; i < step_count; ++i) {
            const auto k = static_cast<std::size_t>(steps[i].kind);
            out[i] = next[k];
            next[k] += steps[i].kind == step_kind::decide ? 1 : steps[i].cards;
        }
        return out;
    }();
    // The dealer's face-down cards, by position in dealt_cards::dealer.
    static constexpr auto hidden_at = [] {
        std::array<std::size_t, hidden> out{};
        std::size_t n = 0;
        for (std::size_t i = 0; i < sequence_type::dealer_cards; ++i)
            if (sequence_type::dealer_faces[i] == face::down) out[n++] = i;
        return out;
    }();
    // Whether the player's hand is all dealt at decision point p: the strategy there can be told by
    // the hand alone, or by the hand and the other cards seen (the dealer's up cards).
    static constexpr auto hand_known = [] {
        std::array<bool, points> out{};
        std::size_t player = 0, board = 0;
        for (std::size_t i = 0; i < step_count; ++i) {
            if (steps[i].kind == step_kind::to_player) player += steps[i].cards;
            if (steps[i].kind == step_kind::to_board) board += steps[i].cards;
            if (steps[i].kind != step_kind::decide) continue;
            bool known = true;
            for (card_source s : Game::player_hand::sources)
                known = known && (s == card_source::player  ? player == sequence_type::player_cards
                                  : s == card_source::board ? board == sequence_type::board_cards
                                                            : false);
            out[offsets[i]] = known;
        }
        return out;
    }();
    static constexpr bool any_hand_known = [] {
        for (bool k : hand_known)
            if (k) return true;
        return false;
    }();
    // The player's hand as the game ranks it.
    static auto player_value(const dealt_cards<Game>& dealt) noexcept {
        return evaluate<typename Game::player_hand::ranking_type, typename Game::player_hand::selection_type>(
            carnival::detail::cards_for<typename Game::player_hand>(dealt));
    }
    using value_type = decltype(player_value(std::declval<const dealt_cards<Game>&>()));

    // The lowest and the highest player's hand an option was taken with.
    struct hand_range {
        value_type lowest{}, highest{};
        bool any = false;
        void include(value_type v) noexcept {
            if (!any || v < lowest) lowest = v;
            if (!any || highest < v) highest = v;
            any = true;
        }
        void include(const hand_range& r) noexcept {
            if (r.any) {
                include(r.lowest);
                include(r.highest);
            }
        }
    };

    // Whether decision step i is the player's last look: no card seen and nothing decided after it.
    static constexpr bool last_look(std::size_t i) noexcept {
        for (std::size_t j = i + 1; j < step_count; ++j)
            if (seen(steps[j]) || steps[j].kind == step_kind::decide) return false;
        return true;
    }
    // The first step whose cards the player sees: its card sets are the roots of the walk, shared among the threads.
    static constexpr std::size_t first_seen = [] {
        std::size_t i = 0;
        while (i < step_count && !seen(steps[i])) ++i;
        return i;
    }();
    static_assert(first_seen < step_count, "carnival::analysis::solve: the player sees no card");
    // The cards seen after the first seen step, and the steps that show them.
    static constexpr std::pair<std::size_t, std::size_t> seen_after_first = [] {
        std::pair<std::size_t, std::size_t> cards_and_steps{};
        for (std::size_t j = first_seen + 1; j < step_count; ++j)
            if (seen(steps[j])) cards_and_steps.first += steps[j].cards, ++cards_and_steps.second;
        return cards_and_steps;
    }();
    // Whether the player's last look is the same wherever the cards seen after the first seen step
    // are the same set: they all go to the board, and every hand values the board as a set — so
    // the walk, which reaches one board from every order of its steps (the river dealt before the
    // flop's last card), looks once per board (and decisions taken before). Kept where the steps
    // are two or more (else each board is reached once) and a place for every board is small.
    static constexpr bool looks_by_board = [] {
        if (!detail::reads_hands_as_sets<Game>() || seen_after_first.second < 2 || seen_after_first.first > 3) return false;
        for (std::size_t j = first_seen + 1; j < step_count; ++j)
            if (seen(steps[j]) && steps[j].kind != step_kind::to_board) return false;
        return true;
    }();
    // Whether the player's hand is whole once the first seen step's cards are dealt: its cards all
    // the player's, all dealt by that step.
    static constexpr bool hand_at_root = [] {
        for (card_source s : Game::player_hand::sources)
            if (s != card_source::player) return false;
        return steps[first_seen].kind == step_kind::to_player && steps[first_seen].cards == sequence_type::player_cards;
    }();
    // Cards the player has seen before step i.
    static constexpr std::size_t seen_before(std::size_t i) noexcept {
        std::size_t n = 0;
        for (std::size_t j = 0; j < i; ++j)
            if (seen(steps[j])) n += steps[j].cards;
        return n;
    }
    // Deals that complete a deal from step i on: the seen steps' card sets, then the dealer's hidden cards.
    static constexpr std::uint64_t deals_from(std::size_t i) noexcept {
        std::uint64_t n = 1;
        for (std::size_t j = i; j < step_count; ++j)
            if (seen(steps[j])) n *= binomial(deck_size - seen_before(j), steps[j].cards);
        return n * binomial(deck_size - seen_before(step_count), hidden);
    }

public:
    /// All deals: each seen step's cards as a set, then the dealer's hidden cards (burned cards
    /// change no count: every card the player does not see is equally likely to be any of them).
    static constexpr std::uint64_t deals = deals_from(0);

    /// The decisions each point offers, in the order they are listed: fold, pull back, check, the raises from the lowest.
    static constexpr auto options = [] {
        std::array<std::array<decision, 20>, points> out{};
        std::array<std::size_t, points> count{};
        for (std::size_t p = 0; p < points; ++p) {
            const carnival::detail::point_offer& o = carnival::detail::offers<sequence_type>[p];
            const auto has = [&](action a) { return (o.actions >> static_cast<unsigned>(a) & 1U) != 0; };
            if (has(action::fold)) out[p][count[p]++] = decision::fold;
            if (has(action::pull_back)) out[p][count[p]++] = decision::pull_back;
            if (has(action::check)) out[p][count[p]++] = decision::check;
            if (has(action::raise)) {
                if (o.times_count == 1) out[p][count[p]++] = decision::play;
                else
                    for (std::size_t t = 0; t < o.times_count; ++t)
                        out[p][count[p]++] = decision::raise(static_cast<std::uint32_t>(o.times[t]));
            }
        }
        return std::pair{out, count};
    }();

private:
    // The multiple of the ante option decision `d` of decision point `point` raises by (0: no raise).
    static constexpr std::int64_t multiple_of(std::size_t point, decision d) noexcept {
        if (d.act != action::raise) return 0;
        return d.times == 0 ? carnival::detail::offers<sequence_type>[point].times[0] : static_cast<std::int64_t>(d.times);
    }
    // The most options a point offers (at least 1, for a game without decisions).
    static constexpr std::size_t most_options = [] {
        std::size_t most = 1;
        for (std::size_t n : options.second) most = std::max(most, n);
        return most;
    }();

public:
    /// \brief The play of \p Game: one unit on the ante (or on each bet the play acts on, in a game
    /// without an ante), its figures per unit.
    explicit exact_play(exact_options o = {})
        : options_(o), name_(play_name<Game>()), slip_(play_slip<Game>(money::cents(100))),
          unit_(money::cents(100)), suit_blind_(detail::slip_is_suit_blind(slip_)) {
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (in_play<Game, W>() && (wager_traits<W>::paid_by_table))
                static_assert(!detail::reads_dealer_cards<typename W::hand>(),
                              "carnival::analysis::solve: a bet the decisions act on is paid on the dealer's cards");
        });
        make_completions();
    }

    /// \brief The play of the wagers on \p slip together — the ante with pair plus, say, where a
    /// fold forfeits both (NY (e)(2)): every decision the best for all of them at once; the figures
    /// per unit of the slip's initial total (the wagers placed before the deal). Throws what
    /// settle() throws for a slip that breaks a requirement between wagers, invalid_wager for a slip
    /// with nothing on it, and std::invalid_argument for a wager on it paid on the dealer's cards
    /// (figure that one on its own: side_wager_figures).
    explicit exact_play(const slip_type& slip, exact_options o = {})
        : options_(o), name_(slip_name(slip)), slip_(slip), unit_(initial_total(slip)), suit_blind_(detail::slip_is_suit_blind(slip)) {
        carnival::detail::check_slip(slip_);
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (wager_traits<W>::paid_by_table)
                if constexpr (detail::reads_dealer_cards<typename W::hand>())
                    if (detail::acts_on<Game, W>(slip_))
                        throw std::invalid_argument("carnival::analysis::solve: " + std::string(W::name) +
                                                    " is paid on the dealer's cards, which a contest class does not tell; figure it "
                                                    "on its own (side_wager_figures)");
        });
        make_completions();
    }

    /// \brief The work solving with options \p o takes, estimated without building anything: the end states visited (every option of every decision point, with suit symmetry
    /// the first cards' classes rather than sets) times what each costs — the dealer's hidden
    /// hands evaluated, or the card-removal terms read. For a budget: Caribbean Stud's 3.2e8 takes
    /// about 6 s on one thread of this project's 2-core machine (the terms read from tables by
    /// class of suits, each thread keeping the rows it read at the player's value).
    [[nodiscard]] static double estimated_work(exact_options o = {}) noexcept {
        double visits = 1;
        bool first = true;
        std::size_t point = 0;
        for (std::size_t i = 0; i < step_count; ++i) {
            if (seen(steps[i])) {
                visits *= static_cast<double>(binomial(deck_size - seen_before(i), steps[i].cards)) / (first && uses_suit_symmetry(o) ? 24.0 : 1.0);
                first = false;
            } else if (steps[i].kind == step_kind::decide) {
                visits *= static_cast<double>(options.second[point++]);
            }
        }
        const std::size_t seen_at_end = seen_before(step_count);
        double per_end = 1;
        if constexpr (by_counting) {
            per_end = 4;  // the counts below the qualifier, below and not above the player's value
        } else if (uses_card_removal(o)) {
            per_end = 0;  // the inclusion–exclusion terms: subsets of the cards seen, but the dealer's up cards or the board
            const std::size_t known = by_card_removal ? sequence_type::dealer_up_cards : sequence_type::board_cards;
            for (std::size_t k = 0; k <= hidden; ++k) per_end += static_cast<double>(binomial(seen_at_end - known, k));
        } else if (Game::has_dealer_hand) {
            per_end = static_cast<double>(binomial(deck_size - seen_at_end, hidden));
        }
        return visits * (per_end + 1);
    }

    /// \brief Whether deals that differ only by suit names are counted once: asked for
    /// (exact_options::suit_symmetry) and allowed by the game (its ranking and its play's pay lines
    /// treat the suits alike; a line that names a suit turns it off).
    [[nodiscard]] static bool uses_suit_symmetry(exact_options o) {
        return o.suit_symmetry && detail::slip_is_suit_blind(play_slip<Game>(money::cents(100)));
    }
    /// uses_suit_symmetry with this solver's options and slip.
    [[nodiscard]] bool uses_suit_symmetry() const noexcept { return options_.suit_symmetry && suit_blind_; }

    /// The optimal strategy's figures: at every decision, the option of the highest exact expectation.
    [[nodiscard]] play_figures optimal() const { return result(run<std::nullptr_t>(nullptr), "optimal", true); }

    /// \brief The optimal strategy as a table (strategy_table): at every decision point it reaches,
    /// the option optimal() takes for each class of what the player has seen — a strategy_for
    /// \p Game whose figures are optimal()'s, to simulate or to compare; a point with at most \p
    /// dense_places views read from a place for each (see strategy_table).
    [[nodiscard]] strategy_table<Game> optimal_strategy(std::uint64_t dense_places = strategy_table<Game>::default_dense_places) const {
        const record_optimal every_point{};
        return strategy_table<Game>(run(&every_point).chosen, uses_suit_symmetry(), dense_places);
    }

    /// \brief optimal() and optimal_strategy() from one walk: the optimal figures, and the table of
    /// the decisions that made them at the decision points (from 0) whose bits \p recorded sets — to
    /// simulate them (every point), or to say them in words (the first, say: a table that small
    /// costs nothing, while every river decision of a Hold'em game is millions of entries). The
    /// table refuses a view at a point not recorded (std::out_of_range).
    [[nodiscard]] std::pair<play_figures, strategy_table<Game>> optimal_with_strategy(
        std::uint64_t recorded = ~std::uint64_t{0}, std::uint64_t dense_places = strategy_table<Game>::default_dense_places) const {
        const record_optimal record{recorded};
        tally all = run(&record);
        play_figures figures = result(all, "optimal", true);
        return {std::move(figures), strategy_table<Game>(std::move(all.chosen), uses_suit_symmetry(), dense_places)};
    }

    /// \brief Whether the dealer's hidden cards are counted by card removal rather than enumerated,
    /// with options \p o: where the dealer's hand is the dealer's cards alone (dealer_completions),
    /// or the dealer's face-down cards with the board and the tables by board fit the memory budget
    /// (board_completions).
    [[nodiscard]] static bool uses_card_removal(exact_options o) noexcept {
        if constexpr (by_board_removal) {
            return o.card_removal && board_completions_type::bytes_at_least(true) <= o.memory_budget;
        } else {
            return by_card_removal && o.card_removal;
        }
    }

    /// \brief The figures of \p strategy (strategy_for: a function of the player's view), asked at
    /// every decision point of every deal (once for deals that differ only by suit names, when
    /// suit_symmetry is on: the strategy must then decide alike for such deals).
    template <class S>
    [[nodiscard]] play_figures figures(const S& strategy, std::string strategy_name = "a strategy function") const {
        if constexpr (std::is_function_v<S>) {
            return figures(&strategy, std::move(strategy_name));  // a function, as a pointer to it
        } else {
            require_strategy<S, Game>();
            return result(run(&strategy), std::move(strategy_name), false);
        }
    }

private:
    // The wagers placed before the deal on `slip`: the unit of the figures. Throws invalid_wager when there are none.
    static money initial_total(const slip_type& slip) {
        money total;
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (placed_before_the_deal<W>) total += slip.template amount<W>();
        });
        if (total == money{}) throw invalid_wager("carnival::analysis::solve: the slip has no wager to figure");
        return total;
    }
    void make_completions() {
        if constexpr (by_card_removal)
            if (options_.card_removal) completions_ = std::make_shared<const completions_type>(options_.memory_budget, options_.threads);
        if constexpr (by_board_removal)
            if (options_.card_removal && board_completions_type::bytes_at_least(true) <= options_.memory_budget) {
                // Every holding's split counted ahead, board by board, where the player's hand allows and the memory budget fits it.
                const bool holdings =
                    board_completions_type::can_split_holdings && board_completions_type::bytes_at_least(true, true) <= options_.memory_budget;
                auto built = std::make_shared<const board_completions_type>(true, options_.threads, holdings);
                if (built->bytes() <= options_.memory_budget) board_completions_ = std::move(built);
            }
    }

    // Whether every holding's split by board was counted ahead (board_completions::splits_holdings).
    [[nodiscard]] bool splits_holdings() const noexcept {
        if constexpr (by_board_removal) {
            return board_completions_ && board_completions_->splits_holdings();
        } else {
            return false;
        }
    }

    __extension__ using wide = __int128;  // |net| < 2^63 minor units times a count < 2^64 fits
    // Slots for the deals by the player's final hand's category, indexed by its value.
    static constexpr std::size_t categories = category_slots<typename Game::player_hand::ranking_type>;

    struct tally {
        wide value = 0;                // Σ net (minor units) × deals
        std::uint64_t deals = 0;
        std::uint64_t wagered = 0;         // Σ amount wagered (minor units) × deals
        detail::net_counts nets;
        std::array<std::uint64_t, categories> category_deals{};
        std::array<wide, categories> category_value{};
        std::array<std::uint64_t, points * 20> decisions{};
        std::array<hand_range, any_hand_known ? points * most_options : 0> hands{};  // where the player's hand is known
        std::vector<typename strategy_table<Game>::entry> chosen;  // the optimal decisions taken, when recorded

        // Back to no deal, keeping what it allocated.
        void clear() noexcept {
            value = 0;
            deals = wagered = 0;
            nets.clear();
            category_deals.fill(0);
            category_value.fill(0);
            decisions.fill(0);
            hands.fill(hand_range{});
            chosen.clear();
        }
        void add(const tally& t, std::uint64_t times) {
            using detail::net_counts;
            value += t.value * times;
            deals = net_counts::checked_sum(deals, net_counts::checked_product(t.deals, times));
            wagered = net_counts::checked_sum(wagered, net_counts::checked_product(t.wagered, times));
            for (std::size_t i = 0; i < t.nets.size(); ++i) nets.add(t.nets[i].first, net_counts::checked_product(t.nets[i].second, times));
            for (std::size_t c = 0; c < categories; ++c) {
                category_deals[c] += t.category_deals[c] * times;
                category_value[c] += t.category_value[c] * times;
            }
            for (std::size_t i = 0; i < decisions.size(); ++i) decisions[i] += t.decisions[i] * times;
            for (std::size_t i = 0; i < hands.size(); ++i) hands[i].include(t.hands[i]);
            chosen.insert(chosen.end(), t.chosen.begin(), t.chosen.end());
        }
    };

    // The splits by board a thread asked for last (board_completions::memo), where used.
    template <class C>
    static auto memo_of(int) -> std::type_identity<typename C::memo>;
    template <class C>
    static auto memo_of(...) -> std::type_identity<no_completions>;
    using board_memo = typename decltype(memo_of<board_completions_type>(0))::type;
    // The rows of the card-removal tables a thread read last (dealer_completions::memo), where used.
    using dealer_memo = typename decltype(memo_of<completions_type>(0))::type;

    // How a deal ends: the dealer's hidden cards by contest class, and in each class the player's
    // net and the amount wagered (minor units).
    struct ending {
        contest_counts by_class{};
        by_contest_class<std::int64_t> net{}, wagered{};
    };

    // The player's last looks one thread took from its current root, by board (looks_by_board).
    class last_looks {
    public:
        /// A count of the dealer's hidden cards: as few bytes as they fit in, the looks then small enough for a cache.
        using deal_count = std::conditional_t<deals_from(step_count) <= 0xffffU, std::uint16_t,
                                              std::conditional_t<deals_from(step_count) <= 0xffffffffU, std::uint32_t, std::uint64_t>>;
        /// One look: the option the player takes at one board, and the deals by class it ends in.
        struct look {
            std::uint32_t root = 0;   ///< the root it was taken from, counted from 1 (0: none yet)
            std::uint32_t taken = 0;  ///< the decisions taken before it, as interned
            value_type player{};      ///< the player's hand
            std::uint32_t best = 0;   ///< the option taken
            by_contest_class<deal_count> deals{};  ///< the dealer's hidden cards by class
        };
        /// \brief Looks by board; the nets of each kept beside it unless \p nets_by_decisions (the
        /// nets the same for every board: nets_of).
        explicit last_looks(bool nets_by_decisions)
            : at_(binomial(deck_size, seen_after_first.first)), ends_(nets_by_decisions ? 0 : at_.size()) {}
        /// What find() found: the look, whether it was taken already, the decisions interned.
        struct found {
            look* at;            ///< the look
            bool known;          ///< whether it was taken already
            std::uint32_t taken;  ///< the decisions taken before it, as interned
        };
        // The look at the board of `seen_after` (the cards seen after the first seen step) with `taken`:
        // found (known) or to be filled. Boards that `root_group` (the renamings of the suits
        // that map the root's cards onto themselves) maps onto each other share one look.
        found find(std::uint32_t root, suit_group root_group, card_mask seen_after, const taken_type& taken) {
            const card_mask least = root_group.least_image(seen_after);
            std::uint32_t id = 0;
            while (id < taken_.size() && !same_play(taken_[id], taken)) ++id;
            if (id == taken_.size()) taken_.push_back(taken);
            look& l = at_[colex_rank_of(least)];
            if (l.root == root && l.taken == id) return {&l, true, id};
            l.root = root;
            l.taken = id;
            return {&l, false, id};
        }
        // Option `option` after the decisions interned as `taken`: whether it is contested (else
        // every deal ends in the first class) and its nets by class, made by `settled` the first
        // time — where the nets depend on the contest class and the decisions alone
        // (settles_by_contest_alone).
        template <class Settle>
        const std::pair<bool, ending>& nets_of(std::uint32_t taken, std::size_t option, Settle&& settled) {
            const std::size_t at = taken * most_options + option;
            if (at >= nets_.size()) nets_.resize(at + 1);
            if (!nets_[at]) nets_[at] = settled();
            return *nets_[at];
        }
        // The ending of `l` kept beside it (not nets_by_decisions): its nets by class.
        ending& end_at(const look& l) noexcept { return ends_[static_cast<std::size_t>(&l - at_.data())]; }
        // The nets of look `l`: kept beside it, or those of its decisions and option.
        const ending& nets_at(const look& l) noexcept {
            return ends_.empty() ? nets_[l.taken * most_options + l.best]->second : end_at(l);
        }

    private:
        // Whether `a` and `b` play alike: the same fold, raises, bets taken back and decisions read
        // (the rules they cite, which change no net, are not compared).
        static bool same_play(const taken_type& a, const taken_type& b) noexcept {
            if (a.used != b.used || a.folded_at != b.folded_at) return false;
            for (std::size_t r = 0; r < a.raises.size(); ++r)
                if (a.raises[r] != b.raises[r]) return false;
            for (std::size_t w = 0; w < a.pulled_by.size(); ++w)
                if ((a.pulled_by[w] == nullptr) != (b.pulled_by[w] == nullptr)) return false;
            return true;
        }
        std::vector<look> at_;  // by the board's colex rank
        std::vector<ending> ends_;  // by the board's colex rank, unless the nets are by decisions
        std::vector<taken_type> taken_;
        std::vector<std::optional<std::pair<bool, ending>>> nets_;  // by interned decisions and option: nets_of
    };
    struct no_looks {};
    using looks_type = std::conditional_t<looks_by_board, last_looks, no_looks>;

    struct node {
        dealt_cards<Game> dealt{};
        card_mask used = 0;
        taken_type taken{};
        suit_group group = suit_group::identity();
        board_memo* memo = nullptr;  // this thread's
        dealer_memo* dealer_rows = nullptr;  // this thread's
        looks_type* looks = nullptr;  // this thread's, walking by induction
        std::uint32_t root = 0;       // the root's number, from 1
        card_mask root_cards = 0;     // the root's cards
        suit_group root_group = suit_group::identity();  // the renamings that map the root's cards onto themselves
    };

    // The optimal play (backward induction), its decisions recorded in tally::chosen.
    struct record_optimal {
        std::uint64_t points = ~std::uint64_t{0};  // the decision points recorded, a bit each
    };
    template <class S>
    static constexpr bool by_induction = std::is_same_v<S, std::nullptr_t> || std::is_same_v<S, record_optimal>;

    // Every deal walked under `strategy` (a strategy function, or by_induction): the totals.
    template <class S>
    tally run(const S* strategy) const {
        node root;
        root.group = uses_suit_symmetry() ? suit_group::all() : suit_group::identity();
        constexpr std::size_t first = first_seen;
        std::vector<std::pair<card_mask, std::uint32_t>> roots;
        for_each_orbit(full_deck, steps[first].cards, root.group, [&](card_mask set, std::uint32_t n, suit_group) { roots.emplace_back(set, n); });
        if constexpr (hand_at_root) {
            // Roots in order of the player's hand: the card-removal tables, read where the player's
            // value falls among the dealer's, are read at nearby places root after root.
            const auto value_of = [](card_mask set) {
                node n;
                deal_set<first>(n, set);
                return player_value(n.dealt);
            };
            std::vector<std::pair<value_type, std::pair<card_mask, std::uint32_t>>> by_value;
            by_value.reserve(roots.size());
            for (const auto& r : roots) by_value.emplace_back(value_of(r.first), r);
            std::stable_sort(by_value.begin(), by_value.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            for (std::size_t i = 0; i < roots.size(); ++i) roots[i] = by_value[i].second;
        }
        const unsigned threads = carnival::detail::threads_or_hardware(options_.threads);
        std::vector<tally> per_thread(threads);
        std::vector<board_memo> memos(board_completions_ && !splits_holdings() ? threads : 0);
        std::vector<dealer_memo> dealer_rows(completions_ ? threads : 0);
        std::vector<looks_type> looks;
        if constexpr (looks_by_board)
            if (by_induction<S>) looks.assign(threads, looks_type(by_contest_alone_));
        std::uint64_t done = 0;
        std::mutex reporting;
        carnival::detail::parallel_for(threads, roots.size(), [&](unsigned t, std::size_t i) {
            node child = root;
            child.group = root.group.orbit_of(roots[i].first).fixing;
            if (!memos.empty()) child.memo = &memos[t];
            if (!dealer_rows.empty()) child.dealer_rows = &dealer_rows[t];
            if (!looks.empty()) child.looks = &looks[t];
            child.root = static_cast<std::uint32_t>(i + 1);
            child.root_cards = roots[i].first;
            child.root_group = child.group;
            deal_set<first>(child, roots[i].first);
            walk<first + 1>(child, per_thread[t], roots[i].second, strategy);
            if (options_.progress) {
                const std::lock_guard<std::mutex> lock(reporting);
                options_.progress(++done, roots.size());
            }
        });
        tally all;
        for (const tally& t : per_thread) all.add(t, 1);
        return all;
    }

    // Puts the cards of `set` where step I deals them.
    template <std::size_t I>
    static void deal_set(node& n, card_mask set) noexcept {
        constexpr step_info s = steps[I];
        card* out = s.kind == step_kind::to_player ? n.dealt.player.data()
                    : s.kind == step_kind::to_board ? n.dealt.board.data()
                                                    : n.dealt.dealer.data();
        std::size_t at = offsets[I];
        for (card_mask m = set; m != 0; m &= m - 1) out[at++] = card::from_dense_index_unchecked(std::countr_zero(m));
        n.used |= set;
    }

    template <std::size_t I, class S>
    void walk(const node& n, tally& out, std::uint64_t weight, const S* strategy) const {
        if constexpr (I == step_count) {
            terminal(n, out, weight);
        } else if constexpr (seen(steps[I])) {
            node child = n;  // one copy for every card set: each writes the same places
            for_each_orbit(full_deck & ~n.used, steps[I].cards, n.group, [&](card_mask set, std::uint32_t count, suit_group fixing) {
                child.group = fixing;
                child.used = n.used;
                deal_set<I>(child, set);
                walk<I + 1>(child, out, detail::net_counts::checked_product(weight, count), strategy);
            });
        } else if constexpr (steps[I].kind == step_kind::decide) {
            constexpr std::size_t point = offsets[I];
            constexpr auto p = boost::hana::at_c<point>(sequence_type::points);
            if (n.taken.folded_at || carnival::detail::passes(n.taken, p)) return walk<I + 1>(n, out, weight, strategy);
            const std::size_t nth = n.taken.used;
            // The options the player's view allows: all but the raises beyond a limit (may_raise_up_to).
            // Option 0 (a fold, a check or a pull back: never a raise) always is.
            [[maybe_unused]] std::int64_t most = 0;
            if constexpr (carnival::detail::limits_by_view<sequence_type>)
                most = carnival::detail::most_raise<typename decltype(p)::type>(visible_cards<Game>(n.dealt).at(point));
            const auto allowed = [&](std::size_t option) {
                if constexpr (carnival::detail::limits_by_view<sequence_type>) {
                    return multiple_of(point, options.first[point][option]) <= most;
                } else {
                    return true;
                }
            };
            value_type hand{};  // where known, and not at the last look (which values it only when it looks)
            if constexpr (hand_known[point] && !(by_induction<S> && last_look(I))) hand = player_value(n.dealt);
            const auto decide = [&](std::size_t option, tally& into, std::uint64_t w) {
                node child = n;
                ++child.taken.used;
                carnival::detail::take_decision(slip_, child.taken, p, point, nth, options.first[point][option], nullptr);  // allowed
                walk<I + 1>(child, into, w, strategy);
                into.decisions[point * 20 + option] += w * deals_from(I + 1);
                if constexpr (hand_known[point]) into.hands[point * most_options + option].include(hand);
            };
            // The option the induction takes, recorded where asked.
            const auto record = [&](std::size_t option, tally& into) {
                if constexpr (std::is_same_v<S, record_optimal>)
                    if (point < 64 && (strategy->points >> point & 1U) != 0)
                        into.chosen.push_back({point, strategy_table<Game>::key_of(visible_cards<Game>(n.dealt).at(point), uses_suit_symmetry()),
                                               options.first[point][option]});
            };
            if constexpr (by_induction<S> && last_look(I)) {
                // The player's last look: every option's end from one split of the dealer's hidden
                // cards, the highest taken (the first listed on a tie) and added straight to the totals
                // — looked once per board where looks_by_board.
                const auto add = [&](const typename last_looks::look& l, const ending& nets) {
                    add_end(l.deals, nets, static_cast<std::size_t>(l.player.category()), out, weight);
                    out.decisions[point * 20 + l.best] += weight * deals_from(I + 1);
                    if constexpr (hand_known[point]) out.hands[point * most_options + l.best].include(l.player);
                    record(l.best, out);
                };
                typename last_looks::look here;
                typename last_looks::look* look = &here;
                [[maybe_unused]] std::uint32_t interned = 0;
                if constexpr (looks_by_board) {
                    const auto found = n.looks->find(n.root, n.root_group, n.used & ~n.root_cards, n.taken);
                    if (found.known) return add(*found.at, n.looks->nets_at(*found.at));
                    look = found.at;
                    interned = found.taken;
                }
                look->player = player_value(n.dealt);
                contest_counts contested{};
                bool split = false;
                wide best_value = 0;
                const auto taking = [&](std::size_t o) {
                    taken_type taken = n.taken;
                    ++taken.used;
                    carnival::detail::take_decision(slip_, taken, p, point, nth, options.first[point][o], nullptr);  // allowed
                    if (!taken.folded_at && !split) contested = contest_split(n, look->player), split = true;
                    return taken;
                };
                // Keeps option o, ending in `by_class` with `nets`, where it is the best so far (Σ net × deals).
                const auto keep = [&](std::size_t o, const contest_counts& by_class, const ending& nets) {
                    wide value = 0;
                    for (std::size_t c = 0; c < contest_classes; ++c) value += static_cast<wide>(nets.net[c]) * by_class[c];
                    if (o != 0 && !later_wins(value, best_value)) return false;
                    look->best = static_cast<std::uint32_t>(o);
                    best_value = value;
                    for (std::size_t c = 0; c < contest_classes; ++c) look->deals[c] = static_cast<typename last_looks::deal_count>(by_class[c]);
                    return true;
                };
                if constexpr (looks_by_board) {
                    if (by_contest_alone_) {
                        // The nets of every class settled once for each option (and the decisions before);
                        // the deals by class, this board's.
                        const ending* best = nullptr;
                        for (std::size_t o = 0; o < options.second[point]; ++o) {
                            if (!allowed(o)) continue;
                            const auto& known = n.looks->nets_of(interned, o, [&] {
                                const taken_type taken = taking(o);
                                return std::pair{!taken.folded_at && Game::has_dealer_hand,
                                                 end_of(carnival::detail::round_hands<Game>(n.dealt), taken, every_class)};
                            });
                            if (known.first && !split) contested = contest_split(n, look->player), split = true;
                            if (keep(o, known.first ? contested : known.second.by_class, known.second)) best = &known.second;
                        }
                        return add(*look, *best);
                    }
                }
                const carnival::detail::round_hands<Game> hands(n.dealt);
                ending best_end;
                for (std::size_t o = 0; o < options.second[point]; ++o) {
                    if (!allowed(o)) continue;
                    const ending e = end_of(hands, taking(o), contested);
                    if (keep(o, e.by_class, e)) best_end = e;
                }
                if constexpr (looks_by_board) n.looks->end_at(*look) = best_end;
                add(*look, best_end);
            } else if constexpr (by_induction<S>) {
                // Backward induction: every option's exact expectation, the highest taken (the first
                // listed on a tie). A fold that settles without reading a card ends every deal from
                // here alike: its value is one settlement, and its deals by the player's final hand
                // are those of any other option (every option deals the same cards).
                const std::size_t count = options.second[point];
                // (Option 1, where allowed, is the first that is no fold: a check, or the smallest raise.)
                const bool fold_alike = fold_reads_no_card_ && count > 1 && options.first[point][0] == decision::fold && allowed(1);
                std::array<tally, 2> tried;  // the best so far and the option being tried: swapped by index, not copied
                std::size_t best = 0, best_option = fold_alike ? 1 : 0;
                decide(best_option, tried[0], 1);
                for (std::size_t o = best_option + 1; o < count; ++o) {
                    if (!allowed(o)) continue;
                    tally& other = tried[1 - best];
                    other.clear();
                    decide(o, other, 1);
                    if (later_wins(other.value, tried[best].value)) best = 1 - best, best_option = o;
                }
                if (fold_alike) {
                    taken_type folded = n.taken;
                    ++folded.used;
                    carnival::detail::take_decision(slip_, folded, p, point, nth, decision::fold, nullptr);
                    const ending e = end_of(carnival::detail::round_hands<Game>(n.dealt), folded, {});
                    const std::uint64_t from_here = deals_from(I + 1);
                    if (!later_wins(tried[best].value, static_cast<wide>(e.net[0]) * from_here)) {  // the fold, listed first
                        using detail::net_counts;
                        const std::uint64_t times = net_counts::checked_product(from_here, weight);
                        out.value += static_cast<wide>(e.net[0]) * times;
                        out.deals = net_counts::checked_sum(out.deals, times);
                        out.wagered = net_counts::checked_sum(out.wagered, net_counts::checked_product(static_cast<std::uint64_t>(e.wagered[0]), times));
                        out.nets.add(e.net[0], times);
                        for (std::size_t c = 0; c < categories; ++c) {
                            const std::uint64_t dealt = tried[best].category_deals[c] * weight;
                            out.category_deals[c] += dealt;
                            out.category_value[c] += static_cast<wide>(e.net[0]) * dealt;
                        }
                        out.decisions[point * 20] += times;
                        if constexpr (hand_known[point]) out.hands[point * most_options].include(hand);
                        record(0, out);
                        return;
                    }
                }
                record(best_option, tried[best]);
                out.add(tried[best], weight);
            } else {
                const decision d = ask(*strategy, visible_cards<Game>(n.dealt).at(point));
                std::size_t option = 0;
                while (!(options.first[point][option] == d || (d.act == action::raise && options.first[point][option] == decision::play &&
                                                               carnival::detail::offers<sequence_type>[point].times[0] == d.times)))
                    ++option;
                decide(option, out, weight);
            }
        } else {
            walk<I + 1>(n, out, weight, strategy);  // a burn, a face-down dealer card (dealt at the end), the reveal
        }
    }

    // How the dealer's hidden cards split by contest class against `player`, the deal contested.
    contest_counts contest_split(const node& n, const value_type& player) const {
        contest_counts by_class{};
        if constexpr (!Game::has_dealer_hand) {
            by_class[0] = deals_from(step_count);
        } else if constexpr (by_counting) {
            by_class = counted_split(full_deck & ~n.used, player);
        } else if (by_card_removal && completions_) {
            card_mask up = 0;
            for (std::size_t i = 0, h = 0; i < sequence_type::dealer_cards; ++i) {
                if (h < hidden && hidden_at[h] == i) ++h;
                else up |= card_mask{1} << n.dealt.dealer[i].dense_index();
            }
            if constexpr (by_card_removal) by_class = completions_->split(up, n.used & ~up, player, *n.dealer_rows);
        } else if (by_board_removal && board_completions_) {
            card_mask board = 0;
            for (card c : n.dealt.board) board |= card_mask{1} << c.dense_index();
            // The cards the player has seen but the board: the player's own, at the end of a deal
            // (no dealer card is face up where the dealer's hand is read with the board).
            if constexpr (by_board_removal)
                by_class = splits_holdings() ? board_completions_->split_of_holding(board, n.used & ~board)
                                                                 : board_completions_->split(board, n.used & ~board, player, *n.memo);
        } else {
            dealt_cards<Game> dealt = n.dealt;
            for_each_orbit(full_deck & ~n.used, hidden, n.group, [&](card_mask set, std::uint32_t count, suit_group) {
                std::size_t i = 0;
                for (card_mask m = set; m != 0; m &= m - 1) dealt.dealer[hidden_at[i++]] = card::from_dense_index_unchecked(std::countr_zero(m));
                const auto dealer = evaluate<typename Game::dealer_hand::ranking_type, typename Game::dealer_hand::selection_type>(
                    carnival::detail::cards_for<typename Game::dealer_hand>(dealt));
                by_class[static_cast<std::size_t>(classify(player <=> dealer, Game::qualifier::qualifies(dealer)))] += count;
            });
        }
        return by_class;
    }

    // The dealer's hands among the cards `left` by contest class against `player`, counted by the
    // ranking (by_counting): the hands below and not above the qualifier's lowest hand and the player's.
    static contest_counts counted_split(card_mask left, const value_type& player) {
        using R = typename Game::dealer_hand::ranking_type;
        using Q = typename Game::qualifier;
        std::uint64_t bits = 0;  // card_set's layout: 16 bits a suit
        for (unsigned suit = 0; suit < 4; ++suit) bits |= (left >> (13 * suit) & 0x1FFFU) << (16 * suit);
        const card_set free = card_set::from_bits_unchecked(bits);
        constexpr std::size_t cards = Game::dealer_hand::card_count;
        const auto below = [&](std::uint32_t code, bool or_equal) -> std::uint64_t { return R::hands_below(free, cards, code, or_equal); };
        const std::uint64_t all = binomial(static_cast<std::size_t>(std::popcount(left)), cards);
        const std::uint32_t v = player.code();
        std::uint64_t unqualified = 0;  // the dealer's hands below the lowest qualifying one
        std::uint32_t q = 0;
        if constexpr (requires { Q::minimum; }) {
            q = Q::minimum.code();
            unqualified = below(q, false);
        }
        contest_counts by_class{};
        const auto at = [&](contest_class c) -> std::uint64_t& { return by_class[static_cast<std::size_t>(c)]; };
        const std::uint64_t under = below(v, false), not_over = below(v, true);  // the dealer's hands below the player's, and not above
        if (v < q) {
            at(contest_class::not_qualified_higher) = under;
            at(contest_class::not_qualified_equal) = not_over - under;
            at(contest_class::not_qualified_lower) = unqualified - not_over;
            at(contest_class::lower) = all - unqualified;
        } else {
            at(contest_class::not_qualified_higher) = unqualified;
            at(contest_class::higher) = under - unqualified;
            at(contest_class::equal) = not_over - under;
            at(contest_class::lower) = all - not_over;
        }
        return by_class;
    }

    // The dealer's hidden cards by class at the end of a deal with decisions `taken`: `contested`
    // unless the player folded (every deal then in the first class).
    static contest_counts counts_of(const taken_type& taken, const contest_counts& contested) noexcept {
        if (!taken.folded_at && Game::has_dealer_hand) return contested;
        contest_counts all{};
        all[0] = deals_from(step_count);
        return all;
    }
    // One deal in every class: end_of settles each class.
    static constexpr contest_counts every_class = [] {
        contest_counts one{};
        one.fill(1);
        return one;
    }();

    // The end of a deal with decisions `taken`: `contested` (contest_split) unless the player folded, each class settled once.
    ending end_of(const carnival::detail::round_hands<Game>& hands, const taken_type& taken,
                  const contest_counts& contested) const {
        ending e;
        e.by_class = counts_of(taken, contested);
        for (std::size_t c = 0; c < contest_classes; ++c) {
            if (e.by_class[c] == 0) continue;
            carnival::detail::settle_contest(slip_, hands, taken, static_cast<contest_class>(c), [&](const wager_net& r) {
                e.net[c] += r.net.minor_units();
                if (r.result != outcome::withdrawn) e.wagered[c] += r.stake.minor_units();
            });
        }
        return e;
    }

    // Adds ending `e` of a deal whose player's hand is of `category`, `weight` times.
    static void add_end(const ending& e, std::size_t category, tally& out, std::uint64_t weight) {
        add_end(e.by_class, e, category, out, weight);
    }
    // Adds the nets of `e` (not its deals) `by_class` times over, each `weight` times.
    template <class Count>
    static void add_end(const by_contest_class<Count>& by_class, const ending& e, std::size_t category, tally& out, std::uint64_t weight) {
        using detail::net_counts;
        std::uint64_t counted = 0, wagered = 0;
        wide value = 0;
        for (std::size_t c = 0; c < contest_classes; ++c) {
            if (by_class[c] == 0) continue;
            const std::uint64_t count = net_counts::checked_product(by_class[c], weight);
            counted = net_counts::checked_sum(counted, count);
            value += static_cast<wide>(e.net[c]) * count;
            wagered = net_counts::checked_sum(wagered, net_counts::checked_product(static_cast<std::uint64_t>(e.wagered[c]), count));
            out.nets.add(e.net[c], count);
        }
        out.value += value;
        out.deals = net_counts::checked_sum(out.deals, counted);
        out.wagered = net_counts::checked_sum(out.wagered, wagered);
        out.category_deals[category] += counted;
        out.category_value[category] += value;
    }

    // The end of a deal: the dealer's hidden cards counted by contest class, each class settled once.
    void terminal(const node& n, tally& out, std::uint64_t weight) const {
        const value_type player = player_value(n.dealt);
        const carnival::detail::round_hands<Game> hands(n.dealt);  // the player's hand evaluated once for the six classes
        contest_counts contested{};
        if (!n.taken.folded_at) contested = contest_split(n, player);
        add_end(end_of(hands, n.taken, contested), static_cast<std::size_t>(player.category()), out, weight);
    }

    // The strategy in words where the player's hand is known at a decision: "play with Q-6-4 or
    // better, fold the rest" when each option is taken with a range of hands of its own; else
    // each option's range, the choice depending on the other cards seen too. Empty when no
    // decision is taken with the player's hand known.
    static std::string describe(const tally& all) {
        std::string out;
        if constexpr (any_hand_known) {
            for (std::size_t p = 0; p < points; ++p) {
                std::vector<std::pair<hand_range, std::size_t>> taken;  // each option taken, from its lowest hand
                for (std::size_t o = 0; o < options.second[p]; ++o)
                    if (all.hands[p * most_options + o].any) taken.emplace_back(all.hands[p * most_options + o], o);
                if (taken.empty()) continue;
                std::sort(taken.begin(), taken.end(), [](const auto& a, const auto& b) { return a.first.lowest < b.first.lowest; });
                bool apart = true;
                for (std::size_t i = 1; i < taken.size(); ++i) apart = apart && taken[i - 1].first.highest < taken[i].first.lowest;
                std::string text;
                const auto said = [&](std::size_t i) { return name(options.first[p][taken[i].second]); };
                if (taken.size() == 1) {
                    text = "always " + said(0);
                } else if (apart) {
                    for (std::size_t i = taken.size(); i-- > 1;)
                        text += said(i) + " with " + hand_text(taken[i].first.lowest) + " or better, ";
                    text += said(0) + " the rest";
                } else {
                    text = "by the player's hand and the other cards seen: ";
                    for (std::size_t i = 0; i < taken.size(); ++i)
                        text += (i == 0 ? "" : "; ") + said(i) + " with " + hand_text(taken[i].first.lowest) + " to " +
                                hand_text(taken[i].first.highest);
                }
                out += (out.empty() ? "" : "; ") + (points > 1 ? "decision " + std::to_string(p + 1) + ": " : std::string()) + text;
            }
        }
        return out;
    }

    // Whether an option listed later, worth `later`, is taken over one listed earlier worth
    // `earlier`: when it is worth more, or as much with ties to the larger wager.
    [[nodiscard]] bool later_wins(wide later, wide earlier) const noexcept {
        return later > earlier || (later == earlier && options_.ties == tie_break::larger_wager);
    }

    play_figures result(const tally& all, std::string strategy_name, bool optimal) const {
        std::map<std::int64_t, std::uint64_t> counts;
        for (std::size_t i = 0; i < all.nets.size(); ++i) counts[all.nets[i].first] = all.nets[i].second;
        play_figures out;
        out.figures = distribution::from_counts(unit_, std::move(counts), all.wagered).figures();
        const auto total = static_cast<long double>(all.deals);
        using R = typename Game::player_hand::ranking_type;
        for (auto c = R::categories.rbegin(); c != R::categories.rend(); ++c) {
            const auto at = static_cast<std::size_t>(*c);
            if (all.category_deals[at] == 0) continue;
            out.figures.categories.push_back({std::string(name(*c)), all.category_deals[at],
                                              static_cast<double>(static_cast<long double>(all.category_deals[at]) / total),
                                              static_cast<double>(static_cast<long double>(all.category_value[at]) /
                                                                  static_cast<long double>(unit_.minor_units()) / total)});
        }
        for (std::size_t p = 0; p < points; ++p)
            for (std::size_t o = 0; o < options.second[p]; ++o)
                out.decisions.push_back({p + 1, name(options.first[p][o]), all.decisions[p * 20 + o],
                                         static_cast<double>(static_cast<long double>(all.decisions[p * 20 + o]) / total)});
        out.figures.wager = name_;
        if (optimal) strategy_name += std::string(", ") + std::string(analysis::describe(options_.ties));
        const std::string described = optimal ? describe(all) : std::string();
        out.figures.strategy = described.empty() ? std::move(strategy_name) : strategy_name + ": " + described;
        return out;
    }

    exact_options options_;
    std::string name_;
    slip_type slip_;
    money unit_;       // what the figures are per: the slip's initial total, or one unit of the play
    bool suit_blind_;  // whether the slip's wagers pay alike on deals that differ by suit names
    bool fold_reads_no_card_ = detail::fold_reads_no_card(slip_);  // whether a fold settles the slip without reading a card
    bool by_contest_alone_ = detail::settles_by_contest_alone(slip_);  // whether the slip's nets depend on the contest class and decisions alone
    std::shared_ptr<const completions_type> completions_;  // the card-removal tables, where used
    std::shared_ptr<const board_completions_type> board_completions_;  // the card-removal tables by board, where used
};

/// \brief The exact figures of \p Game's play under the optimal strategy: every deal (each seen
/// step's cards as a set, then the dealer's hidden cards), every decision the option of the
/// highest expectation given what the player has seen (the first listed on a tie: fold, pull
/// back, check, the raises from the lowest). One unit on the ante, or on each bet the play acts
/// on in a game without an ante; side wagers that no decision acts on are figured on their own
/// (side_wager_figures).
///
/// Exact for every game: payouts are integers in minor units, counts are integers. The work grows
/// with the number of information sets times the dealer's hidden hands; suit symmetry divides it
/// by up to 24, card removal replaces the dealer's hands by a few table reads where the dealer's
/// hand is the dealer's cards alone (dealer_completions) or the dealer's face-down cards with the
/// board (board_completions). One engine for every game: nothing is chosen by the game's shape.
template <class Game>
[[nodiscard]] play_figures solve(exact_options o = {}) {
    return exact_play<Game>(o).optimal();
}

/// The exact figures of \p Game's play under \p strategy (a strategy_for \p Game); see solve().
template <class Game, class S>
[[nodiscard]] play_figures solve(const S& strategy, std::string strategy_name, exact_options o = {}) {
    return exact_play<Game>(o).figures(strategy, std::move(strategy_name));
}

/// \brief The exact figures of the wagers on \p slip played together under the optimal strategy
/// (every decision the best for all of them at once), per unit of the slip's initial total; see
/// exact_play's slip constructor for what it refuses.
template <class Game>
[[nodiscard]] play_figures solve(const wager_slip<Game>& slip, exact_options o = {}) {
    return exact_play<Game>(slip, o).optimal();
}

/// The exact figures of the wagers on \p slip played together under \p strategy; see solve(slip).
template <class Game, class S>
[[nodiscard]] play_figures solve(const wager_slip<Game>& slip, const S& strategy, std::string strategy_name, exact_options o = {}) {
    return exact_play<Game>(slip, o).figures(strategy, std::move(strategy_name));
}

}  // namespace carnival::analysis
