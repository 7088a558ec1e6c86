/// \file
/// \brief The settlement layer: a round's wagers, cards and decisions in, each wager's result out.
#pragma once

#include <carnival/config.hpp>

#include <carnival/settlement/dealt_cards.hpp>
#include <carnival/settlement/player_view.hpp>
#include <carnival/settlement/result.hpp>
#include <carnival/settlement/settle.hpp>
#include <carnival/settlement/wager_slip.hpp>
