# No count the deal implies is written as a number in library code (issue 33): 1,081, 1,326, 22,100,
# 2,598,960 and the like follow from the sequence of play (analysis::binomial, exact_play::deals),
# so a game of another deck or deal cannot be counted wrong by a constant written for another.
# Comments may name them. The scan first proves that it finds such a literal in a header made for
# the purpose, then scans every header under INCLUDE.
# Usage: cmake -DINCLUDE=<include dir> -DSCRATCH=<dir> -P no_deck_literals.cmake
cmake_minimum_required(VERSION 3.20)
set(literals 1081 1225 1326 2652 19600 22100 132600 2598960)

function(scan file out)
  file(STRINGS "${file}" lines)
  set(found "")
  set(n 0)
  foreach(line IN LISTS lines)
    math(EXPR n "${n} + 1")
    string(STRIP "${line}" code)
    if(code MATCHES "^//")
      continue()
    endif()
    string(REGEX REPLACE "//.*$" "" code "${code}")  # a trailing comment may name them
    foreach(number IN LISTS literals)
      if(code MATCHES "(^|[^0-9A-Za-z_.'])${number}([^0-9A-Za-z_']|$)")
        list(APPEND found "${file}:${n}: ${number}")
      endif()
    endforeach()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

file(MAKE_DIRECTORY "${SCRATCH}")
file(WRITE "${SCRATCH}/bad.hpp" "// 1326 in a comment is fine\nconstexpr int hands = 22100;  // not this\n")
scan("${SCRATCH}/bad.hpp" self)
if(NOT self MATCHES "bad.hpp:2: 22100" OR self MATCHES "bad.hpp:1:")
  message(FATAL_ERROR "the scan does not find what it should: ${self}")
endif()

get_filename_component(INCLUDE "${INCLUDE}" ABSOLUTE)
file(GLOB_RECURSE headers RELATIVE "${INCLUDE}" "${INCLUDE}/carnival/*.hpp")
list(LENGTH headers count)
if(count LESS 50)
  message(FATAL_ERROR "${INCLUDE}: expected carnival's headers, found ${count}")
endif()
set(all "")
foreach(header IN LISTS headers)
  scan("${INCLUDE}/${header}" found)
  list(APPEND all ${found})
endforeach()
if(all)
  string(REPLACE ";" "\n" all "${all}")
  message(FATAL_ERROR "deck counts written as numbers (derive them from the deal):\n${all}")
endif()
message(STATUS "no deck count written as a number in ${INCLUDE}")
