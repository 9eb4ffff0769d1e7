#!/usr/bin/env bash
# bench/run.sh: jcirc against gcc and clang-19.
#
#   1. run time: every bench/programs/*.c built with jcirc -O2, gcc -O2 and clang-19 -O2
#      (optionally also jcirc -O2 -fcir-direct, and a second "before" jcirc with --base); outputs
#      must agree with gcc's; several runs, interleaved across the compilers (run i of every
#      build, then run i+1), each cell "min / median ±spread" (spread = (max-min)/min); ratios
#      jcirc/clang and jcirc/gcc of the minimums (of the medians in parentheses); geometric
#      mean of the minimums. On a loaded machine the minimum is the steadier number.
#   2. compile time: jcirc, gcc, clang-19 at -O0 and -O2 (to an object, -c) on a small file
#      (bench/programs/nbody.c) and on the SQLite amalgamation; median of several runs and
#      peak memory (GNU time's "maximum resident set size": the largest single process, so
#      for jcirc usually the JVM).
#
# Prints a markdown report and writes it to bench/results/latest.md (or --out FILE).
# Not part of ./test.sh. It installs nothing; missing tools are named with an install hint.
#
# Options:
#   --runs N          timed runs per program and compiler (default 5; min and median reported)
#   --base JCIRC      also time the programs built by this jcirc (e.g. a build of an older commit)
#   --compile-runs N  runs per compile-time measurement of the small file (default 5)
#   --sqlite-runs N   runs per compile-time measurement of SQLite (default 3)
#   --direct          also measure jcirc -O2 -fcir-direct
#   --cpu             time user+sys CPU seconds instead of wall-clock (steadier on a busy machine)
#   --only A,B        only these programs (names without .c)
#   --no-runtime      skip the run-time table
#   --no-compile      skip the compile-time table
#   --no-sqlite       compile time on the small file only
#   --out FILE        where to write the report (default bench/results/latest.md; '-' = none)
#
# Environment: JCIRC (default bin/jcirc), GCC (gcc), CLANG (clang-19),
#   BENCH_CACHE (default ~/.cache/jcirc-bench: builds, the SQLite download),
#   BENCH_SQLITE_PKG (npm package holding deps/sqlite3/sqlite3.c; default better-sqlite3@12.11.1).
set -uo pipefail

here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
root="$(cd "$here/.." && pwd)"

runs=5
compile_runs=5
sqlite_runs=3
direct=0
metric=wall
only=""
do_runtime=1
do_compile=1
do_sqlite=1
out="$here/results/latest.md"
base=""

usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift ;;
        --compile-runs) compile_runs="$2"; shift ;;
        --sqlite-runs) sqlite_runs="$2"; shift ;;
        --direct) direct=1 ;;
        --base) base="$2"; shift ;;
        --cpu) metric=cpu ;;
        --only) only="$2"; shift ;;
        --no-runtime) do_runtime=0 ;;
        --no-compile) do_compile=0 ;;
        --no-sqlite) do_sqlite=0 ;;
        --out) out="$2"; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "run.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

JCIRC="${JCIRC:-$root/bin/jcirc}"
GCC="${GCC:-gcc}"
CLANG="${CLANG:-clang-19}"
cache="${BENCH_CACHE:-$HOME/.cache/jcirc-bench}"
sqlite_pkg="${BENCH_SQLITE_PKG:-better-sqlite3@12.11.1}"
build="$cache/build"
mkdir -p "$build"

# ---- tools ---------------------------------------------------------------------------------
missing=0
need() { # need TOOL HINT
    if ! command -v "$1" >/dev/null 2>&1; then
        echo "run.sh: '$1' not found; install it with: $2" >&2
        missing=1
    fi
}
need "$GCC" "apt-get install -y gcc"
need "$CLANG" "apt-get install -y clang-19"
need "$JCIRC" "(bin/jcirc is in this repository; set JCIRC=...)"
need awk "apt-get install -y gawk"
if ! /usr/bin/time -f %M true >/dev/null 2>&1; then
    echo "run.sh: GNU time (/usr/bin/time) not found; install it with: apt-get install -y time" >&2
    missing=1
fi
[ "$missing" = 0 ] || exit 1
have_hyperfine=0
if command -v hyperfine >/dev/null 2>&1 && [ "$metric" = wall ]; then
    have_hyperfine=1
elif [ "$metric" = wall ]; then
    echo "run.sh: note: hyperfine not found (apt-get install -y hyperfine); timing with a bash loop" >&2
fi

# ---- helpers -------------------------------------------------------------------------------
# progress MESSAGE: a transient status line on a terminal
progress() { [ -t 2 ] && printf '\r%-60s\r' "$*" >&2; return 0; }
now_ns() { date +%s%N; }

# median of the numbers on stdin
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# fmt SECONDS -> "1.234" (or passes a word such as "fails" through)
fmt() { case "$1" in ''|*[!0-9.e+-]*) printf '%s' "$1" ;; *) awk -v t="$1" 'BEGIN { printf "%.3f", t }' ;; esac; }
ratio() { # ratio A B -> A/B with two decimals, or "–" if either is not a number
    case "$1$2" in *[!0-9.e+-]*|'') printf '–' ;; *) awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "–" }' ;; esac
}
isnum() { case "$1" in ''|*[!0-9.e+-]*) return 1 ;; *) return 0 ;; esac; }

# time_program BINARY -> median seconds (wall via hyperfine or a bash loop; or CPU user+sys)
time_program() {
    local bin="$1" i t0 t1 csv
    if [ "$have_hyperfine" = 1 ]; then
        csv="$build/hf.csv"
        hyperfine -N --runs "$runs" --warmup 1 --export-csv "$csv" "$bin" >/dev/null 2>&1 || { echo "error"; return; }
        awk -F, 'NR == 2 { print $4 }' "$csv"
        return
    fi
    "$bin" >/dev/null 2>&1 # warm-up
    for ((i = 0; i < runs; i++)); do
        if [ "$metric" = cpu ]; then
            /usr/bin/time -f '%U %S' -o "$build/t.txt" "$bin" >/dev/null 2>&1
            awk '{ print $1 + $2 }' "$build/t.txt"
        else
            t0=$(now_ns); "$bin" >/dev/null 2>&1; t1=$(now_ns)
            awk -v a="$t0" -v b="$t1" 'BEGIN { print (b - a) / 1e9 }'
        fi
    done | median
}

# one_run BINARY -> seconds of one run (wall, or user+sys CPU with --cpu)
one_run() {
    local t0 t1
    if [ "$metric" = cpu ]; then
        /usr/bin/time -f '%U %S' -o "$build/t.txt" "$1" >/dev/null 2>&1
        awk '{ print $1 + $2 }' "$build/t.txt"
    else
        t0=$(now_ns); "$1" >/dev/null 2>&1; t1=$(now_ns)
        awk -v a="$t0" -v b="$t1" 'BEGIN { print (b - a) / 1e9 }'
    fi
}

# measure_compile N CMD... -> "median_seconds median_maxrss_kb" or "fails"
measure_compile() {
    local n="$1" i t0 t1 rc; shift
    local times=() mems=()
    for ((i = 0; i < n; i++)); do
        t0=$(now_ns)
        /usr/bin/time -f '%M' -o "$build/mem.txt" "$@" >"$build/compile.log" 2>&1
        rc=$?
        t1=$(now_ns)
        if [ "$rc" != 0 ]; then echo "fails"; return; fi
        times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { print (b - a) / 1e9 }')")
        mems+=("$(tail -n 1 "$build/mem.txt")")
    done
    echo "$(printf '%s\n' "${times[@]}" | median) $(printf '%s\n' "${mems[@]}" | median)"
}

mb() { isnum "$1" && awk -v k="$1" 'BEGIN { printf "%.0f MB", k / 1024 }' || printf '–'; }

report=""
say() { report+="$*"$'\n'; printf '%s\n' "$*"; }

# ---- header --------------------------------------------------------------------------------
cpu_model=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null)
say "# jcirc benchmarks"
say ""
say "Generated by \`bench/run.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'), git $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')."
say "Machine: ${cpu_model:-unknown CPU}, $(nproc) cores, load average at start $(cut -d' ' -f1-3 /proc/loadavg)."
say "Tools: $("$JCIRC" --version 2>/dev/null | head -n 1); $("$GCC" --version | head -n 1); $("$CLANG" --version | head -n 1)."
llc_used=$("$JCIRC" -### -O2 -c "$here/programs/nbody.c" -o /dev/null 2>&1 | grep -o '"[^"]*/llc[^"/]*"' | tr -d '"' | head -n 1)
[ -n "$llc_used" ] && say "jcirc backend: \`$llc_used\` ($("$llc_used" --version 2>/dev/null | grep -o 'LLVM version [0-9.]*' | head -n 1))."
if [ "$metric" = cpu ]; then timing="user+sys CPU seconds of $runs runs per build, interleaved, after 1 warm-up";
else timing="wall-clock seconds of $runs runs per build, interleaved, after 1 warm-up"; fi
say ""

# ---- run time ------------------------------------------------------------------------------
if [ "$do_runtime" = 1 ]; then
    progs=()
    for src in "$here"/programs/*.c; do
        name=$(basename "$src" .c)
        if [ -n "$only" ] && [[ ",$only," != *",$name,"* ]]; then continue; fi
        progs+=("$name")
    done
    configs=(jcirc)
    [ "$direct" = 1 ] && configs+=(jcirc-direct)
    [ -n "$base" ] && configs+=(jcirc-base)
    configs+=(gcc clang)

    say "## Run time"
    say ""
    say "$timing; every program built with -O2 (\`-lm\`), outputs checked against gcc's."
    say ""
    head="| benchmark | jcirc -O2"
    sep="| --- | ---:"
    [ "$direct" = 1 ] && { head+=" | jcirc -O2 -fcir-direct"; sep+=" | ---:"; }
    [ -n "$base" ] && { head+=" | jcirc before (--base)"; sep+=" | ---:"; }
    head+=" | gcc -O2 | clang-19 -O2 | jcirc / clang | jcirc / gcc |"
    sep+=" | ---: | ---: | ---: | ---: |"
    [ "$direct" = 1 ] && { head+=" direct / clang |"; sep+=" ---: |"; }
    [ -n "$base" ] && { head+=" before / clang |"; sep+=" ---: |"; }
    rows=()
    logs_j=() logs_c=() logs_g=() logs_d=() logs_b=()
    problems=()
    for name in "${progs[@]}"; do
        src="$here/programs/$name.c"
        declare -A bin=() t=()
        for cfg in "${configs[@]}"; do
            b="$build/$name.$cfg"
            rm -f "$b"
            case "$cfg" in
                jcirc) cmd=("$JCIRC" -O2 "$src" -o "$b" -lm) ;;
                jcirc-direct) cmd=("$JCIRC" -O2 -fcir-direct "$src" -o "$b" -lm) ;;
                jcirc-base) cmd=("$base" -O2 "$src" -o "$b" -lm) ;;
                gcc) cmd=("$GCC" -O2 "$src" -o "$b" -lm) ;;
                clang) cmd=("$CLANG" -O2 "$src" -o "$b" -lm) ;;
            esac
            if "${cmd[@]}" >"$build/$name.$cfg.log" 2>&1; then
                bin[$cfg]="$b"
                "$b" >"$build/$name.$cfg.out" 2>&1 || { t[$cfg]="crashes"; problems+=("$name: $cfg binary exits with status $?"); }
            else
                t[$cfg]="fails"
                problems+=("$name: $cfg -O2 does not compile ($(grep -m1 -E 'error' "$build/$name.$cfg.log" | cut -c1-160))")
            fi
        done
        for cfg in "${configs[@]}"; do
            [ "$cfg" = gcc ] && continue
            if [ -z "${t[$cfg]:-}" ] && [ -n "${bin[gcc]:-}" ] && ! cmp -s "$build/$name.gcc.out" "$build/$name.$cfg.out"; then
                t[$cfg]="wrong output"
                problems+=("$name: $cfg output differs from gcc's ($build/$name.$cfg.out)")
            fi
        done
        # interleaved: run i of every build, then run i + 1 (a load change hits all builds alike)
        declare -A med=() spread=()
        for cfg in "${configs[@]}"; do [ -z "${t[$cfg]:-}" ] && { : >"$build/$name.$cfg.times"; "${bin[$cfg]}" >/dev/null 2>&1; }; done
        for ((i = 0; i < runs; i++)); do
            for cfg in "${configs[@]}"; do
                [ -z "${t[$cfg]:-}" ] || continue
                progress "  timing $name ($cfg, run $((i + 1))/$runs)"
                one_run "${bin[$cfg]}" >>"$build/$name.$cfg.times"
            done
        done
        for cfg in "${configs[@]}"; do
            if [ -z "${t[$cfg]:-}" ]; then
                med[$cfg]=$(median <"$build/$name.$cfg.times")
                spread[$cfg]=$(sort -g "$build/$name.$cfg.times" | awk 'NR == 1 { lo = $1 } { hi = $1 } END { if (lo > 0) printf "%.0f%%", (hi - lo) / lo * 100; else print "?" }')
                t[$cfg]=$(sort -g "$build/$name.$cfg.times" | head -n 1)
            fi
        done
        progress ""
        cell() { if isnum "${t[$1]}"; then printf '%s / %s ±%s' "$(fmt "${t[$1]}")" "$(fmt "${med[$1]}")" "${spread[$1]}"; else printf '%s' "${t[$1]}"; fi; }
        rcell() { printf '%s (%s)' "$(ratio "${t[$1]}" "${t[$2]}")" "$(ratio "${med[$1]:-x}" "${med[$2]:-x}")"; }
        row="| $name | $(cell jcirc)"
        [ "$direct" = 1 ] && row+=" | $(cell jcirc-direct)"
        [ -n "$base" ] && row+=" | $(cell jcirc-base)"
        row+=" | $(cell gcc) | $(cell clang) | $(rcell jcirc clang) | $(rcell jcirc gcc) |"
        [ "$direct" = 1 ] && row+=" $(rcell jcirc-direct clang) |"
        [ -n "$base" ] && row+=" $(rcell jcirc-base clang) |"
        rows+=("$row")
        # logs for the geometric means (only programs all configurations ran correctly)
        ok=1
        for cfg in "${configs[@]}"; do isnum "${t[$cfg]}" || ok=0; done
        if [ "$ok" = 1 ]; then
            logs_j+=("${t[jcirc]}"); logs_g+=("${t[gcc]}"); logs_c+=("${t[clang]}")
            [ "$direct" = 1 ] && logs_d+=("${t[jcirc-direct]}")
            [ -n "$base" ] && logs_b+=("${t[jcirc-base]}")
        fi
        unset bin t med spread
    done
    geo() { printf '%s\n' "$@" | awk 'NF { s += log($1); n++ } END { if (n) printf "%.4f", exp(s / n); else print "–" }'; }
    gj=$(geo "${logs_j[@]}"); gg=$(geo "${logs_g[@]}"); gc=$(geo "${logs_c[@]}")
    say "$head"
    say "$sep"
    for r in "${rows[@]}"; do say "$r"; done
    grow="| **geometric mean** (${#logs_j[@]} programs) | $(fmt "$gj")"
    if [ "$direct" = 1 ]; then gd=$(geo "${logs_d[@]}"); grow+=" | $(fmt "$gd")"; fi
    if [ -n "$base" ]; then gb=$(geo "${logs_b[@]}"); grow+=" | $(fmt "$gb")"; fi
    grow+=" | $(fmt "$gg") | $(fmt "$gc") | **$(ratio "$gj" "$gc")** | $(ratio "$gj" "$gg") |"
    [ "$direct" = 1 ] && grow+=" $(ratio "$gd" "$gc") |"
    [ -n "$base" ] && grow+=" $(ratio "$gb" "$gc") |"
    say "$grow"
    say ""
    goal=$(awk -v a="$gj" -v b="$gc" 'BEGIN { if (b > 0) printf "%+.1f%%", (a / b - 1) * 100; else print "?" }')
    say "Geometric means over the minimums. Goal: every program at or below clang-19 -O2 (docs/performance.md). Now: $goal."
    say ""
    if [ "${#problems[@]}" -gt 0 ]; then
        say "Problems (left out of the geometric mean):"
        for p in "${problems[@]}"; do say "- $p"; done
        say ""
    fi
fi

# ---- compile time --------------------------------------------------------------------------
fetch_sqlite() { # -> path of sqlite3.c, or "" (reason on stderr)
    local dir="$cache/sqlite" tgz
    if [ -s "$dir/sqlite3.c" ]; then echo "$dir/sqlite3.c"; return; fi
    if ! command -v npm >/dev/null 2>&1; then
        echo "run.sh: npm not found (apt-get install -y npm); it fetches the SQLite amalgamation" >&2
        return
    fi
    mkdir -p "$dir"
    tgz=$(cd "$cache" && npm pack --silent "$sqlite_pkg" 2>/dev/null | tail -n 1)
    if [ -z "$tgz" ] || [ ! -f "$cache/$tgz" ]; then
        echo "run.sh: 'npm pack $sqlite_pkg' failed" >&2
        return
    fi
    tar -xzf "$cache/$tgz" -C "$dir" --strip-components=3 package/deps/sqlite3/sqlite3.c package/deps/sqlite3/sqlite3.h \
        && echo "$dir/sqlite3.c"
}

if [ "$do_compile" = 1 ]; then
    say "## Compile time"
    say ""
    say "Wall-clock seconds to an object file (\`-c\`), median of the runs; peak memory = maximum"
    say "resident set size of the largest process (GNU time), median. For jcirc this includes the"
    say "JVM start-up and the \`opt\`/\`llc\` subprocesses."
    say ""
    inputs=("small|$here/programs/nbody.c|$compile_runs")
    if [ "$do_sqlite" = 1 ]; then
        sq=$(fetch_sqlite)
        if [ -n "$sq" ]; then
            inputs+=("sqlite|$sq|$sqlite_runs")
        else
            say "SQLite: skipped (could not fetch the amalgamation; see the message above)."
            say ""
        fi
    fi
    say "| input | level | jcirc | gcc | clang-19 | jcirc / clang | jcirc mem | gcc mem | clang-19 mem |"
    say "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    sqlite_note=""
    for in in "${inputs[@]}"; do
        IFS='|' read -r label file n <<<"$in"
        lines=$(wc -l <"$file")
        case "$label" in
            small) desc="small file ($(basename "$file"), $lines lines)" ;;
            sqlite) desc="SQLite $(sed -n 's/^#define SQLITE_VERSION *"\([0-9.]*\)".*/\1/p' "$file" | head -n 1) amalgamation ($lines lines)" ;;
        esac
        for lvl in -O0 -O2; do
            progress "  compiling $label $lvl"
            declare -A res=()
            for c in jcirc gcc clang; do
                case "$c" in
                    jcirc) cc="$JCIRC" ;;
                    gcc) cc="$GCC" ;;
                    clang) cc="$CLANG" ;;
                esac
                res[$c]=$(measure_compile "$n" "$cc" "$lvl" -c "$file" -o "$build/$label.$c$lvl.o")
                if [ "${res[$c]}" = fails ] && [ "$c" = jcirc ] && [ "$label" = sqlite ]; then
                    cp "$build/compile.log" "$build/sqlite.jcirc$lvl.log"
                    sqlite_note="jcirc cannot compile SQLite yet: $(grep -c 'error:' "$build/sqlite.jcirc$lvl.log") errors, first: \`$(grep -m1 'error:' "$build/sqlite.jcirc$lvl.log" | cut -c1-150)\` (log: $build/sqlite.jcirc$lvl.log)."
                fi
            done
            read -r tj mj <<<"${res[jcirc]}"
            read -r tg mg <<<"${res[gcc]}"
            read -r tc mc <<<"${res[clang]}"
            say "| $desc | $lvl | $(fmt "$tj") | $(fmt "$tg") | $(fmt "$tc") | $(ratio "$tj" "$tc") | $(mb "${mj:-}") | $(mb "${mg:-}") | $(mb "${mc:-}") |"
            unset res
        done
    done
    progress ""
    say ""
    say "Goal: jcirc -O0 compile time of SQLite within 1.5× of clang-19 -O0."
    [ -n "$sqlite_note" ] && say "$sqlite_note"
    say ""
fi

if [ "$out" != - ]; then
    mkdir -p "$(dirname "$out")"
    printf '%s' "$report" >"$out"
    echo "run.sh: report written to $out" >&2
fi
