#!/usr/bin/env bash
# Runs jcirc's whole test suite: every module's JUnit tests, the FileCheck tests
# (tools/src/test/filecheck) and the C test suite. Extra arguments go to Maven,
# e.g. ./test.sh -pl tools -am -Djcirc.filecheck.filter=driver/
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
. "$ROOT/bin/lib/jdk.bash"
jcirc_find_jdk
export JAVA_HOME=$JCIRC_JAVA_HOME
if ! command -v mvn >/dev/null 2>&1; then
    echo "test.sh: error: Maven (mvn) is needed; install it (apt-get install maven)" >&2
    exit 1
fi
cd "$ROOT"
exec mvn -B -ntp verify "$@"
