/// \file
/// \brief `carnival::wager_figures` and its rows: what a wager's figures are — its net results, house
/// edge, element of risk, standard deviation, hit frequency, hand categories — and a play's decisions.
/// The figures layer sits below analysis, simulation and the table: each of them counts into it.
#pragma once

#include <carnival/config.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace carnival {

/// One net result of a wager: per unit of the initial wager, with its count and probability.
struct outcome_row {
    double net = 0;                 ///< net result per unit of the initial wager
    std::uint64_t combinations = 0; ///< how many equally likely deals give it
    double probability = 0;         ///< combinations / all deals
};

/// How often a hand category occurs and what it contributes to the return.
struct category_row {
    std::string category;           ///< e.g. "Straight"
    std::uint64_t combinations = 0; ///< deals in which the relevant hand has this category
    double probability = 0;         ///< combinations / all deals
    double contribution = 0;        ///< its share of the expected value, per unit initial wager
};

/// \brief The figures of one wager (or of a play: a wager with its raises and decisions), exact or simulated.
struct wager_figures {
    std::string wager;                   ///< "ante + play + ante-bonus", "pair-plus", …
    std::string pay_table;               ///< the pay table's name
    std::string strategy;                ///< the strategy played, for decision wagers
    double expected_value = 0;           ///< per unit of the initial wager
    double house_edge = 0;               ///< -expected_value
    double element_of_risk = 0;          ///< -expected value / average total wager
    double std_dev = 0;                  ///< of the net result per unit initial wager
    double hit_frequency = 0;            ///< probability of a net win
    double average_total_wager = 1;      ///< initial wager plus the average of later wagers, per unit
    std::vector<outcome_row> outcomes;   ///< the distribution, lowest net first
    std::vector<category_row> categories;///< by hand category, highest first
};

/// How often one decision is taken.
struct decision_row {
    std::size_t point = 0;           ///< the decision point, from 1
    std::string decision;            ///< "fold", "play", "raise 3x", "check", "pull back"
    std::uint64_t combinations = 0;  ///< deals in which it is taken
    double probability = 0;          ///< combinations / all deals
};

/// The exact figures of a game's play (its ante, raises, bonuses, the bets a decision takes back) under one strategy.
struct play_figures {
    wager_figures figures;                ///< per unit of the ante (or of each bet, in a game without one)
    std::vector<decision_row> decisions;  ///< how often each decision is taken, point by point
};

}  // namespace carnival
