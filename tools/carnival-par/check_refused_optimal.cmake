# carnival-par GAME --strategy optimal --simulate N exits 2 with one line naming the strategies it
# can simulate, and writes nothing to standard output (issue 32, item 11b).
foreach(args "--strategy;optimal;--simulate;70000;--format;json" "--simulate;70000")
  execute_process(COMMAND ${PROGRAM} ${GAME} ${args} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 2)
    message(FATAL_ERROR "${GAME} ${args}: exit status ${status}, expected 2 (a usage error)\n${err}")
  endif()
  if(NOT out STREQUAL "")
    message(FATAL_ERROR "${GAME} ${args}: wrote a sheet:\n${out}")
  endif()
  if(NOT err MATCHES "--simulate plays a strategy given by name \\(--strategy play-through[^)]*\\); the optimal strategy is what the exact analysis finds, so drop --simulate for its exact figures")
    message(FATAL_ERROR "${GAME} ${args}: unexpected message: ${err}")
  endif()
endforeach()
