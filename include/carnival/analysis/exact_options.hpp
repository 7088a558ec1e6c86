/// \file
/// \brief `carnival::analysis::exact_options`: how an exact analysis runs — threads, suit symmetry,
/// card removal, its memory, its progress calls. None of them changes a figure.
#pragma once

#include <carnival/config.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>

namespace carnival::analysis {

/// How solve() works.
struct exact_options {
    unsigned threads = 0;       ///< worker threads (0: one per hardware thread); the figures do not depend on it
    bool suit_symmetry = true;  ///< count deals that differ only by the names of the suits once (see solve)
    bool card_removal = true;   ///< count the dealer's hidden cards by card removal where the dealer's hand allows (dealer_completions, board_completions)
    std::size_t memory_budget = std::size_t{3} << 30;  ///< bytes the card-removal tables may take
    /// \brief Called, one call at a time, as the walk goes: the classes of the first cards the
    /// player sees solved so far, and their number (not while the card-removal tables are built).
    std::function<void(std::uint64_t done, std::uint64_t total)> progress{};
};

}  // namespace carnival::analysis
