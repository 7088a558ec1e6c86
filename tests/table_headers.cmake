# The table layer stays readable and in its place (issue 36): each header under table/ at most
# 300 lines; the shuffle (opening.hpp) the only one drawing from random/; none including the
# analysis, figures, report or simulation layers but full_table.hpp, a simulation run on the table.
# The scan first proves that it finds a long header and a stray include in headers made for the
# purpose, then scans every header under TABLE.
# Usage: cmake -DTABLE=<include/carnival/table> -DSCRATCH=<dir> -P table_headers.cmake
cmake_minimum_required(VERSION 3.20)
set(most_lines 300)

function(scan file out)
  file(STRINGS "${file}" lines)
  list(LENGTH lines n)
  get_filename_component(name "${file}" NAME)
  set(found "")
  if(n GREATER most_lines)
    list(APPEND found "${name}: ${n} lines, more than ${most_lines}")
  endif()
  foreach(line IN LISTS lines)
    if(line MATCHES "^#include <carnival/(random|analysis|figures|report|simulation)/")
      set(layer "${CMAKE_MATCH_1}")
      if(NOT (layer STREQUAL "random" AND name STREQUAL "opening.hpp") AND NOT name STREQUAL "full_table.hpp")
        list(APPEND found "${name}: ${line}")
      endif()
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# The scan must see what it looks for.
file(MAKE_DIRECTORY "${SCRATCH}")
string(REPEAT "// a line\n" 301 long)
file(WRITE "${SCRATCH}/long.hpp" "${long}")
file(WRITE "${SCRATCH}/turns.hpp" "#include <carnival/random/shuffle.hpp>\n")
scan("${SCRATCH}/long.hpp" long_found)
scan("${SCRATCH}/turns.hpp" stray_found)
if(NOT long_found OR NOT stray_found)
  message(FATAL_ERROR "the scan misses a header of 301 lines or a stray include: '${long_found}' '${stray_found}'")
endif()

file(GLOB headers "${TABLE}/*.hpp")
set(all "")
foreach(header IN LISTS headers)
  scan("${header}" found)
  list(APPEND all ${found})
endforeach()
if(all)
  list(JOIN all "\n  " text)
  message(FATAL_ERROR "table headers out of bounds:\n  ${text}")
endif()
list(LENGTH headers count)
message(STATUS "${count} table headers, each at most ${most_lines} lines, none reaching above its layer")
