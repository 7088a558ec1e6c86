/// \file
/// \brief `carnival::report::sheet`: a par sheet as data — the game's rules in words, and each
/// wager's figures with their units and method — what the writers print.
#pragma once

#include <carnival/config.hpp>

#include <carnival/figures/distribution.hpp>
#include <carnival/money/money.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace carnival::report {

/// One line of a pay table as printed: the hand and what it pays ("40 to 1", "$1,000.00 for a $5.00 wager").
struct pay_line {
    std::string hand;  ///< e.g. "Straight flush"
    std::string pays;  ///< e.g. "40 to 1"
};

/// A pay table as printed: its name and its lines, highest first.
struct pay_table_text {
    std::string name;                  ///< e.g. "NY (f)(1)(ii) pay table A"
    std::vector<std::string> wagers;   ///< the wagers it pays, e.g. "pair-plus"
    std::vector<pay_line> lines;       ///< highest first
};

/// A betting area as the rule summary prints it.
struct betting_area {
    std::string name;         ///< e.g. "ante"
    std::string description;  ///< what it is and how it is paid
    std::string rule;         ///< the paragraph that settles it, where it names one
};

/// \brief A game's rules in words, generated from its type: the sequence of play, the betting
/// areas, the dealer's qualifier, how each contest wager is settled, and every pay table.
struct rule_summary {
    std::vector<std::string> sequence;         ///< the steps of a round, in order
    std::vector<betting_area> areas;           ///< every wager, in settlement order
    std::string dealer;                        ///< "the dealer plays with ace-king or better", …
    std::vector<std::string> contests;         ///< for each wager against the dealer: its outcomes
    std::vector<std::string> even_money;       ///< the wagers against the dealer a win pays 1 to 1
    std::vector<pay_table_text> pay_tables;    ///< every pay table, each once
};

/// How a wager's figures were found.
enum class method : unsigned char {
    exact,      ///< every deal counted
    simulated,  ///< seeded Monte Carlo, with confidence intervals
};

/// \brief What a simulated wager's figures rest on — the run, the shards of it simulated and their
/// exact counts (what merge_shards adds) — and their 95% confidence intervals as half-widths
/// (normal approximation; the element of risk's takes the average total wager as known).
struct simulation_run {
    std::uint64_t rounds = 0;                 ///< rounds simulated (in these shards)
    std::uint64_t seed = 0;                   ///< the run's seed: the same seed gives the same figures
    std::uint64_t run_rounds = 0;             ///< rounds of the whole run, all its shards
    std::uint64_t shard_count = 1;            ///< the run is cut into this many shards …
    std::vector<std::uint64_t> shards{0};     ///< … and these were simulated (ascending)
    distribution counts{money::cents(100)};  ///< the exact counts the figures come from
    double expected_value = 0;                ///< ± on the expected value (and the house edge)
    double element_of_risk = 0;               ///< ± on the element of risk
    double std_dev = 0;                       ///< ± on the standard deviation
    double hit_frequency = 0;                 ///< ± on the hit frequency
    std::vector<double> outcome_probability;  ///< ± on each outcome's probability, in the figures' order

    /// Whether every shard of the run was simulated.
    [[nodiscard]] bool complete() const noexcept { return shards.size() == shard_count; }
};

/// One wager's section of a sheet.
struct wager_section {
    wager_figures figures;               ///< its figures
    std::vector<decision_row> decisions; ///< how often each decision is taken (the play)
    std::string unit;                              ///< what the figures are per, e.g. "per unit of the ante"
    std::string lines_heading;                     ///< "player's final hand" or "line"
    report::method method = method::exact;         ///< exact or simulated
    simulation_run simulated{};                    ///< the run and its confidence intervals, when simulated
};

/// A par sheet: the game, its rules and every wager's figures.
struct sheet {
    std::string game;                       ///< the game's name
    rule_summary rules;                     ///< its rules in words
    std::vector<wager_section> wagers;      ///< the play first, then each side wager on its own
    std::vector<std::string> notes;         ///< how the figures were found (method, symmetry, card removal)
    std::string generated_by;               ///< library version, date and command line, as the caller fills them in
};

}  // namespace carnival::report
