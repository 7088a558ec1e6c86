/// \file
/// \brief `carnival::table::player`: a player at the table and the chips in front of them.
#pragma once

#include <carnival/config.hpp>

#include <carnival/money/money.hpp>

#include <string>

namespace carnival::table {

/// A player at the table and the chips in front of them.
struct player {
    std::string name;  ///< how the table knows them
    money chips;       ///< their chips and plaques not in action
    /// Same name, same chips.
    friend bool operator==(const player&, const player&) = default;
};

}  // namespace carnival::table
