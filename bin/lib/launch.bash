# Sourced by bin/jcirc and bin/jcir-opt: build on first use (or when sources changed), then
# exec the JVM. Set JCIRC_NO_BUILD=1 to skip the staleness check, JCIRC_JAVA_OPTS to add JVM flags.

JCIRC_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=jdk.bash
. "$JCIRC_ROOT/bin/lib/jdk.bash"

JCIRC_JAR=$JCIRC_ROOT/tools/target/jcirc-tools.jar

jcirc_stale() {
    [ -f "$JCIRC_JAR" ] && [ -d "$JCIRC_ROOT/tools/target/lib" ] || return 0
    [ "${JCIRC_NO_BUILD:-}" = 1 ] && return 1
    local found
    found=$(find "$JCIRC_ROOT/pom.xml" "$JCIRC_ROOT"/{cir,frontend,lowering,backend,tools}/pom.xml \
                 "$JCIRC_ROOT"/{cir,frontend,lowering,backend,tools}/src/main "$JCIRC_ROOT"/cir/src/build \
                 -newer "$JCIRC_JAR" -print -quit 2>/dev/null)
    [ -n "$found" ]
}

jcirc_build() {
    if ! command -v mvn >/dev/null 2>&1; then
        echo "jcirc: error: Maven (mvn) is needed to build jcirc on first use; install it (apt-get install maven)" >&2
        return 1
    fi
    mkdir -p "$JCIRC_ROOT/tools/target"
    (
        # one build at a time, however many launchers start together
        exec 9>"$JCIRC_ROOT/tools/target/.build.lock"
        flock 9
        jcirc_stale || exit 0
        [ -t 2 ] && echo "jcirc: building jcirc (first use or sources changed)..." >&2
        log=$JCIRC_ROOT/tools/target/build.log
        # Maven's output is kept out of the compiler's stderr unless the build fails.
        if ! (cd "$JCIRC_ROOT" && JAVA_HOME=$JCIRC_JAVA_HOME \
                mvn -q -B -Dstyle.color=never -Dmaven.test.skip=true -pl tools -am package >"$log" 2>&1); then
            cat "$log" >&2
            exit 1
        fi
    ) || { echo "jcirc: error: building jcirc failed (see the Maven output above; log in tools/target/build.log)" >&2; return 1; }
}

# jcirc_jvm_cache_dir: sets JCIRC_JVM_CACHE to the directory for the JVM's class caches: the
# first of $JCIRC_CACHE_DIR/jvm, $XDG_CACHE_HOME/jcirc/jvm, ~/.cache/jcirc/jvm,
# <tmp>/jcirc-jvm-<uid> (tmp: $TMPDIR, /tmp, /var/tmp) that exists or can be created, is owned by
# this user and is writable. Returns 1 (no cache) when there is none.
jcirc_jvm_cache_dir() {
    local d c=()
    [ -n "${JCIRC_CACHE_DIR:-}" ] && c+=("$JCIRC_CACHE_DIR/jvm")
    [ -n "${XDG_CACHE_HOME:-}" ] && c+=("$XDG_CACHE_HOME/jcirc/jvm")
    [ -n "${HOME:-}" ] && c+=("$HOME/.cache/jcirc/jvm")
    for d in "${TMPDIR:-}" /tmp /var/tmp; do [ -n "$d" ] && c+=("$d/jcirc-jvm-$EUID"); done
    for d in "${c[@]}"; do
        [ -d "$d" ] || (umask 077 && mkdir -p "$d") 2>/dev/null || continue
        if [ -O "$d" ] && [ -w "$d" ]; then JCIRC_JVM_CACHE=$d; return 0; fi
    done
    return 1
}

# jcirc_jvm_cache_opts: sets JCIRC_JVM_OPTS to the JVM options that use the class cache of this
# installation, build and JDK (JDK 24+: an AOT cache, -XX:AOTCache, JEP 483/515; JDK 21-23: an
# AppCDS archive). When there is none yet, starts jcirc_jvm_train in the background and leaves
# JCIRC_JVM_OPTS empty: this run goes without. JCIRC_AOT=0 turns the cache off.
jcirc_jvm_cache_opts() {
    local ext install file
    JCIRC_JVM_OPTS=()
    [ "${JCIRC_AOT:-1}" = 0 ] && return 0
    jcirc_jvm_cache_dir || return 0
    jcirc_cache_key || return 0
    ext=jsa
    [ "${JCIRC_JAVA_MAJOR:-21}" -ge 24 ] && ext=aot
    install=$JCIRC_CACHE_INSTALL
    file=$JCIRC_CACHE_BUILD.$ext
    # a training that failed for this build is not retried (a rebuild changes the name)
    [ -f "$file.failed" ] && return 0
    if [ -f "$file" ]; then
        if [ $ext = aot ]; then JCIRC_JVM_OPTS=(-XX:AOTCache="$file"); else JCIRC_JVM_OPTS=(-XX:SharedArchiveFile="$file"); fi
        return 0
    fi
    # detached: no terminal, no inherited pipes (make and $(...) wait for those), own session when setsid exists
    local detach=()
    command -v setsid >/dev/null 2>&1 && detach=(setsid)
    "${detach[@]}" bash -c '. "$1/bin/lib/launch.bash"; jcirc_find_jdk && jcirc_jvm_train "$2" "$3"' \
        jcirc-train "$JCIRC_ROOT" "$install" "$file" </dev/null >/dev/null 2>&1 &
}

# jcirc_cache_key: JCIRC_CACHE_INSTALL=<cache dir>/jcirc-<installation> and JCIRC_CACHE_BUILD=
# $JCIRC_CACHE_INSTALL-<build>, the names of this installation's and this build's files in the
# cache directory (jcirc_jvm_cache_dir first). The installation is a hash of the jar's path, the
# build one of the path, size and time of every jar and of the JDK: a rebuild changes the name.
jcirc_cache_key() {
    local build h=5381 i c
    # in bash: no process started
    for ((i = 0; i < ${#JCIRC_JAR}; i++)); do
        printf -v c '%d' "'${JCIRC_JAR:i:1}"
        h=$(( (h * 33 + c) & 0xffffffff ))
    done
    build=$(stat -L -c '%n %s %Y' "$JCIRC_JAR" "$JCIRC_ROOT"/tools/target/lib/*.jar \
                 "$JCIRC_JAVA_HOME/release" "$JCIRC_JAVA_HOME/lib/modules" 2>/dev/null | cksum) || return 1
    JCIRC_CACHE_INSTALL=$JCIRC_JVM_CACHE/jcirc-$h
    JCIRC_CACHE_BUILD=$JCIRC_CACHE_INSTALL-${build%% *}
}

# jcirc_native_client LANG ARGS...: with the compile server on (JCIRC_SERVER=1, no JCIRC_JAVA_OPTS),
# compiles through the native client of this build (bin/lib/jcirc-client.c, built by jcirc itself:
# no JVM starts for the client) and exits with the compile's status. Returns (the caller goes on to
# the Java client) when there is no client yet — one is then built in the background — or when the
# client could not use the server (its status 254: no output was written) or could not be run.
# JCIRC_NATIVE_CLIENT=0 turns it off.
jcirc_native_client() {
    local lang=$1 client rc
    shift
    [ "${JCIRC_NATIVE_CLIENT:-1}" = 1 ] || return 0
    jcirc_jvm_cache_dir || return 0
    jcirc_cache_key || return 0
    client=$JCIRC_CACHE_BUILD.client
    if [ -x "$client" ]; then
        if "$client" "$lang" "$@"; then exit 0; else rc=$?; fi
        # 254: fall back; 126/127: the client could not be executed (e.g. a noexec cache directory)
        case $rc in 254|126|127) return 0 ;; *) exit "$rc" ;; esac
    fi
    [ -f "$client.failed" ] && return 0
    local detach=()
    command -v setsid >/dev/null 2>&1 && detach=(setsid)
    "${detach[@]}" bash -c '. "$1/bin/lib/launch.bash"; jcirc_find_jdk && jcirc_native_client_build "$2" "$3"' \
        jcirc-client-build "$JCIRC_ROOT" "$JCIRC_CACHE_INSTALL" "$client" </dev/null >/dev/null 2>&1 &
    return 0
}

# jcirc_native_client_build INSTALL CLIENT: builds CLIENT (jcirc.tools.server.NativeClientBuild: jcirc
# compiles bin/lib/jcirc-client.c in process, into a temporary file renamed into place); one build at a
# time per installation (flock -n); afterwards the clients of this installation's earlier builds are removed.
jcirc_native_client_build() {
    local install=$1 client=$2 lock old
    { exec {lock}>>"$install.client.lock"; } 2>/dev/null || return 0
    flock -n "$lock" || return 0
    [ -f "$client" ] && return 0
    env JCIRC_SERVER=0 "$JCIRC_JAVA_HOME/bin/java" -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -Xss64m -Xlog:cds=off \
        -Djcirc.home="$JCIRC_ROOT" -Djcirc.stderr.tty=0 -cp "$JCIRC_JAR" \
        jcirc.tools.server.NativeClientBuild "$JCIRC_ROOT/bin/lib/jcirc-client.c" "$client" || return 0
    for old in "$install"-*.client "$install"-*.client.failed; do
        [ -f "$old" ] && [ "$old" != "$client" ] && rm -f "$old"
    done
    return 0
}

# jcirc_jvm_train INSTALL FILE: creates the class cache FILE by compiling bin/lib/aot-training.c
# while the JVM records the classes and methods it uses, then assembling the cache from that
# record; in temporary files renamed into place, so that concurrent starts see the whole cache or
# none. One training at a time per installation (flock -n on INSTALL.lock: the others return at
# once); afterwards the caches of this installation's earlier builds are removed. When no cache
# could be made, FILE.failed says so and this build never trains again.
jcirc_jvm_train() {
    local install=$1 file=$2 lock tmp old
    { exec {lock}>>"$install.lock"; } 2>/dev/null || return 0
    flock -n "$lock" || return 0
    [ -f "$file" ] && return 0
    rm -f "$install"-*.tmp* 2>/dev/null
    tmp=$file.tmp$$
    # in-process (JCIRC_SERVER=0): the training must load the compiler's classes itself
    local java=(env JCIRC_SERVER=0 "$JCIRC_JAVA_HOME/bin/java" -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -Xss64m -Xlog:cds=off -Xlog:cds+dynamic=off
                -Djcirc.home="$JCIRC_ROOT" -Djcirc.stderr.tty=0 -cp "$JCIRC_JAR")
    local train=(jcirc.tools.Jcirc -O1 -c "$JCIRC_ROOT/bin/lib/aot-training.c" -o "$tmp.o")
    # the training compile's own status does not matter (e.g. no llc): the classes it used do
    if [ "${JCIRC_JAVA_MAJOR:-21}" -ge 24 ]; then
        "${java[@]}" -Xlog:aot=off -XX:AOTMode=record -XX:AOTConfiguration="$tmp.conf" "${train[@]}"
        [ -s "$tmp.conf" ] && "${java[@]}" -Xlog:aot=off -XX:AOTMode=create -XX:AOTConfiguration="$tmp.conf" -XX:AOTCache="$tmp"
    else
        "${java[@]}" -XX:ArchiveClassesAtExit="$tmp" "${train[@]}"
    fi
    if [ -s "$tmp" ] && mv -f "$tmp" "$file"; then
        for old in "$install"-*.aot "$install"-*.jsa "$install"-*.failed; do
            [ -f "$old" ] && [ "$old" != "$file" ] && rm -f "$old"
        done
    else
        : > "$file.failed"
    fi
    rm -f "$tmp" "$tmp.conf" "$tmp.o"
    return 0
}

# jcirc_launch MAIN_CLASS ARGS...
jcirc_launch() {
    local main=$1
    shift
    jcirc_find_jdk || exit 1
    if jcirc_stale; then jcirc_build || exit 1; fi
    # Fast start-up: C1 only, the parallel GC (large files keep their IR alive: see docs/driver.md),
    # and a class cache (docs/compile-server.md). Not for a compile-server client (JCIRC_SERVER=1):
    # the JVM loads every class of an AOT cache at start, which costs the thin client more than
    # it saves (0.63 s against 0.38 s of CPU per call, measured).
    JCIRC_JVM_OPTS=()
    [ "${JCIRC_SERVER:-0}" = 1 ] || jcirc_jvm_cache_opts
    local quiet=(-Xlog:cds=off -Xlog:cds+dynamic=off)
    [ "${JCIRC_JAVA_MAJOR:-21}" -ge 24 ] && quiet+=(-Xlog:aot=off)
    # the compile server (JCIRC_SERVER=1): the native client when there is one (docs/compile-server.md);
    # the server creates files for the client with the client's umask
    if [ "${JCIRC_SERVER:-0}" = 1 ] && [ -z "${JCIRC_JAVA_OPTS:-}" ]; then
        if [ "$main" = jcirc.tools.JcircXX ]; then jcirc_native_client c++ "$@"; else jcirc_native_client c "$@"; fi
    fi
    if [ "${JCIRC_SERVER:-0}" = 1 ]; then JCIRC_UMASK=$(umask); export JCIRC_UMASK; fi
    # diagnostics are coloured when stderr is a terminal (unless -fno-color-diagnostics)
    local tty=0
    [ -t 2 ] && tty=1
    # a young generation of at most 128 MB: the parallel collector otherwise grows it to about 1 GB on a large
    # translation unit, whose first-touch page faults and cache misses cost more than the extra young collections
    # (SQLite -O0 -c: 1.16 -> 0.79 GB peak RSS, 26 -> 24 s CPU; docs/compile-time.md); small files never reach it
    # shellcheck disable=SC2086
    exec "$JCIRC_JAVA_HOME/bin/java" -XX:+UseParallelGC -XX:MaxNewSize=128m -XX:TieredStopAtLevel=1 -Xss64m "${JCIRC_JVM_OPTS[@]}" "${quiet[@]}" \
        -Djcirc.home="$JCIRC_ROOT" -Djcirc.stderr.tty=$tty ${JCIRC_JAVA_OPTS:-} -cp "$JCIRC_JAR" "$main" "$@"
}
