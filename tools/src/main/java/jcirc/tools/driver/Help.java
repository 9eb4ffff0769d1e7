package jcirc.tools.driver;

/** {@code jcirc --help}. */
final class Help {
    private Help() {}

    static final String TEXT = """
            OVERVIEW: jcirc, a C compiler written in Java (cir -> scf -> cf -> LLVM IR -> opt/llc -> cc)

            USAGE: jcirc [options] file...

            Inputs: .c (C), .i (preprocessed C), .cir (cir IR), .mlir (scf/cf IR), .ll (LLVM IR),
                    anything else is passed to the linker (.o, .a, .so, ...). @file reads arguments from file.

            Stages:
              -E                 Preprocess only (to stdout unless -o)
              -fsyntax-only      Check the input, produce nothing
              -verify            Check the diagnostics against the file's // expected-error {{...}} comments (clang's -verify)
              -emit-cir          Print the cir module (stdout unless -o)
              -emit-scf          Print the module after raising to scf (stdout unless -o)
              --scf-stats        Print per function: loops, scf.for, scf.while, cf ops of the -emit-scf module
              -emit-cf           Print the module after scf-to-cf (stdout unless -o)
              -emit-llvm         Print LLVM IR (stdout unless -o; with -S: file.ll, with -c: file.bc)
              -S                 Compile to assembly (file.s)
              -c                 Compile to an object (file.o)
              -fscf-parallel     Run loops with independent iterations on threads (scf.parallel + runtime library)
              -fcir-direct       Lower cir directly (cir-flatten-cfg, cir-to-llvm-level) instead of via scf
              -ftime-report      Print the time of each phase (frontend, passes, verifier, opt, llc, link) to stderr
              -fno-per-function-pipeline  Lower pass by pass over the whole module, not function by function
              -fverify-each      Verify the IR after every pass (default: not at all for C input, as a release clang)
              -fverify-intermediate-code  Verify the IR after CIRGen, at the end of each pipeline, and in llc/opt
              -o <file>          Output file ('-' for stdout)
              -x <lang>          Treat following inputs as c, cir, mlir, ir (LLVM IR) or none (by extension)

            Preprocessor:
              -I <dir>  -iquote <dir>  -isystem <dir>  -idirafter <dir>  -nostdinc
              -D <name>[=<value>]  -U <name>  -include <file>
              -M  -MM            Print a make rule for the input's headers instead of compiling (-MM: no system headers)
              -MD  -MMD          Also write the rule to a .d file while compiling
              -MF <file>  -MT <target>  -MQ <target>  -MP
                                 Rule file; target (as given / quoted for make); empty rules for headers

            Code generation:
              -O0 -O1 -O2 -O3 -Os -Oz -O   Optimization level (-O1.. run opt -O<n>, then llc -O<n>)
              -g                 DWARF line tables and variables (at -O0 via the direct path, so every local is in memory)
              -std=<c-standard>  c89 c99 c11 c17 c2x and gnu variants (default gnu17)
              -fPIC -fpic -fPIE  Accepted; objects are always position independent
              -march=<cpu>       Target CPU (x86-64-v2, x86-64-v3, znver3, native, ...): "target-cpu", opt/llc -mcpu
              -mtune=<cpu>  -m<feature>  -mno-<feature>   "tune-cpu"; "target-features" (+avx2, -fma, ...)
              -fwrapv  -ftrapv   Signed overflow wraps: no nsw facts (-ftrapv does not trap; docs/performance.md)
              -ftls-model=<m>    global-dynamic local-dynamic initial-exec local-exec (thread-local objects)

            Diagnostics:
              -w  -Werror  -Werror=<warning>  -W<warning>  -Wno-<warning>  -pedantic
              -Wall              Adds unused-variable, uninitialized, sign-compare to the default return-type, format
              -fcolor-diagnostics  -fno-color-diagnostics  -fdiagnostics-color[=always|never|auto]
                                 Colour (default: when stderr is a terminal)

            Linking (cc is used as the linker only):
              -L <dir>  -l <lib>  -Wl,<args>  -Xlinker <arg>  -shared  -static  -pthread  -rdynamic
              -pie  -no-pie  -nostdlib  -nodefaultlibs  -nostartfiles  -s

            Driver:
              -v                 Show commands as they run
              -###               Show commands without running them
              -save-temps        Keep intermediate files in the current directory
              --version  -dumpversion  -dumpmachine  --help
              -print-search-dirs  -print-file-name=F  -print-prog-name=P  (answered by cc)

            Environment: JCIRC_LLC, JCIRC_OPT, JCIRC_CC, JCIRC_LLVM_AS, JCIRC_FILECHECK pick tools;
            JCIRC_RUNTIME names the runtime library; JCIRC_STACKTRACE=1 prints Java stack traces on
            internal compiler errors.
            """;
}
