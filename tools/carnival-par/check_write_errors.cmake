# Runs carnival-par where its output cannot be written, and fails unless every run exits with
# status 1 and says why in one line on stderr (PAR: the carnival-par executable, DIR: a scratch
# directory). Each case is a shell script run in its own directory: it runs "$PAR" with stderr
# in the file err and writes its exit status to the file status.
set(ENV{PAR} "${PAR}")
set(failures "")
function(expect_write_error name script reason)
  string(MAKE_C_IDENTIFIER "${name}" dir)
  set(dir "${DIR}/${dir}")
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}")
  execute_process(COMMAND sh -c "${script}" WORKING_DIRECTORY "${dir}" RESULT_VARIABLE rc)
  if(NOT EXISTS "${dir}/status" OR NOT EXISTS "${dir}/err")
    set(failures "${failures}\n${name}: the script did not run carnival-par (sh: ${rc})" PARENT_SCOPE)
    return()
  endif()
  file(READ "${dir}/status" status)
  file(READ "${dir}/err" err)
  string(STRIP "${status}" status)
  if(NOT status STREQUAL "1" OR NOT err STREQUAL "carnival-par three-card-poker: cannot write the output: ${reason}\n")
    set(failures "${failures}\n${name}: exit status ${status}, stderr \"${err}\"" PARENT_SCOPE)
  endif()
endfunction()

if(EXISTS /dev/full)
  expect_write_error("a full device" [=["$PAR" three-card-poker > /dev/full 2> err; echo $? > status]=]
                     "No space left on device")
endif()
expect_write_error("a closed stdout" [=["$PAR" three-card-poker >&- 2> err; echo $? > status]=] "Bad file descriptor")
# A reader that has gone: the reader closes the pipe and only then lets carnival-par start (through
# the fifo "go"), so the write always finds the pipe closed, whatever the timing.
set(reader_gone [=[mkfifo go && { read line < go; "$PAR" three-card-poker 2> err; echo $? > status; } | { exec 0<&-; echo > go; }]=])
expect_write_error("a reader gone" "${reader_gone}" "Broken pipe")
expect_write_error("a reader gone, SIGPIPE ignored" "trap '' PIPE; ${reader_gone}" "Broken pipe")

if(failures)
  message(FATAL_ERROR "carnival-par did not report a write error:${failures}")
endif()
message(STATUS "every write error exits 1 with a message")
