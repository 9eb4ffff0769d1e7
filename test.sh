#!/usr/bin/env bash
# Runs jcirc's whole test suite: every module's JUnit tests, the FileCheck tests
# (tools/src/test/filecheck) and the C test suites. Extra arguments go to Maven,
# e.g. ./test.sh -pl tools -am -Djcirc.filecheck.filter=driver/
# On a fresh machine it first installs the Debian packages the tests need when they are
# missing (bin/lib/test-deps.bash; as root, or with password-less sudo; JCIRC_NO_INSTALL=1
# skips that).
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
. "$ROOT/bin/lib/jdk.bash"
. "$ROOT/bin/lib/test-deps.bash"
jcirc_install_test_deps
jcirc_find_jdk
export JAVA_HOME=$JCIRC_JAVA_HOME
if ! command -v mvn >/dev/null 2>&1; then
    echo "test.sh: error: Maven (mvn) is needed; install it (apt-get install maven)" >&2
    exit 1
fi
# FileCheck (llvm-14-tools) and mlir-opt-19 (mlir-19-tools) live outside PATH on Debian.
command -v FileCheck >/dev/null 2>&1 || export PATH="$PATH:/usr/lib/llvm-14/bin"
command -v mlir-opt-19 >/dev/null 2>&1 || export PATH="$PATH:/usr/lib/llvm-19/bin"
cd "$ROOT"
exec mvn -B -ntp verify "$@"
