# Build one downstream project in a fresh build directory, as its author would, and run its
# program: configure, build, optionally install, run.
# Usage: cmake -DSOURCE=dir -DBINARY=dir -DGENERATOR=... -DCXX=... -DCONFIG=Release
#              [-DOPTIONS=-Da=1|-Db=2] [-DINSTALL_PREFIX=dir] [-DPROGRAM=consumer]
#              -P build_and_run.cmake
foreach(var SOURCE BINARY GENERATOR CXX CONFIG)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "build_and_run.cmake: ${var} is not set")
  endif()
endforeach()
if(NOT DEFINED PROGRAM)
  set(PROGRAM consumer)
endif()
string(REPLACE "|" ";" options "${OPTIONS}")

file(REMOVE_RECURSE "${BINARY}") # a fresh build directory every time
execute_process(
  COMMAND "${CMAKE_COMMAND}" -S "${SOURCE}" -B "${BINARY}" -G "${GENERATOR}"
          "-DCMAKE_CXX_COMPILER=${CXX}" "-DCMAKE_BUILD_TYPE=${CONFIG}" ${options}
  COMMAND_ECHO STDOUT
  COMMAND_ERROR_IS_FATAL ANY)
execute_process(
  COMMAND "${CMAKE_COMMAND}" --build "${BINARY}" --config "${CONFIG}"
  COMMAND_ERROR_IS_FATAL ANY)
if(DEFINED INSTALL_PREFIX)
  file(REMOVE_RECURSE "${INSTALL_PREFIX}")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" --install "${BINARY}" --prefix "${INSTALL_PREFIX}" --config "${CONFIG}"
    COMMAND_ERROR_IS_FATAL ANY)
endif()
execute_process(COMMAND "${BINARY}/${PROGRAM}" COMMAND_ECHO STDOUT COMMAND_ERROR_IS_FATAL ANY)
