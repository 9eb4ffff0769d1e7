# Sourced by test.sh (and so by .ci/run, which runs test.sh).
# jcirc_install_test_deps: installs the Debian packages the test suite needs when they are
# missing (apt-get update once, then one apt-get install). Run as root (CI, a fresh machine)
# it installs; run as another user it uses sudo when that works without a password, and
# otherwise prints the apt-get command and continues (the tests that need a missing tool then
# fail with the same install hint). JCIRC_NO_INSTALL=1 turns the installing off.

# The packages the tests use, with what for:
#   maven                   the build
#   llvm-19                 opt/llc (the backend)
#   llvm-14 llvm-14-tools   FileCheck (FileCheck tests)
#   mlir-19-tools           mlir-opt-19/mlir-translate-19 (every -emit-scf is checked)
#   csmith libcsmith-dev    CsmithTest
#   clang-19                reference compiler of the C23 programs (// REFERENCE: clang-19)
#   gcc-12-source           gcc's torture tests (TortureTest)
#   gcc                     reference compiler of the C programs and the linker
#   g++                     reference compiler of the C++ programs (CxxProgramsTest, CxxAbiInteropTest); libstdc++
#   make cmake ninja-build meson   MakeProjectTest, CMakeProjectTest, MesonProjectTest
#   distcc ccache           DistccTest (distcc + distccd), CcacheTest
JCIRC_TEST_PACKAGES=(maven llvm-19 llvm-14 llvm-14-tools mlir-19-tools csmith libcsmith-dev clang-19 gcc-12-source
                     g++ make cmake ninja-build meson distcc ccache)

jcirc_install_test_deps() {
    local need=() p sudo=""
    for p in "${JCIRC_TEST_PACKAGES[@]}"; do
        dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
    done
    command -v cc >/dev/null 2>&1 || need+=(gcc)
    local jdk_ok=1
    jcirc_find_jdk >/dev/null 2>&1 || jdk_ok=0
    local want_npm=0
    command -v npm >/dev/null 2>&1 || want_npm=1
    [ ${#need[@]} -gt 0 ] || [ "$jdk_ok" = 0 ] || [ "$want_npm" = 1 ] || return 0

    if [ "${JCIRC_NO_INSTALL:-0}" = 1 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "test.sh: note: missing packages: ${need[*]} (apt-get install ${need[*]})" >&2
        return 0
    fi
    if [ "$(id -u)" != 0 ]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo="sudo -n"
        else
            echo "test.sh: note: not root; install the missing packages yourself: apt-get install ${need[*]} npm" >&2
            return 0
        fi
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update
    if [ "$jdk_ok" = 0 ]; then
        local j
        for j in openjdk-25-jdk-headless openjdk-21-jdk-headless temurin-25-jdk temurin-21-jdk; do
            if apt-cache policy "$j" 2>/dev/null | grep -q 'Candidate: [0-9]'; then need+=("$j"); break; fi
        done
    fi
    if [ ${#need[@]} -gt 0 ]; then $sudo apt-get install -y --no-install-recommends "${need[@]}"; fi
    # SqliteTest fetches SQLite with `npm pack`. npm comes with Node.js; `apt-get install npm` can
    # conflict with a Node.js from elsewhere (nodesource's package bundles npm), so npm is
    # installed only when the command is missing, and a failed install is reported, not fatal
    # (SqliteTest then fails with the same install hint).
    if [ "$want_npm" = 1 ]; then
        $sudo apt-get install -y --no-install-recommends npm \
            || echo "test.sh: warning: could not install npm (apt-get install npm); SqliteTest needs it to fetch sqlite3.c" >&2
    fi
}
