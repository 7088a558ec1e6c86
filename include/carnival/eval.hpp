/// \file
/// \brief The evaluation layer: rankings, card selections, hand values and the one evaluator.
#pragma once

#include <carnival/config.hpp>

#include <carnival/eval/evaluate.hpp>
#include <carnival/eval/for_each_hand.hpp>
#include <carnival/eval/hand_category.hpp>
#include <carnival/eval/hand_accumulator.hpp>
#include <carnival/eval/hand_value.hpp>
#include <carnival/eval/made_hand.hpp>
#include <carnival/eval/ranking.hpp>
#include <carnival/eval/rankings/five_card.hpp>
#include <carnival/eval/rankings/three_card.hpp>
#include <carnival/eval/selection.hpp>
#include <carnival/eval/selections/all_of.hpp>
#include <carnival/eval/selections/best_of.hpp>
#include <carnival/eval/selections/hole_and_board.hpp>
