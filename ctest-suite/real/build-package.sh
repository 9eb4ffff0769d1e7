#!/usr/bin/env bash
# Builds a real C package with its own build system, once with gcc and once with jcirc, runs the
# package's own test suite for both and prints the outcome. Fetched sources live under
# ${REAL_SRC:-/tmp/real-src} and are never committed.
#   usage: ctest-suite/real/build-package.sh zlib|bzip2|cjson|libyaml|jansson [gcc|jcirc|both]
set -u
PKG=${1:?usage: build-package.sh PKG [gcc|jcirc|both]}
WHICH=${2:-both}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
JCIRC=$ROOT/bin/jcirc
SRC=${REAL_SRC:-/tmp/real-src}
mkdir -p "$SRC"

# Debian source package name, unpacked directory, orig tarball glob.
case $PKG in
  zlib)    DEB=zlib;    DIR=zlib-1.2.13.dfsg ;;
  bzip2)   DEB=bzip2;   DIR=bzip2-1.0.8 ;;
  cjson)   DEB=cjson;   DIR=cJSON-1.7.15 ;;
  libyaml) DEB=libyaml; DIR=libyaml-0.2.5 ;;
  jansson) DEB=jansson; DIR=jansson-2.14 ;;
  *) echo "unknown package $PKG" >&2; exit 2 ;;
esac

fetch() {
  ls "$SRC"/${DEB}_*.orig.tar.* >/dev/null 2>&1 && return
  (cd "$SRC" && apt-get source --download-only -qq "$DEB")
}

# build_and_test CC-NAME CC-PATH: unpack fresh, build, run the package's tests; log to $SRC/<cc>/
build_and_test() {
  local name=$1 cc=$2 out=$SRC/$1
  mkdir -p "$out" && rm -rf "${out:?}/$DIR"
  tar -C "$out" -xf "$SRC"/${DEB}_*.orig.tar.*
  cd "$out/$DIR" || return 1
  local rc=0
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
