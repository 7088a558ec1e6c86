# A consumer compiling without C++20 must get one clear line, not hundreds of errors: every
# public header, included first in a translation unit compiled as C++17, stops at
# carnival/config.hpp with "carnival needs C++20".
# Usage: cmake -DCXX=... -DINCLUDE_DIR=.../include -DWORK_DIR=... [-DUMBRELLAS_ONLY=ON] -P cxx17_one_line.cmake
# UMBRELLAS_ONLY: the umbrella headers (carnival.hpp and one per layer), for a compiler that parses
# on after the fatal line (clang++: about 1.3 s a header); config.hpp's branch for it is the same
# whichever header includes it, and the compiler that stops (g++) checks every header.
if(UMBRELLAS_ONLY)
  file(GLOB headers RELATIVE "${INCLUDE_DIR}" "${INCLUDE_DIR}/carnival/*.hpp")
else()
  file(GLOB_RECURSE headers RELATIVE "${INCLUDE_DIR}" "${INCLUDE_DIR}/carnival/*.hpp")
endif()
list(LENGTH headers count)
if(count LESS 10)
  message(FATAL_ERROR "found only ${count} headers under ${INCLUDE_DIR}")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(failures "")
foreach(header IN LISTS headers)
  if(header STREQUAL "carnival/config.hpp")
    continue()
  endif()
  string(MAKE_C_IDENTIFIER "${header}" stem)
  set(source "${WORK_DIR}/${stem}.cpp")
  file(WRITE "${source}" "#include <${header}>\nint main() {}\n")
  execute_process(COMMAND "${CXX}" -std=c++17 -fsyntax-only "-I${INCLUDE_DIR}" "${source}"
                  RESULT_VARIABLE rc ERROR_VARIABLE diagnostics OUTPUT_VARIABLE diagnostics)
  # Diagnostic lines: "file:line:col: error: ..." or "... fatal error: ...".
  string(REGEX MATCHALL "[^\n]*error:[^\n]*" errors "${diagnostics}")
  list(LENGTH errors error_count)
  set(first "")
  if(error_count GREATER 0)
    list(GET errors 0 first)
  endif()
  set(elsewhere "")
  foreach(error IN LISTS errors)
    if(NOT error MATCHES "carnival/config.hpp:")
      set(elsewhere TRUE)
    endif()
  endforeach()
  # g++ has no fatal #error: its #error is followed by the missing include that stops it.
  if(rc EQUAL 0 OR error_count GREATER 2 OR elsewhere
     OR NOT first MATCHES "carnival/config.hpp:.*carnival needs C\\+\\+20")
    string(APPEND failures "\n${header}: exit ${rc}, ${error_count} errors:\n${diagnostics}")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "compiled as C++17, these headers did not stop at one clear line:${failures}")
endif()
message(STATUS "${count} headers: each stops at \"carnival needs C++20\" when compiled as C++17")
