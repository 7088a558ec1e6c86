/// \file
/// \brief `carnival::analysis::strategy_table<Game>`: a strategy read from a table — the option at
/// each decision point for each class of what the player has seen there. What
/// exact_play::optimal_strategy returns: the optimal play as a strategy_for Game, to simulate,
/// to compare, or to check against a strategy in words.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
#include <carnival/analysis/reads_as_sets.hpp>
#include <carnival/analysis/suit_symmetry.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/player_view.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace carnival::analysis {

/// \brief The option at each decision point of \p Game for each class of what the player has seen
/// there (strategy_for \p Game). A class is one set of seen cards — or, for a table read with suit
/// symmetry, every set that differs from it only by the names of the suits.
template <class Game>
class strategy_table {
public:
    using sequence_type = typename Game::sequence_type;  ///< the sequence of play
    static constexpr std::size_t points = sequence_type::decision_points;  ///< decision points

    /// The steps whose cards a view shows: the hole cards (one entry for all), then each step to the board and each face-up step to the dealer.
    static constexpr std::size_t seen_steps = [] {
        std::size_t n = 1;
        for (step_info s : sequence_type::steps)
            n += s.kind == step_kind::to_board || (s.kind == step_kind::to_dealer && s.shown == face::up);
        return n;
    }();
    /// What the player has seen: the cards of each seen step as a mask (none for a step still to come).
    using key_type = std::array<card_mask, seen_steps>;

    /// \brief Whether a dense table may read the board's cards seen at each decision point as one
    /// set, whichever step showed each: every hand of the game values the board as a set
    /// (reads_hands_as_sets), and two steps or more have shown board cards by then. (The table
    /// still checks that its views agree so read.)
    static constexpr std::array<bool, points> board_as_one_set = [] {
        std::array<bool, points> out{};
        std::size_t board_steps = 0, point = 0;
        for (step_info s : sequence_type::steps) {
            if (s.kind == step_kind::to_board) ++board_steps;
            if (s.kind == step_kind::decide) out[point++] = board_steps >= 2 && detail::reads_hands_as_sets<Game>();
        }
        return out;
    }();

    /// One decision: at point `point` (from 0), having seen `seen`, take `choice`.
    struct entry {
        std::size_t point = 0;               ///< the decision point, from 0
        key_type seen{};                     ///< what the player has seen there (key_of)
        decision choice = decision::fold;    ///< the option taken
    };

    /// \brief What the player has seen at \p view; with \p by_suit_class, the least of its renamings
    /// of the suits, the same for every view of its class.
    [[nodiscard]] static key_type key_of(const player_view<Game>& view, bool by_suit_class) noexcept {
        const key_type key = seen_in(view);
        return by_suit_class ? least_renaming(key) : key;
    }

    /// The most places (one byte each) a point's dense table has by default: 32 MiB.
    static constexpr std::uint64_t default_dense_places = std::uint64_t{1} << 25;

    /// \brief The table of \p entries (keys as key_of gives them, with \p by_suit_class); a point
    /// whose views number at most \p dense_places (every set of cards each seen step can show) is
    /// read from a place for every view, else searched. Throws std::invalid_argument for a point
    /// the game does not have, or for two entries that see the same at one point and choose differently.
    strategy_table(std::vector<entry> entries, bool by_suit_class, std::uint64_t dense_places = default_dense_places)
        : by_suit_class_(by_suit_class) {
        for (const entry& e : entries) {
            if (e.point >= points)
                throw std::invalid_argument("carnival::analysis::strategy_table: decision point " + std::to_string(e.point) + " of a game with " +
                                            std::to_string(points) + " (points run from 0)");
            table_[e.point].emplace_back(e.seen, e.choice);
        }
        for (std::size_t p = 0; p < points; ++p) {
            auto& rows = table_[p];
            std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            for (std::size_t i = 1; i < rows.size(); ++i)
                if (rows[i - 1].first == rows[i].first && !(rows[i - 1].second == rows[i].second))
                    throw std::invalid_argument("carnival::analysis::strategy_table: two decisions for one view at decision point " +
                                                std::to_string(p + 1) + ": " + name(rows[i - 1].second) + " and " + name(rows[i].second));
            rows.erase(std::unique(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.first == b.first; }), rows.end());
            make_dense(p, dense_places);
        }
    }

    /// \brief The option the table holds for \p view. Throws std::out_of_range, naming the decision
    /// point, for a view it holds none for (one the play it was read from never reaches).
    [[nodiscard]] decision operator()(const player_view<Game>& view) const {
        if (view.point >= points || view.board.size() != sequence_type::board_visible[view.point] ||
            view.dealer_up.size() != sequence_type::dealer_visible[view.point])
            no_decision(view.point);
        return lookup(view.point, seen_in(view));
    }

    /// \brief What operator() answers at decision point \p point of the round dealt \p cards,
    /// read straight from the cards the player has seen there (no view sorted): what a simulation
    /// asks. Throws as operator() does.
    [[nodiscard]] decision at_deal(const dealt_cards<Game>& cards, std::size_t point) const {
        if (point >= points) no_decision(point);
        return lookup(point, key_at_deal(cards, point));
    }

    /// The place of each decision point's answer in its dense table (places_at_deal).
    using deal_places = std::array<std::size_t, points>;

    /// \brief The places at_deal() reads at every decision point of the round dealt \p cards (of
    /// a point that is searched, none), each found once; the memory is asked for those after the
    /// first at once, so that reads that miss the caches in a large table overlap instead of
    /// following one another. What a simulation calls once the round is dealt.
    [[nodiscard]] deal_places places_at_deal(const dealt_cards<Game>& cards) const noexcept {
        deal_places out{};
        [&]<std::size_t... P>(std::index_sequence<P...>) __attribute__((always_inline)) {
            const auto find = [&](auto point) __attribute__((always_inline)) {
                const dense_table& d = dense_[point];
                if (d.at.empty()) return;
                out[point] = d.index(key_at_deal(cards, point));
                if constexpr (point > 0) __builtin_prefetch(d.at.data() + (out[point] >> (3 - d.log_bits)));
            };
            (find(std::integral_constant<std::size_t, P>{}), ...);
        }(std::make_index_sequence<points>{});
        return out;
    }

    /// at_deal() reading the places \p found that places_at_deal() gave for \p cards.
    [[nodiscard]] decision at_deal(const dealt_cards<Game>& cards, std::size_t point, const deal_places& found) const {
        if (point >= points) no_decision(point);
        const dense_table& d = dense_[point];
        if (d.at.empty()) return search(point, key_at_deal(cards, point));
        return choice_at(point, d.get(found[point]));
    }

    /// The views the table holds at decision point \p point (from 0), by class.
    [[nodiscard]] std::size_t size(std::size_t point) const { return table_.at(point).size(); }
    /// Whether a view stands for its class under the renamings of the suits.
    [[nodiscard]] bool by_suit_class() const noexcept { return by_suit_class_; }
    /// Whether decision point \p point is read from a table with a place for every view (a few million at most), rather than searched.
    [[nodiscard]] bool dense(std::size_t point) const { return !dense_.at(point).at.empty(); }

private:
    // The decision for what the player has seen (`seen`, before any renaming) at `point`.
    // (The dense read is small enough to be inlined where a simulation asks; the search is not.)
    decision lookup(std::size_t point, const key_type& seen) const {
        const dense_table& d = dense_[point];
        if (d.at.empty()) return search(point, seen);
        return choice_at(point, d.get(d.index(seen)));
    }
    // The choice a dense table's place at `point` holds (`code`: 0 none, else 1 + its index in choices_).
    decision choice_at(std::size_t point, unsigned code) const {
        if (code == 0) no_decision(point);
        return choices_[code - 1];
    }
    // The decision at a point read by binary search among its classes.
    decision search(std::size_t point, const key_type& seen) const {
        const auto& rows = table_[point];
        const key_type key = by_suit_class_ ? least_renaming(seen) : seen;
        const auto at = std::lower_bound(rows.begin(), rows.end(), key, [](const auto& row, const key_type& k) { return row.first < k; });
        if (at == rows.end() || at->first != key) no_decision(point);
        return at->second;
    }
    [[noreturn]] static void no_decision(std::size_t point) {
        throw std::out_of_range("carnival::analysis::strategy_table: no decision for this view at decision point " + std::to_string(point + 1) +
                                " (a view the play the table was read from never reaches)");
    }

    // Which entries of a key are steps to the board.
    static constexpr std::array<bool, seen_steps> board_step = [] {
        std::array<bool, seen_steps> out{};
        std::size_t at = 1;
        for (step_info s : sequence_type::steps) {
            if (s.kind == step_kind::to_board) out[at++] = true;
            else if (s.kind == step_kind::to_dealer && s.shown == face::up) ++at;
        }
        return out;
    }();

    // The colex rank of the hole cards' set (every view shows all of them).
    [[nodiscard]] static std::uint32_t hole_rank(card_mask hole) noexcept {
        if constexpr (sequence_type::player_cards <= 7) {
            return colex_rank_of<sequence_type::player_cards>(hole);
        } else {
            return colex_rank_of(hole);
        }
    }
    // What the player has seen at decision point `point` of the round dealt `cards`, the seen
    // steps unrolled (a simulation asks on every round).
    [[nodiscard]] static key_type key_at_deal(const dealt_cards<Game>& cards, std::size_t point) noexcept {
        key_type key{};
        for (card c : cards.player) key[0] |= card_mask{1} << c.dense_index();
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            ((key[seen_parts[I].at] |= seen_parts[I].visible(point) ? part_mask<I>(cards) : card_mask{0}), ...);
        }(std::make_index_sequence<seen_parts.size()>{});
        return key;
    }
    // A step whose cards the player sees, as at_deal reads it: its entry in a key, and where its
    // cards are among the board's or the dealer's.
    struct seen_part {
        std::size_t at = 0;          // its entry in a key
        bool board = false;          // the board's cards, else the dealer's face-up ones
        std::size_t first = 0;       // its first card among the board's or the dealer's
        std::size_t cards = 0;       // how many
        std::size_t seen_after = 0;  // the board's or the dealer's face-up cards visible once it is seen
        [[nodiscard]] constexpr bool visible(std::size_t point) const noexcept {
            return seen_after <= (board ? sequence_type::board_visible[point] : sequence_type::dealer_visible[point]);
        }
    };
    // The cards of seen step I (seen_parts[I]) in a round dealt `dealt`.
    template <std::size_t I>
    [[nodiscard]] static card_mask part_mask(const dealt_cards<Game>& dealt) noexcept {
        constexpr seen_part part = seen_parts[I];
        const auto& from = [&]() -> const auto& {
            if constexpr (part.board) {
                return dealt.board;
            } else {
                return dealt.dealer;
            }
        }();
        card_mask m = 0;
        for (std::size_t i = 0; i < part.cards; ++i) m |= card_mask{1} << from[part.first + i].dense_index();
        return m;
    }
    static constexpr std::array<seen_part, seen_steps - 1> seen_parts = [] {
        std::array<seen_part, seen_steps - 1> out{};
        std::size_t at = 1, board = 0, dealer = 0, up = 0;
        for (step_info s : sequence_type::steps) {
            if (s.kind == step_kind::to_board) {
                out[at - 1] = {at, true, board, s.cards, board + s.cards};
                board += s.cards;
                ++at;
            } else if (s.kind == step_kind::to_dealer) {
                if (s.shown == face::up) {
                    out[at - 1] = {at, false, dealer, s.cards, up + s.cards};
                    up += s.cards;
                    ++at;
                }
                dealer += s.cards;
            }
        }
        return out;
    }();

    // The classes of the sets of a view's first step (the hole cards) under the renamings of the
    // suits: for each set (by colex rank), its class, the renaming that takes it to its class's
    // least set, and the renamings that map that least set onto itself.
    struct first_classes {
        /// What one set of the first step is under the suit renamings.
        struct of_set {
            std::uint32_t class_of = 0;  ///< its class
            std::uint32_t fixing = 0;    ///< the renamings that map its class's least set onto itself, a bit each
            std::uint32_t renaming = 0;  ///< the renaming that takes it there
        };
        std::vector<of_set> sets;  // by colex rank
        std::uint32_t classes = 0;
        explicit first_classes(std::size_t k) : sets(binomial_table[deck_size][k]) {
            const std::uint64_t count = sets.size();
            std::vector<std::uint32_t> class_of_least(count, ~std::uint32_t{0});
            for_each_subset(full_deck, k, [&](card_mask set) {
                card_mask least = set;
                std::uint8_t taking = 0;
                for (std::size_t r = 1; r < suit_renamings.size(); ++r)
                    if (const card_mask image = rename_suits(set, r); image < least) least = image, taking = static_cast<std::uint8_t>(r);
                std::uint32_t& c = class_of_least[colex_rank_of(least)];
                if (c == ~std::uint32_t{0}) c = classes++;
                std::uint32_t fix = 0;
                for (std::size_t r = 0; r < suit_renamings.size(); ++r)
                    if (rename_suits(least, r) == least) fix |= std::uint32_t{1} << r;
                sets[colex_rank_of(set)] = {c, fix, taking};
            });
        }
    };

    // A place for every view at one point: the first step's set (or, with suit classes, its class)
    // and the other steps' sets — the board's as one set where board_as_one_set — as
    // colexicographic ranks, mixed by strides. With suit classes a view is read renamed as its first
    // step's class asks (to the class's least set); the places of every renaming that fixes that set
    // are filled alike, so no view is renamed further.
    struct dense_table {
        std::shared_ptr<const first_classes> first;        // with suit classes: the first step's
        std::uint64_t first_stride = 0;                    // the first step's (or class's) stride
        std::array<std::uint64_t, seen_steps> stride{};    // the others': 0 for a step not seen at the point, or read in the board
        std::uint64_t board_stride = 0;                    // the board's cards as one set: its stride (0: step by step)
        std::vector<std::uint8_t> at;                      // the places, 2^log_bits bits each: 0 no entry, else 1 + the index of the choice in choices_
        unsigned log_bits = 3;                             // 1, 2, 4 or 8 bits a place: as few as the choices need, the table the smaller for it
        // (Shifts and masks, not divisions: a read is on a simulation's every decision.)
        [[nodiscard]] unsigned get(std::size_t i) const noexcept {
            const unsigned per_byte_log = 3 - log_bits, shift = static_cast<unsigned>(i & ((std::size_t{1} << per_byte_log) - 1)) << log_bits;
            return (at[i >> per_byte_log] >> shift) & ((1U << (1U << log_bits)) - 1U);
        }
        void set(std::size_t i, unsigned code) noexcept {
            const unsigned per_byte_log = 3 - log_bits, shift = static_cast<unsigned>(i & ((std::size_t{1} << per_byte_log) - 1)) << log_bits;
            const unsigned mask = ((1U << (1U << log_bits)) - 1U) << shift;
            at[i >> per_byte_log] = static_cast<std::uint8_t>((at[i >> per_byte_log] & ~mask) | code << shift);
        }
        [[nodiscard]] std::size_t index(const key_type& key) const noexcept {
            // The other steps' sets, the board's as one, in step order, with their strides.
            std::array<card_mask, seen_steps> parts{};
            std::array<std::uint64_t, seen_steps> strides{};
            std::size_t n = 0, board_at = seen_steps;
            for (std::size_t s = 1; s < seen_steps; ++s) {
                if (board_stride != 0 && board_step[s]) {
                    if (board_at == seen_steps) board_at = n, strides[n++] = board_stride;
                    parts[board_at] |= key[s];
                } else if (stride[s] != 0) {
                    parts[n] = key[s], strides[n++] = stride[s];
                }
            }
            std::uint64_t i = 0;
            const std::uint32_t hole = hole_rank(key[0]);
            if (!first) {
                i = first_stride * hole;
            } else {
                const typename first_classes::of_set& h = first->sets[hole];
                i = first_stride * h.class_of;
                if (h.renaming != 0)
                    for (std::size_t k = 0; k < n; ++k) parts[k] = rename_suits(parts[k], h.renaming);
            }
            for (std::size_t k = 0; k < n; ++k) i += strides[k] * colex_rank_of(parts[k]);
            return static_cast<std::size_t>(i);
        }
    };

    // The cards each step shows at \p view, before any renaming.
    static key_type seen_in(const player_view<Game>& view) noexcept {
        key_type key{};
        for (card c : view.hole) key[0] |= card_mask{1} << c.dense_index();
        std::size_t at = 1, board = 0, up = 0;
        for (step_info s : sequence_type::steps) {
            if (s.kind == step_kind::to_board) {
                for (std::size_t i = 0; i < s.cards && board < view.board.size(); ++i) key[at] |= card_mask{1} << view.board[board++].dense_index();
                ++at;
            } else if (s.kind == step_kind::to_dealer && s.shown == face::up) {
                for (std::size_t i = 0; i < s.cards && up < view.dealer_up.size(); ++i)
                    key[at] |= card_mask{1} << view.dealer_up[up++].dense_index();
                ++at;
            }
        }
        return key;
    }

    static key_type renamed(const key_type& key, std::size_t r) noexcept {
        key_type out{};
        for (std::size_t i = 0; i < seen_steps; ++i) out[i] = rename_suits(key[i], r);
        return out;
    }
    static key_type least_renaming(const key_type& key) noexcept {
        key_type least = key;
        for (std::size_t r = 1; r < suit_renamings.size(); ++r) {
            // Compared step by step, each renamed only while the steps before it tie.
            for (std::size_t i = 0; i < seen_steps; ++i) {
                const card_mask image = rename_suits(key[i], r);
                if (image > least[i]) break;
                if (image < least[i]) {
                    least = renamed(key, r);
                    break;
                }
            }
        }
        return least;
    }

    // Point p's dense table, when its views are at most `limit`: the board's cards as one set where
    // board_as_one_set and the views so read agree, else each seen step's sets of cards, multiplied.
    // A small table is read straight by each view's sets; a larger one, with suit classes, by class
    // (a few renamings more a read, a table up to 24 times smaller). Small: 2^18 places, 64 KB at
    // two bits — a larger table read straight no longer stays in a core's cache beside the others
    // (Mini-Tex's river point: 440 KB straight, 56 KB by class; its simulation on 2 threads 10.1 to
    // 12.8 M rounds/s, medians of 5 paired in one run).
    void make_dense(std::size_t p, std::uint64_t limit) {
        if (table_[p].empty()) return;
        constexpr std::uint64_t small = std::uint64_t{1} << 18;
        for (const bool board_as_one : {true, false}) {
            if (board_as_one && !board_as_one_set[p]) continue;
            if (try_dense(p, std::min(limit, small), board_as_one, false)) return;
            if (try_dense(p, limit, board_as_one, by_suit_class_)) return;
        }
    }
    // Point p's dense table, the board as one set or not: whether it was made (its places within
    // `limit`, at most 255 choices, and, read as one set, no two views that differ only by the
    // board's order choosing differently).
    bool try_dense(std::size_t p, std::uint64_t limit, bool board_as_one, bool by_class) {
        dense_table d;
        std::uint64_t places = 1;
        std::size_t board_cards = 0;
        const key_type& any = table_[p].front().first;  // every view at p shows the same number of cards in each step
        const auto take = [&](std::uint64_t count, std::uint64_t& stride) {
            stride = places;
            places *= count;
            return places <= limit;
        };
        // The last steps innermost: rows sorted by their first steps (the hole cards) then fill one stretch at a time.
        for (std::size_t s = 1; s < seen_steps; ++s)
            if (board_as_one && board_step[s]) board_cards += static_cast<std::size_t>(std::popcount(any[s]));
        if (board_cards > 7 || (board_as_one && !take(binomial_table[deck_size][board_cards], d.board_stride))) return false;
        for (std::size_t s = seen_steps; s-- > 1;) {
            const auto cards = static_cast<std::size_t>(std::popcount(any[s]));
            if (board_as_one && board_step[s]) continue;
            if (cards > 7 || (cards != 0 && !take(binomial_table[deck_size][cards], d.stride[s]))) return false;
        }
        const auto first_cards = static_cast<std::size_t>(std::popcount(any[0]));
        if (first_cards > 7) return false;
        if (by_class) {
            if (binomial_table[deck_size][first_cards] > (std::uint64_t{1} << 22)) return false;  // too many sets to class ahead
            std::shared_ptr<const first_classes>& classes = first_classes_[first_cards];
            if (!classes) classes = std::make_shared<const first_classes>(first_cards);
            d.first = classes;
            if (!take(classes->classes, d.first_stride)) return false;
        } else if (!take(binomial_table[deck_size][first_cards], d.first_stride)) {
            return false;
        }
        // As few bits a place as the choices need (with 0 for no entry).
        std::vector<decision> choices = choices_;
        for (const auto& row : table_[p]) {
            if (std::find(choices.begin(), choices.end(), row.second) != choices.end()) continue;
            if (choices.size() == 255) return false;  // a table of so many options is searched instead
            choices.push_back(row.second);
        }
        while (d.log_bits > 0 && (std::size_t{1} << (1U << (d.log_bits - 1))) > choices.size()) --d.log_bits;  // codes 0 to choices.size()
        d.at.assign(static_cast<std::size_t>(((places << d.log_bits) + 7) / 8), 0);
        for (const auto& [key, choice] : table_[p]) {
            const auto code = static_cast<unsigned>(std::find(choices.begin(), choices.end(), choice) - choices.begin() + 1);
            // A class of views fills the place of each of its views: read straight, every renaming's;
            // by class, the renamings' that fix its first step's set (its class's least).
            const std::uint32_t renamings = !by_suit_class_ ? 1U
                                             : by_class     ? d.first->sets[colex_rank_of(key[0])].fixing
                                                            : (std::uint32_t{1} << suit_renamings.size()) - 1U;
            for (std::uint32_t m = renamings; m != 0; m &= m - 1) {
                const auto r = static_cast<std::size_t>(std::countr_zero(m));
                const std::size_t i = d.index(r == 0 ? key : renamed(key, r));
                const unsigned place = d.get(i);
                if (place != 0 && place != code) return false;  // read as one set, two orders of a board choose differently
                d.set(i, code);
            }
        }
        choices_ = std::move(choices);
        dense_[p] = std::move(d);
        return true;
    }

    bool by_suit_class_;
    std::array<std::vector<std::pair<key_type, decision>>, points> table_;  // by key, for size() and for a point not dense
    std::array<dense_table, points> dense_;
    std::vector<decision> choices_;  // the decisions the dense tables name
    std::array<std::shared_ptr<const first_classes>, 8> first_classes_;  // by the first step's cards, where used
};

}  // namespace carnival::analysis
