#!/usr/bin/env bash
# Builds a real C package with its own build system, once with gcc and once with jcirc, runs the
# package's own test suite for both and prints the outcome. Fetched sources live under
# ${REAL_SRC:-/tmp/packages} and are never committed. JCIRC overrides the compiler (default bin/jcirc).
#   usage: ctest-suite/real/build-package.sh zlib|bzip2|cjson|libyaml|jansson|expat|lmdb|xxhash|mawk|gdbm|gawk|pcre2|libtommath|libuv [gcc|jcirc|both]
#          ctest-suite/real/build-package.sh table    (the results table from the logs of earlier runs)
set -u
WHICH=${2:-both}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
JCIRC=${JCIRC:-$ROOT/bin/jcirc}
SRC=${REAL_SRC:-/tmp/packages}
mkdir -p "$SRC"

PACKAGES="zlib bzip2 cjson libyaml jansson expat lmdb xxhash mawk gdbm gawk pcre2 libtommath libuv"

# pkg_meta PKG: Debian source package name, unpacked directory, where the logs are (below the
# directory), upstream version, build system.
pkg_meta() {
  case $1 in
    zlib)    DEB=zlib;    DIR=zlib-1.2.13.dfsg; LOGS=.;  VER=1.2.13;  BS='`./configure` + make (`make test`)' ;;
    bzip2)   DEB=bzip2;   DIR=bzip2-1.0.8;      LOGS=.;  VER=1.0.8;   BS='Makefile (`make check`)' ;;
    cjson)   DEB=cjson;   DIR=cJSON-1.7.15;     LOGS=build; VER=1.7.15; BS='CMake + make, ctest' ;;
    libyaml) DEB=libyaml; DIR=libyaml-0.2.5;    LOGS=build; VER=0.2.5;  BS='CMake + make, ctest' ;;
    jansson) DEB=jansson; DIR=jansson-2.14;     LOGS=build; VER=2.14;   BS='CMake + Ninja, ctest' ;;
    expat)   DEB=expat;   DIR=libexpat-R_2_5_0; LOGS=expat/build; VER=2.5.0; BS='CMake + make, ctest' ;;
    lmdb)    DEB=lmdb;    DIR=lmdb-0.9.24;      LOGS=libraries/liblmdb; VER=0.9.24; BS='Makefile (`make test`)' ;;
    xxhash)  DEB=xxhash;  DIR=xxHash-0.8.1;     LOGS=.;  VER=0.8.1;   BS='Makefile (`make check test-xxhsum-c`)' ;;
    mawk)    DEB=mawk;    DIR=mawk-1.3.4-20200120; LOGS=.; VER=1.3.4-20200120; BS='autoconf + make (`make check`; needs yacc: byacc)' ;;
    gdbm)    DEB=gdbm;    DIR=gdbm-1.23;        LOGS=.;  VER=1.23;    BS='autoconf + libtool (`make check`)' ;;
    gawk)    DEB=gawk;    DIR=gawk-5.2.1;       LOGS=.;  VER=5.2.1;   BS='autoconf + make (`make check`)' ;;
    libtommath) DEB=libtommath; DIR=libtommath-1.2.0; LOGS=.; VER=1.2.0; BS='makefile (`make test`, `./test`)' ;;
    libuv)   DEB=libuv1;  DIR=libuv1-1.44.2;    LOGS=build; VER=1.44.2; BS='CMake + Ninja (`uv_run_tests_a`, 410 tests, as user nobody)' ;;
    pcre2)   DEB=pcre2;   DIR=pcre2-10.42;      LOGS=build; VER=10.42; BS='CMake + Ninja, ctest (RunTest, RunGrepTest)' ;;
    *) echo "unknown package $1" >&2; exit 2 ;;
  esac
}

# passed LOGDIR PKG: "passed/total" of the package's own tests from its test.log, or why there is none
passed() {
  local d=$1 t=$1/test.log n f
  [[ -f $d/build.log ]] || { echo "not run"; return; }
  [[ -s $t ]] || { echo "no test log (build failed, or still running)"; return; }
  case $2 in
    zlib)  echo "$(grep -c 'test OK' "$t")/3" ;;
    bzip2) n=$(grep -c '^cmp ' "$t"); f=$(grep -c 'differ' "$t"); echo "$((n - f))/$n" ;;
    cjson|libyaml|jansson|expat|pcre2)
      n=$(sed -n 's/.* tests failed out of \([0-9]*\).*/\1/p' "$t"); f=$(sed -n 's/.*tests passed, \([0-9]*\) tests failed.*/\1/p' "$t")
      local r="$((n - f))/$n"
      # expat: each ctest test is a program of many checks ("100%: Checks: 345, Failed: 0")
      if [[ $2 == expat ]]; then
        n=$(sed -n 's/.*Checks: \([0-9]*\), Failed.*/\1/p' "$t" | paste -sd+ | bc); f=$(sed -n 's/.*Failed: \([0-9]*\).*/\1/p' "$t" | paste -sd+ | bc)
        r="$r ($((n - f))/$n checks)"
      fi
      # pcre2: RunTest's numbered test files ("Test 2: API, errors, ..." then "  OK" per library width)
      [[ $2 == pcre2 ]] && r="$r ($(grep -cE '^[0-9]+: +OK' "$t") RunTest files OK)"
      echo "$r" ;;
    libtommath) sed -n 's|^Tests OK/NOP/FAIL: \([0-9]*\)/\([0-9]*\)/\([0-9]*\).*|\1/\1+\2+\3|p' "$t" | { IFS=/ read -r ok all; echo "$ok/$((all))"; } ;;
    lmdb|xxhash) n=$(grep -c '^PASS: ' "$t"); f=$(grep -c '^FAIL: ' "$t"); echo "$n/$((n + f))" ;;
    mawk)  # mawk_test: six "... OK" groups; fpe_test: "results consistent"
           n=$(grep -cE '^(input and field splitting|regular expression matching|checking for write errors|array test|nextfile test|general stress test) OK$' "$t")
           f=$(grep -c '^results consistent' "$t"); echo "$((n + f))/7" ;;
    gdbm)  # autotest: "[All ]22 tests were successful." / "ERROR: 33 tests were run, 2 failed ..."
           n=$(sed -n 's/^\(All \)\{0,1\}\([0-9]*\) tests were successful.*/\2/p' "$t"); f=0
           [[ -z $n ]] && { n=$(sed -n 's/^ERROR: \([0-9]*\) tests were run.*/\1/p' "$t"); f=$(sed -n 's/^\([0-9]*\) failed.*/\1/p' "$t" | head -n 1); }
           local sk; sk=$(sed -n 's/^\([0-9]*\) tests* were skipped.*/\1/p' "$t")
           echo "$((n - ${f:-0}))/$n${sk:+ ($sk skipped by the suite)}" ;;
    libuv) n=$(grep -cE '^(not )?ok [0-9]+ - ' "$t"); f=$(grep -cE '^not ok [0-9]+ - ' "$t")
           echo "$((n - f))/$n (failing: $(sed -n 's/^not ok [0-9]* - //p' "$t" | paste -sd' '))" ;;
    gawk)  f=$(sed -n 's/^\([0-9]*\) TESTS* FAILED.*/\1/p' "$t" | head -n 1)
           n=$(grep -c '^[a-zA-Z0-9_-]*$' "$t"); echo "$((n - ${f:-0}))/$n" ;;
  esac
}

# the upstream tarball (not its .asc signature)
orig() { ls "$SRC"/${DEB}_*.orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -n 1; }

# table: the results table (docs/real-projects.md) from the logs of earlier runs
if [[ ${1:-} == table ]]; then
  SRC=${REAL_SRC:-/tmp/packages}
  echo "| package | version | build system | lines of C (.c+.h) | tests passed: gcc | tests passed: jcirc |"
  echo "| --- | --- | --- | --- | --- | --- |"
  for p in $PACKAGES; do
    pkg_meta "$p"
    lines=$(tar -xOf "$(orig)" --wildcards '*.[ch]' 2>/dev/null | wc -l)
    echo "| $p | $VER | $BS | $lines | $(passed "$SRC/gcc/$DIR/$LOGS" "$p") | $(passed "$SRC/jcirc/$DIR/$LOGS" "$p") |"
  done
  exit 0
fi

PKG=${1:?usage: build-package.sh PKG [gcc|jcirc|both]}
pkg_meta "$PKG"

fetch() {
  [[ -n $(orig) ]] && return
  # the .orig tarball is enough: a missing security-update .dsc (404) is not an error then
  (cd "$SRC" && apt-get source --download-only -qq "$DEB") || [[ -n $(orig) ]]
}

lmdb_tests() {
  local cc=$CC_FOR_TESTS t fails=0
  nice make test CC="$cc" && echo "PASS: make test (mtest, mdb_stat)" || { echo "FAIL: make test"; fails=1; }
  for t in mtest2 mtest3 mtest4 mtest5; do
    rm -rf testdb && mkdir testdb
    if ./$t >$t.out 2>&1 && ./mdb_stat testdb >/dev/null; then echo "PASS: $t"; else echo "FAIL: $t"; fails=1; fi
  done
  rm -rf testdb && mkdir testdb && ./mtest >/dev/null 2>&1
  rm -rf copy && mkdir copy
  # the data after the header (mdb_load ignores the dump's db_pagesize line, so mapsize may differ)
  if ./mdb_dump testdb >dump1 && ./mdb_load -f dump1 copy && ./mdb_dump copy >dump2 \
       && cmp <(sed '1,/^HEADER=END/d' dump1) <(sed '1,/^HEADER=END/d' dump2) && [[ -s dump1 ]]; then
    echo "PASS: mdb_dump/mdb_load round trip"; else echo "FAIL: mdb_dump/mdb_load round trip"; fails=1; fi
  return $fails
}

xxhash_tests() {
  local t fails=0
  for t in check test-xxhsum-c; do
    if nice make "$t" CC="$CC_FOR_TESTS" MOREFLAGS="${XXH_MOREFLAGS:-}"; then echo "PASS: $t"; else echo "FAIL: $t"; fails=1; fi
  done
  return $fails
}

# build_and_test CC-NAME CC-PATH: unpack fresh, build, run the package's tests; log to $SRC/<cc>/
build_and_test() {
  local name=$1 cc=$2 out=$SRC/$1
  mkdir -p "$out" && rm -rf "${out:?}/$DIR"
  tar -C "$out" -xf "$(orig)"
  cd "$out/$DIR" || return 1
  local rc=0
  CC_FOR_TESTS=$cc
  case $PKG in
    zlib)    CC=$cc ./configure >conf.log 2>&1 && nice make -j1 >build.log 2>&1 \
               && nice make test >test.log 2>&1 || rc=$? ;;
    bzip2)   nice make -j1 CC="$cc" >build.log 2>&1 && nice make check CC="$cc" >test.log 2>&1 || rc=$? ;;
    cjson)   mkdir -p build && cd build \
               && cmake -DCMAKE_C_COMPILER="$cc" -DENABLE_CJSON_TEST=On -DENABLE_CUSTOM_COMPILER_FLAGS=Off .. >conf.log 2>&1 \
               && nice make -j1 >build.log 2>&1 && ctest >test.log 2>&1 || rc=$? ;;
    libyaml) mkdir -p build && cd build && cmake -DCMAKE_C_COMPILER="$cc" -DBUILD_TESTING=On .. >conf.log 2>&1 \
               && nice make -j1 >build.log 2>&1 && ctest >test.log 2>&1 || rc=$? ;;
    jansson) mkdir -p build && cd build \
               && cmake -G Ninja -DCMAKE_C_COMPILER="$cc" -DJANSSON_BUILD_DOCS=OFF -DJANSSON_WITHOUT_TESTS=OFF .. >conf.log 2>&1 \
               && nice ninja -j2 >build.log 2>&1 && ctest >test.log 2>&1 || rc=$? ;;
    # Debian's gawk tarball has no doc/gawktexi.in (left out as non-free): the manual is not built
    gawk)    CC=$cc ./configure >conf.log 2>&1 && for d in doc awklib; do printf '.DEFAULT:\n\t@true\n' >$d/Makefile; done \
               && nice make -j2 >build.log 2>&1 && nice make check >test.log 2>&1 || rc=$? ;;
    gdbm|mawk) CC=$cc ./configure >conf.log 2>&1 && nice make -j2 >build.log 2>&1 \
               && nice make check >test.log 2>&1 || rc=$? ;;
    # runtestspp's one C++ file (tests/runtestspp.cpp) is compiled by g++; all C files by $cc
    expat)   mkdir -p expat/build && cd expat/build \
               && cmake -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER=g++ -DEXPAT_BUILD_DOCS=OFF .. >conf.log 2>&1 \
               && nice make -j2 >build.log 2>&1 && ctest -V >test.log 2>&1 || rc=$? ;;
    # `make test` runs mtest and mdb_stat; the other test programs the Makefile builds (mtest2-5)
    # and an mdb_dump -> mdb_load -> mdb_dump round trip are run the same way
    # `make check`: xxhsum on files and stdin, its benchmarks (which first run the built-in
    # test vectors, xsum_sanity_check.c) and the variant options; test-xxhsum-c: -c round trips
    # the default build: xxHash's SSE2 code path (XXH3 through <emmintrin.h>'s intrinsics);
    # XXH_MOREFLAGS adds flags, e.g. -mavx2 for the AVX2 path
    xxhash)  nice make -j2 CC="$cc" MOREFLAGS="${XXH_MOREFLAGS:-}" xxhsum >build.log 2>&1 && xxhash_tests >test.log 2>&1 || rc=$? ;;
    # the 8-bit library with Unicode, no JIT (sljit emits machine code at run time); Release = -O3
    pcre2)   mkdir -p build && cd build \
               && cmake -G Ninja -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release -DPCRE2_BUILD_TESTS=ON -DPCRE2_SUPPORT_JIT=OFF .. >conf.log 2>&1 \
               && nice ninja -j2 >build.log 2>&1 && ctest -V >test.log 2>&1 || rc=$? ;;
    # the test runner refuses to run as root; its tests create files in the source directory and use
    # localhost sockets (tcp_close_while_connecting and tcp_connect_timeout need a routable network)
    libuv)   mkdir -p build && cd build \
               && cmake -G Ninja -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON .. >conf.log 2>&1 \
               && nice ninja -j2 >build.log 2>&1 && chmod -R a+rwX .. && chmod a+x "$out" "$SRC" \
               && { if [[ $(id -u) == 0 ]]; then runuser -u nobody -- sh -c 'cd .. && build/uv_run_tests_a'; else (cd .. && build/uv_run_tests_a); fi; } >test.log 2>&1 || rc=$? ;;
    # the demo/test.c driver: 42 groups of bignum identities checked against each other and known values
    libtommath) nice make -j2 CC="$cc" test >build.log 2>&1 && ./test >test.log 2>&1 || rc=$? ;;
    lmdb)    cd libraries/liblmdb && nice make -j2 CC="$cc" >build.log 2>&1 && lmdb_tests >test.log 2>&1 || rc=$? ;;
  esac
  echo "== $PKG with $name: exit $rc (logs in $PWD)"
  tail -n 12 test.log 2>/dev/null
  return $rc
}

fetch
status=0
[[ $WHICH == gcc   || $WHICH == both ]] && { build_and_test gcc gcc || status=1; }
[[ $WHICH == jcirc || $WHICH == both ]] && { build_and_test jcirc "$JCIRC" || status=1; }
exit $status
