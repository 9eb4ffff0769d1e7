#!/usr/bin/env bash
# Scaling benchmark: every input family of scale_gen.py at sizes n, 2n, 4n (or depths d, 2d, 4d),
# compiled with jcirc (-c, -O0 unless --flags) and clang-19; prints wall seconds, jcirc's in-process
# CPU seconds (-ftime-report Total: the compiler without JVM start and llc), peak RSS (GNU time %M),
# and the growth ratio of the in-process time per doubling; a ratio above 2.3 (with at least
# 0.25 s at the larger size) is flagged "SUPERLINEAR".
#
#   bench/compile-time/scale.sh [--flags "-O2 -fcir-direct"] [--only fam1,fam2] [--timeout S] [--no-clang]
#
# Environment: JCIRC (default bin/jcirc of this tree), CLANG (clang-19), OUT (default /tmp/jcirc-scale).
# Not part of ./test.sh; on a loaded machine compare the in-process CPU column, not wall time.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jcirc=${JCIRC:-$here/../../bin/jcirc}
clang=${CLANG:-clang-19}
out=${OUT:-/tmp/jcirc-scale}
flags="-O0"
only=""
tmo=120
use_clang=1
while [ $# -gt 0 ]; do
  case "$1" in
    --flags) flags="$2"; shift ;;
    --only) only="$2"; shift ;;
    --timeout) tmo="$2"; shift ;;
    --no-clang) use_clang=0 ;;
    *) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2 ;;
  esac
  shift
done
command -v "$clang" >/dev/null 2>&1 || use_clang=0
mkdir -p "$out"
"$jcirc" --version >/dev/null 2>&1 || true   # builds jcirc first if needed

# family and its three sizes
families=(
  "loops-break 15 30 60" "while-break 15 30 60" "structs 100 200 400" "struct-pairs 15 30 60" "ifs 300 600 1200"
  "switch 150 300 600" "blocks 300 600 1200" "parens 500 1000 2000" "ternary 300 600 1200"
  "elseif 1000 2000 4000" "init-braces 100 200 400" "pointers 200 400 800" "macros 200 400 800"
  "expr 2500 5000 10000" "locals 2500 5000 10000" "stmts 5000 10000 20000" "funcs 7500 15000 30000"
  "table 50000 100000 200000" "computed-goto 400 800 1600"
)

printf '%-12s %8s %7s %9s %8s %7s %9s\n' family size wall inproc RSS/MB ratio clang
for spec in "${families[@]}"; do
  set -- $spec
  fam=$1; shift
  if [ -n "$only" ] && [[ ",$only," != *",$fam,"* ]]; then continue; fi
  prev=""
  for n in "$@"; do
    src=$out/$fam.$n.c
    python3 "$here/scale_gen.py" "$fam" "$n" > "$src"
    rep=$out/$fam.$n.report
    # shellcheck disable=SC2086
    /usr/bin/time -f "TIME %e %M" -o "$out/time.txt" timeout "$tmo" "$jcirc" $flags -w -ftime-report -c "$src" -o "$out/$fam.o" > "$rep" 2>&1
    rc=$?
    wall=$(awk '/^TIME/ { print $2 }' "$out/time.txt"); rss=$(awk '/^TIME/ { printf "%d", $3 / 1024 }' "$out/time.txt")
    inproc=$(awk '/Total$/ { print $1; exit }' "$rep")
    if [ $rc -ne 0 ]; then
      [ $rc -eq 124 ] && inproc="timeout" || inproc="rc=$rc"
    fi
    ratio="-"
    if [ -n "$prev" ] && [[ "$inproc" =~ ^[0-9.]+$ ]] && [[ "$prev" =~ ^[0-9.]+$ ]]; then
      ratio=$(awk -v a="$prev" -v b="$inproc" 'BEGIN { printf "%.2f", (a > 0 ? b / a : 0) }')
      if awk -v r="$ratio" -v b="$inproc" 'BEGIN { exit !(r > 2.3 && b >= 0.25) }'; then ratio="$ratio SUPERLINEAR"; fi
    fi
    ct="-"
    if [ $use_clang = 1 ]; then
      /usr/bin/time -f "%e" -o "$out/ctime.txt" timeout "$tmo" "$clang" ${flags%%-f*} -w -c "$src" -o "$out/$fam.clang.o" >/dev/null 2>&1 \
        && ct=$(cat "$out/ctime.txt")
    fi
    printf '%-12s %8s %7s %9s %8s %7s %9s\n' "$fam" "$n" "${wall:--}" "${inproc:--}" "${rss:--}" "$ratio" "$ct"
    prev=$inproc
  done
done
