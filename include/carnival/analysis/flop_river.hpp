/// \file
/// \brief Exact analysis of flop-and-river games (Mini-Tex 3 Card Hold'em): two hole cards each,
/// a decision before the flop, after the flop and after the river, solved by backward induction
/// from the player's information, with suit symmetry and card-removal counting.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/combinations.hpp>
#include <carnival/analysis/contest_units.hpp>
#include <carnival/analysis/figures.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/distinct.hpp>
#include <carnival/detail/parallel_for.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/wagers.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/settlement/player_view.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

namespace carnival::analysis {

/// \brief Optimal play and exact figures of a \p Game dealt `deal<2, 2, street<_, 2>, street<_, 1>>`
/// whose hands use hole cards and the board (Mini-Tex).
///
/// Backward induction: after the river the player plays when the expected net of playing (over the
/// dealer's 1,081 possible holdings, counted by class with card removal) beats folding; after the
/// flop, when the average over the 48 river cards of the river value beats folding; before the
/// flop, likewise over the 1,225 flops. Boards are reduced to their 1,755 suit-symmetry classes
/// and hole cards to their 169 classes.
template <class Game>
class flop_river {
public:
    using sequence_type = typename Game::sequence_type;  ///< the sequence of play
    static_assert(sequence_type::player_cards == 2 && sequence_type::dealer_cards == 2 && sequence_type::board_cards == 3 &&
                      sequence_type::decision_points == 3 && sequence_type::board_visible[1] == 2,
                  "carnival::analysis::flop_river: two hole cards each, a two-card flop and a one-card river");

private:
    // Deals by the player's final hand category, then by how the round ends: folded at point 0,
    // 1, 2, or a contest class (3 + class).
    using end_tally = std::array<std::array<std::uint64_t, 9>, hand_category_count>;

public:
    /// Solves the game.
    flop_river() {
        collect_units();
        index_boards();
        solve_river();
        solve_flop_and_preflop();
        store_decisions();
    }

    /// Expected net per unit ante with optimal play.
    [[nodiscard]] double expected_value() const noexcept { return expected_; }

    /// \brief The exact figures, per unit ante, of the ante and every raise as one decision wager,
    /// with optimal play; by the player's final hand category too (hole cards and the whole board,
    /// folded or not).
    [[nodiscard]] wager_figures figures() const { return figures_of(solved_tally(false), "optimal"); }

    /// figures() with how often each decision is taken (what analysis::solve returns for the game).
    [[nodiscard]] play_figures play() const {
        const end_tally t = solved_tally(false);
        return {figures_of(t, "optimal"), decisions_of(t)};
    }

private:
    /// The deals by how they end, from the solved states: optimal play, or every raise made when \p never_fold.
    [[nodiscard]] end_tally solved_tally(bool never_fold) const {
        constexpr std::uint64_t dealer = 1081;
        end_tally t{};
        for (const hole_class& h : holes_) {
            const bool plays = h.plays || never_fold;
            for (const flop_state& f : h.flops) {
                const bool flop_plays = plays && (f.plays || never_fold);
                for (std::uint32_t entry : f.rivers) {
                    const river_state& r = river_[entry];
                    auto& by_end = t[static_cast<std::size_t>(r.player)];
                    if (!plays) by_end[0] += h.weight * dealer;
                    else if (!flop_plays) by_end[1] += h.weight * dealer;
                    else if (!r.plays && !never_fold) by_end[2] += h.weight * dealer;
                    else
                        for (std::size_t c = 0; c < 6; ++c) by_end[3 + c] += h.weight * r.dealer[c];
                }
            }
        }
        return t;
    }

public:

    /// \brief The exact figures, per unit ante, of the ante and every raise as one decision wager
    /// when the player follows \p strategy (strategy_for: any function of the player's view, hole
    /// cards and the board so far). Every one of the 1,326 holdings, 1,225 flops and 48 rivers is
    /// visited, so the strategy need not be suit-symmetric. It is called from \p threads threads
    /// at once (0: the machine's hardware threads), so it must not modify shared state; an
    /// exception it throws is rethrown here.
    ///
    /// always_play (never fold) is read from the solved states without asking it.
    template <class S>
    [[nodiscard]] wager_figures figures(const S& strategy, std::string strategy_name = "a strategy function",
                                        unsigned threads = 0) const {
        return figures_of(strategy_tally(strategy, threads), std::move(strategy_name));
    }

    /// figures(strategy) with how often each decision is taken (what analysis::solve returns for the game).
    template <class S>
    [[nodiscard]] play_figures play(const S& strategy, std::string strategy_name = "a strategy function", unsigned threads = 0) const {
        const end_tally t = strategy_tally(strategy, threads);
        return {figures_of(t, std::move(strategy_name)), decisions_of(t)};
    }

private:
    // The deals by how they end when the player follows `strategy`.
    template <class S>
    [[nodiscard]] end_tally strategy_tally(const S& strategy, unsigned threads) const {
        require_strategy<S, Game>();
        if constexpr (std::is_same_v<S, always_play>) return solved_tally(true);
        threads = carnival::detail::threads_or_hardware(threads);
        // The decisions before the flop, then after it for each (flop, holding): after_flop is
        // indexed [flop][holding], the order in which the river loop reads it.
        std::vector<std::uint8_t> preflop(pairs), after_flop(pairs * pairs);
        carnival::detail::parallel_for(threads, pairs, [&](unsigned, std::size_t h) {
            const auto [a, b] = colex_unrank<2>(h);
            preflop[h] = ask(strategy, 0, {a, b}, {});
        });
        carnival::detail::parallel_for(threads, pairs, [&](unsigned, std::size_t f) {
            const auto [x, y] = colex_unrank<2>(f);
            for (std::size_t h = 0; h < pairs; ++h) {
                const auto [a, b] = colex_unrank<2>(h);
                if (preflop[h] && x != a && x != b && y != a && y != b) after_flop[f * pairs + h] = ask(strategy, 1, {a, b}, {x, y});
            }
        });
        // The river, board by board: every holding and every split of the board into flop and
        // river; a board's river entries are together in memory.
        std::vector<end_tally> partial(threads, end_tally{});
        carnival::detail::parallel_for(threads, binomial(52, 3), [&](unsigned t, std::size_t board) {
            end_tally local{};  // on this thread's stack: threads share no cache lines
            tally_board(strategy, board, preflop, after_flop, local);
            add(partial[t], local);
        });
        end_tally all{};
        for (const end_tally& p : partial) add(all, p);
        return all;
    }

public:

    /// \brief With optimal play, the probability of a deal ending in a fold before the flop,
    /// after the flop and after the river: the short form of the flop and river decisions.
    [[nodiscard]] std::array<double, 3> fold_probabilities() const {
        std::array<std::uint64_t, 3> folds{};
        for (const hole_class& h : holes_) {
            if (!h.plays) {
                folds[0] += h.weight * 1225 * 48;
                continue;
            }
            for (const flop_state& f : h.flops) {
                if (!f.plays) {
                    folds[1] += h.weight * 48;
                    continue;
                }
                for (std::uint32_t entry : f.rivers) folds[2] += river_[entry].plays ? 0 : h.weight;
            }
        }
        const double deals = 1326.0 * 1225 * 48;
        return {static_cast<double>(folds[0]) / deals, static_cast<double>(folds[1]) / deals, static_cast<double>(folds[2]) / deals};
    }

    /// \brief The optimal decisions as the solver stored them, read by dense card index (0…51) without
    /// checks, for simulations: preconditions, the cards are distinct.
    class decisions {
    public:
        /// Whether the player makes the flop wager holding \p a, \p b.
        [[nodiscard]] bool preflop(int a, int b) const noexcept { return s_->preflop_plays_[pair_index(a, b)] != 0; }
        /// Whether the player makes the river wager holding \p a, \p b after the flop \p x, \p y.
        [[nodiscard]] bool after_flop(int a, int b, int x, int y) const noexcept {
            return test(s_->flop_plays_, pair_index(a, b) * pairs + pair_index(x, y));
        }
        /// Whether the player makes the play wager holding \p a, \p b on the board \p board.
        [[nodiscard]] bool after_river(int a, int b, std::array<int, 3> board) const noexcept {
            return test(s_->river_plays_, s_->river_entry(a, b, board));
        }

    private:
        friend class flop_river;
        explicit decisions(const flop_river& s) noexcept : s_(&s) {}
        static bool test(const std::vector<std::uint64_t>& bits, std::size_t i) noexcept { return (bits[i / 64] >> (i % 64)) & 1U; }
        const flop_river* s_;
    };
    /// The stored optimal decisions (valid while this object lives).
    [[nodiscard]] decisions optimal_decisions() const noexcept { return decisions(*this); }

    /// \brief Expected net per unit ante of making the play wager after the river with \p hole
    /// cards on \p board (every earlier raise made), over the dealer's possible holdings.
    ///
    /// This and the functions below take the player's cards: each throws invalid_cards when a
    /// value is not a card or a card is given twice.
    [[nodiscard]] double river_play_ev(const std::array<card, 2>& hole, const std::array<card, 3>& board) const {
        check_cards(hole, board);
        const river_state& s = river_[river_entry(hole[0].dense_index(), hole[1].dense_index(),
                                                  {board[0].dense_index(), board[1].dense_index(), board[2].dense_index()})];
        long double sum = 0;
        for (std::size_t c = 0; c < 6; ++c) sum += static_cast<long double>(s.dealer[c]) * static_cast<long double>(contest_units_[c]);
        return static_cast<double>(sum / 1081.0L);
    }

    /// \brief Expected net per unit ante of placing the river wager after the \p flop with \p hole
    /// cards, then playing the river optimally: the average over the 48 river cards.
    [[nodiscard]] double after_flop_play_ev(const std::array<card, 2>& hole, const std::array<card, 2>& flop) const {
        check_cards(hole, flop);
        long double sum = 0;
        const int a = hole[0].dense_index(), b = hole[1].dense_index(), x = flop[0].dense_index(), y = flop[1].dense_index();
        for (int r = 0; r < 52; ++r)
            if (r != a && r != b && r != x && r != y) sum += river_[river_entry(a, b, {x, y, r})].value;
        return static_cast<double>(sum / 48.0L);
    }

    /// Whether optimal play makes the flop wager with \p hole cards.
    [[nodiscard]] bool plays_preflop(const std::array<card, 2>& hole) const {
        check_cards(hole, std::span<const card>{});
        const int a = index(hole[0].rank()), b = index(hole[1].rank());
        const int hi = std::max(a, b), lo = std::min(a, b);
        const bool suited = hole[0].suit() == hole[1].suit();
        return holes_[class_index_[static_cast<std::size_t>(hi * 13 + lo)] + (hi != lo && !suited ? 1 : 0)].plays;
    }
    /// Whether optimal play makes the river wager after the \p flop.
    [[nodiscard]] bool plays_after_flop(const std::array<card, 2>& hole, const std::array<card, 2>& flop) const {
        check_cards(hole, flop);
        return optimal_decisions().after_flop(hole[0].dense_index(), hole[1].dense_index(), flop[0].dense_index(),
                                              flop[1].dense_index());
    }
    /// Whether optimal play makes the play wager after the river.
    [[nodiscard]] bool plays_after_river(const std::array<card, 2>& hole, const std::array<card, 3>& board) const {
        check_cards(hole, board);
        return river_[river_entry(hole[0].dense_index(), hole[1].dense_index(),
                                  {board[0].dense_index(), board[1].dense_index(), board[2].dense_index()})]
            .plays;
    }
    /// Net units of the contest wagers by contest class when every raise is made.
    [[nodiscard]] const std::array<std::int64_t, 6>& contest_units() const noexcept { return contest_units_; }
    /// Units forfeited by folding at decision point 0, 1, 2.
    [[nodiscard]] const std::array<std::int64_t, 3>& fold_units() const noexcept { return units_fold_; }
    /// Units wagered by a player folding at decision point 0, 1, 2, or playing through (3).
    [[nodiscard]] const std::array<std::int64_t, 4>& wagered_units() const noexcept { return wagered_; }

    /// The hole-card classes played before the flop (e.g. "AKs", "72o", "99"), out of 169.
    [[nodiscard]] std::vector<std::string> preflop_plays() const { return preflop(true); }
    /// The hole-card classes folded before the flop.
    [[nodiscard]] std::vector<std::string> preflop_folds() const { return preflop(false); }

private:
    struct river_state {
        std::array<std::uint16_t, 6> dealer{};  // dealer holdings per contest class
        hand_category player{};                 // the player's final hand category
        bool plays = false;
        double value = 0;  // max(play, fold), per unit ante
    };
    struct flop_state {
        std::vector<std::uint32_t> rivers;  // entries of river_ for the 48 river cards
        bool plays = false;
    };
    struct hole_class {
        std::array<int, 2> cards{};  // a representative, dense indices
        std::uint64_t weight = 0;    // holdings in the class
        std::string name;
        std::vector<flop_state> flops;
        bool plays = false;
    };

    static constexpr std::size_t pairs = 1326;

    // Throws invalid_cards unless the hole cards and the board are cards, each given once.
    static void check_cards(std::span<const card, 2> hole, std::span<const card> board) {
        card_set seen;
        insert_distinct(seen, hole, "hole");
        insert_distinct(seen, board, "board");
    }

    [[nodiscard]] std::vector<std::string> preflop(bool played) const {
        std::vector<std::string> out;
        for (const hole_class& h : holes_)
            if (h.plays == played) out.push_back(h.name);
        return out;
    }

    static void add(end_tally& to, const end_tally& from) {
        for (std::size_t c = 0; c < to.size(); ++c)
            for (std::size_t e = 0; e < to[c].size(); ++e) to[c][e] += from[c][e];
    }

    // How often each decision is taken in the deals counted in t: a deal that ends folding at
    // point k made every earlier raise.
    [[nodiscard]] static std::vector<decision_row> decisions_of(const end_tally& t) {
        std::array<std::uint64_t, 4> ends{};  // folded at point 0, 1, 2; played through
        for (const auto& by_end : t)
            for (std::size_t e = 0; e < by_end.size(); ++e) ends[std::min<std::size_t>(e, 3)] += by_end[e];
        const std::uint64_t all = ends[0] + ends[1] + ends[2] + ends[3];
        std::vector<decision_row> out;
        std::uint64_t reached = all;
        for (std::size_t point = 0; point < 3; ++point) {
            for (const auto& [what, n] : {std::pair{"fold", ends[point]}, std::pair{"play", reached - ends[point]}})
                out.push_back({point + 1, what, n, static_cast<double>(static_cast<long double>(n) / static_cast<long double>(all))});
            reached -= ends[point];
        }
        return out;
    }

    // The figures of the deals counted in t.
    [[nodiscard]] wager_figures figures_of(const end_tally& t, std::string strategy_name) const {
        distribution d(money::cents(100));
        std::array<long double, hand_category_count> net_by_category{};
        std::array<std::uint64_t, hand_category_count> deals_by_category{};
        for (std::size_t cat = 0; cat < t.size(); ++cat)
            for (std::size_t e = 0; e < 9; ++e) {
                const std::int64_t units = e < 3 ? -units_fold_[e] : contest_units_[e - 3];
                d.add(money::cents(100 * units), t[cat][e], money::cents(100 * wagered_[std::min<std::size_t>(e, 3)]));
                net_by_category[cat] += static_cast<long double>(units) * static_cast<long double>(t[cat][e]);
                deals_by_category[cat] += t[cat][e];
            }
        wager_figures f = d.figures();
        const long double all = static_cast<long double>(d.total());
        using R = typename Game::player_hand::ranking_type;
        for (auto c = R::categories.rbegin(); c != R::categories.rend(); ++c) {
            const std::size_t i = static_cast<std::size_t>(*c);
            if (deals_by_category[i] == 0) continue;
            f.categories.push_back({std::string(name(*c)), deals_by_category[i],
                                    static_cast<double>(static_cast<long double>(deals_by_category[i]) / all),
                                    static_cast<double>(net_by_category[i] / all)});
        }
        f.wager = "mini-tex";
        f.strategy = std::move(strategy_name);
        return f;
    }

    // Whether strategy s plays at decision point `point` with hole cards h and these board cards.
    template <class S>
    static std::uint8_t ask(const S& s, std::size_t point, std::array<int, 2> h, std::initializer_list<int> shown) {
        std::array<card, 2> hole{card::from_dense_index_unchecked(h[0]), card::from_dense_index_unchecked(h[1])};
        std::array<card, 3> board{};
        std::size_t n = 0;
        for (int c : shown) board[n++] = card::from_dense_index_unchecked(c);
        sort_for_view(hole);
        sort_for_view(std::span<card>(board).first(std::min<std::size_t>(n, 2)));  // the flop; the river is one card
        return carnival::ask(s, player_view<Game>{point, hole, std::span<const card>(board).first(n)}).act == action::raise;
    }

    // Counts the deals with the three cards of board number `board` (colexicographic) by how they
    // end, for every holding that reached the flop: each split into a flop and a river card.
    template <class S>
    void tally_board(const S& s, std::size_t board, const std::vector<std::uint8_t>& preflop,
                     const std::vector<std::uint8_t>& after_flop, end_tally& tally) const {
        constexpr std::uint64_t dealer = 1081;
        const std::array<int, 3> cards = colex_unrank<3>(board);
        const river_state* entries = &river_[board_class_[board] * pairs];
        const auto& perm = board_perm_[board];
        constexpr std::array<std::array<std::size_t, 3>, 3> splits{{{0, 1, 2}, {0, 2, 1}, {1, 2, 0}}};  // flop, flop, river
        for (int a = 0; a < 52; ++a)
            for (int b = a + 1; b < 52; ++b) {
                const std::size_t h = pair_index(a, b);
                if (a == cards[0] || a == cards[1] || a == cards[2] || b == cards[0] || b == cards[1] || b == cards[2])
                    continue;
                const river_state& state = entries[pair_index(permute(a, perm), permute(b, perm))];
                auto& out = tally[static_cast<std::size_t>(state.player)];
                for (const auto& [f0, f1, r] : splits) {
                    if (!preflop[h]) {
                        out[0] += dealer;
                        continue;
                    }
                    if (!after_flop[pair_index(cards[f0], cards[f1]) * pairs + h]) {
                        out[1] += dealer;
                        continue;
                    }
                    if (!ask(s, 2, {a, b}, {cards[f0], cards[f1], cards[r]})) {
                        out[2] += dealer;
                        continue;
                    }
                    for (std::size_t c = 0; c < 6; ++c) out[3 + c] += state.dealer[c];
                }
            }
    }

    static std::size_t pair_index(int a, int b) {
        if (a > b) std::swap(a, b);
        return binomial_table[static_cast<std::size_t>(b)][2] + static_cast<std::size_t>(a);
    }
    static int permute(int dense, const std::array<int, 4>& perm) { return perm[static_cast<std::size_t>(dense / 13)] * 13 + dense % 13; }

    // Net units of the contest wagers in each class when every raise is made; units forfeited by
    // folding at each decision; units wagered by then.
    void collect_units() {
        boost::hana::for_each(Game::wagers, [&](auto w) {
            using W = typename decltype(w)::type;
            if constexpr (W::kind == wager_kind::ante) {
                for (std::size_t c = 0; c < 6; ++c) contest_units_[c] += detail::units(detail::pick(W::contest, c).result, 1);
                for (auto& f : units_fold_) f += 1;
                for (auto& t : wagered_) t += 1;
            } else if constexpr (W::kind == wager_kind::raise) {
                for (std::size_t c = 0; c < 6; ++c)
                    contest_units_[c] += detail::units(detail::pick(W::contest, c).result, Game::template multiple_of<W>);
                for (std::size_t d = Game::template point_of<W> + 1; d < 3; ++d) units_fold_[d] += Game::template multiple_of<W>;
                for (std::size_t d = Game::template point_of<W> + 1; d < 4; ++d) wagered_[d] += Game::template multiple_of<W>;
            }
        });
    }

    // The 24 permutations of the four suits, in lexicographic order.
    static std::array<std::array<int, 4>, 24> suit_permutations() {
        std::array<std::array<int, 4>, 24> perms{};
        std::array<int, 4> p{0, 1, 2, 3};
        for (auto& q : perms) {
            q = p;
            std::next_permutation(p.begin(), p.end());
        }
        return perms;
    }

    // Every 3-card board: its suit-symmetry class and a permutation taking it there.
    void index_boards() {
        const auto perms = suit_permutations();
        board_class_.assign(22100, 0);
        board_perm_.assign(22100, {});
        std::vector<std::uint32_t> class_of_canonical(22100, UINT32_MAX);
        for (int a = 0; a < 52; ++a)
            for (int b = a + 1; b < 52; ++b)
                for (int c = b + 1; c < 52; ++c) {
                    std::uint32_t best = UINT32_MAX;
                    std::array<int, 4> best_perm{};
                    for (const auto& q : perms) {
                        std::array<int, 3> s{permute(a, q), permute(b, q), permute(c, q)};
                        std::sort(s.begin(), s.end());
                        const std::uint32_t r = colex_rank_unchecked(s);
                        if (r < best) best = r, best_perm = q;
                    }
                    const std::uint32_t self = colex_rank_unchecked(std::array<int, 3>{a, b, c});
                    if (class_of_canonical[best] == UINT32_MAX) {
                        class_of_canonical[best] = static_cast<std::uint32_t>(canonical_boards_.size());
                        canonical_boards_.push_back({0, 0, 0});
                    }
                    board_class_[self] = class_of_canonical[best];
                    board_perm_[self] = best_perm;
                    if (self == best) canonical_boards_[class_of_canonical[best]] = {a, b, c};
                }
    }

    // River decision for every canonical board and every holding of the 49 other cards.
    void solve_river() {
        river_.assign(canonical_boards_.size() * pairs, {});
        std::vector<std::uint32_t> codes(pairs);
        std::vector<std::uint8_t> qualifies(pairs);
        for (std::size_t id = 0; id < canonical_boards_.size(); ++id) {
            const auto& board = canonical_boards_[id];
            const std::array<card, 3> bc{card::from_dense_index_unchecked(board[0]), card::from_dense_index_unchecked(board[1]),
                                         card::from_dense_index_unchecked(board[2])};
            const auto on_board = [&](int x) { return x == board[0] || x == board[1] || x == board[2]; };
            std::vector<std::uint32_t> distinct;
            for (int a = 0; a < 52; ++a)
                for (int b = a + 1; b < 52; ++b) {
                    if (on_board(a) || on_board(b)) continue;
                    const std::array<card, 5> five{card::from_dense_index_unchecked(a), card::from_dense_index_unchecked(b), bc[0], bc[1], bc[2]};
                    const auto v = evaluate<typename Game::dealer_hand::ranking_type, typename Game::dealer_hand::selection_type>(five);
                    codes[pair_index(a, b)] = v.code();
                    qualifies[pair_index(a, b)] = Game::qualifier::qualifies(v);
                    distinct.push_back(v.code());
                    river_[id * pairs + pair_index(a, b)].player =
                        evaluate<typename Game::player_hand::ranking_type, typename Game::player_hand::selection_type>(five)
                            .category();
                }
            std::sort(distinct.begin(), distinct.end());
            distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
            const std::size_t ranks = distinct.size();
            const auto rank_of = [&](std::uint32_t code) {
                return static_cast<std::size_t>(std::lower_bound(distinct.begin(), distinct.end(), code) - distinct.begin());
            };
            // Cumulative counts by rank (qualifying, not): over all holdings and over those holding each card.
            std::vector<std::uint32_t> all(2 * ranks, 0), per_card(52 * 2 * ranks, 0);
            std::vector<std::uint32_t> rank_at(pairs, 0);
            for (int a = 0; a < 52; ++a)
                for (int b = a + 1; b < 52; ++b) {
                    if (on_board(a) || on_board(b)) continue;
                    const std::size_t i = pair_index(a, b);
                    const std::size_t r = rank_of(codes[i]);
                    rank_at[i] = static_cast<std::uint32_t>(r);
                    const std::size_t q = qualifies[i] ? 0 : ranks;
                    ++all[q + r];
                    ++per_card[static_cast<std::size_t>(a) * 2 * ranks + q + r];
                    ++per_card[static_cast<std::size_t>(b) * 2 * ranks + q + r];
                }
            const auto accumulate = [&](std::uint32_t* v) {
                for (std::size_t r = 1; r < ranks; ++r) v[r] += v[r - 1], v[ranks + r] += v[ranks + r - 1];
            };
            accumulate(all.data());
            for (int c = 0; c < 52; ++c) accumulate(per_card.data() + static_cast<std::size_t>(c) * 2 * ranks);
            const auto add = [&](std::array<std::int64_t, 6>& acc, const std::uint32_t* v, std::size_t r, std::int64_t sign) {
                for (std::size_t half = 0; half < 2; ++half) {
                    const std::uint32_t* c = v + half * ranks;
                    const std::int64_t below = r > 0 ? c[r - 1] : 0, at = c[r] - below, total = c[ranks - 1];
                    acc[3 * half + 0] += sign * below;
                    acc[3 * half + 1] += sign * at;
                    acc[3 * half + 2] += sign * (total - below - at);
                }
            };
            for (int a = 0; a < 52; ++a)
                for (int b = a + 1; b < 52; ++b) {
                    if (on_board(a) || on_board(b)) continue;
                    const std::size_t i = pair_index(a, b);
                    const std::size_t r = rank_at[i];
                    std::array<std::int64_t, 6> acc{};
                    add(acc, all.data(), r, +1);
                    add(acc, per_card.data() + static_cast<std::size_t>(a) * 2 * ranks, r, -1);
                    add(acc, per_card.data() + static_cast<std::size_t>(b) * 2 * ranks, r, -1);
                    acc[static_cast<std::size_t>((qualifies[i] ? 0 : 3) + 1)] += 1;  // the dealer holding that is the player's own
                    river_state& s = river_[id * pairs + i];
                    long double sum = 0;
                    for (std::size_t c = 0; c < 6; ++c) {
                        s.dealer[c] = static_cast<std::uint16_t>(acc[c]);
                        sum += static_cast<long double>(acc[c]) * static_cast<long double>(contest_units_[c]);
                    }
                    const double play = static_cast<double>(sum / 1081.0L);
                    s.plays = play > -static_cast<double>(units_fold_[2]);
                    s.value = s.plays ? play : -static_cast<double>(units_fold_[2]);
                }
        }
    }

    // The river entry for hole cards (a, b) and board {x, y, z}.
    [[nodiscard]] std::uint32_t river_entry(int a, int b, std::array<int, 3> board) const {
        std::sort(board.begin(), board.end());
        const std::uint32_t self = colex_rank_unchecked(board);
        const auto& perm = board_perm_[self];
        return static_cast<std::uint32_t>(board_class_[self] * pairs + pair_index(permute(a, perm), permute(b, perm)));
    }

    void solve_flop_and_preflop() {
        // The 169 hole-card classes, with representatives.
        for (int hi = 12; hi >= 0; --hi)
            for (int lo = hi; lo >= 0; --lo) {
                const char* names = "23456789TJQKA";
                const auto add = [&](int a, int b, std::uint64_t weight, const char* kind) {
                    hole_class h;
                    h.cards = {a, b};
                    h.weight = weight;
                    h.name = std::string{names[hi], names[lo]} + kind;
                    holes_.push_back(std::move(h));
                };
                class_index_[static_cast<std::size_t>(hi * 13 + lo)] = holes_.size();
                if (hi == lo) add(hi, 13 + hi, 6, "");
                else {
                    add(hi, lo, 4, "s");
                    add(hi, 13 + lo, 12, "o");
                }
            }
        long double total = 0;
        for (hole_class& h : holes_) {
            const auto [a, b] = h.cards;
            long double preflop = 0;
            for (int x = 0; x < 52; ++x)
                for (int y = x + 1; y < 52; ++y) {
                    if (x == a || x == b || y == a || y == b) continue;
                    flop_state f;
                    long double flop = 0;
                    for (int r = 0; r < 52; ++r) {
                        if (r == a || r == b || r == x || r == y) continue;
                        const std::uint32_t e = river_entry(a, b, {x, y, r});
                        f.rivers.push_back(e);
                        flop += river_[e].value;
                    }
                    const double play = static_cast<double>(flop / 48.0L);
                    f.plays = play > -static_cast<double>(units_fold_[1]);
                    preflop += f.plays ? play : -static_cast<double>(units_fold_[1]);
                    h.flops.push_back(std::move(f));
                }
            const double play = static_cast<double>(preflop / 1225.0L);
            h.plays = play > -static_cast<double>(units_fold_[0]);
            total += static_cast<long double>(h.weight) * (h.plays ? play : -static_cast<double>(units_fold_[0]));
        }
        expected_ = static_cast<double>(total / 1326.0L);
    }

    // The solved classes' decisions spread to every holding and flop of each class (each of the 24
    // suit permutations of a class's representative), and the river decisions as bits.
    void store_decisions() {
        const auto perms = suit_permutations();
        preflop_plays_.assign(pairs, 0);
        flop_plays_.assign((pairs * pairs + 63) / 64, 0);
        for (const hole_class& h : holes_) {
            const auto [a, b] = h.cards;
            std::size_t f = 0;
            for (int x = 0; x < 52; ++x)
                for (int y = x + 1; y < 52; ++y) {
                    if (x == a || x == b || y == a || y == b) continue;
                    const bool plays = h.flops[f++].plays;
                    for (const auto& q : perms) {
                        const std::size_t hole = pair_index(permute(a, q), permute(b, q));
                        preflop_plays_[hole] = h.plays ? 1 : 0;
                        if (!plays) continue;
                        const std::size_t i = hole * pairs + pair_index(permute(x, q), permute(y, q));
                        flop_plays_[i / 64] |= std::uint64_t{1} << (i % 64);
                    }
                }
        }
        river_plays_.assign((river_.size() + 63) / 64, 0);
        for (std::size_t e = 0; e < river_.size(); ++e)
            if (river_[e].plays) river_plays_[e / 64] |= std::uint64_t{1} << (e % 64);
    }

    std::array<std::int64_t, 6> contest_units_{};
    std::array<std::int64_t, 3> units_fold_{};  // forfeited by folding at decision 0, 1, 2
    std::array<std::int64_t, 4> wagered_{};     // wagered when folding at 0, 1, 2, and when playing through
    std::vector<std::uint32_t> board_class_;
    std::vector<std::array<int, 4>> board_perm_;
    std::vector<std::array<int, 3>> canonical_boards_;
    std::vector<river_state> river_;
    std::vector<hole_class> holes_;
    std::vector<std::uint8_t> preflop_plays_;   // by pair_index of the hole cards
    std::vector<std::uint64_t> flop_plays_;     // bit [hole pair * pairs + flop pair]
    std::vector<std::uint64_t> river_plays_;    // bit [river entry]
    std::array<std::size_t, 169> class_index_{};  // [hi * 13 + lo]: the class (pair or suited; offsuit is next)
    double expected_ = 0;
};

}  // namespace carnival::analysis
