#!/usr/bin/env bash
# Compile-time benchmark: generates the inputs (gen.py) and compiles each through -emit-cir,
# -emit-scf, the default path (-c) and -fcir-direct -c with -ftime-report, printing per-phase
# CPU seconds (compiler thread) and the process's wall/user time.
#
#   bench/compile-time/run.sh [JCIRC] [OUTDIR]     (defaults: bin/jcirc of this tree, /tmp/jcirc-ct)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jcirc=${1:-$here/../../bin/jcirc}
out=${2:-/tmp/jcirc-ct}
mkdir -p "$out"
python3 "$here/gen.py" huge 20000 > "$out/huge.c"
python3 "$here/gen.py" huge 20000 --gotos > "$out/huge_gotos.c"
python3 "$here/gen.py" many 3000 > "$out/many.c"

# row NAME FILE: the CPU seconds of the report row NAME (first match), or "-"
row() { awk -v n="$1" '{ line=$0; sub(/^ +/, "", line) } index($0, "  " n) && $0 ~ ("  " n "$") { print $1; exit }' "$2"; }

printf '%-12s %-22s %8s %8s %8s %8s %8s %8s %8s\n' input mode frontend passes verifier print/ll total user wall
for f in huge huge_gotos many; do
  for mode in "-emit-cir" "-emit-scf" "-c" "-fcir-direct -c"; do
    # the scf path does not take gotos yet
    [ "$f" = huge_gotos ] && [ "$mode" != "-fcir-direct -c" ] && continue
    rep=$out/$f.${mode// /_}.txt
    # shellcheck disable=SC2086
    if ! /usr/bin/time -f "TIME %U %e" timeout "${JCIRC_BENCH_TIMEOUT:-600}" "$jcirc" -ftime-report $mode "$out/$f.c" -o "$out/$f.out" > "$rep" 2>&1; then
      printf '%-12s %-22s failed (see %s)\n' "$f" "$mode" "$rep"; continue
    fi
    passes=$(awk '/^ +[0-9.]+ \( *[0-9.]+%\) +[0-9.]+ \( *[0-9.]+%\)    [a-z]/ && !/verifier|preprocess|sema/ { s += $1 } END { printf "%.3f", s }' "$rep")
    verifier=$(awk '/verifier \(after each pass\)/ { s += $1 } END { printf "%.3f", s }' "$rep")
    pr=$(row "printing IR" "$rep"); [ -z "$pr" ] && pr=$(row "LLVM IR writing" "$rep")
    printf '%-12s %-22s %8s %8s %8s %8s %8s %8s %8s\n' "$f" "$mode" "$(row frontend "$rep")" "$passes" "$verifier" "${pr:--}" \
      "$(awk '/^ +[0-9.]+ \(100.0%\) .*Total$/ { print $1 }' "$rep")" \
      "$(awk '/^TIME/ { print $2 }' "$rep")" "$(awk '/^TIME/ { print $3 }' "$rep")"
  done
done
