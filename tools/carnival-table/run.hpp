// carnival-table's entry point, callable from its tests.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace table_tool {

/// Runs carnival-table with \p args (without the program's name): 0 done, 1 a record not written
/// or not valid, 2 a usage error (one line on \p err).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err, bool stdin_is_terminal,
        bool stdout_is_terminal);

}  // namespace table_tool
