# The README's copy-paste snippet must be the lines a consumer test builds: PROJECT marks them
# with "# [readme: <title>]" ... "# [/readme]", and README must contain them verbatim.
# A tag in it (GIT_TAG v1.2.3) must be this VERSION.
# Usage: cmake -DREADME=README.md -DPROJECT=.../CMakeLists.txt -DVERSION=1.2.3 -P snippet_in_readme.cmake
file(READ "${PROJECT}" project)
file(READ "${README}" readme)
if(NOT project MATCHES "# \\[readme: [^]\n]*\\]\n(.*)# \\[/readme\\]")
  message(FATAL_ERROR "${PROJECT}: no \"# [readme: ...]\" ... \"# [/readme]\" block")
endif()
set(snippet "${CMAKE_MATCH_1}")
if(snippet MATCHES "GIT_TAG +v([0-9.]+)" AND NOT CMAKE_MATCH_1 STREQUAL VERSION)
  message(FATAL_ERROR "${PROJECT}: the snippet fetches v${CMAKE_MATCH_1}, the project is ${VERSION}")
endif()
string(FIND "${readme}" "${snippet}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${README} does not show the lines ${PROJECT} builds:\n${snippet}")
endif()
message(STATUS "README shows the snippet of ${PROJECT}")
