#!/usr/bin/env bash
# C++ compile time of jcirc++ beside g++ 12 and clang++-19 (docs/cxx-conformance.md): each program of
# ctest-suite/cxx-programs (or the files given) compiled with `-c -O0`, RUNS times per compiler; prints the
# best wall and user+sys CPU seconds of each as a Markdown table. jcirc++ runs as users run it
# (bin/jcirc++: one JVM per compile, startup included).
#   bench/cxx-compile-time.sh [-n RUNS] [FILE.cpp ...]
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
RUNS=3
if [ "${1:-}" = "-n" ]; then RUNS=$2; shift 2; fi
FILES=("$@")
[ ${#FILES[@]} -gt 0 ] || FILES=("$ROOT"/ctest-suite/cxx-programs/*.cpp)
OUT=$(mktemp -d /tmp/jcirc-cxxbench.XXXXXX)
trap 'rm -rf "$OUT"' EXIT
"$ROOT/bin/jcirc++" -c -O0 -o "$OUT/warm.o" "${FILES[0]}"   # builds the project if its sources changed
# no staleness check (a find over the sources, or a Maven run when a module's jar is older than its sources) in the timed runs
export JCIRC_NO_BUILD=1

# best wall and CPU seconds of RUNS runs of a command: "wall cpu"
best() {
    local bw=999999 bc=999999 w c
    for _ in $(seq "$RUNS"); do
        /usr/bin/time -f '%e %U %S' -o "$OUT/t" "$@" >/dev/null 2>&1 || { echo "failed failed"; return; }
        read -r w u s < "$OUT/t"
        c=$(echo "$u + $s" | bc)
        if (( $(echo "$w < $bw" | bc) )); then bw=$w; fi
        if (( $(echo "$c < $bc" | bc) )); then bc=$c; fi
    done
    echo "$bw $bc"
}

echo "| program | lines | jcirc++ wall | jcirc++ CPU | g++ wall | g++ CPU | clang++-19 wall | clang++-19 CPU |"
echo "|---|---|---|---|---|---|---|---|"
for f in "${FILES[@]}"; do
    args=$(sed -n 's#^ *// *ARGS:##p' "$f" | head -1)
    # shellcheck disable=SC2086
    j=$(best "$ROOT/bin/jcirc++" -c -O0 $args -o "$OUT/j.o" "$f")
    # shellcheck disable=SC2086
    g=$(best g++ -w -c -O0 $args -o "$OUT/g.o" "$f")
    # shellcheck disable=SC2086
    c=$(best clang++-19 -w -c -O0 $args -o "$OUT/c.o" "$f")
    printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$(basename "$f")" "$(wc -l < "$f")" $j $g $c
done
echo
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, best of $RUNS runs"
