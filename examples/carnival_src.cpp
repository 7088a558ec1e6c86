// The one translation unit that compiles carnival's non-template code — the par-sheet command line,
// the sheet writers and the shards' reader — for a program built with CARNIVAL_SEPARATE_COMPILATION
// defined in every unit (see <carnival/config.hpp>). A game's own unit (par_tool.cpp) then compiles
// the game's analysis only, and an edit to the game recompiles that unit alone.
#include <carnival/src.hpp>
