/// \file
/// \brief The cards layer: ranks, suits, cards, card sets, text, decks and their inspection.
#pragma once

#include <carnival/config.hpp>

#include <carnival/cards/card.hpp>
#include <carnival/cards/card_set.hpp>
#include <carnival/cards/colex.hpp>
#include <carnival/cards/deck.hpp>
#include <carnival/cards/distinct.hpp>
#include <carnival/cards/inspect.hpp>
#include <carnival/cards/literals.hpp>
#include <carnival/cards/parse.hpp>
#include <carnival/cards/rank.hpp>
#include <carnival/cards/suit.hpp>
