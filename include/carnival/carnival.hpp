/// \file
/// \brief Everything in carnival. Include a layer (`<carnival/cards.hpp>`, `<carnival/eval.hpp>`,
/// `<carnival/random.hpp>`) or a single header to compile less.
#pragma once

#include <carnival/cards.hpp>
#include <carnival/error.hpp>
#include <carnival/eval.hpp>
#include <carnival/random.hpp>
#include <carnival/version.hpp>
