# A designer's unit under CARNIVAL_SEPARATE_COMPILATION (examples/par_tool.cpp: par_main<Game> of
# one game) includes none of the standard headers whose users are compiled once, in the unit of
# <carnival/src.hpp>: <thread> (the thread pool), <iostream> and <fstream> (the command line's
# streams and files).
# Usage: cmake -DCXX=... -DINCLUDES=dir1|dir2|... -DSOURCE=... -P include_hygiene.cmake
string(REPLACE "|" ";" dirs "${INCLUDES}")
set(flags "")
foreach(dir IN LISTS dirs)
  list(APPEND flags "-I${dir}")
endforeach()
execute_process(COMMAND "${CXX}" -std=c++20 -DCARNIVAL_SEPARATE_COMPILATION -H -fsyntax-only ${flags} "${SOURCE}"
                RESULT_VARIABLE rc ERROR_VARIABLE tree OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} does not compile under CARNIVAL_SEPARATE_COMPILATION:\n${tree}")
endif()
set(found "")
foreach(header thread iostream fstream)
  if(tree MATCHES "(^|\n)\\.+ [^\n]*/${header}\n")
    list(APPEND found "<${header}>")
  endif()
endforeach()
if(found)
  message(FATAL_ERROR "${SOURCE} includes ${found}; the include tree:\n${tree}")
endif()
message(STATUS "${SOURCE}: no <thread>, <iostream> or <fstream>")
