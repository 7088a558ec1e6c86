/// \file
/// \brief `carnival::analysis::board_completions`: for a dealer's hand made of the dealer's
/// face-down cards and the community cards, how the dealer's completions of a board split into
/// the six contest classes against a player's value — counted by card removal from one table per
/// board (or per class of boards that differ only by suit names), not by enumeration.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
#include <carnival/analysis/suit_symmetry.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/detail/parallel_for.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/settle.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace carnival::analysis {

/// \brief The completions of \p Game's dealer hand — the dealer's face-down cards with the board —
/// counted by contest class against a player's value, among those that hold none of given cards.
///
/// One table per board: the distinct keys (value, and whether it qualifies) of the sets of
/// face-down cards the board leaves, with how many sets fall below each; and for each card, the
/// ranks of the sets holding it, sorted. Boards that differ only by suit names share a table when the dealer's ranking treats the
/// suits alike. The completions holding none of the cards X the player has seen are, by
/// inclusion–exclusion, all of them, minus those holding one card of X, plus those holding two, … .
///
/// Where the player's hand is the player's cards with the board, a board's splits against every
/// holding of the player can be counted once, board by board while its table is at hand
/// (splits_holdings): a split is then one read.
template <class Game>
class board_completions {
public:
    using ranking_type = typename Game::dealer_hand::ranking_type;  ///< the dealer's ranking
    using value_type = hand_value<ranking_type>;                     ///< a hand's value under it
    static constexpr std::size_t board_cards = Game::sequence_type::board_cards;  ///< the community cards
    static constexpr std::size_t hidden = Game::sequence_type::dealer_cards;      ///< the dealer's face-down cards
    static_assert(Game::has_dealer_hand && Game::sequence_type::dealer_up_cards == 0 && hidden >= 1 && hidden <= 4 &&
                      board_cards >= 1 && board_cards <= 5,
                  "carnival::analysis::board_completions: a dealer hand of 1 to 4 face-down cards with 1 to 5 community cards");

    /// Whether boards that differ only by suit names can share a table: the dealer's ranking treats the suits alike.
    static constexpr bool suit_blind = !requires { requires !ranking_type::suit_blind; };

    /// The cards of a player's holding: the player's cards.
    static constexpr std::size_t holding_cards = Game::sequence_type::player_cards;
    /// \brief Whether the splits of every holding can be counted ahead (splits_holdings): the
    /// player's hand is the player's cards with (or without) the board, a holding is at most two
    /// cards, and the player's ranking treats the suits alike as the dealer's does.
    static constexpr bool can_split_holdings = [] {
        for (card_source s : Game::player_hand::sources)
            if (s == card_source::dealer) return false;
        return holding_cards >= 1 && holding_cards <= 2 && hidden <= 3 && suit_blind &&
               std::is_same_v<typename Game::player_hand::ranking_type, ranking_type> &&
               !requires { requires !Game::player_hand::ranking_type::suit_blind; };
    }();

    /// \brief The bytes the tables take at least, before building them: one table per board, or
    /// (\p by_suit_class) per class of boards — at least C(52, board) / 24 of them.
    /// With \p holdings, the splits of every holding instead of the tables split() reads (splits_holdings).
    [[nodiscard]] static constexpr std::size_t bytes_at_least(bool by_suit_class, bool holdings = false) noexcept {
        const std::size_t boards = binomial(deck_size, board_cards);
        return (by_suit_class && suit_blind ? boards / 24 : boards) *
               (sizeof(std::uint32_t) + (holdings ? holding_size * sizeof(rank_type) : fixed_size * sizeof(rank_type) + deck_size * sizeof(std::uint32_t)));
    }

    /// \brief Builds the tables on \p threads threads (0: the hardware's); boards by suit class when
    /// \p by_suit_class and suit_blind; with \p holdings (where can_split_holdings), every holding's
    /// split, read by split_of_holding, instead of the tables split() reads.
    explicit board_completions(bool by_suit_class = true, unsigned threads = 0, bool holdings = false)
        : by_suit_class_(by_suit_class && suit_blind) {
        // Each board's table, and the renaming that takes it there.
        class_of_.resize(binomial(deck_size, board_cards));
        std::unordered_map<card_mask, std::uint32_t> table_of;
        for_each_subset(full_deck, board_cards, [&](card_mask board) {
            card_mask least = board;
            std::uint32_t renaming = 0;
            if (by_suit_class_)
                for (std::uint32_t r = 1; r < 24; ++r)
                    if (const card_mask image = rename_suits(board, r); image < least) least = image, renaming = r;
            const auto [at, added] = table_of.try_emplace(least, static_cast<std::uint32_t>(boards_.size()));
            if (added) {
                boards_.push_back(least);
                fixing_.push_back(by_suit_class_ ? suit_group::all().orbit_of(least).fixing : suit_group::identity());
            }
            class_of_[colex_rank_of(board)] = at->second << 5 | renaming;
        });
        if constexpr (can_split_holdings)
            if (holdings) holdings_.resize(boards_.size() * holding_size);
        if (holdings_.empty()) {  // each card's completions by rank, for split(): not read where every holding's split is counted
            fixed_.resize(boards_.size() * fixed_size);
            unqualified_.resize(boards_.size() * 52);
        }
        // Boards a few at a time: their splits by holding then go out a row of them at once.
        std::vector<std::vector<std::uint32_t>> ranked(boards_.size());
        const std::size_t chunks = (boards_.size() + chunk - 1) / chunk;
        carnival::detail::parallel_for(carnival::detail::threads_or_hardware(threads), chunks, [&](unsigned, std::size_t c) {
            const std::size_t first = c * chunk, last = std::min(boards_.size(), first + chunk);
            std::vector<rank_type> splits(holdings_.empty() ? 0 : holding_size * (last - first));
            for (std::size_t b = first; b < last; ++b)
                ranked[b] = build(b, splits.empty() ? nullptr : splits.data() + (b - first) * contest_classes, last - first);
            if (!splits.empty())
                for (std::size_t h = 0; h < holding_size / contest_classes; ++h)
                    std::copy_n(splits.data() + h * (last - first) * contest_classes, (last - first) * contest_classes,
                                holdings_.data() + (h * boards_.size() + first) * contest_classes);
        });
        ranked_at_.reserve(boards_.size() + 1);
        for (const auto& r : ranked) {
            ranked_at_.push_back(ranked_.size());
            ranked_.insert(ranked_.end(), r.begin(), r.end());
        }
        ranked_at_.push_back(ranked_.size());
    }

    /// Whether every holding's split was counted ahead (split_of_holding).
    [[nodiscard]] bool splits_holdings() const noexcept { return !holdings_.empty(); }

    /// \brief split() of the completions of \p board holding none of \p holding (the player's cards)
    /// against the player's hand of \p holding with \p board, read from the splits counted ahead.
    /// Precondition: splits_holdings(), \p holding the player's cards and none of \p board.
    [[nodiscard]] contest_counts split_of_holding(card_mask board, card_mask holding) const noexcept {
        const std::uint32_t c = class_of_[colex_rank_of(board)];
        const card_mask renamed = (c & 31U) == 0 ? holding : rename_suits(holding, c & 31U);
        // The least of the holdings the renamings that fix the table's board make of it: the one counted.
        const card_mask h = fixing_[c >> 5].least_image(renamed);
        const rank_type* at = holdings_.data() + (colex_rank_of(h) * boards_.size() + (c >> 5)) * contest_classes;
        contest_counts out{};
        for (std::size_t k = 0; k < contest_classes; ++k) out[k] = at[k];
        return out;
    }

    /// \brief How the dealer's completions of \p board holding none of \p excluded split by contest
    /// class against the player's value \p player (indexed by contest_class). Throws
    /// std::logic_error where every holding's split was counted instead (splits_holdings): the
    /// tables it reads were not made.
    [[nodiscard]] contest_counts split(card_mask board, card_mask excluded, value_type player) const {
        if (fixed_.empty())
            throw std::logic_error("carnival::analysis::board_completions::split: the tables were built for split_of_holding");
        const std::uint32_t c = class_of_[colex_rank_of(board)];
        const std::size_t t = c >> 5;
        const card_mask x = (c & 31U) == 0 ? excluded & ~board : rename_suits(excluded & ~board, c & 31U);
        // The table's distinct keys, then the completions of a rank below each: the player's value found among them.
        const std::uint32_t* keys = ranked_.data() + ranked_at_[t];
        const auto ranks = static_cast<std::uint32_t>((ranked_at_[t + 1] - ranked_at_[t] - 1) / 2);
        const std::uint32_t* below_rank = keys + ranks;
        const std::uint64_t p = player.code();
        const std::array<std::uint32_t, 5> bound = bounds(keys, ranks, qualified_rank(keys, ranks), p);
        by_contest_class<std::int64_t> acc{};
        {
            by_contest_class<std::int64_t> below{};
            for (std::size_t i = 0; i < 5; ++i) below[i] = below_rank[bound[i]];
            below[5] = static_cast<std::int64_t>(all_size);
            add(acc, below, 1);
        }
        std::array<int, 52> cards{};
        std::size_t n = 0;
        for (card_mask m = x; m != 0; m &= m - 1) cards[n++] = std::countr_zero(m);
        const rank_type* fixed = fixed_.data() + t * fixed_size;
        for (std::size_t i = 0; i < n; ++i) {
            const auto card_index = static_cast<std::size_t>(cards[i]);
            const rank_type* list = fixed + card_at + card_index * card_size;
            const std::uint32_t unqualified = unqualified_[t * 52 + card_index];
            by_contest_class<std::int64_t> below{};
            // Below the player's rank, then past it when the player's value is a rank of the board (a few equal ranks to step over).
            const auto count_below = [&](std::size_t from, std::size_t to, std::uint32_t rank, bool equal, std::int64_t& lower, std::int64_t& upper) {
                const rank_type* at = first_not_below(list + from, to - from, rank);
                lower = at - list;
                if (equal)
                    while (at != list + to && *at == rank) ++at;
                upper = at - list;
            };
            count_below(0, unqualified, bound[0], bound[1] != bound[0], below[0], below[1]);
            below[2] = unqualified;
            count_below(unqualified, card_size, bound[3], bound[4] != bound[3], below[3], below[4]);
            below[5] = static_cast<std::int64_t>(card_size);
            add(acc, below, -1);
        }
        if constexpr (hidden >= 2) {
            // Two or more of the excluded cards: the few completions holding them, read one by one.
            const card_mask free = full_deck & ~boards_[t];
            const auto visit = [&](auto& self, std::size_t from, card_mask set, std::size_t size) -> void {
                if (size >= 2) {
                    const std::int64_t sign = size % 2 == 0 ? 1 : -1;
                    for_each_subset(free & ~set, hidden - size, [&](card_mask rest) {
                        const std::uint64_t key = key_of(value_of(boards_[t], set | rest));  // evaluated: cheaper than a table read
                        const std::array<std::uint64_t, 5> keys_at{p, p + 1, qualified, qualified | p, (qualified | p) + 1};
                        std::size_t k = 0;
                        while (k < 5 && key >= keys_at[k]) ++k;
                        acc[static_cast<std::size_t>(by_bound[k])] += sign;
                    });
                }
                if (size == hidden) return;
                for (std::size_t i = from; i < n; ++i) self(self, i + 1, set | card_mask{1} << cards[i], size + 1);
            };
            visit(visit, 0, 0, 0);
        }
        contest_counts out{};
        for (std::size_t k = 0; k < contest_classes; ++k) out[k] = static_cast<std::uint64_t>(acc[k]);
        return out;
    }

    /// \brief The last splits one thread asked for, by board, excluded cards and player's value: a
    /// walk over the deal reaches the same board with the same cards again (the river dealt before
    /// the flop's last card, a decision's other options).
    class memo {
    public:
        memo() : entries_(size) {}

    private:
        friend class board_completions;
        static constexpr std::size_t size = std::size_t{1} << 12;
        struct entry {
            card_mask board = 0, excluded = 0;
            std::uint32_t player = 0;
            bool used = false;
            contest_counts counts{};
        };
        std::vector<entry> entries_;
    };

    /// split(), read from \p m when it holds the same question, else counted and kept there.
    [[nodiscard]] contest_counts split(card_mask board, card_mask excluded, value_type player, memo& m) const {
        const std::uint64_t h = (board * 0x9E3779B97F4A7C15ULL) ^ (excluded * 0xC2B2AE3D27D4EB4FULL) ^ player.code();
        typename memo::entry& e = m.entries_[static_cast<std::size_t>((h * 0x165667B19E3779F9ULL) >> 52)];
        if (!e.used || e.board != board || e.excluded != excluded || e.player != player.code())
            e = {board, excluded, player.code(), true, split(board, excluded, player)};
        return e.counts;
    }

    /// The same counts by enumeration: every completion of the cards left, valued. For tests.
    [[nodiscard]] static contest_counts split_by_enumeration(card_mask board, card_mask excluded, value_type player) {
        contest_counts out{};
        for_each_subset(full_deck & ~(board | excluded), hidden, [&](card_mask set) {
            const value_type dealer = value_of(board, set);
            ++out[static_cast<std::size_t>(classify(player <=> dealer, Game::qualifier::qualifies(dealer)))];
        });
        return out;
    }

    /// The tables built: one per board, or per class of boards.
    [[nodiscard]] std::size_t tables() const noexcept { return boards_.size(); }
    /// Bytes the tables take.
    [[nodiscard]] std::size_t bytes() const noexcept {
        return (fixed_.size() + holdings_.size()) * sizeof(rank_type) + (unqualified_.size() + ranked_.size() + class_of_.size()) * sizeof(std::uint32_t) +
               ranked_at_.size() * sizeof(std::size_t) + boards_.size() * (sizeof(card_mask) + sizeof(suit_group));
    }

private:
    static constexpr std::size_t all_size = binomial(52 - board_cards, hidden);           // completions of a board
    static constexpr std::size_t card_size = binomial(52 - board_cards - 1, hidden - 1);  // those holding a given card
    // A completion's rank among its board's distinct keys: two bytes where a board's completions fit.
    using rank_type = std::conditional_t<all_size <= 0xffff, std::uint16_t, std::uint32_t>;
    static constexpr std::size_t card_at = 0;  // each card's completions' ranks, sorted
    static constexpr std::size_t fixed_size = 52 * card_size;
    static constexpr std::uint32_t qualified = std::uint32_t{1} << 31;  // the key's bit for a qualifying hand
    // The class of a completion by how many of the five bounds its rank reaches.
    static constexpr by_contest_class<contest_class> by_bound{contest_class::not_qualified_higher, contest_class::not_qualified_equal,
                                                           contest_class::not_qualified_lower,  contest_class::higher,
                                                           contest_class::equal,                contest_class::lower};

    static constexpr std::size_t chunk = 32;  // boards built together
    static constexpr std::size_t holding_size = contest_classes * binomial(52, holding_cards);  // a table's splits, one for each holding's colex rank
    // Whether the player's hand is valued as the dealer's: the same ranking and selection, the
    // player's cards where the dealer's are — a holding's value is then that of the same cards as the dealer's completion.
    static constexpr bool valued_as_dealer =
        std::is_same_v<typename Game::player_hand::ranking_type, ranking_type> &&
        std::is_same_v<typename Game::player_hand::selection_type, typename Game::dealer_hand::selection_type> &&
        holding_cards == hidden && [] {
            if (Game::player_hand::sources.size() != Game::dealer_hand::sources.size()) return false;
            for (std::size_t i = 0; i < Game::player_hand::sources.size(); ++i) {
                const card_source p = Game::player_hand::sources[i], d = Game::dealer_hand::sources[i];
                if (p != (d == card_source::dealer ? card_source::player : d)) return false;
            }
            return true;
        }();

    // Table b's split against every holding the board leaves, the player's hand valued with the
    // board: split()'s inclusion–exclusion, each card's completions below a rank read from a count
    // by rank made once for the board rather than searched for each holding.
    // `completions`: each completion of the board and its rank among the distinct `keys`; `below_rank`: the completions below each rank.
    void split_holdings(std::size_t b, rank_type* out, std::size_t stride, const std::vector<std::pair<card_mask, std::uint32_t>>& completions,
                        const std::vector<std::uint32_t>& distinct, const std::vector<std::uint32_t>& below_ranks) {
        const card_mask board = boards_[b];
        const card_mask free = full_deck & ~board;
        const std::uint32_t* keys = distinct.data();
        const auto ranks = static_cast<std::uint32_t>(distinct.size());
        const std::uint32_t* below_rank = below_ranks.data();
        const std::uint32_t first_qualified = qualified_rank(keys, ranks);
        // Each completion's rank (by its colex rank), and for each card the completions holding it below each rank.
        std::vector<std::uint32_t> rank_of(binomial(52, hidden));
        std::vector<std::uint16_t> below(52 * (ranks + 1));
        for (const auto& [set, rank] : completions) {
            rank_of[colex_rank_of(set)] = rank;
            for (card_mask m = set; m != 0; m &= m - 1) ++below[static_cast<std::size_t>(std::countr_zero(m)) * (ranks + 1) + rank + 1];
        }
        for (std::size_t c = 0; c < 52; ++c)
            for (std::size_t r = 1; r <= ranks; ++r) below[c * (ranks + 1) + r] += below[c * (ranks + 1) + r - 1];
        // Valued as the dealer, a holding's hand is one of the ranks: its bounds, by rank, come from
        // one sweep (the first rank of the other half, qualifying or not, at or above each code).
        std::vector<std::uint32_t> across(valued_as_dealer ? ranks : 0);
        if constexpr (valued_as_dealer) {
            for (std::uint32_t r = 0, q = first_qualified; r < first_qualified; ++r) {
                while (q < ranks && (keys[q] & ~qualified) < keys[r]) ++q;
                across[r] = q;
            }
            for (std::uint32_t r = first_qualified, u = 0; r < ranks; ++r) {
                while (u < first_qualified && keys[u] < (keys[r] & ~qualified)) ++u;
                across[r] = u;
            }
        }
        const suit_group fixing = fixing_[b];
        for_each_subset(free, holding_cards, [&](card_mask holding) {
            // A holding that a renaming fixing the board makes smaller splits as that one does: counted once, as it.
            if (!fixing.orbit_of(holding).least) return;
            std::array<std::uint32_t, 5> bound{};
            if constexpr (valued_as_dealer) {
                const std::uint32_t r = rank_of[colex_rank_of(holding)];
                const std::uint32_t code = keys[r] & ~qualified;
                const bool qualifies = r >= first_qualified;
                const std::uint32_t unqualified_at = qualifies ? across[r] : r, qualified_at = qualifies ? r : across[r];
                bound[0] = unqualified_at;
                bound[1] = unqualified_at + (unqualified_at < first_qualified && keys[unqualified_at] == code ? 1 : 0);
                bound[2] = first_qualified;
                bound[3] = qualified_at;
                bound[4] = qualified_at + (qualified_at < ranks && keys[qualified_at] == (qualified | code) ? 1 : 0);
            } else {
                const std::uint32_t code = [&] {
                    dealt_cards<Game> d;
                    std::size_t i = 0;
                    for (card_mask m = board; m != 0; m &= m - 1) d.board[i++] = card::from_dense_index_unchecked(std::countr_zero(m));
                    i = 0;
                    for (card_mask m = holding; m != 0; m &= m - 1) d.player[i++] = card::from_dense_index_unchecked(std::countr_zero(m));
                    return evaluate<typename Game::player_hand::ranking_type, typename Game::player_hand::selection_type>(
                               carnival::detail::cards_for<typename Game::player_hand>(d))
                        .code();
                }();
                bound = bounds(keys, ranks, first_qualified, code);
            }
            by_contest_class<std::int64_t> acc{};
            {
                by_contest_class<std::int64_t> all{};
                for (std::size_t k = 0; k < 5; ++k) all[k] = below_rank[bound[k]];
                all[5] = static_cast<std::int64_t>(all_size);
                add(acc, all, 1);
            }
            for (card_mask m = holding; m != 0; m &= m - 1) {
                const std::uint16_t* card = below.data() + static_cast<std::size_t>(std::countr_zero(m)) * (ranks + 1);
                by_contest_class<std::int64_t> with{};
                for (std::size_t k = 0; k < 5; ++k) with[k] = card[bound[k]];
                with[5] = static_cast<std::int64_t>(card_size);
                add(acc, with, -1);
            }
            if constexpr (holding_cards == 2 && hidden >= 2) {
                // The completions holding both cards: added back, each by the class its rank falls in.
                for_each_subset(free & ~holding, hidden - 2, [&](card_mask rest) {
                    const std::uint32_t rank = rank_of[colex_rank_of(holding | rest)];
                    std::size_t k = 0;
                    while (k < 5 && rank >= bound[k]) ++k;
                    ++acc[static_cast<std::size_t>(by_bound[k])];
                });
            }
            for (std::size_t k = 0; k < contest_classes; ++k) out[colex_rank_of(holding) * stride * contest_classes + k] = static_cast<rank_type>(acc[k]);
        });
    }
    // The ranks that bound the six classes against the player's code `p`, among a table's `ranks` distinct keys.
    static std::array<std::uint32_t, 5> bounds(const std::uint32_t* keys, std::uint32_t ranks, std::uint32_t first_qualified,
                                               std::uint64_t p) noexcept {
        std::array<std::uint32_t, 5> bound{};
        bound[0] = static_cast<std::uint32_t>(first_not_below(keys, first_qualified, p) - keys);
        bound[1] = bound[0] + (bound[0] < first_qualified && keys[bound[0]] == p ? 1 : 0);
        bound[2] = first_qualified;
        bound[3] = static_cast<std::uint32_t>(first_not_below(keys + first_qualified, ranks - first_qualified, qualified | p) - keys);
        bound[4] = bound[3] + (bound[3] < ranks && keys[bound[3]] == (qualified | p) ? 1 : 0);
        return bound;
    }

    // The dealer's value with `set` face down on `board`.
    static value_type value_of(card_mask board, card_mask set) {
        dealt_cards<Game> d;
        std::size_t i = 0;
        for (card_mask m = board; m != 0; m &= m - 1) d.board[i++] = card::from_dense_index_unchecked(std::countr_zero(m));
        i = 0;
        for (card_mask m = set; m != 0; m &= m - 1) d.dealer[i++] = card::from_dense_index_unchecked(std::countr_zero(m));
        return evaluate<ranking_type, typename Game::dealer_hand::selection_type>(carnival::detail::cards_for<typename Game::dealer_hand>(d));
    }
    static std::uint32_t key_of(value_type v) {
        if (v.code() >= qualified) throw std::logic_error("carnival::analysis::board_completions: a hand's code needs 31 bits or fewer");
        return v.code() | (Game::qualifier::qualifies(v) ? qualified : 0U);
    }
    // The first rank of a qualifying key.
    static std::uint32_t qualified_rank(const std::uint32_t* keys, std::uint32_t ranks) noexcept {
        return static_cast<std::uint32_t>(first_not_below(keys, ranks, qualified) - keys);
    }

    // Board b's table: its fixed part in place; returns its distinct keys, then the completions below each rank (and all).
    // With splits by holding asked for, table b's go to `splits`, one holding each `stride` tables.
    std::vector<std::uint32_t> build(std::size_t b, rank_type* splits, std::size_t stride) {
        const card_mask board = boards_[b];
        std::vector<std::pair<card_mask, std::uint32_t>> completions;
        completions.reserve(all_size);
        for_each_subset(full_deck & ~board, hidden, [&](card_mask set) { completions.emplace_back(set, key_of(value_of(board, set))); });
        // In order of key, each completion's key replaced by its rank among the distinct keys: each
        // card's list then fills in order.
        sort_by_key(completions);
        std::vector<std::uint32_t> below_rank;  // completions of a lower rank, for each rank and one past
        std::vector<std::uint32_t> distinct;
        for (std::size_t i = 0; i < completions.size(); ++i) {
            auto& key = completions[i].second;
            if (distinct.empty() || key != distinct.back()) distinct.push_back(key), below_rank.push_back(static_cast<std::uint32_t>(i));
            key = static_cast<std::uint32_t>(distinct.size() - 1);
        }
        below_rank.push_back(static_cast<std::uint32_t>(completions.size()));
        if (!fixed_.empty()) {
            rank_type* t = fixed_.data() + b * fixed_size;
            std::array<std::size_t, 52> filled{};
            for (const auto& [set, rank] : completions)
                for (card_mask m = set; m != 0; m &= m - 1) {
                    const auto c = static_cast<std::size_t>(std::countr_zero(m));
                    t[card_at + c * card_size + filled[c]++] = static_cast<rank_type>(rank);
                }
            const auto first_qualified = static_cast<rank_type>(qualified_rank(distinct.data(), static_cast<std::uint32_t>(distinct.size())));
            for (std::size_t c = 0; c < 52; ++c) {
                const rank_type* list = t + card_at + c * card_size;
                unqualified_[b * 52 + c] = static_cast<std::uint32_t>(std::lower_bound(list, list + card_size, first_qualified) - list);
            }
        }
        if constexpr (can_split_holdings)
            if (!holdings_.empty()) split_holdings(b, splits, stride, completions, distinct, below_rank);
        distinct.insert(distinct.end(), below_rank.begin(), below_rank.end());
        return distinct;
    }

    // Sorts `completions` by key, a byte at a time from the lowest (a radix sort: a board's keys
    // take a few hundred values, which a comparison sort spends most of its time ordering).
    static void sort_by_key(std::vector<std::pair<card_mask, std::uint32_t>>& completions) {
        std::vector<std::pair<card_mask, std::uint32_t>> sorted(completions.size());
        for (unsigned shift = 0; shift < 32; shift += 8) {
            std::array<std::size_t, 257> at{};
            for (const auto& c : completions) ++at[(c.second >> shift & 0xffU) + 1];
            if (std::find(at.begin(), at.end(), completions.size()) != at.end()) continue;  // every key has this byte
            for (std::size_t d = 1; d < at.size(); ++d) at[d] += at[d - 1];
            for (const auto& c : completions) sorted[at[c.second >> shift & 0xffU]++] = c;
            completions.swap(sorted);
        }
    }
    // Adds sign × the completions counted below each of the five bounds (and all, the sixth), by class.
    static void add(by_contest_class<std::int64_t>& acc, const by_contest_class<std::int64_t>& below, std::int64_t sign) noexcept {
        acc[static_cast<std::size_t>(contest_class::not_qualified_higher)] += sign * below[0];
        acc[static_cast<std::size_t>(contest_class::not_qualified_equal)] += sign * (below[1] - below[0]);
        acc[static_cast<std::size_t>(contest_class::not_qualified_lower)] += sign * (below[2] - below[1]);
        acc[static_cast<std::size_t>(contest_class::higher)] += sign * (below[3] - below[2]);
        acc[static_cast<std::size_t>(contest_class::equal)] += sign * (below[4] - below[3]);
        acc[static_cast<std::size_t>(contest_class::lower)] += sign * (below[5] - below[4]);
    }
    // std::lower_bound without branches (a conditional move per step): the keys' order is what the cards make it,
    // which a branch predictor cannot guess.
    template <class T>
    static const T* first_not_below(const T* first, std::size_t size, std::uint64_t key) noexcept {
        if (size == 0) return first;
        while (size > 1) {
            const std::size_t half = size / 2;
            first = first[half - 1] < key ? first + half : first;
            size -= half;
        }
        return first + (*first < key ? 1 : 0);
    }

    bool by_suit_class_;
    std::vector<card_mask> boards_;          // each table's board
    std::vector<suit_group> fixing_;         // each table: the renamings that map its board onto itself (the identity alone unless by suit class)
    std::vector<std::uint32_t> class_of_;    // by the board's colex rank: its table << 5 | the renaming that takes it there
    std::vector<rank_type> fixed_;           // each table: each card's completions' ranks, sorted
    std::vector<std::uint32_t> unqualified_;  // each table, each card: its completions that do not qualify
    std::vector<std::uint32_t> ranked_;      // each table: its distinct keys, then the completions below each rank and all
    std::vector<std::size_t> ranked_at_;     // where each table's part of ranked_ starts, and one past the last
    std::vector<rank_type> holdings_;        // by the holding's colex rank, each table: the split by class (splits_holdings)
};

}  // namespace carnival::analysis
