# The compiler cache, sourced by scripts/test, scripts/demo, scripts/fuzz and .ci/run (not run on
# its own). Where ccache is installed, every build goes through it, with the cache in the user's
# cache folder (ccache's default, ~/.cache/ccache, or CCACHE_DIR), outside the clone: a clean
# clone on a machine that built the project before compiles almost nothing. Without ccache, or
# with CARNIVAL_CCACHE=0, builds run as they would without this file.
#
# After sourcing, from the repository's root:
#   compiler_cache_args   the CMake arguments of a build: "${compiler_cache_args[@]}"
#   compiler_cache_stats  ccache's counters now (to compare against later)
#   compiler_cache_report BEFORE   prints the hits and misses since BEFORE, and the hit rate
# and CMAKE_CXX_COMPILER_LAUNCHER is exported, so that the projects the tests configure (the
# packaging tests' consumers) go through the cache too.

compiler_cache_args=()
if [[ ${CARNIVAL_CCACHE:-1} != 0 ]] && command -v ccache >/dev/null; then
  # Paths inside the clone are hashed relative to its root, and the build folder's name is left out
  # of the hash of -g builds, so that a clone in another folder finds the same entries.
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}
  export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
  # CI's four builds (two of them with debug information) hold about 2 GiB compressed: room for
  # them and for a second checkout's, unless the user chose a size.
  if [[ -z ${CCACHE_MAXSIZE:-} ]] && ccache --show-config 2>/dev/null | grep -q '^(default) max_size'; then
    export CCACHE_MAXSIZE=8G
  fi
  export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}
  compiler_cache_args=("-DCMAKE_CXX_COMPILER_LAUNCHER=$CMAKE_CXX_COMPILER_LAUNCHER")
else
  # A build folder configured with the cache before forgets it.
  compiler_cache_args=("-DCMAKE_CXX_COMPILER_LAUNCHER=")
fi

compiler_cache_stats() {
  command -v ccache >/dev/null && ccache --print-stats 2>/dev/null | tr '\t' ' ' || true
}

compiler_cache_report() {  # BEFORE: compiler_cache_stats's output from earlier
  [[ ${CARNIVAL_CCACHE:-1} != 0 ]] && command -v ccache >/dev/null || {
    echo "compiler cache: none (ccache is not installed, or CARNIVAL_CCACHE=0)"
    return 0
  }
  local now
  now=$(compiler_cache_stats)
  awk -v before="$1" '
    BEGIN { n = split(before, lines, "\n"); for (i = 1; i <= n; ++i) { split(lines[i], f, " "); was[f[1]] = f[2] } }
    { is[$1] = $2 }
    END {
      hits = is["direct_cache_hit"] + is["preprocessed_cache_hit"] - was["direct_cache_hit"] - was["preprocessed_cache_hit"]
      misses = is["cache_miss"] - was["cache_miss"]
      calls = hits + misses
      printf "compiler cache (ccache): %d compilations, %d hits, %d misses: hit rate %.1f%%; cache %.2f GiB\n",
             calls, hits, misses, calls ? 100 * hits / calls : 0, is["cache_size_kibibyte"] / 1048576
    }' <<<"$now"
}
