/// \file
/// \brief `carnival::analysis::exact_options`: how an exact analysis runs — threads, suit symmetry,
/// card removal, its memory, its progress calls, none of which changes a figure — and which of
/// two options of equal value the optimal play takes, which changes the average wager and the
/// element of risk (never the house edge).
#pragma once

#include <carnival/config.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

namespace carnival::analysis {

/// Which of two options of equal expectation the optimal play takes.
enum class tie_break : unsigned char {
    smaller_wager,  ///< the one listed first: fold, pull back, check, then the raises from the lowest
    larger_wager,   ///< the one listed last: play rather than fold, let a bet ride, the highest raise
};

/// "ties to the smaller wager" or "ties to the larger wager": what a sheet says of \p t.
[[nodiscard]] constexpr std::string_view describe(tie_break t) noexcept {
    return t == tie_break::larger_wager ? "ties to the larger wager" : "ties to the smaller wager";
}

/// How solve() works.
struct exact_options {
    unsigned threads = 0;       ///< worker threads (0: one per hardware thread); the figures do not depend on it
    bool suit_symmetry = true;  ///< count deals that differ only by the names of the suits once (see solve)
    bool card_removal = true;   ///< count the dealer's hidden cards by card removal where the dealer's hand allows (dealer_completions, board_completions)
    std::size_t memory_budget = std::size_t{3} << 30;  ///< bytes the card-removal tables may take
    /// \brief Called, one call at a time, as the walk goes: the classes of the first cards the
    /// player sees solved so far, and their number (not while the card-removal tables are built).
    std::function<void(std::uint64_t done, std::uint64_t total)> progress{};
    /// \brief Which option the optimal play takes where two have the same expectation: the house
    /// edge is the same either way, the average wager and the element of risk are not (sheets say
    /// which, in the strategy's name).
    tie_break ties = tie_break::smaller_wager;
};

}  // namespace carnival::analysis
