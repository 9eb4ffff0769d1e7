# Sourced by bin/jcirc, bin/jcir-opt, test.sh and .ci/run.
# jcirc_find_jdk: sets JCIRC_JAVA_HOME to a JDK >= 21 (JAVA_HOME when it qualifies, else the
# newest qualifying /usr/lib/jvm/* entry) and JCIRC_JAVA_MAJOR to its major version; returns 1
# with a message when there is none.

JCIRC_MIN_JAVA=21

# Prints the major version of the JDK at $1 (empty when it is not a JDK).
jcirc_jdk_major() {
    local home=$1 v="" line
    [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || return 0
    if [ -f "$home/release" ]; then
        # read in bash (no sed process: the launcher runs this for every JDK on each start)
        while IFS= read -r line || [ -n "$line" ]; do
            case $line in JAVA_VERSION=\"*) v=${line#JAVA_VERSION=\"}; v=${v%%\"*}; break ;; esac
        done < "$home/release"
    fi
    if [ -z "$v" ]; then
        v=$("$home/bin/java" -version 2>&1 | sed -n 's/.* version "\([^"]*\)".*/\1/p' | head -n1)
    fi
    v=${v#1.}            # 1.8.0 -> 8.0
    echo "${v%%[.+-]*}"
}

jcirc_find_jdk() {
    local m best="" bestv=0 d
    if [ -n "${JAVA_HOME:-}" ]; then
        m=$(jcirc_jdk_major "$JAVA_HOME")
        if [ -n "$m" ] && [ "$m" -ge "$JCIRC_MIN_JAVA" ]; then JCIRC_JAVA_HOME=$JAVA_HOME; JCIRC_JAVA_MAJOR=$m; return 0; fi
    fi
    for d in /usr/lib/jvm/*; do
        [ -d "$d" ] || continue
        m=$(jcirc_jdk_major "$d")
        if [ -n "$m" ] && [ "$m" -ge "$JCIRC_MIN_JAVA" ] && [ "$m" -gt "$bestv" ]; then best=$d; bestv=$m; fi
    done
    if [ -n "$best" ]; then JCIRC_JAVA_HOME=$best; JCIRC_JAVA_MAJOR=$bestv; return 0; fi
    echo "jcirc: error: no JDK >= $JCIRC_MIN_JAVA found (JAVA_HOME=${JAVA_HOME:-unset}, /usr/lib/jvm has none)." >&2
    echo "jcirc: note: install one, e.g. 'apt-get install openjdk-21-jdk' (or a Temurin 21+ JDK), or set JAVA_HOME to it" >&2
    return 1
}
