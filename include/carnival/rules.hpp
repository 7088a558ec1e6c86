/// \file
/// \brief The rules layer: the policy vocabulary games are assembled from.
#pragma once

#include <carnival/config.hpp>

#include <carnival/rules/contest_text.hpp>
#include <carnival/rules/decision.hpp>
#include <carnival/rules/game.hpp>
#include <carnival/rules/hand_policy.hpp>
#include <carnival/rules/outcome.hpp>
#include <carnival/rules/pay_table.hpp>
#include <carnival/rules/qualifier.hpp>
#include <carnival/rules/requirements.hpp>
#include <carnival/rules/sequence.hpp>
#include <carnival/rules/wager_kind.hpp>
#include <carnival/rules/wager_traits.hpp>
#include <carnival/rules/wagers.hpp>
