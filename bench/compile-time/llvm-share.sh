#!/bin/bash
# llvm-share.sh SRC_DIR OUT_DIR [CFLAGS...]: per C file of SRC_DIR, the CPU (user+sys, GNU time) of
#   jcirc -O2 -c -save-temps -ftime-report        (the whole command, and the in-process Total)
#   opt -O2 and llc -O2 on jcirc's saved .ll       (run alone)
#   opt -O2 and llc -O2 on clang-19's unoptimized IR of the same file (-O2 -Xclang -disable-llvm-passes)
#   clang-19 -O2 -c                                 (for scale)
# one line per file; docs/compile-time.md, "Lua's make at -O2", has the table for Lua 5.4.4
# (SRC_DIR = lua-5.4.4/src, CFLAGS = -std=gnu99 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX). JCIRC picks the compiler.
set -u
src=$(readlink -f "$1"); out=$2; shift 2
flags=(-O2 "$@")
jcirc=${JCIRC:-$(dirname "$(readlink -f "$0")")/../../bin/jcirc}
mkdir -p "$out"; cd "$out" || exit 1
cpu() { /usr/bin/time -f '%U %S' -o t.cpu "$@" >/dev/null 2>>err.log; awk '{ printf "%.2f", $1 + $2 }' t.cpu; }
printf '%-10s %8s %8s %6s %6s | %9s %9s %11s\n' file jcirc in-proc opt llc clang-opt clang-llc clang-O2-c
for f in "$src"/*.c; do
    b=$(basename "$f" .c)
    JCIRC_SERVER=0 /usr/bin/time -f '%U %S' -o t.cpu "$jcirc" "${flags[@]}" -c "$f" -o "$b.o" -save-temps -ftime-report 2>"$b.report"
    j=$(awk '{ printf "%.2f", $1 + $2 }' t.cpu)
    ip=$(awk '/\(100.0%\).*Total/ { print $1 }' "$b.report")
    o=$(cpu opt-19 -disable-verify -O2 "$b.ll" -o "$b.j.bc")
    l=$(cpu llc-19 -disable-verify -O2 -relocation-model=pic -filetype=obj "$b.j.bc" -o "$b.j.o")
    clang-19 "${flags[@]}" -Xclang -disable-llvm-passes -S -emit-llvm "$f" -o "$b.c.ll" 2>>err.log
    co=$(cpu opt-19 -disable-verify -O2 "$b.c.ll" -o "$b.c.bc")
    cl=$(cpu llc-19 -disable-verify -O2 -relocation-model=pic -filetype=obj "$b.c.bc" -o "$b.c.o")
    cc=$(cpu clang-19 "${flags[@]}" -c "$f" -o "$b.cc.o")
    printf '%-10s %8s %8s %6s %6s | %9s %9s %11s\n' "$b" "$j" "$ip" "$o" "$l" "$co" "$cl" "$cc"
done
