/// \file
/// \brief `carnival::wager_kind`: the kinds of wager settlement knows; `on_fold` and `paid_when`:
/// what a fold does to a side wager and to a bonus.
#pragma once

#include <carnival/config.hpp>

namespace carnival {

/// The kinds of wager settlement knows.
enum class wager_kind : unsigned char {
    ante,     ///< placed before the deal; competes against the dealer
    raise,    ///< placed at a decision point as a multiple of the ante, or the player folds
    side,     ///< placed before the deal; paid by a pay table on a hand
    bonus,    ///< no stake of its own: paid on another wager's amount by a pay table
    rides_on, ///< placed only with another wager; follows its result at even money
    contest,  ///< placed before the deal with the ante; competes against the dealer like it (a blind)
};

/// What folding does to a side wager.
enum class on_fold : unsigned char {
    forfeited,  ///< surrendered with the ante (NY (e)(2): pair plus)
    stands,     ///< settled as if the player had not folded (six-card bonus NY (c)(7); pocket poker 13:69F-37 (g)(6))
};

/// When a bonus on the ante is paid.
enum class paid_when : unsigned char {
    played,  ///< only to a player who did not fold, whatever the dealer holds (Three Card Poker, NY (f)(1)(iii))
    always,  ///< whatever the contest, to a player who folds too (Four Card Poker's ante bonus)
};

}  // namespace carnival
