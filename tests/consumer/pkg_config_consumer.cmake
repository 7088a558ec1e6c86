# Compile and run SOURCE using only the flags from the installed carnival.pc
# (plus the dependencies' include directories, which carnival.pc cannot name).
# Usage: cmake -DPKG_CONFIG=... -DPC_DIR=... -DVERSION=... -DCXX=... -DSOURCE=...
#              -DOUTPUT=... -DDEP_INCLUDES=a|b -DIMPLICIT_INCLUDES=c|d
#              -P pkg_config_consumer.cmake
set(ENV{PKG_CONFIG_PATH} "${PC_DIR}")

execute_process(COMMAND "${PKG_CONFIG}" --modversion carnival
  OUTPUT_VARIABLE found_version OUTPUT_STRIP_TRAILING_WHITESPACE
  COMMAND_ERROR_IS_FATAL ANY)
if(NOT found_version STREQUAL VERSION)
  message(FATAL_ERROR "pkg-config found carnival ${found_version}, expected ${VERSION}")
endif()

execute_process(COMMAND "${PKG_CONFIG}" --cflags carnival
  OUTPUT_VARIABLE cflags OUTPUT_STRIP_TRAILING_WHITESPACE
  COMMAND_ERROR_IS_FATAL ANY)
separate_arguments(cflags UNIX_COMMAND "${cflags}")

# Passing the compiler's own include dirs (e.g. /usr/include) with -I/-isystem
# breaks libstdc++'s #include_next, so drop them.
string(REPLACE "|" ";" dep_includes "${DEP_INCLUDES}")
string(REPLACE "|" ";" implicit_includes "${IMPLICIT_INCLUDES}")
list(REMOVE_DUPLICATES dep_includes)
if(implicit_includes)
  list(REMOVE_ITEM dep_includes ${implicit_includes})
endif()
list(TRANSFORM dep_includes PREPEND "-I")

execute_process(
  COMMAND "${CXX}" -std=c++20 ${cflags} ${dep_includes} "${SOURCE}" -o "${OUTPUT}"
  COMMAND_ECHO STDOUT
  COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${OUTPUT}" COMMAND_ERROR_IS_FATAL ANY)
