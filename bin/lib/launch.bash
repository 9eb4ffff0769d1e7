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

# jcirc_launch MAIN_CLASS CDS_NAME ARGS...
jcirc_launch() {
    local main=$1 cds=$2
    shift 2
    jcirc_find_jdk || exit 1
    if jcirc_stale; then jcirc_build || exit 1; fi
    # Fast start-up: C1 only, the parallel GC (large files keep their IR alive: see docs/driver.md), and an AppCDS archive created on first run (JDK 19+).
    # A stale AppCDS archive (jars rebuilt since it was dumped) is rejected by the JVM but not
    # re-dumped: remove it so this run writes a fresh one (class loading drops from ~0.55 s to ~0.3 s of CPU).
    local jsa=$JCIRC_ROOT/tools/target/$cds.jsa j
    if [ -f "$jsa" ]; then
        for j in "$JCIRC_JAR" "$JCIRC_ROOT"/tools/target/lib/jcirc-*.jar; do
            if [ "$j" -nt "$jsa" ]; then rm -f "$jsa"; break; fi
        done
    fi
    # Only a run that compiles source dumps the archive: one made by a link-only run
    # (`jcirc a.o b.o -o prog`) would lack the frontend's classes for every later compile.
    local cdsopts=(-XX:SharedArchiveFile="$jsa" -XX:+AutoCreateSharedArchive)
    if { [ "$main" = jcirc.tools.Jcirc ] || [ "$main" = jcirc.tools.JcircXX ]; } && [ ! -f "$jsa" ]; then
        local a compiles=0
        for a in "$@"; do case $a in *.c|*.i|*.cpp|*.cc|*.cxx|*.C|*.c++|-) compiles=1; break ;; esac; done
        [ $compiles = 1 ] || cdsopts=()
    fi
    # diagnostics are coloured when stderr is a terminal (unless -fno-color-diagnostics)
    local tty=0
    [ -t 2 ] && tty=1
    # shellcheck disable=SC2086
    exec "$JCIRC_JAVA_HOME/bin/java" -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -Xss64m \
        "${cdsopts[@]}" -Xlog:cds=off -Xlog:cds+dynamic=off \
        -Djcirc.home="$JCIRC_ROOT" -Djcirc.stderr.tty=$tty ${JCIRC_JAVA_OPTS:-} -cp "$JCIRC_JAR" "$main" "$@"
}
