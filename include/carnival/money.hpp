/// \file
/// \brief The money layer: exact amounts in minor units.
#pragma once

#include <carnival/config.hpp>

#include <carnival/money/money.hpp>
#include <carnival/money/parse.hpp>
