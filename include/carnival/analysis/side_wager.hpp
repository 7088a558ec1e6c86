/// \file
/// \brief Exact figures of a wager paid by a pay table on a set of cards (pair plus, the six-card
/// bonus, pocket poker): every set of the cards it reads, equally likely.
#pragma once

#include <carnival/analysis/figures.hpp>
#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/money/money.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/pay_table.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace carnival::analysis {

namespace detail {
template <class Deal, class H>
constexpr std::size_t cards_read() {
    std::size_t n = 0;
    for (card_source s : H::sources) n += carnival::detail::cards_from<Deal>(s);
    return n;
}

template <std::size_t K, class F>
void for_each_card_set(F&& f) {
    std::array<int, K> s{};
    for (std::size_t i = 0; i < K; ++i) s[i] = static_cast<int>(i);
    std::array<card, K> cards{};
    for (;;) {
        for (std::size_t i = 0; i < K; ++i) cards[i] = card::from_dense_index(s[i]);
        f(static_cast<const std::array<card, K>&>(cards));
        std::size_t i = K;
        while (i > 0 && s[i - 1] == 52 - static_cast<int>(K - i + 1)) --i;
        if (i == 0) return;
        ++s[i - 1];
        for (std::size_t j = i; j < K; ++j) s[j] = s[j - 1] + 1;
    }
}
}  // namespace detail

/// \brief The figures of side wager \p W of \p Game for a stake of \p stake, on its own: every
/// set of the cards its hand reads is equally likely (the wager does not depend on which
/// participant holds which of them). Each pay-table line is a category of the outcome table.
template <class Game, class W>
[[nodiscard]] wager_figures side_wager_figures(money stake) {
    using H = typename W::hand;
    constexpr std::size_t n = detail::cards_read<typename Game::deal_type, H>();
    // Count sets by the line that pays (or none): the line name and its payout.
    std::map<std::string, std::pair<std::uint64_t, money>> by_line;
    std::uint64_t losing = 0;
    detail::for_each_card_set<n>([&](const std::array<card, n>& cards) {
        card_set set;
        for (card c : cards) set.insert(c);
        std::optional<payout> p;
        if constexpr (carnival::detail::is_ranked_hand<H>) {
            const auto v = evaluate<typename H::ranking_type, typename H::selection_type>(cards);
            p = W::pay_table::lookup(paid_hand<decltype(v)>{v, set});
        } else {
            p = W::pay_table::lookup(paid_hand<no_value>{{}, set});
        }
        if (p) {
            auto& entry = by_line[std::string(p->line)];
            ++entry.first;
            entry.second = p->for_stake(stake);
        } else {
            ++losing;
        }
    });
    distribution d(stake);
    d.add(-stake, losing, stake);
    for (const auto& [line, entry] : by_line) d.add(entry.second, entry.first, stake);
    wager_figures f = d.figures();
    f.wager = std::string(W::name);
    const double total = static_cast<double>(d.total());
    for (const auto& [line, entry] : by_line) {
        const double prob = static_cast<double>(entry.first) / total;
        f.categories.push_back({line, entry.first, prob,
                                prob * static_cast<double>(entry.second.minor_units()) / static_cast<double>(stake.minor_units())});
    }
    // Highest payout first, as pay tables are written.
    std::stable_sort(f.categories.begin(), f.categories.end(), [&](const category_row& a, const category_row& b) {
        return by_line.at(a.category).second > by_line.at(b.category).second;
    });
    f.categories.push_back({"Loses", losing, static_cast<double>(losing) / total, -static_cast<double>(losing) / total});
    return f;
}

}  // namespace carnival::analysis
