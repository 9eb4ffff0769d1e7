#!/usr/bin/env bash
# Builds a real C package with its own build system, once with gcc and once with jcirc, runs the
# package's own test suite for both and prints the outcome. Fetched sources live under
# ${REAL_SRC:-/tmp/real-src} and are never committed.
#   usage: ctest-suite/real/build-package.sh zlib|bzip2|cjson|libyaml|jansson|gawk|gdbm|expat|lmdb [gcc|jcirc|both]
set -u
PKG=${1:?usage: build-package.sh PKG [gcc|jcirc|both]}
WHICH=${2:-both}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
JCIRC=${JCIRC:-$ROOT/bin/jcirc}
SRC=${REAL_SRC:-/tmp/packages}
mkdir -p "$SRC"

# Debian source package name, unpacked directory, orig tarball glob.
case $PKG in
  zlib)    DEB=zlib;    DIR=zlib-1.2.13.dfsg ;;
  bzip2)   DEB=bzip2;   DIR=bzip2-1.0.8 ;;
  cjson)   DEB=cjson;   DIR=cJSON-1.7.15 ;;
  libyaml) DEB=libyaml; DIR=libyaml-0.2.5 ;;
  jansson) DEB=jansson; DIR=jansson-2.14 ;;
  gawk)    DEB=gawk;    DIR=gawk-5.2.1 ;;
  gdbm)    DEB=gdbm;    DIR=gdbm-1.23 ;;
  expat)   DEB=expat;   DIR=libexpat-R_2_5_0 ;;
  lmdb)    DEB=lmdb;    DIR=lmdb-0.9.24 ;;
  *) echo "unknown package $PKG" >&2; exit 2 ;;
esac

fetch() {
  ls "$SRC"/${DEB}_*.orig.tar.* >/dev/null 2>&1 && return
  (cd "$SRC" && apt-get source --download-only -qq "$DEB")
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
  if ./mdb_dump testdb >dump1 && ./mdb_load -f dump1 copy && ./mdb_dump copy >dump2 && cmp dump1 dump2; then
    echo "PASS: mdb_dump/mdb_load round trip"; else echo "FAIL: mdb_dump/mdb_load round trip"; fails=1; fi
  return $fails
}

# build_and_test CC-NAME CC-PATH: unpack fresh, build, run the package's tests; log to $SRC/<cc>/
build_and_test() {
  local name=$1 cc=$2 out=$SRC/$1
  mkdir -p "$out" && rm -rf "${out:?}/$DIR"
  tar -C "$out" -xf "$SRC"/${DEB}_*.orig.tar.*
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
    gawk|gdbm) CC=$cc ./configure >conf.log 2>&1 && nice make -j2 >build.log 2>&1 \
               && nice make check >test.log 2>&1 || rc=$? ;;
    # runtestspp's one C++ file (tests/runtestspp.cpp) is compiled by g++; all C files by $cc
    expat)   mkdir -p expat/build && cd expat/build \
               && cmake -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER=g++ -DEXPAT_BUILD_DOCS=OFF .. >conf.log 2>&1 \
               && nice make -j2 >build.log 2>&1 && ctest -V >test.log 2>&1 || rc=$? ;;
    # `make test` runs mtest and mdb_stat; the other test programs the Makefile builds (mtest2-5)
    # and an mdb_dump -> mdb_load -> mdb_dump round trip are run the same way
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
