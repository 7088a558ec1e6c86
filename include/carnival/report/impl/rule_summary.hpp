/// \file
/// \brief The definitions of rule_summary_of's non-template parts (the texts of a betting area, a
/// contest, a pay table): included by `<carnival/report/rule_summary.hpp>` when carnival is
/// header-only, and by `<carnival/src.hpp>` alone under CARNIVAL_SEPARATE_COMPILATION.
#pragma once

#include <carnival/config.hpp>

#include <carnival/report/rule_summary.hpp>

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace carnival::report::detail {

CARNIVAL_DECL std::string cards_text(std::size_t n, std::string_view what) {
    return std::to_string(n) + (n == 1 ? " card " : " cards ") + std::string(what);
}

CARNIVAL_DECL std::string pays_text(const payout& p) {
    if (p.pushes()) return "push";
    if (!p.is_award()) {
        std::string out = std::to_string(p.to) + " to " + std::to_string(p.per);
        if (p.per != 1) out += ", " + std::string(odds_rounding);
        return out;
    }
    std::string out = to_string(money::cents(p.award.award_cents)) + " for a " + to_string(money::cents(p.award.stake_cents)) + " wager";
    if (p.award.policy == award_policy::pro_rata_below) out += " (less pro rata)";
    return out;
}

CARNIVAL_DECL void add_table(rule_summary& s, std::string_view table, std::span<const payout> lines, std::string_view wager) {
    for (pay_table_text& t : s.pay_tables)
        if (t.name == table) {  // each table once, with every wager it pays
            t.wagers.emplace_back(wager);
            return;
        }
    pay_table_text t{std::string(table), {std::string(wager)}, {}};
    for (const payout& p : lines) t.lines.push_back({std::string(p.line), pays_text(p)});
    s.pay_tables.push_back(std::move(t));
}

// How an ante or a raise is settled: against the dealer, and by its table on what terms.
CARNIVAL_DECL std::string against_dealer_text(const area_facts& f) {
    std::string out;
    if (f.without_dealer) {
        out = ", paid by " + std::string(f.pay_table) + " on the player's hand (no dealer hand)";
    } else {
        out = ", settled against the dealer";
        if (f.pay_table.empty()) return out;
        out += f.terms.applies == table_applies::always ? "; paid by " + std::string(f.pay_table) + " whatever the dealer holds, unless folded"
                                                        : "; a win is paid by " + std::string(f.pay_table);
    }
    switch (f.terms.otherwise) {
        case unnamed_hand::even_money: out += f.without_dealer ? "; a hand it does not name is paid 1 to 1" : ""; break;
        case unnamed_hand::push: out += "; a winning hand it does not name pushes"; break;
        case unnamed_hand::lose: out += f.without_dealer ? "; a hand it does not name loses" : "; a winning hand it does not name loses"; break;
    }
    if (!f.loss_table.empty()) out += "; a losing hand is paid by " + std::string(f.loss_table) + " where it names it";
    return out;
}

CARNIVAL_DECL betting_area area_text(const area_facts& f) {
    betting_area a{std::string(f.name), {}, std::string(f.rule)};
    switch (f.kind) {
        case wager_kind::ante:
        case wager_kind::contest:
        case wager_kind::raise:
            a.description = f.kind == wager_kind::ante      ? "ante: placed before the deal"
                            : f.kind == wager_kind::contest ? "placed before the deal with the ante"
                                                            : "raise at decision point " + std::to_string(f.point) + ", a multiple of the ante";
            a.description += against_dealer_text(f);
            if (f.kind != wager_kind::raise && f.fold_offered) a.description += ", lost by folding";
            if (!f.requirement.empty()) a.description += "; " + f.requirement;
            break;
        case wager_kind::side:
            a.description = "placed before the deal, paid by " + std::string(f.pay_table);
            for (const auto& [point, rule] : f.pulled_back_at)
                a.description += "; the player may take it back at decision " + std::to_string(point) + " (" + std::string(rule) + ")";
            if (f.fold_offered) a.description += f.stands_on_fold ? "; it stands when the player folds" : "; forfeited by folding";
            if (!f.requirement.empty()) a.description += "; " + f.requirement;
            break;
        case wager_kind::bonus:
            a.description = "bonus on the " + std::string(f.base) + " paid by " + std::string(f.pay_table) +
                            (f.paid_always ? ", whether or not the player folds" : ", to a player who does not fold");
            break;
        case wager_kind::rides_on:
            a.description = "rides on the " + std::string(f.base) + ", paid even money when it wins" + (f.for_dealers ? ", for the dealers" : "");
            break;
    }
    return a;
}

}  // namespace carnival::report::detail
