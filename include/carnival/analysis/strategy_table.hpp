/// \file
/// \brief `carnival::analysis::strategy_table<Game>`: a strategy read from a table — the option at
/// each decision point for each class of what the player has seen there. What
/// exact_play::optimal_strategy returns: the optimal play as a strategy_for Game, to simulate,
/// to compare, or to check against a strategy in words.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
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
#include <stdexcept>
#include <string>
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

    /// The most places (one byte each) a point's dense table has by default: 16 MiB.
    static constexpr std::uint64_t default_dense_places = std::uint64_t{1} << 24;

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
        key_type key{};
        for (card c : cards.player) key[0] |= card_mask{1} << c.dense_index();
        std::size_t at = 1, board = 0, dealer = 0, up = 0;
        for (step_info s : sequence_type::steps) {
            if (s.kind == step_kind::to_board) {
                if (board + s.cards <= sequence_type::board_visible[point])
                    for (std::size_t i = 0; i < s.cards; ++i) key[at] |= card_mask{1} << cards.board[board + i].dense_index();
                board += s.cards;
                ++at;
            } else if (s.kind == step_kind::to_dealer) {
                if (s.shown == face::up) {
                    if (up + s.cards <= sequence_type::dealer_visible[point])
                        for (std::size_t i = 0; i < s.cards; ++i) key[at] |= card_mask{1} << cards.dealer[dealer + i].dense_index();
                    up += s.cards;
                    ++at;
                }
                dealer += s.cards;
            }
        }
        return lookup(point, key);
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
        const std::uint8_t c = d.at[d.index(seen)];
        if (c == 0) no_decision(point);
        return choices_[c - 1];
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

    // A place for every view at one point: the views' seen steps as colexicographic ranks, mixed by strides.
    struct dense_table {
        std::array<std::uint64_t, seen_steps> stride{};  // 0 for a step not seen at the point
        std::vector<std::uint8_t> at;                    // 0: no entry; else 1 + the index of the choice in choices_
        [[nodiscard]] std::size_t index(const key_type& key) const noexcept {
            std::uint64_t i = 0;
            for (std::size_t s = 0; s < seen_steps; ++s) i += stride[s] * colex_rank_of(key[s]);
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
        for (std::size_t r = 1; r < suit_renamings.size(); ++r) least = std::min(least, renamed(key, r));
        return least;
    }

    // Point p's dense table, when its views are at most `limit`: each seen step's sets of cards, multiplied.
    void make_dense(std::size_t p, std::uint64_t limit) {
        if (table_[p].empty()) return;
        dense_table d;
        std::uint64_t places = 1;
        const key_type& any = table_[p].front().first;  // every view at p shows the same number of cards in each step
        for (std::size_t s = 0; s < seen_steps; ++s) {
            const auto cards = static_cast<std::size_t>(std::popcount(any[s]));
            if (cards == 0) continue;
            if (cards > 7) return;
            d.stride[s] = places;
            places *= binomial_table[52][cards];
            if (places > limit) return;
        }
        d.at.assign(static_cast<std::size_t>(places), 0);
        for (const auto& [key, choice] : table_[p]) {
            auto known = std::find(choices_.begin(), choices_.end(), choice);
            if (known == choices_.end()) {
                if (choices_.size() == 255) return;  // a table of so many options is searched instead
                known = choices_.insert(choices_.end(), choice);
            }
            const auto code = static_cast<std::uint8_t>(known - choices_.begin() + 1);
            if (!by_suit_class_) {
                d.at[d.index(key)] = code;
            } else {
                for (std::size_t r = 0; r < suit_renamings.size(); ++r) d.at[d.index(renamed(key, r))] = code;
            }
        }
        dense_[p] = std::move(d);
    }

    bool by_suit_class_;
    std::array<std::vector<std::pair<key_type, decision>>, points> table_;  // by key, for size() and for a point not dense
    std::array<dense_table, points> dense_;
    std::vector<decision> choices_;  // the decisions the dense tables name
};

}  // namespace carnival::analysis
