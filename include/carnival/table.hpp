/// \file
/// \brief The table layer: betting positions, players and decks running whole rounds of any
/// game as the rules prescribe, every step recorded.
#pragma once

#include <carnival/config.hpp>

#include <carnival/table/bets.hpp>
#include <carnival/table/command.hpp>
#include <carnival/table/deal_order.hpp>
#include <carnival/table/event.hpp>
#include <carnival/table/full_table.hpp>
#include <carnival/table/house_rules.hpp>
#include <carnival/table/ledger.hpp>
#include <carnival/table/phase.hpp>
#include <carnival/table/player.hpp>
#include <carnival/table/position.hpp>
#include <carnival/table/profiles.hpp>
#include <carnival/table/rack.hpp>
#include <carnival/table/seat.hpp>
#include <carnival/table/stake.hpp>
#include <carnival/table/record.hpp>
#include <carnival/table/table.hpp>
