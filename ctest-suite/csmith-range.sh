#!/usr/bin/env bash
# Differential testing of jcirc against gcc on a range of csmith seeds, outside Maven.
#
#   ctest-suite/csmith-range.sh START COUNT WORKDIR [csmith options...]
#
# For each seed: csmith --seed N (default feature set unless options are given), gcc -O0 -w
# builds the reference and runs it (10 s limit: a program that does not finish is reported as
# GCC_TIMEOUT and does not count), then jcirc compiles the program at -O0 and -O2 through the
# scf path and the direct path (-fcir-direct), each binary runs (30 s limit) and its stdout and
# exit status must equal gcc's. One line per seed: "N OK", "N GCC_TIMEOUT", or
# "N FAIL <config>:COMPILE|LINK|MISMATCH(exit)..."; a summary line at the end. Seeds are
# compiled in chunks (CHUNK, default 20) by one jcirc process per configuration (`jcirc -c`
# with many files), so the JVM is started once per chunk. JCIRC selects the compiler
# (default: bin/jcirc of this checkout). Failing seeds keep their files in WORKDIR.
# This does what CsmithTest does with -Djcirc.csmith.seeds=N (same flags, limits and checks).
set -u
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
J=${JCIRC:-$ROOT/bin/jcirc}
CHUNK=${CHUNK:-20}
INC=${CSMITH_INCLUDE:-/usr/include/csmith}
if [ $# -lt 3 ]; then echo "usage: $0 START COUNT WORKDIR [csmith options...]" >&2; exit 2; fi
command -v csmith >/dev/null || { echo "csmith not found (apt-get install csmith libcsmith-dev)" >&2; exit 2; }
start=$1; n=$2; W=$(mkdir -p "$3" && cd "$3" && pwd); shift 3
CFGS=("-O0" "-O2" "-O0 -fcir-direct" "-O2 -fcir-direct")
ok=0; timeouts=0; failed=()
for ((c = start; c < start + n; c += CHUNK)); do
    D=$W/chunk$c; rm -rf "$D"; mkdir -p "$D/src"; cd "$D" || exit 2
    seeds=()
    for ((s = c; s < c + CHUNK && s < start + n; s++)); do
        if ! csmith --seed $s -o src/s$s.c "$@" >/dev/null 2>&1; then echo "$s CSMITH_FAIL"; failed+=($s); continue; fi
        if ! gcc -w -O0 -I"$INC" src/s$s.c -o src/g$s -lm 2>/dev/null; then echo "$s GCC_FAIL"; failed+=($s); continue; fi
        timeout 10 src/g$s > src/g$s.out; rc=$?
        if [ $rc = 124 ]; then echo "$s GCC_TIMEOUT"; timeouts=$((timeouts + 1)); rm -f src/s$s.c src/g$s src/g$s.out; continue; fi
        echo $rc > src/g$s.rc
        seeds+=($s)
    done
    if [ ${#seeds[@]} = 0 ]; then cd "$W"; rm -rf "$D"; continue; fi
    files=(); for s in "${seeds[@]}"; do files+=("$D/src/s$s.c"); done
    for cfg in "${CFGS[@]}"; do
        tag=$(echo $cfg | tr -d ' -'); mkdir -p $tag
        # shellcheck disable=SC2086
        (cd $tag && "$J" -w -I"$INC" $cfg -c "${files[@]}" > compile.log 2>&1)
    done
    for s in "${seeds[@]}"; do
        rc=$(cat src/g$s.rc); res=""
        for cfg in "${CFGS[@]}"; do
            tag=$(echo $cfg | tr -d ' -')
            if [ ! -f $tag/s$s.o ]; then
                # shellcheck disable=SC2086
                (cd $tag && "$J" -w -I"$INC" $cfg -c "$D/src/s$s.c" > s$s.log 2>&1)
                [ -f $tag/s$s.o ] || { res="$res $tag:COMPILE"; continue; }
            fi
            gcc $tag/s$s.o -o $tag/j$s -lm 2> $tag/link$s.log || { res="$res $tag:LINK"; continue; }
            timeout 30 $tag/j$s > $tag/j$s.out; jrc=$?
            if [ $jrc != "$rc" ] || ! cmp -s src/g$s.out $tag/j$s.out; then res="$res $tag:MISMATCH($jrc)"; fi
        done
        if [ -z "$res" ]; then
            echo "$s OK"; ok=$((ok + 1))
            rm -f src/s$s.c src/g$s src/g$s.out src/g$s.rc ./*/s$s.o ./*/j$s ./*/j$s.out ./*/link$s.log
        else
            echo "$s FAIL$res"; failed+=($s)
        fi
    done
    cd "$W"; [ -z "$(ls "$D/src" 2>/dev/null)" ] && rm -rf "$D"
done
echo "summary: seeds $start..$((start + n - 1)): $((n - timeouts)) counted, $ok matched, ${#failed[@]} failed${failed:+ (${failed[*]})}, $timeouts gcc timeouts"
