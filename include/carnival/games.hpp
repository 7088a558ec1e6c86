/// \file
/// \brief The bundled games: Three Card Poker (with every NY pay table) and Mini-Tex 3 Card Hold'em.
#pragma once

#include <carnival/config.hpp>

#include <carnival/games/mini_tex.hpp>
#include <carnival/games/three_card_poker.hpp>
#include <carnival/games/three_card_poker_pay_tables.hpp>
