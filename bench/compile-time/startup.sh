#!/usr/bin/env bash
# Per-invocation cost of jcirc (docs/compile-server.md): hello.c to an executable, a mid-size file
# (lz4.c, -c -O0) and `make -j2` of ctest-suite/make-project, each compiled by
#   jcirc cold      no class cache, no server (JCIRC_AOT=0 JCIRC_SERVER=0)
#   jcirc AOT       the launcher's JDK AOT cache (JCIRC_SERVER=0)
#   jcirc server    through a warm compile server (JCIRC_SERVER=1; warmed by 10 compiles first)
#   gcc, clang-19
# Prints the median of N runs (default 5) of wall seconds and CPU seconds (user+sys of the command
# and its children, plus for the server rows the server's own CPU for that compile, from
# /proc/PID/stat: compiler, llc and cc run there). The load average is printed before and after:
# on a loaded machine compare the CPU columns.
#
#   bench/compile-time/startup.sh [N]        (environment: JCIRC, LZ4 (lz4.c), OUT,
#                                             MODES (default "cold aot server"), CCS (default "gcc clang-19"))
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
jcirc=${JCIRC:-$root/bin/jcirc}
lz4=${LZ4:-/opt/src/lz4-1.9.4/lib/lz4.c}
n=${1:-5}
out=${OUT:-/tmp/jcirc-startup}
rm -rf "$out"; mkdir -p "$out"
run=$out/run; mkdir -m 700 "$run"
printf '#include <stdio.h>\nint main(void) { printf("hello\\n"); return 0; }\n' > "$out/hello.c"
clk=$(getconf CLK_TCK)

# server_cpu: CPU seconds of the compile server so far (utime+stime+cutime+cstime), 0 without one
server_cpu() {
    local pid
    pid=$(sed -n 's/.*started: pid \([0-9]*\).*/\1/p' "$run"/*.log 2>/dev/null | tail -1)
    if [ -n "$pid" ] && [ -r "/proc/$pid/stat" ]; then
        awk -v c="$clk" '{ sub(/^.*\) /, ""); print ($12 + $13 + $14 + $15) / c }' "/proc/$pid/stat"
    else echo 0; fi
}

# measure CMD...: prints "wall cpu" of one run (cpu includes the server's share)
measure() {
    local s0 s1 t
    s0=$(server_cpu)
    /usr/bin/time -o "$out/t" -f "%e %U %S" "$@" >/dev/null 2>&1
    t=$(tail -1 "$out/t")
    s1=$(server_cpu)
    awk -v t="$t" -v a="$s0" -v b="$s1" 'BEGIN { split(t, x, " "); printf "%.2f %.2f\n", x[1], x[2] + x[3] + b - a }'
}

# median of N measurements of CMD...
median() {
    local i
    for ((i = 0; i < n; i++)); do measure "$@"; done | sort -n -k1,1 > "$out/w"
    local w c
    w=$(awk -v n="$n" 'NR == int((n + 1) / 2) { print $1 }' "$out/w")
    c=$(sort -n -k2,2 "$out/w" | awk -v n="$n" 'NR == int((n + 1) / 2) { print $2 }')
    echo "$w $c"
}

row() { printf '%-34s %-12s %8s %8s\n' "$1" "$2" "${3% *}" "${3#* }"; }

make_project() {   # CC: make -j2 of ctest-suite/make-project in a fresh copy
    rm -rf "$out/mp" && cp -r "$root/ctest-suite/make-project" "$out/mp" && rm -rf "$out/mp/build"
    make -s -C "$out/mp" -j2 CC="$1" all
}
export -f make_project
export out root

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; median of $n runs"
printf '%-34s %-12s %8s %8s\n' work compiler wall_s cpu_s
for mode in ${MODES:-cold aot server}; do
    case $mode in
        cold) export JCIRC_AOT=0 JCIRC_SERVER=0 ;;
        aot) export JCIRC_AOT=1 JCIRC_SERVER=0
             "$jcirc" -c "$out/hello.c" -o "$out/t.o"; sleep 45 ;;   # lets a background training (first use of a build) finish
        server) export JCIRC_AOT=1 JCIRC_SERVER=1 JCIRC_RUNTIME_DIR=$run
                "$jcirc" -c "$out/hello.c" -o "$out/t.o"
                for ((i = 0; i < 120 && $(ls "$run" | grep -c '\.sock$') == 0; i++)); do sleep 1; done
                for ((i = 0; i < 10; i++)); do "$jcirc" -c "$lz4" -o "$out/t.o"; "$jcirc" "$out/hello.c" -o "$out/t"; done ;;
    esac
    row "hello.c -> executable" "jcirc $mode" "$(median "$jcirc" "$out/hello.c" -o "$out/hello")"
    row "lz4.c -c -O0 (2.7k lines)" "jcirc $mode" "$(median "$jcirc" -c -O0 "$lz4" -o "$out/lz4.o")"
    row "make -j2 make-project (4 files)" "jcirc $mode" "$(median bash -c "make_project $jcirc")"
done
unset JCIRC_SERVER JCIRC_AOT
for cc in ${CCS-gcc clang-19}; do
    row "hello.c -> executable" "$cc" "$(median "$cc" "$out/hello.c" -o "$out/hello")"
    row "lz4.c -c -O0 (2.7k lines)" "$cc" "$(median "$cc" -c -O0 "$lz4" -o "$out/lz4.o")"
    row "make -j2 make-project (4 files)" "$cc" "$(median bash -c "make_project $cc")"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
# stop the benchmark's server: removing its socket does
rm -f "$run"/*.sock
