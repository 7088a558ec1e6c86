/// \file
/// \brief Exact figures of wagers paid by a pay table on a set of cards (pair plus, the six-card
/// bonus, pocket poker): every set of the cards the hand reads, equally likely, enumerated once
/// for any number of pay tables.
#pragma once

#include <carnival/config.hpp>

#include <carnival/analysis/figures.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/detail/parallel_for.hpp>
#include <carnival/error.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/for_each_hand.hpp>
#include <carnival/eval/hand_accumulator.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/wagers.hpp>

#include <boost/hana/for_each.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace carnival::analysis {

namespace detail {
template <class Deal, class H>
constexpr std::size_t cards_read() {
    std::size_t n = 0;
    for (card_source s : H::sources) n += carnival::detail::cards_from<Deal>(s);
    return n;
}

template <class L> inline constexpr bool is_predicate_line = !carnival::detail::is_category_line<L>;

/// Slots to count hand policy \p H's hands by category (category_slots; one for raw cards).
template <class H>
consteval std::size_t category_slots_for() {
    if constexpr (carnival::detail::is_ranked_hand<H>) {
        return category_slots<typename H::ranking_type>;
    } else {
        return 1;
    }
}

/// The value type of hand policy \p H: a hand_value for a ranked hand, no_value for raw cards.
template <class H, bool Ranked = carnival::detail::is_ranked_hand<H>>
struct value_type_of {
    using type = no_value;
};
template <class H>
struct value_type_of<H, true> {
    using type = hand_value<typename H::ranking_type>;
};

/// Whether the hand \p H reads is the best among its cards whatever their layout (all_of, best_of),
/// so that a hand_accumulator extended card by card values it.
template <class H>
concept valued_by_accumulator = carnival::detail::is_ranked_hand<H> && requires {
    requires std::is_same_v<typename H::selection_type, best_of<H::selection_type::card_count>> ||
                 std::is_same_v<typename H::selection_type, all_of<H::selection_type::card_count>>;
    requires H::selection_type::card_count <= hand_accumulator<typename H::ranking_type>::max_cards;
};

/// The accumulator the enumeration extends: the hand's, or one that keeps nothing (raw cards, or a
/// selection that depends on positions: such hands are valued from the card set).
struct no_accumulator {
    constexpr void add(card) const noexcept {}
};
template <class H>
struct enumeration_accumulator_of {
    using type = no_accumulator;
};
template <valued_by_accumulator H>
struct enumeration_accumulator_of<H> {
    using type = hand_accumulator<typename H::ranking_type>;
};
template <class H>
using enumeration_accumulator = typename enumeration_accumulator_of<H>::type;

/// Whether a line of wager \p W's pay table reads the cards of one source apart (on_cards_of).
template <class W>
consteval bool reads_sources_apart() {
    return W::pay_table::sources_read != 0;
}

/// \brief Calls `f(by_source)` for every way to deal hand policy \p H's sources from the \p I-th
/// on, each its own cards out of \p left (`by_source[index(s)]`: source s's cards).
template <class Deal, class H, std::size_t I, class F>
void deal_sources_apart(std::array<card_set, card_source_count>& by_source, card_set left, F& f) {
    if constexpr (I == H::sources.size()) {
        f(std::as_const(by_source));
    } else {
        constexpr card_source s = H::sources[I];
        for_each_extension<carnival::detail::cards_from<Deal>(s)>(no_accumulator{}, card_set{}, left, [&](const no_accumulator&, card_set set) {
            by_source[index(s)] = set;
            deal_sources_apart<Deal, H, I + 1>(by_source, card_set::from_bits_unchecked(left.bits() & ~set.bits()), f);
        });
    }
}

/// The value of the hand \p H forms from \p set, extended into \p hand.
template <class H, class Acc>
auto value_of_set(card_set set, const Acc& hand) {
    using R = typename H::ranking_type;
    using S = typename H::selection_type;
    if constexpr (valued_by_accumulator<H>) {
        return hand.value();
    } else {
        return evaluate<R, S>(set);
    }
}
}  // namespace detail

/// \brief The exact figures of side wagers \p Ws of \p Game that share one hand (e.g. the nine
/// six-card tables), each for its stake in \p stakes: the card sets are enumerated once and
/// grouped by what any of the tables can tell apart — the hand's category and which predicate
/// lines hold — then each table pays the groups. Where a line reads one source's cards apart
/// (on_cards_of: Texas Hold'em Bonus's "player A-A with dealer A-A"), every way to deal each
/// source its own cards is enumerated instead, equally likely. The enumeration runs on \p threads threads (0:
/// the machine's hardware threads); the counts are integers, so the result does not depend on
/// their number. An exception thrown by a pay table's predicate is rethrown here.
///
/// Throws invalid_wager, naming the wager, the amount and the rule, for a stake that is not
/// positive or that its pay table does not take (check_stake: NY (f)(2)(ii) table E's awards are
/// for exactly $5), before any work.
template <class Game, class... Ws>
[[nodiscard]] std::vector<wager_figures> side_wagers_figures(const std::array<money, sizeof...(Ws)>& stakes,
                                                             unsigned threads = 0) {
    using H = std::tuple_element_t<0, std::tuple<typename Ws::hand...>>;
    static_assert((std::is_same_v<typename Ws::hand, H> && ...), "side_wagers_figures: the wagers must share one hand");
    using deal = typename Game::sequence_type;
    constexpr std::size_t n = detail::cards_read<deal, H>();
    // Each source dealt apart when a line reads one source's cards apart: the hands then keep their cards by source.
    constexpr bool apart = (detail::reads_sources_apart<Ws>() || ...);
    // The cards the enumeration splits among threads by their lowest card: the set's, or the first source's.
    constexpr std::size_t split = apart ? carnival::detail::cards_from<deal>(H::sources[0]) : n;
    constexpr bool ranked = carnival::detail::is_ranked_hand<H>;
    using value_type = typename detail::value_type_of<H>::type;
    using hand_type = std::conditional_t<apart, paid_hand_by_source<value_type>, paid_hand<value_type>>;
    {
        std::size_t at = 0;
        (check_amount<Ws>(stakes[at++]), ...);
    }

    // A group: category (or 0 for raw cards) and the bits of the predicate lines that hold, with
    // how many sets fall in it and one of them. Kept sorted by key in a vector (a few dozen at most).
    struct group {
        std::pair<int, std::uint32_t> key{};
        std::uint64_t count = 0;
        hand_type example{};
    };
    const auto group_for = [](std::vector<group>& groups, std::pair<int, std::uint32_t> key) -> group& {
        const auto at = std::lower_bound(groups.begin(), groups.end(), key, [](const group& g, const auto& k) { return g.key < k; });
        if (at != groups.end() && at->key == key) return *at;
        return *groups.insert(at, group{key, 0, {}});
    };
    const auto predicate_bits = [](const hand_type& hand) {
        std::uint32_t bits = 0, bit = 1;
        const auto visit = [&](auto w) {
            using W = typename decltype(w)::type;
            boost::hana::for_each(W::pay_table::lines, [&](auto l) {
                using L = typename decltype(l)::type;
                if constexpr (detail::is_predicate_line<L>) {
                    if (L::matches(hand)) bits |= bit;
                    bit <<= 1;
                }
            });
        };
        (visit(boost::hana::type_c<Ws>), ...);
        return bits;
    };
    // Counting by category in dense arrays for the common case of no predicate holding; sets
    // split by their lowest card among threads, whose integer counts then add up exactly.
    struct tally {
        std::array<std::uint64_t, detail::category_slots_for<H>()> plain{};
        std::array<std::optional<hand_type>, detail::category_slots_for<H>()> plain_example{};
        std::vector<group> groups;
    };
    // Each task is the sets (the first source's sets) whose lowest card is `first`: disjoint, and together every set.
    constexpr std::size_t tasks = deck_size - split + 1;
    threads = std::min(carnival::detail::threads_or_hardware(threads), static_cast<unsigned>(tasks));
    std::vector<tally> tallies(threads);
    carnival::detail::parallel_for(threads, tasks, [&](unsigned t, std::size_t first) {
        tally& mine = tallies[t];
        auto tally_hand = [&](const hand_type& hand, int category) {
            const std::uint32_t bits = predicate_bits(hand);
            if (bits == 0) {
                if (mine.plain[static_cast<std::size_t>(category)]++ == 0) mine.plain_example[static_cast<std::size_t>(category)] = hand;
            } else {
                group& g = group_for(mine.groups, {category, bits});
                if (g.count++ == 0) g.example = hand;
            }
        };
        // Sets whose lowest card is `first`: that card, then split - 1 of the cards above it, each set
        // extending its prefix's accumulator by one card.
        const card lowest = card::from_dense_index_unchecked(static_cast<int>(first));
        const card_set above = card_set::from_bits_unchecked(card_set::full_deck().bits() & ~((std::uint64_t{2} << lowest.code()) - 1));
        if constexpr (apart) {
            // The first source's set, then every later source's own cards from the rest of the deck.
            std::array<card_set, card_source_count> by_source{};
            const auto visit_deal = [&](const std::array<card_set, card_source_count>& dealt) {
                hand_type hand{};
                hand.by_source = dealt;
                std::array<card, n> laid_out{};  // the cards in the hand's source order
                std::size_t at = 0;
                for (card_source s : H::sources)
                    for (card c : dealt[index(s)]) laid_out[at++] = c, hand.cards.insert(c);
                int category = 0;
                if constexpr (ranked) {
                    hand.value = evaluate<typename H::ranking_type, typename H::selection_type>(laid_out);
                    category = static_cast<int>(hand.value.category());
                }
                tally_hand(hand, category);
            };
            for_each_extension<split - 1>(detail::no_accumulator{}, singleton(lowest), above, [&](const detail::no_accumulator&, card_set first_set) {
                by_source[index(H::sources[0])] = first_set;
                detail::deal_sources_apart<deal, H, 1>(by_source, card_set::from_bits_unchecked(card_set::full_deck().bits() & ~first_set.bits()),
                                                       visit_deal);
            });
        } else {
            auto visit_set = [&](const detail::enumeration_accumulator<H>& acc, card_set set) {
                hand_type hand{};
                hand.cards = set;
                int category = 0;
                if constexpr (ranked) {
                    hand.value = detail::value_of_set<H>(set, acc);
                    category = static_cast<int>(hand.value.category());
                }
                tally_hand(hand, category);
            };
            detail::enumeration_accumulator<H> prefix{};
            prefix.add(lowest);
            for_each_extension<n - 1>(prefix, singleton(lowest), above, visit_set);
        }
    });
    std::vector<group> groups;
    for (const tally& t : tallies) {
        for (std::size_t c = 0; c < t.plain.size(); ++c)
            if (t.plain[c] != 0) {
                group& g = group_for(groups, {static_cast<int>(c), 0});
                if (g.count == 0) g.example = *t.plain_example[c];
                g.count += t.plain[c];
            }
        for (const group& tg : t.groups) {
            group& g = group_for(groups, tg.key);
            if (g.count == 0) g.example = tg.example;
            g.count += tg.count;
        }
    }

    std::vector<wager_figures> out;
    std::size_t at = 0;
    const auto figures_of = [&](auto w) {
        using W = typename decltype(w)::type;
        const money stake = stakes[at++];
        struct line_total {
            std::string_view line;
            std::uint64_t count = 0;
            money paid;
        };
        std::vector<line_total> by_line;  // a table has a few lines: found by a linear search
        std::uint64_t losing = 0;
        for (const group& g : groups) {
            const auto p = W::pay_table::lookup(g.example);
            if (!p) {
                losing += g.count;
                continue;
            }
            auto entry = std::find_if(by_line.begin(), by_line.end(), [&](const line_total& l) { return l.line == p->line; });
            if (entry == by_line.end()) entry = by_line.insert(by_line.end(), line_total{p->line, 0, p->for_stake(stake)});
            entry->count += g.count;
        }
        // Highest payout first, as pay tables are written; equal payouts by the line's name.
        std::sort(by_line.begin(), by_line.end(), [](const line_total& a, const line_total& b) {
            return a.paid != b.paid ? a.paid > b.paid : a.line < b.line;
        });
        distribution d(stake);
        d.add(-stake, losing, stake);
        for (const line_total& l : by_line) d.add(l.paid, l.count, stake);
        wager_figures f = d.figures();
        f.wager = std::string(W::name);
        f.pay_table = std::string(W::pay_table::name);
        const double total = static_cast<double>(d.total());
        for (const line_total& l : by_line) {
            const double prob = static_cast<double>(l.count) / total;
            f.categories.push_back({std::string(l.line), l.count, prob,
                                    prob * static_cast<double>(l.paid.minor_units()) / static_cast<double>(stake.minor_units())});
        }
        f.categories.push_back({"Loses", losing, static_cast<double>(losing) / total, -static_cast<double>(losing) / total});
        out.push_back(std::move(f));
    };
    (figures_of(boost::hana::type_c<Ws>), ...);
    return out;
}

/// The exact figures of side wager \p W of \p Game for a stake of \p stake, on its own (see side_wagers_figures).
template <class Game, class W>
[[nodiscard]] wager_figures side_wager_figures(money stake, unsigned threads = 0) {
    return side_wagers_figures<Game, W>({stake}, threads).front();
}

}  // namespace carnival::analysis
