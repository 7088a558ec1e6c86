include(CMakeFindDependencyMacro)
find_dependency(carnival CONFIG)
include("${CMAKE_CURRENT_LIST_DIR}/parentTargets.cmake")
