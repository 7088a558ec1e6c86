// carnival-par as a function, so that main() and the tests run the same program.
#pragma once

#include <ostream>
#include <span>
#include <string>

namespace par {

// Runs carnival-par with `args` (the arguments after the program's name): the output goes to
// `out`, messages (one line each) to `err`, and a live progress line to `err` for simulations when
// `progress_line` (main: when standard error is a terminal). Returns the exit status: 0 done, 1 the
// output could not be written (`out` failed), 2 a usage error or bad input.
int run(std::span<const std::string> args, std::ostream& out, std::ostream& err, bool progress_line = false);

}  // namespace par
